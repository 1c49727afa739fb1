import { createHash } from 'node:crypto';
import type { PayAnswer, PaymentGateway, PaymentRef, PayRequest, RefundAnswer, RefundRequest, SandboxPayOutcome } from './types.js';

/**
 * The sandbox channel: a payment provider's TEST MODE, the one gateway this product can reach. It moves no
 * money. It is stateless and deterministic, so tests and demos can drive every state:
 *
 * Payments: the device's `pay` event names the outcome in `sandbox` (default `paid`): `paid`, `failed`,
 * `directFailed`, `unknown` (settles `paid` when queried) or `unknownFailed` (answers unknown, settles
 * `failed` when queried). The requested outcome rides in the trade number's suffix (SBX-<order>-<P|U|UF|…>),
 * as a real gateway keeps it on its side, so a later query answers the same thing in any process.
 *
 * Refunds: decided by a marker in the refund's reason, as test modes use magic values: `[sandbox:failed]`
 * fails, `[sandbox:unknown]` answers unknown and settles `success` when queried, `[sandbox:unknownFailed]`
 * answers unknown and settles `failed` when queried; any other reason succeeds.
 *
 * Gateway time: a number derived from the order number (80–1279 ms), so gateway charts have a spread; the
 * sandbox does not sleep.
 */

const SUFFIX: Record<SandboxPayOutcome, string> = { paid: 'P', failed: 'F', directFailed: 'D', unknown: 'U', unknownFailed: 'UF' };

function costMs(key: string): number {
  return 80 + (createHash('sha256').update(key).digest().readUInt16BE(0) % 1200);
}

function answer(outcome: PayAnswer['outcome'], orderNumber: string, tradeNo: string): PayAnswer {
  const code = { paid: 'SUCCESS', failed: 'PAY_FAILED', directFailed: 'DIRECT_FAILED', unknown: 'USERPAYING' }[outcome];
  return { outcome, tradeNo, code, costMs: costMs(orderNumber) };
}

function refundMarker(reason: string): 'failed' | 'unknown' | 'unknownFailed' | undefined {
  const m = /\[sandbox:(failed|unknown|unknownFailed)\]/.exec(reason);
  return m?.[1] as 'failed' | 'unknown' | 'unknownFailed' | undefined;
}

export const sandboxGateway: PaymentGateway = {
  channel: 'sandbox',

  async pay(req: PayRequest): Promise<PayAnswer> {
    const wanted = req.sandbox ?? 'paid';
    const tradeNo = `SBX-${req.orderNumber}-${SUFFIX[wanted]}`;
    const outcome = wanted === 'unknownFailed' ? 'unknown' : wanted;
    return answer(outcome, req.orderNumber, tradeNo);
  },

  async queryPayment(ref: PaymentRef): Promise<PayAnswer> {
    const tradeNo = ref.tradeNo ?? `SBX-${ref.orderNumber}-P`;
    const suffix = tradeNo.slice(tradeNo.lastIndexOf('-') + 1);
    const outcome = suffix === 'UF' || suffix === 'F' ? 'failed' : suffix === 'D' ? 'directFailed' : 'paid';
    return answer(outcome, ref.orderNumber, tradeNo);
  },

  async refund(req: RefundRequest): Promise<RefundAnswer> {
    const marker = refundMarker(req.reason);
    if (marker === 'failed') return { outcome: 'failed', code: 'REFUND_FAILED' };
    if (marker) return { outcome: 'unknown', code: 'PROCESSING' };
    return { outcome: 'success', code: 'SUCCESS' };
  },

  async queryRefund(req: RefundRequest): Promise<RefundAnswer> {
    const marker = refundMarker(req.reason);
    return marker === 'failed' || marker === 'unknownFailed' ? { outcome: 'failed', code: 'REFUND_FAILED' } : { outcome: 'success', code: 'SUCCESS' };
  },
};
