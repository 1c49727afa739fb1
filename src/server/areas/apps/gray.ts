import { requestOrigin, type Operations, type SessionUser } from '../../operation.js';
import type { Database, Queryable } from '../../db/database.js';
import type { DeviceLink } from '../../link/link.js';
import { fail } from '../../errors.js';
import { pageSlice } from '../../db/sql.js';
import { scopedDevices } from '../devices/device-scope.js';
import { OPEN_INSTALL_STATES, versionKey } from '../../../domain/apps.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { scopedApp } from './apps.js';
import { choosePackages, commandStates } from './installs.js';
import { scopeDevices, type ReleaseRow } from './releases.js';
import { queueInstalls, sendQueued } from './release-outbox.js';
import { startSweep, sweepSeconds } from '../../sweep.js';

/**
 * Gray release that halts itself (openapi/apps/gray.yaml), after hawkBit's rollout groups: a forced release
 * saved with `gray` holds its installs ('held'); grayDeviceTemp/add chooses its gray devices (named, or a
 * percentage of the release's devices); packagesGray/save starts it ('gray'), sending it to them alone. The
 * sweep judges each started gray release in one transaction with its row locked: failures (failed + timed out)
 * reaching the error threshold pause it ('paused', with what was counted); installs reaching the success
 * threshold widen it ('widened'), and it is then sent to the rest of its devices. packagesGray/clear empties the
 * gray set and cancels what is still open under the same lock; a widened release is not cleared (205080), so a
 * clear and a widening at once leave either every device sent or only the gray ones, never a part of the rest.
 * A release is named by its app and version (the version's open release).
 */

type GrayRow = ReleaseRow & {
  org_path: string;
  gray_success_threshold: number | null;
  gray_error_threshold: number | null;
  gray_origin: string | null;
  gray_by: number | null;
};

const GRAY_ROW = `select id, app_id, version_id, org_path, scope, install_mode, startup_mode, status, gray_status,
  gray_success_threshold, gray_error_threshold, gray_origin, gray_by from app_releases`;

/** The open release of the app's version, in the caller's subtree (205010 / 205028 / 205064); `lock` holds its row. */
async function grayRelease(db: Queryable, user: SessionUser, appId: number, version: string, lock = false): Promise<GrayRow> {
  const app = await scopedApp(db, user, appId);
  const [v] = await db.query<{ id: number }>('select id from app_versions where app_id = $1 and version_key = $2', [app.id, versionKey(version)]);
  if (!v) fail(205028);
  const [release] = await db.query<GrayRow>(`${GRAY_ROW} where version_id = $1 and status = 'published'${lock ? ' for update' : ''}`, [v.id]);
  if (!release) fail(205064);
  return { ...release, id: Number(release.id) };
}

/** The gray devices of a release with where each stands. */
async function grayStates(db: Queryable, releaseId: number) {
  const gray = await db.query<{ device_id: number; serial_num: string }>(
    'select g.device_id, d.serial_num from app_gray_devices g join devices d on d.id = g.device_id where g.release_id = $1 order by d.serial_num',
    [releaseId],
  );
  const states = new Map((await commandStates(db, { releaseId })).map((c) => [c.deviceId, c]));
  return gray.map((g) => {
    const c = states.get(Number(g.device_id));
    return {
      deviceId: Number(g.device_id),
      serialNum: g.serial_num,
      state: c?.state ?? 'notSent',
      version: c?.version ?? null,
      requestId: c?.requestId ?? null,
    };
  });
}

export type GrayVerdict = 'paused' | 'widened' | 'waiting';

/** Where a judgement sends a widened release: the database, the link, and the server's own address for rows naming none. */
type GrayHost = { db: Database; link: DeviceLink | null | undefined; origin?: string; log?: { warn(obj: unknown, msg?: string): void } };

/**
 * Judges one started gray release (its row locked by the caller): failures reaching the error threshold pause
 * it, installs reaching the success threshold widen it: the rest of its devices are queued in the same
 * transaction (release-outbox.ts), pushed after the commit by the caller or, if it dies first, by the outbox sweep.
 */
async function judge(tx: Queryable, release: GrayRow) {
  const states = await grayStates(tx, release.id);
  const total = states.length;
  const count = (s: string) => states.filter((x) => x.state === s).length;
  const installed = count('installed');
  const failed = count('failed');
  const timedOut = count('timedOut');
  if (total > 0 && (failed + timedOut) * 100 >= release.gray_error_threshold! * total) {
    await tx.query(`update app_releases set gray_status = 'paused', gray_pause = $2, gray_changed_at = now(), updated_at = now() where id = $1`, [
      release.id,
      JSON.stringify({ gray: total, installed, failed, timedOut, errorThreshold: release.gray_error_threshold }),
    ]);
    return { verdict: 'paused' as GrayVerdict };
  }
  if (total > 0 && installed * 100 >= release.gray_success_threshold! * total) {
    await tx.query(`update app_releases set gray_status = 'widened', gray_changed_at = now(), updated_at = now() where id = $1`, [release.id]);
    const rest = await scopeDevices(tx, release.id, { withoutCommand: true });
    await queueInstalls(
      tx,
      release.id,
      rest.map((d) => d.id),
      { origin: release.gray_origin, userId: release.gray_by === null ? null : Number(release.gray_by) },
    );
    return { verdict: 'widened' as GrayVerdict };
  }
  return { verdict: 'waiting' as GrayVerdict };
}

/** Judges one gray release now, if it is started and no other process holds it; answers the verdict (null: not judged). */
export async function evaluateGrayRelease(host: GrayHost, releaseId: number): Promise<GrayVerdict | null> {
  const result = await host.db.transaction(async (tx) => {
    const [release] = await tx.query<GrayRow>(`${GRAY_ROW} where id = $1 and gray_status = 'gray' and status = 'published' for update skip locked`, [
      releaseId,
    ]);
    if (!release) return null;
    const row = { ...release, id: Number(release.id) };
    return { row, ...(await judge(tx, row)) };
  });
  if (!result) return null;
  if (result.verdict === 'widened') await sendQueued({ origin: '', ...host }, result.row.id);
  return result.verdict;
}

/** One pass of the sweep: every started gray release, each claimed `FOR UPDATE SKIP LOCKED` so one process judges it. */
export async function sweepGrayReleases(host: GrayHost): Promise<Record<number, GrayVerdict>> {
  const ids = await host.db.query<{ id: number }>(`select id from app_releases where gray_status = 'gray' and status = 'published' order by id limit 200`);
  const out: Record<number, GrayVerdict> = {};
  for (const { id } of ids) {
    const verdict = await evaluateGrayRelease(host, Number(id));
    if (verdict) out[Number(id)] = verdict;
  }
  return out;
}

/** Judges the gray releases every 15 seconds (GRAY_SWEEP_SECONDS; 0 turns it off); answers the stop. */
export function startGraySweep(db: Database, link: DeviceLink | null, origin: string, log: { warn(obj: unknown, msg?: string): void }): () => void {
  if (!link) return () => undefined;
  return startSweep({ seconds: sweepSeconds('GRAY_SWEEP_SECONDS', 15), what: 'gray release sweep', log, pass: () => sweepGrayReleases({ db, link, origin }) });
}

export const grayOperations: Operations = {
  /** Chooses gray devices of a held (or cleared) gray release: named ones it reaches, or a percentage of them. */
  async appGrayDeviceAdd({ body, db, user, locale }) {
    if ((body.serialNums === undefined) === (body.percent === undefined)) {
      fail(100001, [{ field: 'percent', message: VALIDATION_MESSAGES['validation.appGrayChoice'][locale] }]);
    }
    return db.transaction(async (tx) => {
      const release = await grayRelease(tx, user, body.appId, body.version, true);
      if (release.gray_status !== 'held' && release.gray_status !== 'cleared') fail(205080);
      const reached = await scopeDevices(tx, release.id);
      let chosen: number[];
      if (body.serialNums) {
        const named = await scopedDevices(tx, user, body.serialNums);
        if (named.some((d) => !reached.some((r) => r.id === d.id))) fail(205082);
        chosen = named.map((d) => d.id);
      } else {
        // a stable spread: the same release picks the same devices for the same percentage
        const n = Math.ceil((reached.length * (body.percent ?? 0)) / 100); // given: exactly one of the two, checked above
        const picked = await tx.query<{ id: number }>('select id from unnest($1::bigint[]) as id order by md5(id::text || $2::text) limit $3', [
          reached.map((r) => r.id),
          `:${release.id}`,
          n,
        ]);
        chosen = picked.map((p) => Number(p.id));
      }
      const added = await tx.query(
        'insert into app_gray_devices (release_id, device_id) select $1, unnest($2::bigint[]) on conflict do nothing returning device_id',
        [release.id, chosen],
      );
      await tx.query(`update app_releases set gray_status = 'held', gray_pause = null, updated_at = now() where id = $1`, [release.id]);
      const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from app_gray_devices where release_id = $1', [release.id]);
      return { releaseId: release.id, added: added.length, gray: n, devices: reached.length };
    });
  },

  /** The gray devices of a release, their states, and where the gray release stands. */
  async appGrayDevicePage({ body, db, user }) {
    const release = await grayRelease(db, user, body.appId, body.version);
    const [row] = await db.query<{
      gray_status: string | null;
      gray_pause: unknown;
      gray_success_threshold: number | null;
      gray_error_threshold: number | null;
    }>('select gray_status, gray_pause, gray_success_threshold, gray_error_threshold from app_releases where id = $1', [release.id]);
    const states = await grayStates(db, release.id);
    const counts: Record<string, number> = {};
    for (const s of states) counts[s.state] = (counts[s.state] ?? 0) + 1;
    const { limit, offset } = pageSlice(body);
    return {
      releaseId: release.id,
      grayStatus: row.gray_status,
      pause: row.gray_pause ?? null,
      successThreshold: row.gray_success_threshold,
      errorThreshold: row.gray_error_threshold,
      counts,
      total: states.length,
      list: states.slice(offset, offset + limit),
    };
  },

  /** Starts a held gray release: its thresholds set, it is sent to its gray devices alone. */
  async appGraySave({ body, db, user, req }) {
    if (!req.server.link) fail(203210);
    const origin = requestOrigin(req);
    const started = await db.transaction(async (tx) => {
      const release = await grayRelease(tx, user, body.appId, body.version, true);
      if (release.gray_status !== 'held') fail(205080);
      const gray = await tx.query<{ id: number; serial_num: string; product_id: number }>(
        'select d.id, d.serial_num, d.product_id from app_gray_devices g join devices d on d.id = g.device_id where g.release_id = $1 and d.status = 1 order by d.id',
        [release.id],
      );
      if (!gray.length) fail(205081);
      const devices = gray.map((d) => ({ ...d, id: Number(d.id), product_id: Number(d.product_id) }));
      await choosePackages(tx, release.version_id, devices);
      await tx.query(
        `update app_releases set gray_status = 'gray', gray_success_threshold = $2, gray_error_threshold = $3, gray_origin = $4, gray_by = $5,
                gray_pause = null, gray_changed_at = now(), updated_at = now() where id = $1`,
        [release.id, body.successThreshold, body.errorThreshold, origin, user.userId],
      );
      await queueInstalls(
        tx,
        release.id,
        devices.map((d) => d.id),
        { origin, userId: user.userId },
      );
      return { release };
    });
    const sent = await sendQueued({ db, link: req.server.link, origin }, started.release.id);
    return { releaseId: started.release.id, sent };
  },

  /** Empties the gray set and cancels what is still open, under the release's row lock; a widened release is not cleared. */
  async appGrayClear({ query, db, user }) {
    return db.transaction(async (tx) => {
      const release = await grayRelease(tx, user, Number(query.appId), String(query.version), true);
      if (release.gray_status === null || release.gray_status === 'widened' || release.gray_status === 'cleared') fail(205080);
      const gray = await tx.query<{ device_id: number }>('delete from app_gray_devices where release_id = $1 returning device_id', [release.id]);
      const ids = new Set(gray.map((g) => Number(g.device_id)));
      const open = (await commandStates(tx, { releaseId: release.id })).filter((c) => ids.has(c.deviceId) && OPEN_INSTALL_STATES.includes(c.state));
      if (open.length)
        await tx.query('update app_install_commands set canceled_at = now() where id = any($1::bigint[]) and canceled_at is null', [open.map((c) => c.id)]);
      await tx.query(`update app_releases set gray_status = 'cleared', gray_changed_at = now(), updated_at = now() where id = $1`, [release.id]);
      return { releaseId: release.id, cleared: gray.length, canceled: open.length };
    });
  },
};
