import { onUplink, type StoredUplink } from '../../link/uplinks.js';
import { AppError } from '../../errors.js';
import { createAjv, type ValidateFunction } from '../../validation.js';
import { writeOffCoupon } from './coupons.js';

/**
 * A machine writing a coupon off (device event `{type: 'coupon', couponCode, orderNo}`): the same write-off as
 * the till's call, so a code is used once however often the event arrives (QoS 1 may deliver twice) or races
 * a till. The machine must be of the coupon's merchant (and of one of its stores when the template names
 * stores). A bad, used or expired code is refused and changes nothing; the refusal is answered to the caller.
 */
const COUPON_EVENT = 'https://ops-console.local/schemas/marketing/coupon.schema.json#/$defs/deviceEvent';
let validate: ValidateFunction | undefined;

export async function applyCouponEvent({ db, device, channel, message }: StoredUplink): Promise<'used' | 'refused' | 'skipped'> {
  if (channel !== 'event' || message.type !== 'coupon') return 'skipped';
  validate ??= createAjv({ coerce: false }).getSchema(COUPON_EVENT)!;
  const { couponCode, orderNo } = message;
  if (!validate({ couponCode, orderNo }) || device.orgId === null) return 'refused';
  const [org] = await db.query<{ path: string }>('select path from organisations where id = $1', [device.orgId]);
  if (!org) return 'refused';
  try {
    await writeOffCoupon(db, couponCode as string, orderNo as string, { device: { id: device.id, orgId: device.orgId, orgPath: org.path } });
    return 'used';
  } catch (err) {
    if (err instanceof AppError) return 'refused';
    throw err;
  }
}

onUplink(async (uplink) => {
  await applyCouponEvent(uplink);
});
