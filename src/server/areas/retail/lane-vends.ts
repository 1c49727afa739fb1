import { onUplink, type StoredUplink } from '../../link/uplinks.js';
import { AppError } from '../../errors.js';
import { changeLaneStock, logLane } from './stock-ledger.js';

/**
 * Vends a machine reports (event `vend`, asyncapi/devices.yaml) lower the stock of the lane they came from:
 * one unit through the ledger (kind `vend`, the device's order number as refNo, no operator) and a
 * `dispatch` row of lane history, in one transaction. A vend from an unknown lane, a lane without a good or
 * an empty one changes nothing (the machine's count and ours differ until the next restock; a refused vend
 * must not take the link down), and one whose order number was already counted is not counted twice (a
 * QoS 1 message may arrive again).
 */
export async function applyVend(uplink: StoredUplink): Promise<'applied' | 'duplicate' | 'unknownLane' | 'empty' | 'skipped'> {
  const { db, device, channel, message } = uplink;
  if (channel !== 'event' || message.type !== 'vend' || message.result !== 'ok') return 'skipped';
  const laneNo = typeof message.laneNo === 'string' ? message.laneNo : typeof message.lane === 'number' ? String(message.lane) : undefined;
  if (!laneNo) return 'skipped';
  const orderNo = typeof message.orderNo === 'string' && message.orderNo ? message.orderNo : null;
  try {
    return await db.transaction(async (tx) => {
      const [lane] = await tx.query<{ id: number; lane_no: string }>('select id, lane_no from lanes where device_id = $1 and lane_no = $2 for update', [
        device.id,
        laneNo,
      ]);
      if (!lane) return 'unknownLane' as const;
      if (orderNo) {
        const seen = await tx.query(`select 1 from stock_change_logs where device_id = $1 and kind = 'vend' and ref_no = $2 limit 1`, [device.id, orderNo]);
        if (seen.length) return 'duplicate' as const;
      }
      const moved = await changeLaneStock(tx, lane.id, { kind: 'vend', delta: -1, refNo: orderNo, operatorId: null });
      await logLane(tx, {
        deviceId: device.id,
        laneId: lane.id,
        laneNo: lane.lane_no,
        action: 'dispatch',
        before: { stock: moved.before },
        after: { stock: moved.after, ...(orderNo ? { orderNo } : {}) },
        userId: null,
      });
      return 'applied' as const;
    });
  } catch (err) {
    // 209021 empty lane, 209002 no good in it: nothing to take
    if (err instanceof AppError && (err.code === 209021 || err.code === 209002)) return 'empty';
    throw err;
  }
}

onUplink(async (uplink) => {
  await applyVend(uplink);
});
