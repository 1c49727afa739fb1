import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { deviceTopics } from '../../../domain/devices.js';
import { scopedDevice } from './device-scope.js';
import { pushToDevice } from '../../link/push.js';
import { applyDesired, readShadow } from '../../link/shadow.js';
import { topicSeen } from '../../link/inbound.js';

/**
 * The device link's calls (openapi/devices/link.yaml). A device's pushes, one push's detail and its connections are
 * the generic table handler's (schemas/devices/push.schema.json: push_message_rows, device_connection_rows).
 */
export const linkOperations: Operations = {
  async pushDeviceCommand({ body, user, db, req }) {
    const device = await scopedDevice(db, user, body.serialNum);
    if (device.status !== 1) fail(203206);
    const requestId = await pushToDevice(
      { db, link: req.server.link },
      {
        deviceId: Number(device.id),
        serialNum: device.serial_num,
        type: body.type,
        payload: body.payload,
        ttlSeconds: body.ttlSeconds,
        source: 'command',
        userId: user.userId,
      },
    );
    return { requestId };
  },

  async deviceShadow({ body, user, db }) {
    const device = await scopedDevice(db, user, body.serialNum);
    return { serialNum: device.serial_num, ...(await readShadow(db, Number(device.id))) };
  },

  async deviceShadowDesired({ body, user, db, req }) {
    const device = await scopedDevice(db, user, body.serialNum);
    if (device.status !== 1) fail(203206);
    const shadow = await db.transaction((tx) => applyDesired(tx, Number(device.id), body.state, new Date()));
    const link = req.server.link;
    // without a running link the desired state waits in the database; the device's next report gets the delta
    if (link) {
      await link.publishDesired(device.serial_num, { state: shadow.desired, delta: shadow.delta, version: shadow.version, sentAt: new Date().toISOString() });
      await topicSeen(db, Number(device.id), 'shadow/desired', new Date());
    }
    return { serialNum: device.serial_num, ...shadow };
  },

  async deviceTopic({ body, user, db, req }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const stats = await db.query<{ channel: string; count: string | number; last_at: Date }>(
      `select channel, count, last_at from device_topic_stats where device_id = $1`,
      [device.id],
    );
    const [cmd] = await db.query<{ n: number; last: Date | null }>(
      `select count(*)::int as n, max(created_at) as last from push_messages where device_id = $1`,
      [device.id],
    );
    const [dropped] = await db.query<{ n: number }>(
      `select coalesce(sum(count), 0)::int as n from device_message_counts where device_id = $1 and outcome <> 'accepted' and day >= (now() at time zone 'Asia/Tokyo')::date - 30`,
      [device.id],
    );
    const t = deviceTopics(device.serial_num);
    const stat = (channel: string) => stats.find((s) => s.channel === channel);
    const row = (topic: string, channel: string, direction: 'up' | 'down') => ({
      topic,
      channel,
      direction,
      qos: 1,
      messageCount: Number(stat(channel)?.count ?? 0),
      lastAt: stat(channel)?.last_at ?? null,
    });
    return {
      serialNum: device.serial_num,
      online: device.online,
      brokerUrl: req.server.link?.deviceUrl ?? null,
      topics: [
        { topic: t.cmd, channel: 'cmd', direction: 'down', qos: 1, messageCount: cmd.n, lastAt: cmd.last },
        row(t.ack, 'ack', 'up'),
        row(t.telemetry, 'telemetry', 'up'),
        row(t.event, 'event', 'up'),
        row(t.shadowReported, 'shadow/reported', 'up'),
        row(t.shadowDesired, 'shadow/desired', 'down'),
        row(t.status, 'status', 'up'),
      ],
      dropped: dropped.n,
    };
  },
};
