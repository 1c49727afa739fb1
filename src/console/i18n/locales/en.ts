/** Every message of the console in en, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from 'ra-language-english';
import app from '../app/en';
import shell from '../shell/en';
import screens from '../screens/en';
import devices from '../devices/en';
import link from '../link/en';
import alarms from '../alarms/en';
import opmessages from '../opmessages/en';
import telemetry from '../telemetry/en';
import routes from '../routes/en';
import retail from '../retail/en';
import goodsio from '../goodsio/en';
import replenish from '../replenish/en';
import vending from '../vending/en';
import lanes from '../lanes/en';
import stock from '../stock/en';
import payments from '../payments/en';
import payconfig from '../payconfig/en';
import paypush from '../paypush/en';
import orders from '../orders/en';
import paystats from '../paystats/en';
import cash from '../cash/en';
import fields from '../fields/en';
import ui from '../ui/en';
import members from '../members/en';
import coupons from '../coupons/en';
import festivals from '../festivals/en';
import cards from '../cards/en';
import campaigns from '../campaigns/en';
import apps from '../apps/en';
import allot from '../allot/en';
import ads from '../ads/en';
import imports from '../imports/en';
import custom from '../custom/en';

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
