import type { ResourceDeclaration } from '../types.js';

/**
 * The goods on sale: goods in an open lane of a vending machine the caller sees, with where they sell.
 * Read-only and generic; it borrows the goods library's view code, so whoever sees goods sees it.
 */
export const goodsOnSale: ResourceDeclaration = {
  name: 'goodsOnSale',
  schema: 'retail/goods-sales.schema.json',
  forms: { filter: 'onSaleQuery' },
  calls: { list: 'goodsOnSalePageList' },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'image', type: 'image' },
      { source: 'name', sortable: true },
      { source: 'brand' },
      { source: 'categoryId', type: 'enum', enum: 'goodsCategory' },
      { source: 'barcode', sortable: true },
      { source: 'devices', type: 'number', sortable: true },
      { source: 'lanes', type: 'number', sortable: true },
      { source: 'stock', type: 'number', sortable: true },
      { source: 'minPrice', type: 'money' },
      { source: 'maxPrice', type: 'money' },
      { source: 'orgName' },
    ],
    filters: ['name', 'barcode', 'categoryId', 'serialNum'],
    defaultSort: { field: 'devices', order: 'DESC' },
  },
  menu: { parent: 'menu.goods', code: 'menu.goodsOnSale', icon: 'Storefront', sort: 15 },
  permissions: { view: 'goods.view' },
};
