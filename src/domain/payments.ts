import type { Locale, Translated } from './locale.js';
import { CURRENCIES, currencyDigits } from './currencies.js';
import { tokyoDay } from './tokyo-time.js';

export { tokyoDay };
export { currencyDigits };

/**
 * The payment side's catalogues (document 1 §3 "Payment methods", "Currencies", §4 "Online payment status",
 * "Cash payment order", "Refund", "Push plan"). They are written once here and drive the database (the
 * `pay_methods` and `currencies` tables are synced from them at start, and orders reference them), the
 * forms, the lists and the exports.
 */

export interface PayMethod {
  /** The spec's numeric code (1 WeChatPay, 2 Alipay, …, 99 OTHER_PAY). */
  code: number;
  /** The brand name as the spec writes it; brands are not translated. */
  name: string;
  /** What the method is, in the four languages. */
  description: Translated;
  /** The brand's colour, for charts and tags (#rrggbb). */
  color: string;
}

const m = (code: number, name: string, color: string, ja: string, zhCN: string, zhTW: string, en: string): PayMethod => ({
  code,
  name,
  color,
  description: { ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en },
});

export const PAY_METHODS: readonly PayMethod[] = [
  m(1, 'WeChatPay', '#09BB07', 'WeChat Pay（微信支付）', '微信支付', '微信支付', 'WeChat Pay'),
  m(2, 'Alipay', '#1677FF', 'アリペイ（支付宝）', '支付宝', '支付寶', 'Alipay'),
  m(4, 'BAIDU', '#2932E1', '百度ウォレット', '百度钱包', '百度錢包', 'Baidu Wallet'),
  m(5, 'CMPAY', '#00A0E9', '中国移動 和包', '中国移动和包支付', '中國移動和包支付', 'China Mobile CMPay'),
  m(8, 'JDPAY', '#E1251B', '京東ペイ', '京东支付', '京東支付', 'JD Pay'),
  m(9, 'BESTPAY', '#E60012', '翼支付（中国電信）', '翼支付', '翼支付', 'Bestpay (China Telecom)'),
  m(10, 'QQPAY', '#12B7F5', 'QQ ウォレット', 'QQ 钱包', 'QQ 錢包', 'QQ Wallet'),
  m(12, 'UnionPay', '#D7000F', '銀聯（ユニオンペイ）', '银联', '銀聯', 'UnionPay'),
  m(105, 'DANAPAY', '#118EEA', 'DANA（インドネシア）', 'DANA（印度尼西亚）', 'DANA（印尼）', 'DANA (Indonesia)'),
  m(110, 'Linepay', '#06C755', 'LINE Pay', 'LINE Pay', 'LINE Pay', 'LINE Pay'),
  m(205, 'PayPay', '#FF0033', 'PayPay', 'PayPay', 'PayPay', 'PayPay'),
  m(206, 'Rakuten Pay', '#BF0000', '楽天ペイ', '乐天支付', '樂天支付', 'Rakuten Pay'),
  m(207, 'd-Pay', '#CC0033', 'd払い', 'd 支付（docomo）', 'd 支付（docomo）', 'd Payment (docomo)'),
  m(209, 'AEON_PAY', '#B60081', 'AEON Pay', 'AEON Pay', 'AEON Pay', 'AEON Pay'),
  m(210, 'ORIGAMI_PAY', '#2C2C2C', 'Origami Pay', 'Origami Pay', 'Origami Pay', 'Origami Pay'),
  m(211, 'MerPay', '#FF4E50', 'メルペイ', 'Merpay', 'Merpay', 'Merpay'),
  m(212, 'Aupay', '#EB5505', 'au PAY', 'au PAY', 'au PAY', 'au PAY'),
  m(214, 'UNION_INTL_PAY', '#005B9A', '銀聯インターナショナル', '银联国际', '銀聯國際', 'UnionPay International'),
  m(215, 'JKO_PAY', '#D6001C', '街口支付（台湾）', '街口支付（台湾）', '街口支付', 'JKOPAY (Taiwan)'),
  m(216, 'J_COIN_PAY', '#004098', 'J-Coin Pay（みずほ銀行）', 'J-Coin Pay（瑞穗银行）', 'J-Coin Pay（瑞穗銀行）', 'J-Coin Pay (Mizuho)'),
  m(99, 'OTHER_PAY', '#8C8C8C', 'その他の決済', '其他支付', '其他支付', 'Other payment'),
];

/**
 * A method's name as users read it, in their language: the one name every screen (bills list, bill summary,
 * statistics, matrix) and every export uses. An unknown code reads as the code.
 */
export function payMethodName(code: unknown, locale: Locale): string {
  const m = payMethodByCode(code);
  return m ? (m.description[locale] ?? m.name) : String(code ?? '');
}

export const PAY_METHOD_CODES = PAY_METHODS.map((p) => p.code);

export function payMethodByCode(code: unknown): PayMethod | undefined {
  return typeof code === 'number' ? PAY_METHODS.find((p) => p.code === code) : undefined;
}

/** Another screen's currency list leaves these out (document 1 §3). */
const SUBSET_EXCLUDED = new Set(['DKK', 'NOK', 'MYR', 'MOP', 'LKR']);
export const CURRENCY_SUBSET = CURRENCIES.filter((c) => !SUBSET_EXCLUDED.has(c.code)).map((c) => c.code);

/**
 * A major-unit amount as typed by a person ("12.34") in minor units (1234), or undefined when it has more
 * digits than the currency allows (JPY and KRW allow none) or is not a positive number.
 */
export function toMinorUnits(major: string | number, currency: string): number | undefined {
  const text = String(major).trim();
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
  if (!pattern.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Minor units shown in the major unit with the currency's digits: (1234, 'USD') → '12.34', (500, 'JPY') → '500'. */
export function formatMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Who made a change of an order that no person made, as the ledger notes it on the order's event (its note,
 * with no operator): the device's payment report, or the automatic re-query of the gateway. The console names
 * them in the user's language (orders.sources); any other note is a person's own text.
 */
export const ORDER_EVENT_SOURCES = ['device', 'requery'] as const;
export type OrderEventSource = (typeof ORDER_EVENT_SOURCES)[number];
export const isOrderEventSource = (note: unknown): note is OrderEventSource => (ORDER_EVENT_SOURCES as readonly unknown[]).includes(note);

/** Online payment order statuses (§4): unpaid, paid, payment failed (cancelled), direct payment failure, failed (cancel failed), result unknown. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'failed', 'directFailed', 'cancelFailed', 'unknown'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Refund state of an order, from its settled refunds: none, partial refund success, full refund success. */
export const REFUND_STATUSES = ['none', 'partial', 'full'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Push plan of a payment config to a device (§4): pushable, not pushable, pushed; re-push allowed. */
export const PUSH_PLAN_STATUSES = ['pushable', 'notPushable', 'pushed'] as const;

/** Payment config channel types (§3 Payment config). */
export const CHANNEL_TYPES = ['normal', 'quota'] as const;

/**
 * Payment channels offered (document 1 §3: Japanese, Thai and direct channels), plus the sandbox this
 * product ships: a gateway's test mode that settles, fails or answers "result unknown" on request. The
 * other channels' gateways cannot be reached from here; a config may name them, but only the sandbox
 * moves money (src/server/areas/payments/gateways).
 */
export const PAY_CHANNELS = [
  'sandbox',
  'StarPay',
  'OnePay',
  'TMN',
  'CIL',
  'RM',
  'IntaSect',
  'Qianfang',
  'QFPAY',
  'Direct',
  'Alipay',
  'WeChat',
  'UnionPay',
] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** The history presets of charts (document 2 §9), counted in the Tokyo day. */
export const HISTORY_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'last3Months', 'last1Year'] as const;
export type HistoryPreset = (typeof HISTORY_PRESETS)[number];

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A preset's first and last Tokyo day, both included ('last 7 days' is today and the six days before it). */
export function presetRange(preset: HistoryPreset, now = new Date()): { from: string; to: string } {
  const today = tokyoDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'last3Months': {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - 3);
      return { from: addDays(d.toISOString().slice(0, 10), 1), to: today };
    }
    case 'last1Year': {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      return { from: addDays(d.toISOString().slice(0, 10), 1), to: today };
    }
  }
}

/**
 * Upper bounds (exclusive, milliseconds) of the gateway cost time buckets; the last bucket has none
 * (5 s or more). Migration 024 keeps one count column per bucket (cost_b0…cost_b4) in both rollups.
 */
export const GATEWAY_COST_BUCKETS_MS = [500, 1000, 2000, 5000] as const;
export const GATEWAY_COST_BUCKET_COUNT = GATEWAY_COST_BUCKETS_MS.length + 1;

/** The bucket (0…4) of a gateway cost time, or -1 when the order has none recorded. */
export function costBucket(ms: number | null | undefined): number {
  if (ms === null || ms === undefined) return -1;
  const i = GATEWAY_COST_BUCKETS_MS.findIndex((bound) => ms < bound);
  return i < 0 ? GATEWAY_COST_BUCKETS_MS.length : i;
}

/** A bucket's bounds as the charts name them: [from, to) in milliseconds, `to` null for the open last one. */
export function costBucketBounds(bucket: number): { from: number; to: number | null } {
  return { from: bucket === 0 ? 0 : GATEWAY_COST_BUCKETS_MS[bucket - 1], to: GATEWAY_COST_BUCKETS_MS[bucket] ?? null };
}
