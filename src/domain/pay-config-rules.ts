import { PAY_CHANNELS, PAY_METHOD_CODES, type PayChannel } from './payments.js';

/**
 * The rules of a collection (pay) config (document 1 §5 "Payment config") that both the server and the
 * console's form apply: which channels need a merchant number and a certificate, and the text limits.
 *
 * Merchant number: every real gateway identifies the merchant's account by one; only the sandbox (this
 * product's test mode) has none. Certificate: the channels whose gateways sign or authenticate with an
 * X.509 certificate (WeChat Pay's API certificate, Alipay's public-key-certificate mode, UnionPay's signing
 * certificate); the Japanese acquirers authenticate with the interface secret instead.
 */
export const PAY_CONFIG_LIMITS = {
  name: 50,
  remark: 200,
  configText: 512,
  /** A certificate or key file (PEM) is at most this many bytes. */
  fileBytes: 16 * 1024,
  timeoutMin: 1,
  timeoutMax: 300,
} as const;

export interface ChannelRule {
  merchantNo: boolean;
  certificate: boolean;
  /** The payment methods (PAY_METHODS codes) the channel's gateway can take: its wallets. */
  wallets: readonly number[];
}

const JP_WALLETS = [205, 206, 207, 211, 212, 216, 209, 1, 2];
export const CHANNEL_RULES: Record<PayChannel, ChannelRule> = {
  sandbox: { merchantNo: false, certificate: false, wallets: PAY_METHOD_CODES },
  StarPay: { merchantNo: true, certificate: false, wallets: JP_WALLETS },
  OnePay: { merchantNo: true, certificate: false, wallets: [1, 2, 205, 110] },
  TMN: { merchantNo: true, certificate: false, wallets: [99] },
  CIL: { merchantNo: true, certificate: false, wallets: [1, 2, 12, 214] },
  RM: { merchantNo: true, certificate: false, wallets: [1, 2, 105] },
  IntaSect: { merchantNo: true, certificate: false, wallets: [205, 206, 207, 211, 212] },
  Qianfang: { merchantNo: true, certificate: false, wallets: [1, 2, 10, 8] },
  QFPAY: { merchantNo: true, certificate: false, wallets: [1, 2, 205, 110, 215, 12] },
  Direct: { merchantNo: true, certificate: false, wallets: [99] },
  Alipay: { merchantNo: true, certificate: true, wallets: [2] },
  WeChat: { merchantNo: true, certificate: true, wallets: [1] },
  UnionPay: { merchantNo: true, certificate: true, wallets: [12, 214] },
};

export function channelRule(channel: string): ChannelRule | undefined {
  return (PAY_CHANNELS as readonly string[]).includes(channel) ? CHANNEL_RULES[channel as PayChannel] : undefined;
}

/** The locales a channel choice is kept for (GET /pay/channel/choose/queryList/{local}). */
export const CHANNEL_CHOICE_LOCALES = ['ja', 'zh-CN', 'zh-TW', 'en'] as const;
