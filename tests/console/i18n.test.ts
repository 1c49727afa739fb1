/**
 * Every text a user reads exists in all four languages (document 1 §1; architecture principle 4):
 * each module of messages (react-admin's, the console's, the shell's, the error catalogue, the field
 * rules) has the same keys in ja, zh-CN and zh-TW as in English, with the same placeholders; nothing is
 * left in English in the Japanese and Chinese tables; and every menu, resource field, enum value and
 * x-message the declarations and schemas use has its text.
 */
import { describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { LOCALES, type Locale } from '../../src/domain/locale';
import { messageModules, messagesFor, RA_MESSAGES } from '../../src/console/i18n/all';
import { FUNCTION_CODES, MENU_GROUPS, MENU_LINKS, RESOURCES } from '../../resources/index';
import { SCHEMAS } from '../../src/generated/schemas';
import { formSchema, recordSchema, schemaDef } from '../../src/console/providers/schemas';
import { enumGroupOf, fieldSchema } from '../../src/console/crud/declarations';
import { detectLocale, i18nProvider } from '../../src/console/providers/i18nProvider';
import { ERRORS } from '../../src/domain/errors';
import { ruleTexts } from '../../src/domain/keyword-messages';
import { permissionKey } from '../../src/console/screens/accounts/permissions';
import { SCHEMA_BASE } from '../../src/domain/schema-registry';
import { PAY_METHODS } from '../../src/domain/payments';
import { byCategoryId, type GoodsCategoryCode } from '../../src/domain/goods';

type Tree = Record<string, unknown>;

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries((tree ?? {}) as Tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const OTHERS = LOCALES.filter((l) => l !== 'en') as Exclude<Locale, 'en'>[];
const placeholders = (s: string) => [...new Set([...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Latin words a Japanese or Chinese text may keep: acronyms and product words, not sentences. */
const ALLOWED_LATIN = new Set([
  'ID',
  'BD',
  'URL',
  'Token',
  'API',
  'OK',
  'CSV',
  'JSON',
  'QR',
  'MD5',
  'IE',
  'IP',
  'SSID',
  'IMEI',
  'ICCID',
  'MAC',
  'CPU',
  'PNG',
  'KB',
  'SN',
  'JPEG',
  'MB',
  // the app centre's platforms and package formats, named as their makers name them
  'Android',
  'Windows',
  'Linux',
  'APK',
  'ZIP',
  'EXE',
  'MSI',
  'PPM',
  'BIN',
  'Kiosk',
  // MD5 (allowed above) and the MP4 video format as the word pattern sees them
  'MD',
  'MP',
  // the boot animation's format, named as Android names its files (bootanimation.zip, desc.txt) and its rate
  'FPS',
  'bootanimation',
  'zip',
  'desc',
  'txt',
  // the text encodings a CSV import reads, named as their standards name them (UTF-8, BOM, Shift_JIS)
  'UTF',
  'BOM',
  'Shift',
  'JIS',
]);

/** Words of English left in a text (placeholders and allowed acronyms taken out). */
function englishWords(text: string): string[] {
  const stripped = text.replace(/%\{\w+\}/g, ' ').replace(/\|\|\|\|/g, ' ');
  return (stripped.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !ALLOWED_LATIN.has(w));
}

describe('i18n completeness', () => {
  const english = messageModules('en');

  for (const [module, table] of Object.entries(english)) {
    for (const locale of OTHERS) {
      it(`${module}: ${locale} has every key of English, with the same placeholders`, () => {
        const en = flatten(table);
        const other = flatten(messageModules(locale)[module]);
        expect(
          [...en.keys()].filter((k) => !other.has(k)),
          'missing',
        ).toEqual([]);
        expect(
          [...other.keys()].filter((k) => !en.has(k)),
          'extra',
        ).toEqual([]);
        const mismatched = [...en].filter(([k, v]) => other.has(k) && placeholders(v).join() !== placeholders(other.get(k)!).join()).map(([k]) => k);
        expect(mismatched, 'placeholders').toEqual([]);
      });
    }
  }

  it("react-admin's messages of every locale cover every key of ra-language-english", () => {
    const en = flatten(englishMessages);
    for (const locale of LOCALES) {
      const other = flatten(RA_MESSAGES[locale]);
      expect(
        [...en.keys()].filter((k) => !other.has(k)),
        locale,
      ).toEqual([]);
    }
  });

  for (const locale of OTHERS) {
    it(`${locale}: no English text is left where it should be translated`, () => {
      const modules = messageModules(locale);
      const leftovers: string[] = [];
      for (const [module, table] of Object.entries(modules)) {
        for (const [key, value] of flatten(table)) {
          // the language switch names each language in its own language
          if (/\.languages\./.test(key)) continue;
          // payment channels are brand names (StarPay, QFPAY, Alipay…), written as their owners write them
          if (/^enum\.payChannel\./.test(key)) continue;
          // react-admin's own placeholder for an empty boolean
          if (key === 'ra.boolean.null') continue;
          const words = englishWords(value);
          if (words.length) leftovers.push(`${module}:${key} = ${value}`);
        }
      }
      expect(leftovers).toEqual([]);
    });
  }

  it('every menu, resource label, field, enum value and rule message used by the declarations and schemas has a text', () => {
    const missing: string[] = [];
    for (const locale of LOCALES) {
      const all = flatten(messagesFor(locale));
      const need = (key: string) => {
        if (!all.has(key)) missing.push(`${locale}: ${key}`);
      };
      need('app.title');
      for (const g of [...MENU_GROUPS, ...MENU_LINKS]) need(g.code);
      for (const r of RESOURCES) {
        need(r.menu.code);
        need(`resources.${r.name}.name`);
        const fields = new Set<string>([...r.list.columns.map((c) => c.source), ...r.list.filters, ...(r.show ?? []).map((c) => c.source), r.recordLabel]);
        for (const kind of ['create', 'edit'] as const) for (const f of Object.keys(formSchema(r, kind)?.properties ?? {})) fields.add(f);
        for (const f of Object.keys(recordSchema(r)?.properties ?? {})) fields.add(f);
        // a form action's button, notice and (when it asks) question, and the fields of its form
        for (const a of r.formActions ?? []) {
          const key = `resources.${r.name}.actions.${a.action}`;
          for (const k of [key, `${key}Done`, ...(a.confirm ? [`${key}Confirm`] : [])]) need(k);
          const [file, def] = a.form.includes('#') ? a.form.split('#') : [r.schema, a.form];
          for (const f of Object.keys(schemaDef(file, def)?.properties ?? {})) fields.add(f);
        }
        for (const f of fields) need(`resources.${r.name}.fields.${f}`);
      }
      // every x-enum value and x-message of every schema file
      const walk = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        const n = node as Tree;
        if (typeof n['x-enum'] === 'string' && Array.isArray(n.enum)) for (const v of n.enum) if (v !== null) need(`enum.${n['x-enum']}.${v}`);
        if (typeof n['x-labels'] === 'string' && Array.isArray(n.enum)) for (const v of n.enum) if (v !== null) need(`${n['x-labels']}.${v}`);
        if (typeof n['x-message'] === 'string') need(n['x-message']);
        // a wording written beside its rule, or a shape with its numbers: all four languages, every placeholder filled
        else if (n['x-message'] !== undefined) {
          const texts = ruleTexts(n['x-message']);
          if (!texts || texts.some((t) => !t || /%\{\w+\}/.test(t))) missing.push(`${locale}: x-message ${JSON.stringify(n['x-message'])}`);
        }
        for (const v of Object.values(n)) walk(v);
      };
      for (const schema of Object.values(SCHEMAS)) walk(schema);
    }
    expect(missing).toEqual([]);
  });

  it("a resource's field without a label of its own reads the shared one; its own wording wins; one with neither has no text", () => {
    const ja = flatten(messagesFor('ja'));
    // suppliers label only their own fields: the time stamps and status are the shared ones
    expect(ja.get('resources.suppliers.fields.createdAt')).toBe(ja.get('fields.createdAt'));
    expect(ja.get('resources.suppliers.fields.status')).toBe('状態');
    // a route's remark is worded as a description there, not the shared "remark"
    expect(ja.get('resources.routes.fields.remark')).toBe('説明');
    expect(ja.has('resources.suppliers.fields.noSuchField')).toBe(false);
  });

  it('every menu code and function code of the permission menu (resources/) has a name, not shown as its code', () => {
    const codes = [
      ...[...MENU_GROUPS, ...MENU_LINKS].map((g) => ({ code: g.code, kind: 'menu' as const })),
      ...RESOURCES.map((r) => ({ code: r.menu.code, kind: 'menu' as const })),
      ...FUNCTION_CODES.map((f) => ({ code: f.code, kind: 'function' as const })),
    ];
    const missing: string[] = [];
    for (const locale of LOCALES) {
      const all = flatten(messagesFor(locale));
      for (const { code, kind } of codes) {
        const name = all.get(permissionKey(code, kind));
        if (!name || name === code) missing.push(`${locale}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every enum of the schemas is labelled, a sort field by its field labels, or marked as never shown (with why)', () => {
    const bad: string[] = [];
    const byFile = new Map<string, string[]>();
    for (const r of RESOURCES) byFile.set(r.schema, [...(byFile.get(r.schema) ?? []), r.name]);
    const all = new Map(LOCALES.map((l) => [l, flatten(messagesFor(l))]));
    for (const [id, schema] of Object.entries(SCHEMAS)) {
      const file = id.slice(SCHEMA_BASE.length);
      const walk = (node: unknown, pointer: string) => {
        if (!node || typeof node !== 'object') return;
        const n = node as Tree;
        if (Array.isArray(n.enum)) {
          const where = `${file}#${pointer}`;
          if (typeof n['x-enum'] === 'string' || typeof n['x-labels'] === 'string') {
            // their texts are checked above
          } else if (n['x-enum'] === false) {
            if (typeof n.$comment !== 'string' || n.$comment.length < 10) bad.push(`${where}: "x-enum": false without a $comment saying why`);
          } else if (pointer.endsWith('/properties/sort/properties/field')) {
            // sortable fields are shown as the list's column headings: each needs a field label
            const resources = byFile.get(file) ?? [];
            for (const l of LOCALES)
              for (const v of n.enum) {
                const keys = resources.length ? resources.map((r) => `resources.${r}.fields.${v}`) : [`fields.${v}`];
                if (!keys.some((k) => all.get(l)!.has(k))) bad.push(`${where}: ${l} has no field label for sort field ${String(v)}`);
              }
          } else bad.push(`${where}: an enum with neither "x-enum" (a label group), "x-labels" nor "x-enum": false`);
        }
        for (const [k, v] of Object.entries(n)) if (k !== 'enum') walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      };
      walk(schema, '');
    }
    expect(bad).toEqual([]);
  });

  it('every pay method code of the schemas is named by the catalogue, in each language', () => {
    const codes = new Set<number>();
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Tree;
      if (Array.isArray(n.enum) && typeof n.$comment === 'string' && n.$comment.includes('PAY_METHODS')) for (const v of n.enum) codes.add(v as number);
      for (const v of Object.values(n)) walk(v);
    };
    for (const schema of Object.values(SCHEMAS)) walk(schema);
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) {
      const method = PAY_METHODS.find((m) => m.code === code);
      expect(method, String(code)).toBeDefined();
      for (const l of LOCALES) expect(method!.description[l], `${code} ${l}`).toBeTruthy();
    }
  });

  it('every column and filter of a generic screen showing an enum shows it by its labels', () => {
    const raw: string[] = [];
    for (const r of RESOURCES)
      for (const c of [...r.list.columns, ...(r.show ?? [])]) {
        if (c.type === 'status' || c.type === 'boolean') continue;
        const schema = fieldSchema(r, c.source);
        const values = schema?.enum ?? schema?.items?.enum;
        if (!Array.isArray(values) || schema?.['x-enum'] === false) continue;
        if (!enumGroupOf(r, c)) raw.push(`${r.name}.${c.source}`);
      }
    // and every filter of a generic list offering an enum's values (a bespoke list words its own)
    for (const r of RESOURCES.filter((x) => !x.screens?.list))
      for (const f of r.list.filters) {
        const prop = formSchema(r, 'filter')?.properties?.[f];
        if (Array.isArray(prop?.enum) && prop['x-enum'] !== false && typeof prop['x-enum'] !== 'string') raw.push(`${r.name} filter ${f}`);
      }
    expect(raw).toEqual([]);
  });

  it('the enum groups the columns name exist as objects', () => {
    for (const locale of LOCALES) {
      const m = messagesFor(locale) as { enum: Record<string, unknown> };
      for (const r of RESOURCES) for (const c of r.list.columns) if (c.enum) expect(typeof m.enum[c.enum], `${locale} enum.${c.enum}`).toBe('object');
    }
  });
});

describe('wording', () => {
  // the console says 組織 / 组织 / organisation; refusals about the same thing must not say department
  const DEPARTMENT: Record<Locale, RegExp> = { ja: /部門/, 'zh-CN': /部门/, 'zh-TW': /部門/, en: /department/i };
  const ORGANISATION: Record<Locale, string> = { ja: '組織', 'zh-CN': '组织', 'zh-TW': '組織', en: 'organisation' };

  for (const locale of LOCALES) {
    it(`${locale}: the error catalogue names organisations as the console does`, () => {
      expect((messagesFor(locale) as { resources: { organisations: { name: string } } }).resources.organisations.name.toLowerCase()).toContain(
        ORGANISATION[locale],
      );
      const off = Object.entries(ERRORS)
        .filter(([, e]) => DEPARTMENT[locale].test(e.msg[locale]))
        .map(([code, e]) => `${code} ${e.msg[locale]}`);
      expect(off).toEqual([]);
      for (const code of [201007, 201009, 201010, 201011] as const)
        expect(ERRORS[code].msg[locale].toLowerCase(), String(code)).toContain(ORGANISATION[locale]);
    });
  }
});

describe('one name per thing (issue 28 item 12)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: Alipay and WeChat read as the wallet platform labels wherever a label names them`, () => {
      const all = flatten(messagesFor(locale));
      for (const platform of ['alipay', 'wechat']) {
        const word = all.get(`enum.walletPlatform.${platform}`);
        const others = [...all].filter(([k]) => k.endsWith(`.${platform}`) && !k.startsWith('ra.')).filter(([, v]) => v !== word);
        expect(others, platform).toEqual([]);
      }
    });
  }

  it('a device model is 機種 in Japanese, never 型式; the same fields read alike in the other languages', () => {
    const ja = flatten(messagesFor('ja'));
    expect([...ja].filter(([, v]) => v.includes('型式'))).toEqual([]);
    for (const locale of LOCALES) {
      const all = flatten(messagesFor(locale));
      const words = new Set(
        ['resources.wallpapers.fields.model', 'resources.adZones.fields.productId', 'screens.bootAnimations.push.model'].map((k) => all.get(k)),
      );
      words.delete(undefined);
      expect([...words], locale).toHaveLength(1);
    }
  });
});

describe('labels the tables write out more than once read alike (src/console/i18n/messages/README.md)', () => {
  const R = 'resources.';
  /** Each group: the key paths where the same labels stand, and the labels' keys. */
  const ALIKE: [where: string[], keys: string[]][] = [
    // the allot and unbind screens label a device as the device list does
    [
      [`${R}devices.fields`, `${R}deviceAllot.fields`, `${R}deviceUnbind.fields`],
      ['serialNum', 'name', 'alias', 'model', 'online', 'activated', 'bound', 'signal'],
    ],
    // an alarm rule and what it raised, for devices and payments alike
    [
      [`${R}alarm-rules.fields`, `${R}alarm-records.fields`, `${R}pay-alarm-rules.fields`, `${R}pay-alarm-records.fields`],
      ['key', 'ruleId', 'sourceType', 'threshold', 'windowMinutes', 'level', 'serialNum', 'value', 'count', 'firstAt', 'lastAt', 'clearedAt'],
    ],
    [
      [`${R}alarm-records.fields`, `${R}pay-alarm-rules.fields`, `${R}pay-alarm-records.fields`],
      ['startTime', 'endTime'],
    ],
    [[`${R}alarm-rules.fields`, `${R}alarm-records.fields`], ['model']],
    [
      [`${R}apps.fields`, `${R}appWhitelist.fields`],
      ['name', 'platform', 'type', 'packageName', 'classify', 'intro', 'icon', 'screenshots', 'shelf', 'versionCount', 'latestVersion', 'updatedAt'],
    ],
    [
      [`${R}opMessages.fields`, `${R}linkFlow.fields`],
      ['content', 'type', 'fileName', 'fileSize', 'fileMime', 'orgId', 'orgName', 'createdBy', 'deviceCount'],
    ],
    [
      [`${R}payPush.fields`, `${R}payBinding.fields`],
      ['serialNum', 'configId', 'configName', 'channel', 'online'],
    ],
    [
      // (a stock row's delta is worded as a stock adjustment, a change's as a change)
      [`${R}stock.fields`, `${R}stockChangeLogs.fields`],
      ['goodsId', 'name', 'categoryId', 'quantity', 'kind', 'before', 'after', 'refNo', 'operatorId', 'operatorName', 'serialNum', 'laneNo', 'createdAt'],
    ],
    // the member resources read one schema
    [
      [`${R}members.fields`, `${R}pointsChanges.fields`, `${R}pointsRules.fields`, `${R}memberLevels.fields`],
      [
        ...['id', 'orgId', 'orgName', 'platform', 'cardNo', 'name', 'mobile', 'points', 'pointsEarned', 'level', 'levelName', 'openedAt', 'walletUserId'],
        ...['gender', 'birthday', 'email', 'threshold', 'memberId', 'templateId', 'memberName', 'delta', 'note', 'balanceAfter', 'reason', 'orderNo'],
        ...['adjustedByName', 'expiresAt', 'createdAt', 'endTime'],
      ],
    ],
    // a coupon's write-off from its row and by a typed code ask and answer alike
    [[`${R}couponItems.actions`], ['writeOffConfirm', 'writeOffCodeConfirm']],
    [[`${R}couponItems.actions`], ['writeOffDone', 'writeOffCodeDone']],
  ];

  for (const locale of LOCALES)
    it(`${locale}: each group reads the same`, () => {
      const all = flatten(messagesFor(locale));
      const off: string[] = [];
      for (const [where, keys] of ALIKE) {
        const texts = where.length === 1 ? keys.map((k) => all.get(`${where[0]}.${k}`)) : undefined;
        if (texts && (texts.includes(undefined) || new Set(texts).size !== 1)) off.push(`${where[0]}: ${keys.join(', ')} differ`);
        if (where.length > 1)
          for (const k of keys) {
            const words = where.map((w) => all.get(`${w}.${k}`));
            if (words.includes(undefined) || new Set(words).size !== 1) off.push(`${k}: ${where.map((w, i) => `${w}=${words[i]}`).join(' ')}`);
          }
      }
      expect(off).toEqual([]);
      // the goods categories by code (category.*) and by the id a good carries (enum.goodsCategory.*)
      const m = messagesFor(locale) as { category: Record<GoodsCategoryCode, string>; enum: { goodsCategory: unknown } };
      expect(m.enum.goodsCategory).toEqual(byCategoryId(m.category));
    });
});

describe("a locale's chunk", () => {
  it('carries its own language only (the build cuts the four-language tables)', async () => {
    const { default: chunk } = await import('../../src/console/i18n/locales/zh-TW');
    const whole: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) whole.push(path);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    };
    walk(chunk, '');
    expect(whole.slice(0, 5)).toEqual([]);
    expect(flatten(chunk).size).toBeGreaterThan(1000);
    expect((chunk as { login: { app: { title: string } } }).login.app.title).toBe('新營運零售平台');
  });
});

describe('locale choice', () => {
  it('takes the stored choice, else the browser language, else Japanese', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    localStorage.setItem('locale', 'zh-TW');
    expect(detectLocale()).toBe('zh-TW');
    localStorage.removeItem('locale');
    languages.mockReturnValue(['zh-HK', 'en']);
    expect(detectLocale()).toBe('zh-TW');
    languages.mockReturnValue(['fr-FR', 'en-GB']);
    expect(detectLocale()).toBe('en');
    languages.mockReturnValue(['fr-FR', 'de']);
    expect(detectLocale()).toBe('ja');
    languages.mockRestore();
  });

  it('switching stores the choice and resets the document title and language', async () => {
    await i18nProvider.changeLocale('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect(document.title).toBe('新运营零售平台');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18nProvider.translate('enum.status.0')).toBe('禁用');
    await i18nProvider.changeLocale('en');
    expect(document.title).toBe('New Operations Retail Platform');
    await i18nProvider.changeLocale('ja');
    expect(document.title).toBe('新運営リテールプラットフォーム');
  });
});
