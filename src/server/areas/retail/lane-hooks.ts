import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { logLane } from './stock-ledger.js';
import { notRepeated, pushLanes, snapshot, type LaneRow } from './lanes.js';

/**
 * The domain rules of a lane (schemas/retail/lane.schema.json#/$defs/record) that the generic table handler
 * deletes (channelDelete), with the lane locked: the same delete repeated at once is refused (209020); a lane
 * holding units is emptied first (209046), as its units would leave no trace in the stock change log; the removal
 * is written to the lane history, and the machine is sent its lanes as they now are once the delete committed.
 */
export const laneHooks: TableHooks = {
  async beforeDelete({ tx, user, id, afterCommit }) {
    const [lane] = await tx.query<LaneRow>('select l.*, d.serial_num from lanes l join devices d on d.id = l.device_id where l.id = $1', [id]);
    await notRepeated(tx, lane.device_id, 'channelDelete', { id: Number(id) });
    if (lane.stock > 0) fail(209046);
    await logLane(tx, { deviceId: lane.device_id, laneId: null, laneNo: lane.lane_no, action: 'remove', before: snapshot(lane), userId: user.userId });
    afterCommit((call) => pushLanes(call, [{ id: lane.device_id, serial_num: lane.serial_num }]));
  },
};
