/**
 * The demo members' wallet identities (issue 16): every demo merchant has members numbered 1 to
 * DEMO_MEMBERS_PER_MERCHANT, odd numbers on Alipay and even ones on WeChat, each with the same wallet identity
 * at every merchant (one person holding the cards of several merchants). The demo seed opens their cards and
 * the simulator names them as payers of some of its pay events, so a new user sees points move.
 */
export const DEMO_MEMBERS_PER_MERCHANT = 250;

export type WalletPlatform = 'alipay' | 'wechat';

export const demoMemberPlatform = (n: number): WalletPlatform => (n % 2 === 1 ? 'alipay' : 'wechat');

/** Alipay user ids are 2088 and 12 digits; WeChat openids 28 letters and digits. */
export function demoWalletUserId(n: number): string {
  return demoMemberPlatform(n) === 'alipay' ? `2088${String(n).padStart(12, '0')}` : `oDEMO${String(n).padStart(23, '0')}`;
}

/** The payer of demo member `n`, as a device's pay event names it. */
export const demoPayer = (n: number) => ({ platform: demoMemberPlatform(n), userId: demoWalletUserId(n) });
