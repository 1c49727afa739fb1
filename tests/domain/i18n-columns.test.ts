/**
 * The message tables hold four languages; each locale's chunk must carry one (build/i18n-columns.ts cuts the
 * table's source as Vite imports it), and a text lacking a language must not pass for complete.
 */
import { describe, expect, it } from 'vitest';
import { pickColumn } from '../../build/i18n-columns';
import { column } from '../../src/domain/texts';

const TABLE = `import devices from './devices';
import type { MessageTable } from '../../../domain/texts';
// a comment stays
const FIELDS = { id: ['番号', '编号', '編號', 'Number'] } satisfies MessageTable;
export default { fields: FIELDS, menu: { title: ['広告', '广告', "廣告", \`Ads\`] }, other: devices } satisfies MessageTable;
`;

describe('cutting a table to one language at build time', () => {
  it('keeps only that language, the rest of the source as written, and cuts an imported table alike', () => {
    const zhTW = pickColumn(TABLE, 'zh-TW');
    expect(zhTW).toContain(`{ id: '編號' }`);
    expect(zhTW).toContain(`title: "廣告"`);
    expect(zhTW).toContain(`import devices from './devices.ts?locale=zh-TW'`);
    expect(zhTW).toContain('// a comment stays');
    expect(zhTW).not.toMatch(/番号|编号|Number|広告|广告|Ads/);
    expect(pickColumn(TABLE, 'en')).toContain('title: `Ads`');
  });

  it('refuses a text with a language missing or not a literal', () => {
    expect(() => pickColumn(`export default { a: ['一', '一', '一'] };`, 'ja', 'x.ts')).toThrow(/x\.ts:1: a text is \[ja, zh-CN, zh-TW, en\]/);
    expect(() => pickColumn('export default { a: [`${1}`, "b", "c", "d"] };', 'ja')).toThrow(/four string literals/);
  });
});

describe('a table read whole (tests, the server)', () => {
  it('gives one language per key, and leaves out a key whose text lacks that language', () => {
    const table = { a: ['あ', '阿', '阿', 'A'], b: { c: ['し', '西', '西', ''] }, d: ['で', '的', '的'] } as never;
    expect(column(table, 'ja')).toEqual({ a: 'あ', b: { c: 'し' }, d: 'で' });
    expect(column(table, 'en')).toEqual({ a: 'A', b: {} });
  });
});
