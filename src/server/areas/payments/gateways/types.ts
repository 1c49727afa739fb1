/**
 * What the product asks of a payment gateway (one adapter per channel). Answers are the gateway's view;
 * the order ledger turns them into order and refund changes. "unknown" is a real answer (a timeout, a
 * gateway still processing): the order or refund stays open until a later query settles it.
 */

/** A payment's outcome as the gateway states it. */
export type PayOutcome = 'paid' | 'failed' | 'directFailed' | 'unknown';
/** A refund's outcome as the gateway states it. */
export type RefundOutcome = 'success' | 'failed' | 'unknown';

export interface PayRequest {
  orderNumber: string;
  amount: number;
  currency: string;
  payType: number;
  /** Sandbox only: the outcome the device asks the test gateway for (see sandbox.ts). */
  sandbox?: SandboxPayOutcome;
}

export interface PayAnswer {
  outcome: PayOutcome;
  /** The gateway's own number for the trade (what a later query names). */
  tradeNo: string;
  /** The gateway's result code, kept on the order. */
  code: string;
  /** How long the gateway took, for the gateway statistics. */
  costMs: number;
}

export interface PaymentRef {
  orderNumber: string;
  tradeNo: string | null;
}

export interface RefundRequest {
  refundNo: string;
  orderNumber: string;
  tradeNo: string | null;
  amount: number;
  currency: string;
  reason: string;
}

export interface RefundAnswer {
  outcome: RefundOutcome;
  code: string;
}

export interface PaymentGateway {
  readonly channel: string;
  pay(req: PayRequest): Promise<PayAnswer>;
  /** Asks again about a payment answered "unknown". */
  queryPayment(ref: PaymentRef): Promise<PayAnswer>;
  refund(req: RefundRequest): Promise<RefundAnswer>;
  /** Asks again about a refund answered "unknown" (or left pending by a crash). */
  queryRefund(req: RefundRequest): Promise<RefundAnswer>;
}

/** The outcomes a device may ask the sandbox for; `unknownFailed` is "unknown" now, failed when queried. */
export const SANDBOX_PAY_OUTCOMES = ['paid', 'failed', 'directFailed', 'unknown', 'unknownFailed'] as const;
export type SandboxPayOutcome = (typeof SANDBOX_PAY_OUTCOMES)[number];
