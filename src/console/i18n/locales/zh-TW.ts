/** Every message of the console in zh-TW, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from '../ra/zh-TW';
import app from '../app/zh-TW';
import shell from '../shell/zh-TW';
import screens from '../screens/zh-TW';
import devices from '../devices/zh-TW';
import link from '../link/zh-TW';
import alarms from '../alarms/zh-TW';
import opmessages from '../opmessages/zh-TW';
import telemetry from '../telemetry/zh-TW';
import routes from '../routes/zh-TW';
import retail from '../retail/zh-TW';
import goodsio from '../goodsio/zh-TW';
import replenish from '../replenish/zh-TW';
import vending from '../vending/zh-TW';
import lanes from '../lanes/zh-TW';
import stock from '../stock/zh-TW';
import payments from '../payments/zh-TW';
import payconfig from '../payconfig/zh-TW';
import paypush from '../paypush/zh-TW';
import orders from '../orders/zh-TW';
import paystats from '../paystats/zh-TW';
import cash from '../cash/zh-TW';
import fields from '../fields/zh-TW';
import ui from '../ui/zh-TW';
import members from '../members/zh-TW';
import coupons from '../coupons/zh-TW';
import festivals from '../festivals/zh-TW';
import cards from '../cards/zh-TW';
import campaigns from '../campaigns/zh-TW';
import apps from '../apps/zh-TW';
import allot from '../allot/zh-TW';
import ads from '../ads/zh-TW';
import imports from '../imports/zh-TW';
import custom from '../custom/zh-TW';

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
