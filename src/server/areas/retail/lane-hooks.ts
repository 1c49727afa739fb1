import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { scopedDevice } from '../devices/device-scope.js';
import { logLane } from './stock-ledger.js';
import { gridOf, goodForDevice, inGrid, laneNoFree, notRepeated, placeFree, pushLanes, snapshot, type LaneRow } from './lanes.js';

/**
 * The domain rules of a lane (schemas/retail/lane.schema.json#/$defs/record) that the generic table handler
 * creates (channelSave) and deletes (channelDelete).
 * - A new lane, with its device locked: the same save repeated at once is refused (209020); the device needs a grid
 *   (209042), the place inside it (209041) and free (209043), the lane number free on the device (209006, also when a
 *   save at the same moment took it), a good the device may sell (209008); the addition is written to the lane
 *   history, and the machine is sent its lanes once the save committed.
 * - A lane deleted, the lane locked: the same delete repeated at once is refused (209020); a lane holding units is
 *   emptied first (209046), as its units would leave no trace in the stock change log; the removal is written to
 *   the lane history, and the machine is sent its lanes as they now are once the delete committed.
 */
export const laneHooks: TableHooks = {
  columns: ['updated_by'],
  clashes: { lanes_device_no: 209006, lanes_device_place: 209043 },
  async beforeWrite({ tx, user, body, values }) {
    const device = await scopedDevice(tx, user, String(body.serialNum), { forUpdate: true });
    // first: a repeat is refused as such, whatever else it would meet; a refused change leaves no mark (rolled back)
    await notRepeated(tx, device.id, 'channelSave', body);
    const grid = await gridOf(tx, device.id);
    if (!grid) fail(209042);
    inGrid(grid, Number(body.rowNo), Number(body.colNo));
    await placeFree(tx, device.id, Number(body.rowNo), Number(body.colNo));
    await laneNoFree(tx, device.id, String(body.laneNo));
    if (body.goodsId !== undefined) await goodForDevice(tx, user, device, Number(body.goodsId));
    values.updated_by = user.userId;
  },
  async afterWrite({ tx, user, id, afterCommit }) {
    const [lane] = await tx.query<LaneRow>('select l.*, d.serial_num from lanes l join devices d on d.id = l.device_id where l.id = $1', [id]);
    await logLane(tx, { deviceId: lane.device_id, laneId: lane.id, laneNo: lane.lane_no, action: 'add', after: snapshot(lane), userId: user.userId });
    afterCommit?.((call) => pushLanes(call, [{ id: lane.device_id, serial_num: lane.serial_num }]));
  },
  async beforeDelete({ tx, user, id, afterCommit }) {
    const [lane] = await tx.query<LaneRow>('select l.*, d.serial_num from lanes l join devices d on d.id = l.device_id where l.id = $1', [id]);
    await notRepeated(tx, lane.device_id, 'channelDelete', { id: Number(id) });
    if (lane.stock > 0) fail(209046);
    await logLane(tx, { deviceId: lane.device_id, laneId: null, laneNo: lane.lane_no, action: 'remove', before: snapshot(lane), userId: user.userId });
    afterCommit((call) => pushLanes(call, [{ id: lane.device_id, serial_num: lane.serial_num }]));
  },
};
