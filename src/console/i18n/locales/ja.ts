/** Every message of the console in ja, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from '../ra/ja';
import app from '../app/ja';
import shell from '../shell/ja';
import screens from '../screens/ja';
import devices from '../devices/ja';
import link from '../link/ja';
import alarms from '../alarms/ja';
import opmessages from '../opmessages/ja';
import telemetry from '../telemetry/ja';
import routes from '../routes/ja';
import retail from '../retail/ja';
import goodsio from '../goodsio/ja';
import replenish from '../replenish/ja';
import vending from '../vending/ja';
import lanes from '../lanes/ja';
import stock from '../stock/ja';
import payments from '../payments/ja';
import payconfig from '../payconfig/ja';
import paypush from '../paypush/ja';
import orders from '../orders/ja';
import paystats from '../paystats/ja';
import cash from '../cash/ja';
import fields from '../fields/ja';
import ui from '../ui/ja';
import members from '../members/ja';
import coupons from '../coupons/ja';
import festivals from '../festivals/ja';
import cards from '../cards/ja';
import campaigns from '../campaigns/ja';
import apps from '../apps/ja';
import allot from '../allot/ja';
import ads from '../ads/ja';
import imports from '../imports/ja';
import custom from '../custom/ja';

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
