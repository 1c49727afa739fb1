/**
 * The goods import and export (document 2 §7 Retail: goods/export, goods/import): the columns of the
 * workbook, each named in the four languages. The export writes the caller's language; an import's header
 * row may name a column in any of the four languages or by its field name, so a file exported or filled in
 * by a colleague working in another language reads the same. The console builds the template from here too.
 */
import type { Locale, Translated } from './locale.js';
import { GOODS_CATEGORIES } from './goods.js';

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export interface GoodsColumn {
  /** The record's field (the create schema's property for the imported ones). */
  key: string;
  label: Translated;
  width: number;
  /** Read by the import: required, optional, or not read (export only). */
  import?: 'required' | 'optional';
  /** Written by the export. */
  export: boolean;
}

export const GOODS_IO_COLUMNS: GoodsColumn[] = [
  { key: 'id', label: t('ID', 'ID', 'ID', 'ID'), width: 10, export: true },
  { key: 'name', label: t('商品名', '商品名称', '商品名稱', 'Goods name'), width: 24, import: 'required', export: true },
  { key: 'brand', label: t('ブランド', '品牌', '品牌', 'Brand'), width: 16, import: 'required', export: true },
  { key: 'categoryId', label: t('分類', '分类', '分類', 'Category'), width: 10, import: 'required', export: true },
  { key: 'spec', label: t('規格', '规格', '規格', 'Spec'), width: 10, import: 'required', export: true },
  { key: 'specUnit', label: t('規格単位', '规格单位', '規格單位', 'Spec unit'), width: 10, import: 'required', export: true },
  { key: 'barcode', label: t('バーコード', '条形码', '條碼', 'Barcode'), width: 18, import: 'required', export: true },
  { key: 'itemCode', label: t('品番', '货号', '貨號', 'Item code'), width: 14, import: 'optional', export: true },
  { key: 'purchasePrice', label: t('仕入価格', '进货价', '進貨價', 'Purchase price'), width: 12, import: 'required', export: true },
  { key: 'defaultPrice', label: t('標準価格', '默认售价', '預設售價', 'Default price'), width: 12, import: 'required', export: true },
  { key: 'referencePrice', label: t('参考価格', '参考价', '參考價', 'Reference price'), width: 12, import: 'required', export: true },
  { key: 'remark', label: t('備考', '备注', '備註', 'Remark'), width: 24, import: 'optional', export: true },
  { key: 'status', label: t('状態', '状态', '狀態', 'Status'), width: 8, import: 'optional', export: true },
  { key: 'orgName', label: t('組織', '组织', '組織', 'Organisation'), width: 20, export: true },
  { key: 'createdAt', label: t('作成日時', '创建时间', '建立時間', 'Created'), width: 20, export: true },
  { key: 'updatedAt', label: t('更新日時', '更新时间', '更新時間', 'Updated'), width: 20, export: true },
];

export const GOODS_IMPORT_COLUMNS = GOODS_IO_COLUMNS.filter((c) => c.import);
export const GOODS_EXPORT_COLUMNS = GOODS_IO_COLUMNS.filter((c) => c.export);

/** The categories' names by id, as the export writes them and the import reads them (the id and code too). */
export const GOODS_CATEGORY_LABELS: Record<number, Translated> = {
  1: t('飲料', '饮料', '飲料', 'Drinks'),
  2: t('食品', '食品', '食品', 'Food'),
  3: t('おもちゃ', '玩具', '玩具', 'Toys'),
  4: t('その他', '其他', '其他', 'Other'),
};

export const GOODS_STATUS_LABELS: Record<number, Translated> = {
  1: t('有効', '启用', '啟用', 'Enabled'),
  0: t('無効', '停用', '停用', 'Disabled'),
};

/** Header text and enum words compare without spaces and regardless of case. */
const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

const HEADER_KEYS = new Map<string, string>();
for (const c of GOODS_IMPORT_COLUMNS) {
  HEADER_KEYS.set(norm(c.key), c.key);
  for (const label of Object.values(c.label)) HEADER_KEYS.set(norm(label), c.key);
}

/** The field a header cell names (in any of the four languages, or the field name), or undefined. */
export function goodsHeaderKey(text: string): string | undefined {
  return HEADER_KEYS.get(norm(text));
}

const CATEGORY_WORDS = new Map<string, number>();
for (const c of GOODS_CATEGORIES) {
  CATEGORY_WORDS.set(String(c.id), c.id);
  CATEGORY_WORDS.set(c.code, c.id);
  for (const label of Object.values(GOODS_CATEGORY_LABELS[c.id])) CATEGORY_WORDS.set(norm(label), c.id);
}
const STATUS_WORDS = new Map<string, number>();
for (const [value, labels] of Object.entries(GOODS_STATUS_LABELS)) {
  STATUS_WORDS.set(value, Number(value));
  for (const label of Object.values(labels)) STATUS_WORDS.set(norm(label), Number(value));
}

/** A category cell (its id, code or name in any language) as its id; anything else is left for the schema to refuse. */
export const goodsCategoryOf = (v: string | number): string | number => CATEGORY_WORDS.get(norm(String(v))) ?? v;
/** A status cell (1, 0, or enabled/disabled in any language) as 1 or 0; anything else is left for the schema to refuse. */
export const goodsStatusOf = (v: string | number): string | number => STATUS_WORDS.get(norm(String(v))) ?? v;

/** The template's header row in a language. */
export const goodsTemplateHeader = (locale: Locale) => GOODS_IMPORT_COLUMNS.map((c) => c.label[locale]);
