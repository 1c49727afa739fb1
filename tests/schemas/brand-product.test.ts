import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

/**
 * The bodies of the brand and product calls (issue 29 item 4) as good and bad values: the status sent to
 * enable or disable one (1 or 0, nothing else) and the lists' filters and sorts.
 */
const brand = schemaCheck('devices/brand', { copy: true });
const product = schemaCheck('devices/product', { copy: true });

const STATUS: Rules = {
  statusBody: { good: [{ status: 0 }, { status: 1 }], bad: [{}, { status: 2 }, { status: '1' }, { status: true }, null] },
};
describeRules('brand status body', STATUS, brand);
describeRules('product status body', STATUS, product);

describeRules(
  'brand list query',
  {
    pageQuery: {
      good: [{}, { name: 'Fuji', status: 0 }, { name: 'x'.repeat(50) }, { sort: { field: 'productCount', order: 'desc' } }],
      bad: [{ name: 'x'.repeat(51) }, { status: 2 }, { sort: { field: 'name', order: 'asc' } }, { sort: { field: 'id' } }],
    },
  },
  brand,
);

describeRules(
  'product list query',
  {
    pageQuery: {
      good: [{}, { name: 'コールド', model: 'VM', productKey: 'pk-', brandId: 2, type: 'pos', status: 1 }, { sort: { field: 'deviceCount', order: 'asc' } }],
      bad: [
        { brandId: 0 },
        { brandId: '2' },
        { type: 'kiosk' },
        { status: -1 },
        { model: 'x'.repeat(51) },
        { productKey: 'x'.repeat(65) },
        { sort: { field: 'brandName', order: 'asc' } },
      ],
    },
  },
  product,
);
