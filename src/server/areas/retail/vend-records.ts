import { onUplink, type StoredUplink } from '../../link/uplinks.js';
import { currencyByCode } from '../../../domain/currencies.js';
import { createAjv, type ValidateFunction } from '../../validation.js';

/**
 * What the vending tabs learn from devices (issue 8), registered once at import (areas/index.ts):
 *  - every `vend` event becomes a vend_records row, the lane reports' source. The event names its lane as
 *    `laneNo` (letters and digits) or, from older firmware, the integer `lane`; the good is the lane's at the
 *    moment of the sale. A repeated order number of the same device is one sale (QoS 1 may deliver twice).
 *    Lane stock is lowered elsewhere (the lanes area), not here.
 *  - a reported shadow carrying `currency` (a code of the catalogue) records a change of the device's currency.
 * Anything odd is ignored: the message passed the protocol's schema, but these rows must never be wrong.
 */
const VEND_EVENT = 'https://ops-console.local/schemas/retail/vending.schema.json#/$defs/vendEvent';
let validateVend: ValidateFunction | undefined;

/** The vend's fields when they pass schemas/retail/vending.schema.json#/$defs/vendEvent, else undefined. */
function vendOf(message: Record<string, unknown>) {
  validateVend ??= createAjv({ coerce: false }).getSchema(VEND_EVENT)!;
  const { laneNo, lane, amount, result, orderNo } = message;
  const vend = Object.fromEntries(Object.entries({ laneNo, lane, amount, result, orderNo }).filter(([, v]) => v !== undefined));
  if (!validateVend(vend)) return undefined;
  return vend as { laneNo?: string; lane?: number; amount: number; result: 'ok' | 'failed'; orderNo?: string };
}

function deviceTime(ts: unknown): Date | null {
  if (typeof ts !== 'string') return null;
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? null : d;
}

export async function recordVend({ db, device, channel, message, receivedAt }: StoredUplink): Promise<void> {
  if (channel !== 'event' || message.type !== 'vend') return;
  const vend = vendOf(message);
  if (!vend) return;
  // the lane as printed on the machine (laneNo), else the integer lane of older firmware
  const laneNo = vend.laneNo ?? String(vend.lane);
  await db.query(
    `insert into vend_records (device_id, lane_no, goods_id, amount, result, order_no, device_ts, sold_at)
     select $1, $2, (select goods_id from lanes where device_id = $1 and lane_no = $2), $3, $4, $5, $6, $7
     on conflict (device_id, order_no) where order_no is not null do nothing`,
    [device.id, laneNo, vend.amount, vend.result, vend.orderNo ?? null, deviceTime(message.ts), receivedAt],
  );
}

export async function recordCurrency({ db, device, channel, message, receivedAt }: StoredUplink): Promise<void> {
  if (channel !== 'shadow/reported') return;
  const state = message.state as Record<string, unknown> | undefined;
  const currency = currencyByCode(state?.currency);
  if (!currency) return;
  // one row per change: the same currency reported again adds none (a device's messages are handled in order)
  await db.query(
    `insert into device_currency_logs (device_id, currency, previous, created_at)
     select $1, $2, l.currency, $3
       from (select (select currency from device_currency_logs where device_id = $1 order by id desc limit 1) as currency) l
      where l.currency is distinct from $2`,
    [device.id, currency.code, receivedAt],
  );
}

onUplink(recordVend);
onUplink(recordCurrency);
