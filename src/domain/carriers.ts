import type { Translated } from './locale.js';

/**
 * The mobile carrier table (spec document 1 §3 Catalogues: "maps mobile network codes (China, Japan) to
 * carrier names"): a device's SIM reports its MCC and MNC; this names the network. Codes are `MCC-MNC`
 * as the ITU assigns them (460 China, 440 Japan).
 */
export interface Carrier {
  /** `MCC-MNC`, e.g. `440-10`. */
  code: string;
  country: 'CN' | 'JP';
  name: Translated;
}

const n = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });
const CHINA_MOBILE = n('中国移動', '中国移动', '中國移動', 'China Mobile');
const CHINA_UNICOM = n('中国聯通', '中国联通', '中國聯通', 'China Unicom');
const CHINA_TELECOM = n('中国電信', '中国电信', '中國電信', 'China Telecom');
const CHINA_BROADNET = n('中国広電', '中国广电', '中國廣電', 'China Broadnet');
const DOCOMO = n('NTTドコモ', 'NTT docomo', 'NTT docomo', 'NTT docomo');
const SOFTBANK = n('ソフトバンク', '软银', '軟銀', 'SoftBank');
const KDDI = n('au（KDDI）', 'au（KDDI）', 'au（KDDI）', 'au (KDDI)');
const RAKUTEN = n('楽天モバイル', '乐天移动', '樂天行動', 'Rakuten Mobile');
const YMOBILE = n('ワイモバイル', 'Y!mobile', 'Y!mobile', 'Y!mobile');

const c = (code: string, country: Carrier['country'], name: Translated): Carrier => ({ code, country, name });

export const CARRIERS: readonly Carrier[] = [
  ...['00', '02', '04', '07', '08'].map((mnc) => c(`460-${mnc}`, 'CN', CHINA_MOBILE)),
  ...['01', '06', '09'].map((mnc) => c(`460-${mnc}`, 'CN', CHINA_UNICOM)),
  ...['03', '05', '11'].map((mnc) => c(`460-${mnc}`, 'CN', CHINA_TELECOM)),
  c('460-15', 'CN', CHINA_BROADNET),
  c('440-00', 'JP', YMOBILE),
  c('440-10', 'JP', DOCOMO),
  c('440-11', 'JP', RAKUTEN),
  c('440-20', 'JP', SOFTBANK),
  ...['50', '51', '52', '53', '54'].map((mnc) => c(`440-${mnc}`, 'JP', KDDI)),
];
