/**
 * The message tables hold four languages; each locale's chunk must carry one (build/i18n-columns.ts cuts the
 * table as Vite imports it), and a text lacking a language must not pass for complete. The console's tables are
 * JSON data, so no type checks them: this test does, leaf by leaf.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pickColumn } from '../../build/i18n-columns';
import { column, textProblems } from '../../src/domain/texts';
import { LOCALES } from '../../src/domain/locale';

const TABLE = JSON.stringify({ fields: { id: ['番号', '编号', '編號', 'Number'] }, menu: { title: ['広告', '广告', '廣告', 'Ads'] } });

describe('cutting a table to one language at build time', () => {
  it('keeps only that language, every key where it was', () => {
    expect(JSON.parse(pickColumn(TABLE, 'zh-TW'))).toEqual({ fields: { id: '編號' }, menu: { title: '廣告' } });
    expect(JSON.parse(pickColumn(TABLE, 'en'))).toEqual({ fields: { id: 'Number' }, menu: { title: 'Ads' } });
  });

  it('refuses a leaf that is not four strings, naming the file and the key', () => {
    expect(() => pickColumn(`{ "a": { "b": ["一", "一", "一"] } }`, 'ja', 'x.json')).toThrow(
      /^x\.json: a\.b: a text is \[ja, zh-CN, zh-TW, en\], four strings/,
    );
    expect(() => pickColumn(`{ "a": ["一", "一", "一", 4] }`, 'ja', 'x.json')).toThrow(/x\.json: a: /);
    expect(() => pickColumn(`{ "a": "one" }`, 'ja', 'x.json')).toThrow(/x\.json: a: /);
    expect(() => pickColumn(`{ "a": `, 'ja', 'x.json')).toThrow(/x\.json: not JSON/);
  });
});

describe("the console's message tables (src/console/i18n/messages/*.json)", () => {
  const dir = new URL('../../src/console/i18n/messages/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('are one file per area, as the console and the server find them', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(readdirSync(dir).filter((f) => !f.endsWith('.json') && f !== 'README.md')).toEqual([]);
  });

  for (const file of files)
    it(`${file}: every leaf is a text, four non-empty strings [ja, zh-CN, zh-TW, en], and cuts to each language`, () => {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(textProblems(JSON.parse(source), true)).toEqual([]);
      for (const l of LOCALES) expect(() => pickColumn(source, l, file)).not.toThrow();
    });

  it('a text with a language empty or missing, or a leaf not a text, is named by its key path', () => {
    expect(textProblems({ a: { b: ['一', '一', '一', ''] }, c: ['一', '一', '一'], d: 'x', e: { f: ['1', '2', '3', '4'] } }, true)).toEqual(['a.b', 'c', 'd']);
    expect(textProblems({ a: { b: ['一', '一', '一', ''] } })).toEqual([]);
  });
});

describe('a table read whole (tests, the server)', () => {
  it('gives one language per key, and leaves out a key whose text lacks that language', () => {
    const table = { a: ['あ', '阿', '阿', 'A'], b: { c: ['し', '西', '西', ''] }, d: ['で', '的', '的'] } as never;
    expect(column(table, 'ja')).toEqual({ a: 'あ', b: { c: 'し' }, d: 'で' });
    expect(column(table, 'en')).toEqual({ a: 'A', b: {} });
  });
});
