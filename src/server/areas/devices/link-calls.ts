import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { Where, pageQuery } from '../../db/sql.js';
import { LIMITS } from '../../../domain/limits.js';
import { deviceTopics } from '../../../domain/devices.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { deviceScopeCondition, scopedDevice } from './device-scope.js';
import { pushToDevice } from '../../link/push.js';
import { shownStatusSql } from '../../link/stages.js';
import { applyDesired, readShadow } from '../../link/shadow.js';
import { topicSeen } from '../../link/inbound.js';

const STAGES_JSON = (
  m = 'm',
) => `coalesce((select json_agg(json_build_object('stage', s.stage, 'at', s.at) order by s.at, array_position(array['apiSent','brokerReceived','brokerSent','deviceReceived']::text[], s.stage))
  from push_stages s where s.request_id = ${m}.request_id), '[]'::json) as stages`;

const PUSH_COLUMNS = `m.request_id as "requestId", m.serial_num as "serialNum", d.name as "deviceName", m.type, ${shownStatusSql()} as status,
  m.slow, m.total_ms as "totalMs", m.source, m.ack_result as "ackResult", m.created_at as "createdAt", m.expires_at as "expiresAt", ${STAGES_JSON()}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The device link's calls (openapi/devices/link.yaml). */
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

  async pushMsgDetail({ params, user, db }) {
    const device = await scopedDevice(db, user, params.serialNum);
    const [row] = await db.query(
      `select m.request_id as "requestId", m.serial_num as "serialNum", m.type, ${shownStatusSql()} as status, m.slow, m.total_ms as "totalMs",
         m.payload, m.source, m.ack_result as "ackResult", m.ack_message as "ackMessage", m.created_at as "createdAt", m.expires_at as "expiresAt", ${STAGES_JSON()}
       from push_messages m where m.request_id = $1 and m.device_id = $2`,
      [params.requestId, device.id],
    );
    if (!row) fail(203204);
    return row;
  },

  async pushMsgPageList({ body, user, db }) {
    const w = new Where();
    if (body.serialNum) {
      const device = await scopedDevice(db, user, body.serialNum);
      w.add('m.device_id = ?', device.id);
    } else {
      const scope = deviceScopeCondition(user, 'd');
      if (scope) w.add(scope.sql, scope.value);
    }
    w.add(`${shownStatusSql()} = ?`, body.status);
    w.add('m.type = ?', body.type);
    w.add('m.slow = ?', body.slow);
    w.add('m.source = ?', body.source);
    w.add('m.created_at >= ?', body.startTime);
    w.add('m.created_at <= ?', body.endTime);
    return pageQuery(
      db,
      {
        select: PUSH_COLUMNS,
        from: 'push_messages m join devices d on d.id = m.device_id',
        where: w,
        sortable: { id: 'm.request_id', createdAt: 'm.created_at', totalMs: 'm.total_ms' },
        defaultSort: 'm.created_at desc',
      },
      body,
    );
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

  async deviceConnectHistory({ body, user, db, locale }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const start = Date.parse(body.startTime);
    const end = Date.parse(body.endTime);
    if (end < start) fail(100001, [{ field: 'endTime', message: VALIDATION_MESSAGES['validation.dateRangeOrder'][locale] }]);
    if (end - start > LIMITS.connectionHistoryDays * DAY_MS)
      fail(100001, [{ field: 'endTime', message: VALIDATION_MESSAGES['validation.connectionRange'][locale] }]);
    const w = new Where();
    w.add('c.device_id = ?', device.id);
    w.add('c.connected_at >= ?', new Date(start));
    w.add('c.connected_at <= ?', new Date(end));
    return pageQuery(
      db,
      {
        select: `c.id, c.connected_at as "connectedAt", c.disconnected_at as "disconnectedAt",
          case when c.disconnected_at is null then null else round(extract(epoch from (c.disconnected_at - c.connected_at)))::int end as "durationSeconds",
          c.reason, c.client_ip as "clientIp", c.keepalive`,
        from: 'device_connections c',
        where: w,
        sortable: { id: 'c.id' },
        defaultSort: 'c.connected_at desc',
      },
      body,
    );
  },
};
