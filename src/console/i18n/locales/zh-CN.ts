/** Every message of the console in zh-CN, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from '../ra/zh-CN';
import app from '../app/zh-CN';
import shell from '../shell/zh-CN';
import screens from '../screens/zh-CN';
import devices from '../devices/zh-CN';
import link from '../link/zh-CN';
import alarms from '../alarms/zh-CN';
import opmessages from '../opmessages/zh-CN';
import telemetry from '../telemetry/zh-CN';
import routes from '../routes/zh-CN';
import retail from '../retail/zh-CN';
import goodsio from '../goodsio/zh-CN';
import replenish from '../replenish/zh-CN';
import vending from '../vending/zh-CN';
import lanes from '../lanes/zh-CN';
import stock from '../stock/zh-CN';
import payments from '../payments/zh-CN';
import payconfig from '../payconfig/zh-CN';
import paypush from '../paypush/zh-CN';
import orders from '../orders/zh-CN';
import paystats from '../paystats/zh-CN';
import cash from '../cash/zh-CN';
import fields from '../fields/zh-CN';
import ui from '../ui/zh-CN';
import members from '../members/zh-CN';
import coupons from '../coupons/zh-CN';
import festivals from '../festivals/zh-CN';
import cards from '../cards/zh-CN';
import campaigns from '../campaigns/zh-CN';
import apps from '../apps/zh-CN';
import allot from '../allot/zh-CN';
import ads from '../ads/zh-CN';
import imports from '../imports/zh-CN';
import custom from '../custom/zh-CN';

const modules: Record<string, object> = { ra: ra as TranslationMessages, app, shell, screens, devices, link, alarms, opmessages, telemetry, routes, retail, goodsio, replenish, vending, lanes, stock, payments };
modules.payconfig = payconfig;
modules.paypush = paypush;
modules.orders = orders;
modules.paystats = paystats;
modules.cash = cash;
// the field labels every resource shares (index.ts: withSharedFields)
modules.fields = fields;
modules.ui = ui;
// members and marketing (issue 16)
modules.members = members;
modules.coupons = coupons;
modules.festivals = festivals;
modules.cards = cards;
modules.campaigns = campaigns;
// app centre (issue 17)
modules.apps = apps;
// allot and unbind devices (issue 20)
modules.allot = allot;
// ads with proof of play (issue 18)
modules.ads = ads;

// batch imports and their records (issue 18)
modules.imports = imports;
// custom screens: boot animations (issue 18)
modules.custom = custom;

export default modules;
