import type { Queryable } from '../../db/database.js';
import { LIMITS } from '../../../domain/limits.js';
import { fail } from '../../errors.js';

/** What shipping lists and out-of-stock orders share: the device check and order numbers (the xlsx writer is src/server/xlsx-reply.ts). */

/** Refuses more devices than a list may name (spec §5, §9: 100) with its own code, before anything is read. */
export function assertDeviceCap(serialNums: string[] | undefined): void {
  if (serialNums && serialNums.length > LIMITS.shippingListDevicesMax) fail(209050);
}

/** `SL20261123000042`: a prefix, the day (UTC) and the next number of a sequence, unique without retries. */
export async function nextOrderNumber(tx: Queryable, prefix: 'SL' | 'OS', sequence: string): Promise<string> {
  const [{ n }] = await tx.query<{ n: string }>(`select to_char(now() at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('${sequence}')::text, 6, '0') as n`);
  return prefix + n;
}
