import { describe, expect, it } from 'vitest';
import { createAjv, fieldErrors, loadSchemaFiles, requestValidator } from '../../src/server/validation.js';
import { KEYWORD_MESSAGES, validationMessage } from '../../src/domain/keyword-messages.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';
import { LOCALES } from '../../src/domain/locale.js';
import { rawSchemaWords } from '../support/raw-words.js';

describe('keyword messages', () => {
  it('fill in the limit, worded for people in all four languages', () => {
    const maxLength = { keyword: 'maxLength', params: { limit: 20 } };
    expect(validationMessage(maxLength, 'ja')).toBe('20文字以内で入力してください');
    expect(validationMessage(maxLength, 'zh-CN')).toBe('最多输入20个字符');
    expect(validationMessage(maxLength, 'zh-TW')).toBe('最多輸入20個字元');
    expect(validationMessage(maxLength, 'en')).toBe('Must be at most 20 characters');
    expect(validationMessage({ keyword: 'minimum', params: { limit: 1 } }, 'ja')).toBe('1以上の値を入力してください');
    expect(validationMessage({ keyword: 'type', params: { type: 'integer' } }, 'ja')).toBe('整数で入力してください');
    expect(validationMessage({ keyword: 'type', params: { type: ['string', 'null'] } }, 'en')).toBe('Enter text');
    expect(validationMessage({ keyword: 'format', params: { format: 'date-time' } }, 'zh-TW')).toBe('請輸入有效的日期和時間');
    // an empty required text reads as missing, not as "at least 1 character"
    expect(validationMessage({ keyword: 'minLength', params: { limit: 1 } }, 'en')).toBe('Cannot be empty');
  });

  it("a field rule's own x-message wins over the keyword's", () => {
    const error = { keyword: 'pattern', params: {}, parentSchema: { 'x-message': 'validation.account' } };
    expect(validationMessage(error, 'en')).toBe(VALIDATION_MESSAGES['validation.account'].en);
  });

  it('x-message may be the wording itself beside its rule, or a shape with its numbers; anything else falls back to the keyword', () => {
    const inline = ['コードは英数字です', '编码为字母数字', '編碼為英數字', 'A code is letters and digits'];
    const pattern = (xMessage: unknown) => ({ keyword: 'pattern', params: {}, parentSchema: { 'x-message': xMessage } });
    expect(LOCALES.map((l) => validationMessage(pattern(inline), l))).toEqual(inline);
    expect(validationMessage(pattern({ shape: 'trimmedText', max: 200 }), 'en')).toBe(
      '1 to 200 characters, without spaces at either end, line breaks or control characters',
    );
    expect(validationMessage(pattern({ shape: 'wholeNumber', min: 1, max: 9 }), 'ja')).toBe('1〜9の整数を入力してください');
    // three languages, an unknown shape or key: the keyword's own wording, never a blank
    for (const bad of [inline.slice(0, 3), { shape: 'noSuchShape' }, 'validation.noSuchKey'])
      expect(validationMessage(pattern(bad), 'en')).toBe(KEYWORD_MESSAGES.pattern.en);
  });

  it('a server answer words a field by the x-message written beside its rule', () => {
    const check = requestValidator(createAjv({ coerce: false }), {
      type: 'object',
      properties: { code: { type: 'string', pattern: '^[A-Z]+$', 'x-message': ['大文字です', '大写字母', '大寫字母', 'Capital letters'] } },
    });
    expect(check({ code: 'abc' })).toBe(false);
    expect(fieldErrors(check.errors ?? [], 'zh-TW')).toEqual([{ field: 'code', message: '大寫字母' }]);
  });

  it('every message text exists in the four languages, with nothing raw left in it', () => {
    const params = { limit: 20, multipleOf: 5, max: 20, min: 1, chars: '- _', type: 'application/json' };
    const texts = [...Object.values(KEYWORD_MESSAGES), ...Object.values(VALIDATION_MESSAGES)];
    for (const text of texts) {
      for (const locale of LOCALES) {
        const message = text[locale].replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k as keyof typeof params]));
        expect(message, `${text.en} (${locale})`).toMatch(/\S/);
        expect(message).not.toMatch(/[{}]|undefined/);
        expect(rawSchemaWords(message, locale), `${message} (${locale})`).toEqual([]);
      }
    }
  });
});

describe('the raw-text check', () => {
  it("catches the validator's own texts in every language (as ajv-i18n words them)", () => {
    const raw: [string, 'ja' | 'zh-CN' | 'zh-TW' | 'en'][] = [
      ['integerでなければいけない', 'ja'],
      ['20文字以上であってはいけない', 'ja'],
      ['フォーマット "date-time" に一致しなければいけない', 'ja'],
      ['应当是 integer 类型', 'zh-CN'],
      ['應當是 string 類型', 'zh-TW'],
      ['must be integer', 'en'],
      ['must NOT have more than 20 characters', 'en'],
      ['must match pattern "^[A-Za-z0-9]+$"', 'en'],
      ["must have required property 'name'", 'en'],
      ['must be equal to one of the allowed values', 'en'],
    ];
    for (const [message, locale] of raw) expect(rawSchemaWords(message, locale), message).not.toEqual([]);
  });
});

describe('no message shown for any field of any schema has a raw type name or keyword', () => {
  const ajv = createAjv({ coerce: false });
  const JUNK: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 53,
    Infinity,
    '',
    ' ',
    'x',
    'x'.repeat(2001),
    'a\u0000b',
    '0000-01-01T00:00:00Z',
    'not-a-date',
    [],
    [1, 1],
    ['x'],
    Array.from({ length: 101 }, (_, i) => i + 1),
    {},
    { unknown: 1 },
  ];

  // every $def, given junk whole and junk in each of its properties
  const cases: { def: string; value: unknown }[] = [];
  for (const [id, file] of Object.entries(loadSchemaFiles())) {
    for (const [name, def] of Object.entries((file.$defs ?? {}) as Record<string, { properties?: Record<string, unknown> }>)) {
      const ref = `${id}#/$defs/${name}`;
      for (const value of JUNK) cases.push({ def: ref, value });
      const props = Object.keys(def.properties ?? {});
      for (const prop of props) {
        for (const value of JUNK) cases.push({ def: ref, value: { [prop]: value } });
        // every other field alike and this one different: reaches rules between fields (confirmPassword)
        cases.push({ def: ref, value: { ...Object.fromEntries(props.map((p) => [p, 'Secret#2026'])), [prop]: 'x' } });
      }
    }
  }

  it(`words every failure of ${cases.length} bad values for people, in all four languages`, () => {
    const keywords = new Set<string>();
    const validators = new Map<string, ReturnType<typeof requestValidator> | null>();
    let shown = 0;
    const bad: string[] = [];
    for (const { def, value } of cases) {
      let validate = validators.get(def);
      if (validate === undefined) {
        try {
          validate = requestValidator(ajv, { $ref: def });
        } catch {
          validate = null; // a rule relative to its parent object ($data) is not checked on its own
        }
        validators.set(def, validate);
      }
      if (!validate || validate(structuredClone(value))) continue;
      for (const e of validate.errors ?? []) keywords.add(e.keyword);
      for (const locale of LOCALES) {
        for (const { field, message } of fieldErrors(validate.errors!, locale)) {
          shown++;
          const raw = message.trim() ? rawSchemaWords(message, locale) : ['(empty)'];
          if (raw.length) bad.push(`${def} ${JSON.stringify(value)?.slice(0, 60)} → ${field}: ${message} (${raw.join(', ')})`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(shown).toBeGreaterThan(1000);
    // the battery reaches every keyword the schemas use
    for (const k of [
      'type',
      'required',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'pattern',
      'format',
      'enum',
      'const',
      'minItems',
      'maxItems',
      'uniqueItems',
      'controlCharacters',
    ]) {
      expect(keywords, k).toContain(k);
    }
  }, 120_000); // grows with the schemas (57,613 values with issue 16's); beside the type check, 30 s was too short
});
