import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';

/**
 * The domain rules of a device's payee QR code settings (schemas/payments/payment-code.schema.json#/$defs/config: one
 * per device, upserted, read and deleted by the generic table handler, table/owned.ts): a fixed amount needs one
 * (100001 naming amount), an open one keeps none; who saved them, and when.
 */
export const paymentCodeHooks: TableHooks = {
  columns: ['updated_by', 'updated_at'],
  async beforeWrite({ body, user, locale, values }) {
    const fixed = body.amountMode === 'fixed';
    if (fixed && body.amount === undefined) fail(100001, [{ field: 'amount', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    Object.assign(values, { amount: fixed ? body.amount : null, updated_by: user.userId, updated_at: new Date() });
  },
};
