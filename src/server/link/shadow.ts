import type { Queryable } from '../db/database.js';

type State = Record<string, string | number | boolean | null>;

/** A device's shadow: what is wanted, what the device has, where they differ, the version, and per-key times. */
export interface Shadow {
  desired: State;
  reported: State;
  delta: State;
  version: number;
  metadata: { desired: Record<string, number>; reported: Record<string, number> };
  updatedAt: Date | null;
}

interface ShadowRow {
  desired: State;
  reported: State;
  desired_meta: Record<string, number>;
  reported_meta: Record<string, number>;
  version: number;
  updated_at: Date;
}

/** The desired keys whose value the device has not reported (yet). */
export function shadowDelta(desired: State, reported: State): State {
  const delta: State = {};
  for (const [k, v] of Object.entries(desired)) if (!Object.is(reported[k], v)) delta[k] = v;
  return delta;
}

function toShadow(row: ShadowRow | undefined): Shadow {
  if (!row) return { desired: {}, reported: {}, delta: {}, version: 0, metadata: { desired: {}, reported: {} }, updatedAt: null };
  return {
    desired: row.desired,
    reported: row.reported,
    delta: shadowDelta(row.desired, row.reported),
    version: row.version,
    metadata: { desired: row.desired_meta, reported: row.reported_meta },
    updatedAt: row.updated_at,
  };
}

export async function readShadow(db: Queryable, deviceId: number): Promise<Shadow> {
  const [row] = await db.query<ShadowRow>(
    `select desired, reported, desired_meta, reported_meta, version, updated_at from device_shadows where device_id = $1`,
    [deviceId],
  );
  return toShadow(row);
}

/** Merges keys into one side of the shadow (null removes a key), stamping each key's time; one version up. */
async function merge(tx: Queryable, deviceId: number, side: 'desired' | 'reported', state: State, at: Date): Promise<Shadow> {
  await tx.query(`insert into device_shadows (device_id) values ($1) on conflict do nothing`, [deviceId]);
  const [row] = await tx.query<ShadowRow>(
    `select desired, reported, desired_meta, reported_meta, version, updated_at from device_shadows where device_id = $1 for update`,
    [deviceId],
  );
  const values = { ...row[side] };
  const meta = { ...row[`${side}_meta`] };
  for (const [k, v] of Object.entries(state)) {
    if (v === null) {
      delete values[k];
      delete meta[k];
    } else {
      values[k] = v;
      meta[k] = at.getTime();
    }
  }
  const [updated] = await tx.query<ShadowRow>(
    `update device_shadows set ${side} = $2, ${side}_meta = $3, version = version + 1, updated_at = $4 where device_id = $1
     returning desired, reported, desired_meta, reported_meta, version, updated_at`,
    [deviceId, JSON.stringify(values), JSON.stringify(meta), at],
  );
  return toShadow(updated);
}

/** A device reported its settings. */
export const applyReported = (tx: Queryable, deviceId: number, state: State, at: Date) => merge(tx, deviceId, 'reported', state, at);
/** Someone asked for settings. */
export const applyDesired = (tx: Queryable, deviceId: number, state: State, at: Date) => merge(tx, deviceId, 'desired', state, at);
