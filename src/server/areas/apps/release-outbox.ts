import type { Database, Queryable } from '../../db/database.js';
import type { DeviceLink } from '../../link/link.js';
import { sendInstall } from './installs.js';
import { startSweep, sweepSeconds } from '../../sweep.js';

/**
 * The install outbox of releases (migration 037). Whatever makes a release's devices due — a forced release
 * saved, its strategy turned forced, devices named for it, a gray release started or widened — writes them here
 * in its own transaction (queueInstalls); they are pushed after the commit by sendQueued, called by the request
 * (or the gray sweep) at once and by the outbox sweep of every process. So a process that dies between the
 * commit and the push leaves rows behind, not devices pending forever.
 *
 * sendQueued claims rows FOR UPDATE SKIP LOCKED and stamps a lease (claimed_until) in one short transaction, so
 * two senders never take the same row; pushes the devices still due through the one install path; then deletes
 * the rows. A claim whose process died is taken again once its lease runs out; a device that by then has a
 * command of the release is dropped from the outbox, not sent twice. A push recorded but never handed to the
 * broker within the lease (still SEND: the link was down, or the process died right after recording it) makes
 * its device due again (requeueUnsent, on each sweep).
 */

/** How long a claim holds its rows before another sender may take them (a process died while sending). */
export const OUTBOX_LEASE_SECONDS = 120;
const BATCH = 1000;

export interface OutboxHost {
  db: Database;
  link: DeviceLink | null | undefined;
  /** The address package links are signed for when a row names none (the server's own, see serverOrigin). */
  origin: string;
  log?: { warn(obj: unknown, msg?: string): void };
}

/** Makes devices of a release due, in the caller's transaction; `origin` and `userId` are those of the request that did. */
export async function queueInstalls(tx: Queryable, releaseId: number, deviceIds: number[], from: { origin: string | null; userId: number | null }) {
  if (!deviceIds.length) return;
  await tx.query(
    `insert into app_release_outbox (release_id, device_id, origin, created_by)
     select $1, unnest($2::bigint[]), $3, $4 on conflict (release_id, device_id) do nothing`,
    [releaseId, deviceIds, from.origin, from.userId],
  );
}

type Claimed = { release_id: number; device_id: number; origin: string | null; created_by: number | null };

/** Claims up to BATCH due rows (of one release, or all) no live claim holds, stamping a lease on them. */
async function claim(db: Database, releaseId: number | null): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<Claimed>(
      `select release_id, device_id, origin, created_by from app_release_outbox
        where ($1::bigint is null or release_id = $1) and (claimed_until is null or claimed_until < now())
        order by release_id, device_id limit ${BATCH} for update skip locked`,
      [releaseId],
    );
    if (rows.length) {
      await tx.query(
        `update app_release_outbox o set claimed_until = now() + make_interval(secs => $3)
           from unnest($1::bigint[], $2::bigint[]) as t(release_id, device_id)
          where o.release_id = t.release_id and o.device_id = t.device_id`,
        [rows.map((r) => r.release_id), rows.map((r) => r.device_id), OUTBOX_LEASE_SECONDS],
      );
    }
    return rows.map((r) => ({
      ...r,
      release_id: Number(r.release_id),
      device_id: Number(r.device_id),
      created_by: r.created_by === null ? null : Number(r.created_by),
    }));
  });
}

/**
 * Sends what is due (of one release, or of all), claimed as above; answers what was sent. A device is still due
 * when its release is published and forced, the device is enabled, it has no command of the release yet, and
 * the release sends to it now: not a gray release, a widened one, or a started gray release of which it is a gray
 * device. Rows no longer due are dropped.
 */
export async function sendQueued(host: OutboxHost, releaseId?: number): Promise<{ serialNum: string; requestId: string }[]> {
  const { db, link } = host;
  if (!link) return [];
  const sent: { serialNum: string; requestId: string }[] = [];
  if (releaseId === undefined) await requeueUnsent(db);
  for (;;) {
    const claimed = await claim(db, releaseId ?? null);
    if (!claimed.length) break;
    const groups = new Map<string, Claimed[]>();
    for (const row of claimed) {
      const key = `${row.release_id}|${row.origin ?? ''}|${row.created_by ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const rows of groups.values()) {
      const { release_id: id, origin, created_by: userId } = rows[0];
      const deviceIds = rows.map((r) => r.device_id);
      try {
        const due = await db.query<{ id: number; serial_num: string; product_id: number }>(
          `select d.id, d.serial_num, d.product_id from app_releases r join devices d on d.id = any($2::bigint[])
            where r.id = $1 and r.status = 'published' and r.install_mode = 'forced' and d.status = 1
              and (r.gray_status is null or r.gray_status = 'widened'
                   or (r.gray_status = 'gray' and exists (select 1 from app_gray_devices g where g.release_id = r.id and g.device_id = d.id)))
              -- a command of the release already sent, or still within its lease of reaching the broker
              and not exists (select 1 from app_install_commands c join push_messages m on m.request_id = c.request_id
                               where c.release_id = r.id and c.device_id = d.id
                                 and (m.status <> 'SEND' or m.created_at > now() - make_interval(secs => $3)))
            order by d.id`,
          [id, deviceIds, OUTBOX_LEASE_SECONDS],
        );
        if (due.length) {
          const [release] = await db.query<{
            install_mode: string;
            startup_mode: string;
            app_id: number;
            package_name: string;
            version_id: number;
            version: string;
          }>(
            `select r.install_mode, r.startup_mode, a.id as app_id, a.package_name, v.id as version_id, v.version
               from app_releases r join apps a on a.id = r.app_id join app_versions v on v.id = r.version_id where r.id = $1`,
            [id],
          );
          const devices = due.map((d) => ({ ...d, id: Number(d.id), product_id: Number(d.product_id) }));
          sent.push(
            ...(await sendInstall(
              { db, link, origin: origin ?? host.origin, userId },
              { id: Number(release.app_id), package_name: release.package_name },
              { id: Number(release.version_id), version: release.version },
              devices,
              { installMode: release.install_mode, startupMode: release.startup_mode, releaseId: id },
            )),
          );
        }
        await db.query('delete from app_release_outbox where release_id = $1 and device_id = any($2::bigint[])', [id, deviceIds]);
      } catch (err) {
        // left claimed: taken again once the lease runs out
        if (!host.log) throw err;
        host.log.warn({ err, releaseId: id }, 'release installs not sent; retried after the lease');
      }
    }
  }
  return sent;
}

/**
 * Release installs whose push never reached the broker (still SEND a lease after it was recorded: the link was
 * down, or the process died between recording and handing it over) are queued again, for the same address; the
 * device's latest command of the release is then the new one.
 */
export async function requeueUnsent(db: Database): Promise<number> {
  const rows = await db.query(
    `insert into app_release_outbox (release_id, device_id, origin, created_by)
     select distinct on (c.release_id, c.device_id) c.release_id, c.device_id,
            nullif(regexp_replace(m.payload->>'url', '/api/appCenter/packages/download/.*$', ''), m.payload->>'url'), c.created_by
       from app_install_commands c
       join push_messages m on m.request_id = c.request_id
       join app_releases r on r.id = c.release_id and r.status = 'published'
      where c.op = 'install' and c.canceled_at is null and m.status = 'SEND' and m.created_at <= now() - make_interval(secs => $1)
        and m.expires_at > now()
        and not exists (select 1 from app_install_commands c2 where c2.release_id = c.release_id and c2.device_id = c.device_id and c2.id > c.id)
      order by c.release_id, c.device_id, c.id desc
     on conflict (release_id, device_id) do nothing
     returning release_id`,
    [OUTBOX_LEASE_SECONDS],
  );
  return rows.length;
}

/** The address this server's package links are signed for outside a request: its own listening address. */
export function serverOrigin(config: { host: string; port: number }): string {
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === '' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Sends what is due every 10 seconds (RELEASE_OUTBOX_SECONDS; 0 turns it off), in every process; answers the stop. */
export function startReleaseOutboxSweep(db: Database, link: DeviceLink | null, origin: string, log: { warn(obj: unknown, msg?: string): void }): () => void {
  if (!link) return () => undefined;
  return startSweep({
    seconds: sweepSeconds('RELEASE_OUTBOX_SECONDS', 10),
    what: 'release outbox sweep',
    log,
    pass: () => sendQueued({ db, link, origin, log }),
  });
}
