import type { ResourceDeclaration } from './types.js';
import { users } from './accounts/users.js';
import { roles } from './accounts/roles.js';
import { organisations } from './accounts/organisations.js';
import { bdUsers } from './accounts/bd-users.js';
import { bdDevices } from './accounts/bd-devices.js';
import { devices } from './devices/devices.js';
import { routes } from './devices/routes.js';
import { alarmRules } from './devices/alarm-rules.js';
import { alarmRecords } from './devices/alarm-records.js';
import { opMessages } from './devices/op-messages.js';
import { linkFlow } from './devices/link-flow.js';
import { deviceOnline } from './devices/online-report.js';
import { deviceAllot, deviceUnbind } from './devices/allot.js';
import { goods } from './retail/goods.js';
import { suppliers } from './retail/suppliers.js';
import { goodsOnSale } from './retail/goods-on-sale.js';
import { shippingLists } from './retail/shipping-lists.js';
import { outOfStockOrders } from './retail/out-of-stock-orders.js';
import { stock, stockChangeLogs, purchaseOrders } from './retail/stock.js';
import { payConfigs } from './payments/pay-configs.js';
import { payMatrix } from './payments/pay-matrix.js';
import { payChannelChoose } from './payments/channel-choose.js';
import { payPush } from './payments/pay-push.js';
import { payBinding } from './payments/pay-binding.js';
import { qrcodeSet } from './payments/qrcode-set.js';
import { payOrders } from './payments/pay-orders.js';
import { refundPassword } from './payments/refund-password.js';
import { payAlarmRecords, payAlarmRules } from './payments/pay-alarms.js';
import { payStats } from './payments/pay-stats.js';
import { payGatewayStats } from './payments/gateway-stats.js';
import { cashPayments } from './payments/cash-orders.js';
import { cashSummary } from './payments/cash-stats.js';
import { vendingOrders, vendingSummary } from './payments/vending-orders.js';
// members, points and levels (issue 16, m-members)
import { members, pointsChanges, pointsRules, memberLevels } from './members/members.js';
// holiday marketing (issue 16)
import { holidays } from './marketing/holidays.js';
// wallet card templates (issue 16)
import { cardDesign } from './members/cards.js';

// coupons and the merchant's platform authorisation (issue 16)
import { couponTemplates, couponItems, msAuth } from './marketing/coupons.js';
// campaigns (activities, issue 16, m-campaigns)
import { campaigns } from './marketing/campaigns.js';
import { campaignPrint } from './marketing/campaign-print.js';
// app centre (issue 17)
import { apps, appWhitelist } from './apps/apps.js';
import { appKioskApps, appMarket, appReleases } from './apps/releases.js';
// ads with proof of play (issue 18)
import { adAdvertisers, adCampaigns, adZones, adCreatives, adStats } from './custom/ads.js';
// import records (issue 18)
import { importRecords } from './system/import-records.js';
// boot animations (issue 18)
import { bootAnimations } from './devices/boot-animations.js';
import { wallpapers } from './devices/wallpapers.js';
// brands and products, enabled and disabled (issue 29 item 4)
import { brands } from './devices/brands.js';
import { products } from './devices/products.js';
import { ACCOUNT_FUNCTION_CODES, LANE_FUNCTION_CODES, VENDING_FUNCTION_CODES } from './menu.js';
import type { FunctionCode } from './types.js';

export { MENU_GROUPS, MENU_LINKS } from './menu.js';
export type * from './types.js';

/** Every resource of the console, in menu order within each group. */
export const RESOURCES: ResourceDeclaration[] = [
  users,
  roles,
  organisations,
  bdUsers,
  bdDevices,
  devices,
  routes,
  alarmRules,
  alarmRecords,
  opMessages,
  linkFlow,
  deviceOnline,
  deviceAllot,
  deviceUnbind,
  goods,
  goodsOnSale,
  suppliers,
  stock,
  stockChangeLogs,
  purchaseOrders,
  shippingLists,
  outOfStockOrders,
];
// payment configuration (issue 9): the payment matrix, channel choice per locale, collection configs
RESOURCES.push(payMatrix, payChannelChoose, payConfigs);
// the push plan, device binding and the payee QR code settings
RESOURCES.push(payPush, payBinding, qrcodeSet);
RESOURCES.push(refundPassword, payOrders);
// the Deal menu's warning records: payment alarm rules and records (issue 29 item 3)
RESOURCES.push(payAlarmRules, payAlarmRecords);
RESOURCES.push(payStats, payGatewayStats);
RESOURCES.push(cashPayments, cashSummary, vendingOrders, vendingSummary);
// members, points and levels (issue 16, m-members)
RESOURCES.push(members, pointsChanges, pointsRules, memberLevels);
// coupons and the merchant's platform authorisation (issue 16)
RESOURCES.push(msAuth, couponTemplates, couponItems);
// holiday marketing (issue 16): the festival table and own dated festivals
RESOURCES.push(holidays);
// wallet card templates (issue 16): the card design and collection form per platform
RESOURCES.push(cardDesign);
// campaigns (activities, issue 16, m-campaigns)
RESOURCES.push(campaigns);
// collective print of a campaign for its stores (issue 29 item 2)
RESOURCES.push(campaignPrint);
// app centre (issue 17): apps (with their versions' and packages' calls) and the kiosk-mode whitelist
RESOURCES.push(apps, appWhitelist, appReleases, appMarket, appKioskApps);
// ads with proof of play (issue 18)
RESOURCES.push(adAdvertisers, adCampaigns, adZones, adCreatives, adStats);
// import records of every batch import (issue 18)
RESOURCES.push(importRecords);
// boot animations and wallpapers, with their previews and choose-device (issue 18)
RESOURCES.push(bootAnimations, wallpapers);
// the device products' brands and the products, enabled and disabled by the platform (issue 29 item 4)
RESOURCES.push(brands, products);

/** Every function code of the permission menu: the accounts area's, then each resource's own. */
export const FUNCTION_CODES: FunctionCode[] = [
  ...ACCOUNT_FUNCTION_CODES,
  ...RESOURCES.flatMap((r) => (r.functionCodes ?? []).map((f) => ({ code: f.code, menu: r.menu.code, platformOnly: f.platformOnly, demo: f.demo }))),
  ...VENDING_FUNCTION_CODES,
  ...LANE_FUNCTION_CODES,
];
