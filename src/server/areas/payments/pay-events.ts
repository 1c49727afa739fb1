import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { DeviceLink } from '../../link/link.js';
import { UplinkNotActedOn, onUplink, type StoredUplink } from '../../link/uplinks.js';
import { pushToDevice } from '../../link/push.js';
import { PUSH_TYPES } from '../../../domain/devices.js';
import { currencyByCode } from '../../../domain/currencies.js';
import type { OrderEventSource } from '../../../domain/payments.js';
import { createAjv, type ValidateFunction } from '../../validation.js';
import { AppError } from '../../errors.js';
import { changeOrderStatus, createOrder, type OrderRow } from './order-ledger.js';
import { gatewayFor, type SandboxPayOutcome } from './gateways/index.js';
import { attachPayer, type Payer } from '../members/points-ledger.js';

/**
 * Cashless payments devices report (asyncapi/devices.yaml event `pay`), and the notices the payment area
 * pushes back over the device link (push types 0 pay, 1 revoke, 2 refund; src/domain/devices.ts PUSH_TYPES).
 */

/** The running device link of each database, for work outside a request (listeners, the re-query job). */
const links = new WeakMap<Database, DeviceLink>();
export function registerPayLink(db: Database, link: DeviceLink | null): void {
  if (link) links.set(db, link);
}
export function payLinkOf(db: Database): DeviceLink | null {
  return links.get(db) ?? null;
}

/** What every payment push carries about the order. */
function orderPayload(o: OrderRow) {
  return { orderNo: o.order_number, status: o.status, amount: o.amount, refundedAmount: o.refunded_amount, currency: o.currency, revoked: o.revoked };
}

/**
 * Tells the order's device what happened (pay result, revoke, refund), recorded as a push with its four
 * link stages under source 'payOrder' and the order's id (the order trace reads them back). The change is
 * already committed: without a device or a running link there is nobody to tell, and a push that cannot be
 * sent does not undo it.
 */
export async function notifyDevice(
  db: Database,
  link: DeviceLink | null | undefined,
  order: OrderRow,
  type: 'pay' | 'revoke' | 'refund',
  extra: Record<string, unknown> = {},
  userId: number | null = null,
): Promise<string | null> {
  const l = link ?? payLinkOf(db);
  if (!l || !order.device_id || !order.serial_num) return null;
  try {
    return await pushToDevice(
      { db, link: l },
      {
        type: PUSH_TYPES[type],
        payload: { ...orderPayload(order), ...extra },
        source: 'payOrder',
        sourceId: order.id,
        userId,
        deviceId: order.device_id,
        serialNum: order.serial_num,
      },
    );
  } catch {
    return null;
  }
}

const PAY_EVENT = 'https://ops-console.local/schemas/payments/pay-order.schema.json#/$defs/payEvent';
let validatePay: ValidateFunction | undefined;

interface PayEvent {
  orderNo: string;
  amount: number;
  currency: string;
  payType: number;
  laneNo?: string;
  sandbox?: SandboxPayOutcome;
  payer?: Payer;
}

function payOf(message: Record<string, unknown>): PayEvent | undefined {
  validatePay ??= createAjv({ coerce: false }).getSchema(PAY_EVENT)!;
  const { type: _t, ts: _ts, ...rest } = message;
  return validatePay(rest) ? (rest as unknown as PayEvent) : undefined;
}

/** Why a device's payment was not recorded (the link logs the reason on one line). */
export class PayNotRecorded extends UplinkNotActedOn {}

/**
 * The config a device takes money through: its own binding, else the default config of its organisation or,
 * for a store without one, of the nearest organisation above it (a merchant's default serves its stores).
 */
async function configOf(db: Database, deviceId: number, orgPath: string) {
  const [row] = await db.query<{ id: number; channel: string }>(
    `select id, channel from (
       select c.id, c.channel, 1000 as rank from device_pay_configs b join pay_configs c on c.id = b.pay_config_id where b.device_id = $1
       union all select id, channel, length(org_path) from pay_configs where is_default and $2 like org_path || '%') x
     order by rank desc limit 1`,
    [deviceId, orgPath],
  );
  return row;
}

/**
 * A device's `pay` event becomes an order: recorded unpaid, asked of the config's gateway, moved to the
 * gateway's answer, and the answer pushed back (type 0). The same order number again (QoS 1 repeats) is the
 * same order: nothing happens twice. A device without a config, or a currency the catalogue lacks, is
 * refused (thrown: the link logs it) and nothing is recorded. A `payer` who is a member of the device's
 * merchant earns the consumption reward when the order is paid (src/server/areas/members/points-ledger.ts).
 */
export async function recordPay({ db, device, channel, message, receivedAt }: StoredUplink): Promise<OrderRow | undefined> {
  if (channel !== 'event' || message.type !== 'pay') return undefined;
  const pay = payOf(message);
  if (!pay) throw new PayNotRecorded(`pay event of ${device.serialNum} does not match payEvent`);
  if (!currencyByCode(pay.currency)) throw new PayNotRecorded(`pay event of ${device.serialNum}: unknown currency ${pay.currency}`);
  if (device.orgId === null) throw new PayNotRecorded(`pay event of ${device.serialNum}: the device has no organisation`);
  const [org] = await db.query<{ path: string }>('select path from organisations where id = $1', [device.orgId]);
  const config = await configOf(db, device.id, org.path);
  if (!config) throw new PayNotRecorded(`pay event of ${device.serialNum}: no pay config bound and no default config`);
  const [lane] = pay.laneNo
    ? await db.query<{ goods_id: number | null }>('select goods_id from lanes where device_id = $1 and lane_no = $2', [device.id, pay.laneNo])
    : [];
  const { order, created } = await db.transaction(async (tx) => {
    const made = await createOrder(
      tx,
      {
        orderNumber: pay.orderNo,
        orgId: device.orgId!,
        orgPath: org.path,
        deviceId: device.id,
        serialNum: device.serialNum,
        payConfigId: config.id,
        channel: config.channel,
        payType: pay.payType,
        currency: pay.currency,
        amount: pay.amount,
        status: 'unpaid',
        laneNo: pay.laneNo ?? null,
        goodsId: lane?.goods_id ?? null,
        createdAt: receivedAt,
      },
      { note: 'device' satisfies OrderEventSource },
    );
    // the payer, when a member of the device's merchant, is filed with the new order: it earns when paid
    if (made.created && pay.payer) await attachPayer(tx, pay.orderNo, org.path, pay.payer);
    return made;
  });
  if (!created) return order;
  let settled: OrderRow;
  try {
    const answer = await gatewayFor(config.channel).pay({
      orderNumber: pay.orderNo,
      amount: pay.amount,
      currency: pay.currency,
      payType: pay.payType,
      sandbox: pay.sandbox,
    });
    settled = await db.transaction((tx) =>
      changeOrderStatus(tx, order.id, ['unpaid'], answer.outcome, { gatewayTradeNo: answer.tradeNo, gatewayCostMs: answer.costMs, gatewayCode: answer.code }),
    );
  } catch (err) {
    // a channel this product cannot reach (207001): the payment could not be made
    if (!(err instanceof AppError)) throw err;
    settled = await db.transaction((tx) => changeOrderStatus(tx, order.id, ['unpaid'], 'directFailed', { gatewayCode: String(err.code) }));
  }
  await notifyDevice(db, null, settled, 'pay');
  return settled;
}

onUplink(async (uplink) => void (await recordPay(uplink)));

/** A new refund number: RF, the time in base 36 and random letters (unique by the table's constraint). */
export function newRefundNo(): string {
  return `RF${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}
