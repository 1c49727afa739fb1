/**
 * The spec's four goods categories (document 1 §3 Goods: drinks, food, toys, other), fixed: the migration
 * seeds the same rows (013_goods.sql) and /category/list answers them. The console names a category by its
 * code (`category.*` in the console's messages/retail.json) and by the id a good carries in `categoryId`
 * (`enum.goodsCategory.*`): `byCategoryId` keys the one as the other (tests/console/i18n.test.ts holds them alike).
 */
export const GOODS_CATEGORIES = [
  { id: 1, code: 'drinks', sort: 10 },
  { id: 2, code: 'food', sort: 20 },
  { id: 3, code: 'toys', sort: 30 },
  { id: 4, code: 'other', sort: 40 },
] as const;

export type GoodsCategoryCode = (typeof GOODS_CATEGORIES)[number]['code'];

/** Names by category code → the same names by id (`{drinks: '飲料'}` → `{'1': '飲料'}`). */
export function byCategoryId<T>(names: Record<GoodsCategoryCode, T>): Record<string, T> {
  return Object.fromEntries(GOODS_CATEGORIES.map((c) => [String(c.id), names[c.code]]));
}
