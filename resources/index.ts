import type { ResourceDeclaration } from './types.js';
import { users } from './accounts/users.js';
import { roles } from './accounts/roles.js';
import { organisations } from './accounts/organisations.js';
import { bdUsers } from './accounts/bd-users.js';
import { devices } from './devices/devices.js';
import { routes } from './devices/routes.js';
import { alarmRules } from './devices/alarm-rules.js';
import { alarmRecords } from './devices/alarm-records.js';
import { opMessages } from './devices/op-messages.js';
import { linkFlow } from './devices/link-flow.js';
import { deviceOnline } from './devices/online-report.js';
import { goods } from './retail/goods.js';
import { suppliers } from './retail/suppliers.js';
import { goodsOnSale } from './retail/goods-on-sale.js';
import { shippingLists } from './retail/shipping-lists.js';
import { outOfStockOrders } from './retail/out-of-stock-orders.js';
import { stock, stockChangeLogs, purchaseOrders } from './retail/stock.js';
import { cashPayments } from './payments/cash-orders.js';
import { cashSummary } from './payments/cash-stats.js';
import { vendingOrders, vendingSummary } from './payments/vending-orders.js';

import { ACCOUNT_FUNCTION_CODES, LANE_FUNCTION_CODES, VENDING_FUNCTION_CODES } from './menu.js';
import type { FunctionCode } from './types.js';

export { MENU_GROUPS } from './menu.js';
export type * from './types.js';

/** Every resource of the console, in menu order within each group. */
export const RESOURCES: ResourceDeclaration[] = [users, roles, organisations, bdUsers, devices, routes, alarmRules, alarmRecords, opMessages, linkFlow, deviceOnline, goods, goodsOnSale, suppliers, stock, stockChangeLogs, purchaseOrders, shippingLists, outOfStockOrders, cashPayments, cashSummary, vendingOrders, vendingSummary];

/** Every function code of the permission menu: the accounts area's, then each resource's own. */
export const FUNCTION_CODES: FunctionCode[] = [
  ...ACCOUNT_FUNCTION_CODES,
  ...RESOURCES.flatMap((r) => (r.functionCodes ?? []).map((f) => ({ code: f.code, menu: r.menu.code, platformOnly: f.platformOnly }))),
  ...VENDING_FUNCTION_CODES,
  ...LANE_FUNCTION_CODES,
];
