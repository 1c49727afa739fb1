import type { Queryable } from '../../db/database.js';
import { onUplink } from '../../link/uplinks.js';

/**
 * Proof of play (issue 18): what a device's `adPlay` event says becomes ad_plays rows, each play once per
 * (device, seq) however often the batch is sent again, and the plays that were new are counted into their
 * hourly buckets (ad_hourly: UTC hour, the device's organisation, the zone, the creative) — both in one
 * statement, so a batch is counted whole or not at all, and concurrent devices meet only in the upsert of a
 * bucket row (INSERT … ON CONFLICT DO UPDATE: no read-modify-write). A play of a creative never scheduled to
 * the device is not stored. The names come from the schedule row, so a deleted creative still counts. A play
 * timed by a device clock running ahead (it starts after the server received it) is stored as the device said
 * (the proof), but counted in the hour the server received it, never in a future hour; the proof chain flags it
 * (ad-schedule.ts, clockAhead).
 */

export interface Play {
  creativeId: number;
  startedAt: string;
  endedAt: string;
  seq: number;
}

/** Stores a device's batch of plays; answers how many were new. */
export async function recordPlays(db: Queryable, deviceId: number, plays: Play[], receivedAt = new Date()): Promise<number> {
  if (!plays.length) return 0;
  const [row] = await db.query<{ added: number }>(
    `with p as (select * from unnest($2::bigint[], $3::bigint[], $4::timestamptz[], $5::timestamptz[]) as p(seq, creative_id, started_at, ended_at)),
     added as (
       insert into ad_plays (device_id, seq, creative_id, started_at, ended_at, received_at)
       select $1, p.seq, p.creative_id, p.started_at, p.ended_at, $6 from p
        where exists (select 1 from ad_schedules s where s.device_id = $1 and s.creative_id = p.creative_id)
       on conflict do nothing
       returning creative_id, started_at, ended_at),
     counted as (
       insert into ad_hourly (hour, org_id, zone_id, creative_id, org_path, org_name, zone_name, advertiser_id, advertiser_name,
                              campaign_id, campaign_name, creative_name, plays, seconds)
       select date_trunc('hour', least(a.started_at, $6::timestamptz) at time zone 'UTC') at time zone 'UTC', o.id, s.zone_id, a.creative_id, o.path, o.name, s.zone_name,
              s.advertiser_id, s.advertiser_name, s.campaign_id, s.campaign_name, s.creative_name,
              count(*)::int, sum(round(extract(epoch from a.ended_at - a.started_at)))::bigint
         from added a
         join ad_schedules s on s.device_id = $1 and s.creative_id = a.creative_id
         join devices d on d.id = $1
         join organisations o on o.id = d.org_id
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
        -- every batch takes its bucket rows' locks in one order (the key's), so two batches never deadlock
        order by 1, 2, 3, 4
       on conflict (hour, org_id, zone_id, creative_id) do update
         set plays = ad_hourly.plays + excluded.plays, seconds = ad_hourly.seconds + excluded.seconds,
             org_name = excluded.org_name, zone_name = excluded.zone_name, advertiser_name = excluded.advertiser_name,
             campaign_name = excluded.campaign_name, creative_name = excluded.creative_name)
     select count(*)::int as added from added`,
    [deviceId, plays.map((p) => p.seq), plays.map((p) => p.creativeId), plays.map((p) => p.startedAt), plays.map((p) => p.endedAt), receivedAt.toISOString()],
  );
  return Number(row.added);
}

onUplink(async ({ db, device, channel, message, receivedAt }) => {
  if (channel !== 'event' || message.type !== 'adPlay') return;
  await recordPlays(db, device.id, message.plays as Play[], receivedAt);
});
