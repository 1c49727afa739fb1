/**
 * The screen registry: the keys resource declarations use for bespoke screens (`screens: {list:
 * 'org-tree'}`, `list.actions[].screen`, `list.expand`) mapped to lazily loaded components. A key that is not registered,
 * or whose file is missing, is a programming error and throws: falling back to the generic screen would
 * hide it (tests/console/registry.test.ts checks every declared key against this table).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceDeclaration } from '../../../resources/types';

/** Props every screen gets: its resource's declaration. */
export interface ScreenProps {
  declaration: ResourceDeclaration;
}

type Loader = () => Promise<Record<string, unknown>>;

/** Bespoke screens, found at build time (login and the shell's own pages are not resource screens). */
export const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>(['../screens/**/*.tsx', '!../screens/login/**', '!../screens/system/**']);

/** Registry key → the screen's file (relative to this folder). */
export const SCREEN_FILES: Record<string, string> = {
  'org-tree': '../screens/accounts/OrgTree.tsx',
  'role-form': '../screens/accounts/RoleForm.tsx',
  'role-detail': '../screens/accounts/RoleDetail.tsx',
  'bd-detail': '../screens/accounts/BdDetail.tsx',
  'bd-create': '../screens/accounts/BdCreate.tsx',
  'device-detail': '../screens/devices/DeviceDetail.tsx',
  'route-detail': '../screens/devices/RouteDetail.tsx',
  'link-flow': '../screens/devices/LinkFlow.tsx',
  'alarm-records': '../screens/devices/AlarmRecords.tsx',
  'alarm-rule-form': '../screens/devices/AlarmRuleForm.tsx',
  'op-message-create': '../screens/devices/OpMessageCreate.tsx',
  'op-message-edit': '../screens/devices/OpMessageEdit.tsx',
  'op-message-detail': '../screens/devices/OpMessageDetail.tsx',
  'device-online-report': '../screens/devices/OnlineReport.tsx',
  // allot and unbind devices by serial number (issue 20): one screen, its mode from the declaration
  'device-allot': '../screens/devices/DeviceAllot.tsx',
  'device-unbind': '../screens/devices/DeviceAllot.tsx',
  'device-import': '../screens/devices/DeviceImport.tsx',
  'goods-import': '../screens/retail/GoodsImport.tsx',
  'list-export': '../screens/ListExport.tsx',
  'goods-detail': '../screens/retail/GoodsDetail.tsx',
  'shipping-list-create': '../screens/retail/ShippingListCreate.tsx',
  'shipping-list-detail': '../screens/retail/ShippingListDetail.tsx',
  'out-of-stock-order-create': '../screens/retail/OutOfStockOrderCreate.tsx',
  'out-of-stock-order-detail': '../screens/retail/OutOfStockOrderDetail.tsx',
  'purchase-order-detail': '../screens/retail/PurchaseOrderDetail.tsx',
  'pay-config-form': '../screens/payments/config/PayConfigForm.tsx',
  'pay-matrix': '../screens/payments/config/PayMatrix.tsx',
  'pay-channel-choose': '../screens/payments/config/ChannelChoose.tsx',
  'pay-push-plan': '../screens/payments/push/PayPushPlan.tsx',
  'pay-binding': '../screens/payments/push/PayBinding.tsx',
  'qrcode-set': '../screens/payments/push/QrcodeSet.tsx',
  'pay-order-list': '../screens/payments/orders/PayOrderList.tsx',
  'pay-order-detail': '../screens/payments/orders/PayOrderDetail.tsx',
  'refund-password': '../screens/payments/orders/RefundPassword.tsx',
  'pay-stats': '../screens/payments/stats/PayStats.tsx',
  'pay-gateway-stats': '../screens/payments/stats/GatewayStats.tsx',
  'cash-payment-detail': '../screens/payments/cash/CashPaymentDetail.tsx',
  'cash-summary': '../screens/payments/cash/CashSummary.tsx',
  'vending-order-list': '../screens/payments/vending/VendingOrderList.tsx',
  'vending-order-detail': '../screens/payments/vending/VendingOrderDetail.tsx',
  'vending-summary': '../screens/payments/vending/VendingSummary.tsx',
  // members, points and levels (issue 16, m-members)
  'member-detail': '../screens/members/MemberDetail.tsx',
  'points-rules': '../screens/members/PointsRules.tsx',
  'member-levels': '../screens/members/MemberLevels.tsx',
  // coupons and the merchant's platform authorisation (issue 16)
  'coupon-template-create': '../screens/marketing/CouponTemplateForm.tsx',
  'coupon-template-edit': '../screens/marketing/CouponTemplateForm.tsx',
  'coupon-template-detail': '../screens/marketing/CouponTemplateDetail.tsx',
  'ms-auth': '../screens/marketing/MsAuth.tsx',
  // holiday marketing (issue 16)
  'holiday-marketing': '../screens/marketing/HolidayMarketing.tsx',
  // wallet card templates (issue 16)
  'card-design': '../screens/members/CardDesign.tsx',
  // campaigns (activities, issue 16, m-campaigns)
  'campaign-create': '../screens/marketing/CampaignForm.tsx',
  'campaign-detail': '../screens/marketing/CampaignDetail.tsx',
  'campaign-print': '../screens/marketing/CampaignPrint.tsx',
  // app centre (issue 17): an app with its versions and packages
  'app-detail': '../screens/apps/AppDetail.tsx',
  'app-release-detail': '../screens/apps/ReleaseDetail.tsx',
  // the app market (issue 28): a market app's released versions below its row, the whole store at a glance
  'app-market-versions': '../screens/apps/MarketVersions.tsx',
  'app-market-index': '../screens/apps/MarketIndex.tsx',
  // ads with proof of play (issue 18): a creative with its devices' chains, and the statistics
  'ad-creative-detail': '../screens/custom/AdCreativeDetail.tsx',
  'ad-stats': '../screens/custom/AdStats.tsx',
  // batch import of users and the import records (issue 18)
  'user-import': '../screens/accounts/UserImport.tsx',
  'import-records': '../screens/imports/ImportRecords.tsx',
  // boot animations: the list with its stored previews, and the upload (issue 18)
  'boot-animations': '../screens/devices/BootAnimations.tsx',
  'boot-animation-upload': '../screens/devices/BootAnimationUpload.tsx',
  wallpapers: '../screens/devices/Wallpapers.tsx',
  'wallpaper-upload': '../screens/devices/WallpaperUpload.tsx',
};

const cache = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The component a key names, lazily loaded; undefined without a key; throws for a key or file that is not there. */
export function screenFor(
  key: string | undefined,
  modules: Record<string, Loader> = SCREEN_MODULES,
): LazyExoticComponent<ComponentType<ScreenProps>> | undefined {
  if (!key) return undefined;
  const file = SCREEN_FILES[key];
  if (!file) throw new Error(`No screen is registered under '${key}' (crud/registry.ts)`);
  const load = modules[file];
  if (!load) throw new Error(`The screen '${key}' names ${file}, which does not exist`);
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const mod = await load();
      const screen = (mod.default ?? Object.values(mod).find((v) => typeof v === 'function')) as ComponentType<ScreenProps> | undefined;
      if (!screen) throw new Error(`Cannot find module ${file}`);
      return { default: screen };
    });
    cache.set(key, component);
  }
  return component;
}
