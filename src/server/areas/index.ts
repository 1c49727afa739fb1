import type { Operations } from '../operation.js';
import { authOperations } from './accounts/auth.js';
import { userOperations } from './accounts/users.js';
import { roleOperations } from './accounts/roles.js';
import { menuOperations } from './accounts/menus.js';
import { organisationOperations } from './accounts/organisations.js';
import { bdUserOperations } from './accounts/bd-users.js';
import { linkOperations } from './devices/link-calls.js';
import { deviceOperations } from './devices/devices.js';
import { posOperations } from './devices/pos.js';
import { routeOperations } from './devices/routes.js';
import { onlineReportOperations } from './devices/online-reports.js';
import { payAlarmRecordOperations } from './payments/pay-alarm-records.js';
import { alarmRecordOperations } from './devices/alarm-records.js';
import './devices/alarm-engine.js';
import { telemetryOperations } from './devices/telemetry.js';
import { opMessageOperations } from './devices/op-messages.js';
import { pushStatisticsOperations } from './devices/push-statistics.js';
import { goodsLookupOperations } from './retail/goods-lookups.js';
import { goodsImageOperations } from './retail/goods-images.js';
import { goodsSalesOperations } from './retail/goods-sales.js';
import { goodsIoOperations } from './retail/goods-io.js';
import { shippingListOperations } from './retail/shipping-lists.js';
import { outOfStockOrderOperations } from './retail/out-of-stock-orders.js';
import { vendingOperations } from './retail/vending.js';
import './retail/vend-records.js';
import { laneOperations } from './retail/lanes.js';
import './retail/lane-vends.js';
import { stockOperations } from './retail/stock.js';
import { purchaseOrderOperations } from './retail/purchase-orders.js';
import { payConfigOperations } from './payments/pay-configs.js';
import { payMatrixOperations } from './payments/pay-matrix.js';
import { payBindingOperations } from './payments/pay-binding.js';
import { payPushOperations } from './payments/pay-push.js';
import { testPushOperations } from './payments/test-push.js';
import { payStatsOperations } from './payments/pay-stats.js';
import { gatewayStatsOperations } from './payments/gateway-stats.js';
import { statsExportOperations } from './payments/stats-export.js';
import { cashOrderOperations } from './payments/cash-orders.js';
import { cashStatsOperations } from './payments/cash-stats.js';
import { vendingOrderOperations } from './payments/vending-orders.js';
import { vendingOrderStatsOperations } from './payments/vending-order-stats.js';

import { refundPasswordOperations } from './payments/refund-password.js';
import { payOrderOperations } from './payments/pay-orders.js';
import { refundOperations } from './payments/refunds.js';
import { orderTraceOperations } from './payments/order-trace.js';
import { orderExportOperations } from './payments/order-export.js';
import './payments/pay-events.js';
// members, points and levels (issue 16, m-members)
import { memberOperations } from './members/members.js';
// coupons and the merchant's platform authorisation and config (issue 16)
import { couponOperations } from './marketing/coupons.js';
import { msOrgOperations } from './marketing/ms-org.js';
import './marketing/coupon-events.js';
// holiday marketing (issue 16)
import { holidayOperations } from './marketing/holidays.js';
// wallet card templates (issue 16)
import { cardOperations } from './members/cards.js';
// campaigns (activities, issue 16, m-campaigns)
import { campaignOperations } from './marketing/campaigns.js';
// collective print of a campaign for its stores (issue 29 item 2)
import { campaignPrintOperations } from './marketing/campaign-print.js';
// app centre: apps, versions and packages, the kiosk-mode whitelist (issue 17)
import { appOperations } from './apps/apps.js';
import { packageOperations } from './apps/packages.js';
import { whitelistOperations } from './apps/whitelist.js';
import { installOperations } from './apps/installs.js';
import { releaseOperations } from './apps/releases.js';
import { releaseDeviceOperations } from './apps/release-devices.js';
import { grayOperations } from './apps/gray.js';
import { appModeOperations } from './apps/app-modes.js';
// ads with proof of play (issue 18)
import { adScheduleOperations } from './custom/ad-schedule.js';
import { adStatsOperations } from './custom/ad-stats.js';
import { adFileOperations } from './custom/ad-files.js';
import './custom/ad-plays.js';
// the catalogues screens pick from (issue 18)
import { dictionaryOperations } from './system/dictionary.js';
// batch imports and their records (issue 18)
import { importRecordOperations } from './system/import-records.js';
import { userImportOperations } from './accounts/user-import.js';
import { bootAnimationOperations } from './devices/boot-animations.js';
import { screenPushOperations } from './devices/screen-push.js';
import { wallpaperOperations } from './devices/wallpapers.js';
/** Every handler of every area, keyed by operationId; the contract decides which routes exist. */
export const handlers: Operations = {
  ...authOperations,
  ...userOperations,
  ...roleOperations,
  ...menuOperations,
  ...organisationOperations,
  ...bdUserOperations,
  ...linkOperations,
  ...deviceOperations,
  ...posOperations,
  ...routeOperations,
  ...onlineReportOperations,
  ...payAlarmRecordOperations,
  ...alarmRecordOperations,
  ...telemetryOperations,
  ...opMessageOperations,
  ...pushStatisticsOperations,
  ...goodsLookupOperations,
  ...goodsImageOperations,
  ...goodsSalesOperations,
  ...goodsIoOperations,
  ...shippingListOperations,
  ...outOfStockOrderOperations,
  ...vendingOperations,
  ...laneOperations,
  ...stockOperations,
  ...purchaseOrderOperations,
  ...payConfigOperations,
  ...payMatrixOperations,
  ...payBindingOperations,
  ...payPushOperations,
  ...testPushOperations,
  ...refundPasswordOperations,
  ...payOrderOperations,
  ...refundOperations,
  ...orderTraceOperations,
  ...orderExportOperations,
  ...payStatsOperations,
  ...gatewayStatsOperations,
  ...statsExportOperations,
  ...cashOrderOperations,
  ...cashStatsOperations,
  ...vendingOrderOperations,
  ...vendingOrderStatsOperations,
  // members, points and levels (issue 16, m-members)
  ...memberOperations,
  // coupons and the merchant's platform authorisation and config (issue 16)
  ...couponOperations,
  ...msOrgOperations,
  // holiday marketing (issue 16)
  ...holidayOperations,
  // wallet card templates (issue 16)
  ...cardOperations,
  // campaigns (activities, issue 16, m-campaigns)
  ...campaignOperations,
  ...campaignPrintOperations,
  // app centre (issue 17)
  ...appOperations,
  ...packageOperations,
  ...whitelistOperations,
  ...installOperations,
  ...releaseOperations,
  ...releaseDeviceOperations,
  ...grayOperations,
  ...appModeOperations,
  // ads with proof of play (issue 18)
  ...adScheduleOperations,
  ...adStatsOperations,
  // issue 18
  ...dictionaryOperations,
  ...importRecordOperations,
  ...userImportOperations,
  ...bootAnimationOperations,
  ...screenPushOperations,
  ...wallpaperOperations,
  ...adFileOperations,
};
