import { fail } from '../../../errors.js';
import { sandboxGateway } from './sandbox.js';
import type { PaymentGateway } from './types.js';

export type * from './types.js';
export { SANDBOX_PAY_OUTCOMES } from './types.js';

/**
 * The gateway of a channel. Only the sandbox (a test mode) is reachable from here; every other channel of
 * PAY_CHANNELS needs its provider's network and contract, so asking it answers 207001.
 */
export function gatewayFor(channel: string): PaymentGateway {
  if (channel === sandboxGateway.channel) return sandboxGateway;
  fail(207001);
}
