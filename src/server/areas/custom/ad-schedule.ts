import type { Operations, SessionUser } from '../../operation.js';
import type { Database, Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, likeText, pageQuery } from '../../db/sql.js';
import { pushToDevices } from '../../link/push.js';
import { shownStatusSql } from '../../link/stages.js';
import { onUplink } from '../../link/uplinks.js';
import type { DeviceLink } from '../../link/link.js';
import { scopedDevice, scopedDevices } from '../devices/device-scope.js';
import { AD_PUSH_TYPE, adChainState } from '../../../domain/ads.js';
import { pushStatusShown } from '../../../domain/devices.js';

/**
 * Scheduling creatives to devices and the proof chain of each (issue 18): scheduled (a schedule row and the
 * push that carried it, with its four link stages like every push) → delivered (the device's ack lists the
 * creative with the MD5 it computed, and it is the creative's) → played (ad_plays) → last seen. Every push
 * sends the device its whole ad list (command type 40), so a device holds exactly what it was last sent.
 */

interface CreativeRow {
  id: number;
  org_path: string;
  name: string;
  md5: string;
  status: number;
  zone_id: number;
  zone_name: string;
  product_id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_status: number;
  end_at: Date;
  advertiser_id: number;
  advertiser_name: string;
  /** Whether the campaign's booked plays are all played (its buckets' sum; 0 booked: never). */
  booked_out: boolean;
}

/** SQL: campaign `k` has played all its booked plays (counted in the buckets). */
const BOOKED_OUT = (k: string) =>
  `(${k}.booked_plays > 0 and coalesce((select sum(h.plays) from ad_hourly h where h.campaign_id = ${k}.id), 0) >= ${k}.booked_plays)`;

/** A creative the caller may act on (218030 missing or outside the caller's subtree), with its chain's names. */
export async function scopedCreative(db: Queryable, user: SessionUser, id: number): Promise<CreativeRow> {
  const [row] = await db.query<CreativeRow>(
    `select c.id, o.path as org_path, c.name, c.md5, c.status, z.id as zone_id, z.name as zone_name, z.product_id,
            k.id as campaign_id, k.name as campaign_name, k.status as campaign_status, k.end_at, a.id as advertiser_id, a.name as advertiser_name,
            ${BOOKED_OUT('k')} as booked_out
       from ad_creatives c join organisations o on o.id = c.org_id join ad_zones z on z.id = c.zone_id
       join ad_campaigns k on k.id = c.campaign_id join ad_advertisers a on a.id = k.advertiser_id
      where c.id = $1`,
    [id],
  );
  if (!row || !row.org_path.startsWith(user.orgPath)) fail(218030);
  return {
    ...row,
    id: Number(row.id),
    zone_id: Number(row.zone_id),
    product_id: Number(row.product_id),
    campaign_id: Number(row.campaign_id),
    advertiser_id: Number(row.advertiser_id),
  };
}

/** The named devices: in the caller's scope (203001), enabled (203206), under the creative's organisation (218042), of the zone's model (218040). */
async function targetDevices(db: Queryable, user: SessionUser, creative: CreativeRow, serialNums: string[]) {
  const scoped = await scopedDevices(db, user, serialNums);
  const rows = await db.query<{ id: number; serial_num: string; org_path: string | null; product_id: number; status: number }>(
    'select id, serial_num, org_path, product_id, status from devices where id = any($1::bigint[]) order by serial_num',
    [scoped.map((d) => d.id)],
  );
  for (const r of rows) {
    if (r.status !== 1) fail(203206);
    if (r.org_path === null || !r.org_path.startsWith(creative.org_path)) fail(218042);
    if (Number(r.product_id) !== creative.product_id) fail(218040);
  }
  return rows.map((r) => ({ id: Number(r.id), serialNum: r.serial_num }));
}

/** Each device's whole ad list as the command carries it (schemas/custom/ad.schema.json#/$defs/adListCommand). */
async function adLists(db: Queryable, deviceIds: number[]) {
  const rows = await db.query<Record<string, any>>(
    `select s.device_id, c.id as "creativeId", k.id as "campaignId", c.zone_id as "zoneId", c.media_type as "mediaType", c.url, c.md5, c.size,
            c.width, c.height, c.duration_seconds as "durationSeconds", k.priority, k.weight, k.start_at as "startAt", k.end_at as "endAt",
            k.cap_per_hour as "capPerHour", array_to_json(k.play_days) as "playDays", k.play_from as "playFrom", k.play_to as "playTo"
       from ad_schedules s join ad_creatives c on c.id = s.creative_id join ad_campaigns k on k.id = c.campaign_id
      where s.device_id = any($1::bigint[]) and s.removed_at is null and c.status = 1 and k.status = 1 and not ${BOOKED_OUT('k')}
      order by s.device_id, k.priority desc, c.id`,
    [deviceIds],
  );
  const lists = new Map<number, Record<string, unknown>[]>(deviceIds.map((id) => [id, []]));
  for (const { device_id, ...r } of rows) {
    lists.get(Number(device_id))!.push({
      ...r,
      creativeId: Number(r.creativeId),
      campaignId: Number(r.campaignId),
      zoneId: Number(r.zoneId),
      size: Number(r.size),
      startAt: new Date(r.startAt).toISOString(),
      endAt: new Date(r.endAt).toISOString(),
    });
  }
  return lists;
}

/** Sends each device its list through the one push path, and marks its schedule rows with the push that carried them. */
async function sendLists(host: { db: Database; link: DeviceLink | null | undefined }, devices: { id: number; serialNum: string }[], userId: number | null) {
  const lists = await adLists(
    host.db,
    devices.map((d) => d.id),
  );
  const out: { serialNum: string; requestId: string }[] = [];
  for (const d of devices) {
    const [requestId] = await pushToDevices(host, { type: AD_PUSH_TYPE, payload: { creatives: lists.get(d.id) }, source: 'adSchedule', userId }, [
      { deviceId: d.id, serialNum: d.serialNum },
    ]);
    await host.db.query('update ad_schedules set request_id = $2 where device_id = $1 and removed_at is null', [d.id, requestId]);
    out.push({ serialNum: d.serialNum, requestId });
  }
  return out;
}

/**
 * A play that ended later than the server received it was timed by a clock running ahead (a device whose clock
 * was never set right): the last play is then shown at most at the time the server had it, and flagged, rather
 * than hours in the future. A minute's grace covers clocks a little off.
 */
const CLOCK_AHEAD_SQL = `interval '1 minute'`;

/** The columns of one schedule row's chain (alias s; the device d). */
const CHAIN_SELECT = `s.creative_id, s.creative_name, s.campaign_name, s.advertiser_name, s.zone_name, s.md5, s.held_md5, s.scheduled_at, s.removed_at,
  s.delivered_at, s.request_id, ${shownStatusSql('m')} as push_status, m.ack_result, (c.id is null) as deleted, d.serial_num, d.last_seen_at, d.online,
  p.plays, p.seconds, p.last_played_at, p.clock_ahead`;
const CHAIN_FROM = `ad_schedules s join devices d on d.id = s.device_id
  left join ad_creatives c on c.id = s.creative_id
  left join push_messages m on m.request_id = s.request_id
  left join lateral (select count(*)::int as plays, coalesce(sum(round(extract(epoch from q.ended_at - q.started_at))), 0)::bigint as seconds,
                            max(least(q.ended_at, q.received_at)) as last_played_at,
                            coalesce((array_agg(q.ended_at > q.received_at + ${CLOCK_AHEAD_SQL} order by q.seq desc))[1], false) as clock_ahead
                       from ad_plays q where q.device_id = s.device_id and q.creative_id = s.creative_id) p on true`;

const chainRow = (r: Record<string, any>) => ({
  creativeId: Number(r.creative_id),
  creativeName: r.creative_name,
  campaignName: r.campaign_name,
  advertiserName: r.advertiser_name,
  zoneName: r.zone_name,
  serialNum: r.serial_num,
  md5: r.md5,
  heldMd5: r.held_md5,
  md5Ok: r.held_md5 === null ? null : r.held_md5 === r.md5,
  scheduledAt: r.scheduled_at,
  requestId: r.request_id,
  pushStatus: r.push_status ? pushStatusShown(r.push_status) : null,
  deliveredAt: r.delivered_at,
  plays: Number(r.plays),
  playSeconds: Number(r.seconds),
  lastPlayedAt: r.last_played_at,
  clockAhead: r.clock_ahead === true,
  lastSeenAt: r.last_seen_at,
  online: r.online,
  deleted: r.deleted,
  removedAt: r.removed_at,
  state: adChainState({ removed: r.removed_at !== null || r.deleted, ackResult: r.ack_result, heldMd5: r.held_md5, md5: r.md5, plays: Number(r.plays) }),
});

export const adScheduleOperations: Operations = {
  /** Schedules a creative to devices: one schedule row each, then each device is sent its whole list. */
  async adSchedule({ body, db, user, req }) {
    const creative = await scopedCreative(db, user, body.creativeId);
    if (creative.status !== 1 || creative.campaign_status !== 1 || new Date(creative.end_at) <= new Date() || creative.booked_out) fail(218041);
    const devices = await targetDevices(db, user, creative, body.serialNums);
    if (!req.server.link) fail(203210);
    await db.query(
      `insert into ad_schedules (device_id, creative_id, zone_id, md5, advertiser_id, campaign_id, advertiser_name, campaign_name, creative_name, zone_name, scheduled_by)
       select unnest($1::bigint[]), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11
       on conflict (device_id, creative_id) do update set zone_id = excluded.zone_id, md5 = excluded.md5, advertiser_id = excluded.advertiser_id,
         campaign_id = excluded.campaign_id, advertiser_name = excluded.advertiser_name, campaign_name = excluded.campaign_name,
         creative_name = excluded.creative_name, zone_name = excluded.zone_name, scheduled_by = excluded.scheduled_by, scheduled_at = now(), removed_at = null`,
      [
        devices.map((d) => d.id),
        creative.id,
        creative.zone_id,
        creative.md5,
        creative.advertiser_id,
        creative.campaign_id,
        creative.advertiser_name,
        creative.campaign_name,
        creative.name,
        creative.zone_name,
        user.userId,
      ],
    );
    return sendLists({ db, link: req.server.link }, devices, user.userId);
  },

  /** Takes a creative off devices: each is sent its list without it (the rows stay, so its plays keep counting). */
  async adUnschedule({ body, db, user, req }) {
    const creative = await scopedCreative(db, user, body.creativeId);
    const scoped = await scopedDevices(db, user, body.serialNums);
    if (!req.server.link) fail(203210);
    const taken = await db.query<{ device_id: number }>(
      'update ad_schedules set removed_at = now() where creative_id = $1 and device_id = any($2::bigint[]) and removed_at is null returning device_id',
      [creative.id, scoped.map((d) => d.id)],
    );
    const ids = new Set(taken.map((t) => Number(t.device_id)));
    return sendLists(
      { db, link: req.server.link },
      scoped.filter((d) => ids.has(d.id)).map((d) => ({ id: d.id, serialNum: d.serial_num })),
      user.userId,
    );
  },

  /** Deletes a creative; its figures stay (bucket names), and devices holding it are sent their lists without it. */
  async adCreativeDelete({ body, db, user, req }) {
    const creative = await scopedCreative(db, user, body.id);
    const held = await db.transaction(async (tx) => {
      await tx.query('delete from ad_creatives where id = $1', [creative.id]);
      return tx.query<{ device_id: number; serial_num: string }>(
        `update ad_schedules s set removed_at = now() from devices d where d.id = s.device_id and s.creative_id = $1 and s.removed_at is null returning s.device_id, d.serial_num`,
        [creative.id],
      );
    });
    // without a running link the devices get their new list with the next schedule that reaches them
    if (req.server.link && held.length)
      await sendLists(
        { db, link: req.server.link },
        held.map((h) => ({ id: Number(h.device_id), serialNum: h.serial_num })),
        user.userId,
      );
    return { id: creative.id };
  },

  /** One page of the devices a creative is scheduled to, each with its whole chain. */
  async adCreativeDevices({ body, db, user }) {
    await scopedCreative(db, user, body.creativeId);
    const page = await pageQuery<Record<string, any>>(
      db,
      {
        select: CHAIN_SELECT,
        from: CHAIN_FROM,
        where: new Where().add('s.creative_id = ?', body.creativeId).add(`d.org_path like ? || '%'`, likeText(user.orgPath)),
        sortable: { id: 's.device_id', serialNum: 'd.serial_num' },
        defaultSort: 'd.serial_num',
      },
      body,
    );
    return { total: page.total, list: page.list.map(chainRow) };
  },

  /** The device detail's ad info tab: per creative scheduled to it, one row for the whole chain. */
  async deviceAdvertInfo({ body, db, user }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const rows = await db.query<Record<string, any>>(
      `select ${CHAIN_SELECT} from ${CHAIN_FROM} where s.device_id = $1 order by s.removed_at is not null, s.scheduled_at desc, s.creative_id`,
      [device.id],
    );
    return rows.map(chainRow);
  },
};

/** Delivery: the ack of an ad list names what the device holds, with the MD5 it computed of each file. */
onUplink(async ({ db, device, channel, message, receivedAt }) => {
  if (channel !== 'ack' || !Array.isArray(message.creatives)) return;
  const held = message.creatives as { creativeId: number; md5: string }[];
  await db.query(
    `update ad_schedules s set held_md5 = h.md5, delivered_at = $4
       from unnest($2::bigint[], $3::text[]) as h(creative_id, md5)
      where s.device_id = $1 and s.creative_id = h.creative_id`,
    [device.id, held.map((h) => h.creativeId), held.map((h) => h.md5), receivedAt.toISOString()],
  );
});
