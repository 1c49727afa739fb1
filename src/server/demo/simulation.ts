import type { Database, Queryable } from '../db/database.js';
import type { DeviceLink } from '../link/link.js';
import { DEMO_GRAY_RELEASE, DEMO_SERIAL_PREFIX } from '../../domain/demo-devices.js';
import { versionKey } from '../../domain/apps.js';
import { queueInstalls } from '../areas/apps/release-outbox.js';
import { DEMO_FAULTS, DEMO_MISBEHAVIOUR, Fleet } from '../../simulator/fleet.js';
import type { DeviceKind } from '../../simulator/messages.js';

type Log = { info(msg: string): void; warn(obj: unknown, msg?: string): void };

/**
 * The demo models' alarm rules, written once with the demo estate when the simulator runs the demo fleet:
 * thresholds the simulated fleet crosses (a few machines run warm, a few have weak signal, a few report
 * faults), so a new user sees alarms raised within a minute. Rules the user then edits or deletes stay so.
 */
const DEMO_ALARM_RULES: { product: string; source: string; threshold: number; window?: number; level: 'info' | 'warning' | 'critical' }[] = [
  { product: 'pk-vm-cold', source: 'temperatureHigh', threshold: 10, level: 'warning' },
  { product: 'pk-vm-cold', source: 'signalWeak', threshold: 20, level: 'info' },
  { product: 'pk-vm-cold', source: 'faultRepeat', threshold: 3, window: 30, level: 'critical' },
  { product: 'pk-vm-cold', source: 'offline', threshold: 10, level: 'warning' },
  { product: 'pk-vm-combo', source: 'temperatureHigh', threshold: 10, level: 'warning' },
  { product: 'pk-vm-combo', source: 'signalWeak', threshold: 20, level: 'info' },
  { product: 'pk-vm-combo', source: 'offline', threshold: 10, level: 'warning' },
  { product: 'pk-pos-mini', source: 'temperatureHigh', threshold: 60, level: 'warning' },
  { product: 'pk-pos-mini', source: 'signalWeak', threshold: 20, level: 'info' },
  { product: 'pk-pos-mini', source: 'offline', threshold: 30, level: 'info' },
  { product: 'pk-pos-desk', source: 'temperatureHigh', threshold: 60, level: 'warning' },
  { product: 'pk-pos-desk', source: 'faultRepeat', threshold: 3, window: 30, level: 'critical' },
];

/** The sandbox channel's payment alarm rules (issue 29 item 3), written with them: what the demo's payments may raise. */
const DEMO_PAY_ALARM_RULES: { source: string; threshold: number; window?: number; level: 'info' | 'warning' | 'critical' }[] = [
  { source: 'payFailRepeat', threshold: 3, window: 30, level: 'warning' },
  { source: 'channelTimeout', threshold: 5, window: 10, level: 'critical' },
  { source: 'refundFail', threshold: 1, window: 60, level: 'warning' },
  { source: 'payPushMissing', threshold: 10, level: 'warning' },
];

export async function seedDemoAlarmRules(db: Queryable): Promise<void> {
  for (const r of DEMO_ALARM_RULES) {
    await db.query(
      `insert into alarm_rules (product_id, source_type, threshold, window_minutes, level)
       select id, $2, $3, $4, $5 from products where product_key = $1 on conflict do nothing`,
      [r.product, r.source, r.threshold, r.window ?? null, r.level],
    );
  }
  for (const r of DEMO_PAY_ALARM_RULES) {
    await db.query(
      `insert into alarm_rules (channel, source_type, threshold, window_minutes, level) values ('sandbox', $1, $2, $3, $4) on conflict do nothing`,
      [r.source, r.threshold, r.window ?? null, r.level],
    );
  }
}

/**
 * Once the demo fleet is online: the gray devices of the demo's started gray release (DEMO_GRAY_RELEASE) that were
 * never sent it are queued in the release outbox, which sends them within seconds (release-outbox.ts). Idempotent:
 * a device queued or sent already is not queued twice, a release paused or changed by the user is left alone.
 */
export async function queueDemoGrayRelease(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [release] = await tx.query<{ id: number }>(
      `select r.id from app_releases r join apps a on a.id = r.app_id join app_versions v on v.id = r.version_id
        where a.package_name = $1 and v.version_key = $2 and r.status = 'published' and r.gray_status = 'gray' and r.created_by is null
        for update`,
      [DEMO_GRAY_RELEASE.packageName, versionKey(DEMO_GRAY_RELEASE.version)],
    );
    if (!release) return 0;
    const due = await tx.query<{ device_id: number }>(
      `select g.device_id from app_gray_devices g
        where g.release_id = $1 and not exists (select 1 from app_install_commands c where c.release_id = g.release_id and c.device_id = g.device_id)`,
      [release.id],
    );
    await queueInstalls(
      tx,
      Number(release.id),
      due.map((d) => Number(d.device_id)),
      { origin: null, userId: null },
    );
    return due.length;
  });
}

export interface Simulation {
  fleet: Fleet;
  /** Devices stop sending and reconnecting (called before the broker closes). */
  halt(): void;
  /** Drops every device's connection (after the broker closed). */
  stop(): Promise<void>;
}

/**
 * `npm start` with demo data: the simulator runs the demo fleet inside the server, as MQTT clients of the
 * server's own broker (or of MQTT_URL), so devices are online with live telemetry within a minute.
 * `count`: 'demo' runs every activated and bound demo device; a number runs that many of them.
 * Only demo devices: their secrets derive from the serial (src/domain/demo-devices.ts).
 */
export async function startDemoSimulation(
  db: Database,
  link: DeviceLink,
  count: number | 'demo',
  opts: { seeded: boolean; log: Log },
): Promise<Simulation | null> {
  if (count === 0) return null;
  const rows = await db.query<{ serial_num: string; type: DeviceKind }>(
    `select d.serial_num, p.type from devices d join products p on p.id = d.product_id
      where d.serial_num like $1 and d.status = 1 and d.activated_at is not null and d.org_id is not null
      order by d.serial_num ${count === 'demo' ? '' : 'limit $2'}`,
    count === 'demo' ? [`${DEMO_SERIAL_PREFIX}%`] : [`${DEMO_SERIAL_PREFIX}%`, count],
  );
  if (!rows.length) return null;
  if (opts.seeded) await seedDemoAlarmRules(db);
  const fleet = new Fleet({
    url: link.deviceUrl,
    // the demo gray release's gray devices: two fail their installs (a corrupted download), one is sound
    devices: rows.map((r) => ({
      serialNum: r.serial_num,
      kind: r.type,
      ...(DEMO_GRAY_RELEASE.failing.includes(r.serial_num)
        ? { misbehave: ['badMd5' as const] }
        : DEMO_GRAY_RELEASE.sound.includes(r.serial_num)
          ? { misbehave: [] }
          : {}),
    })),
    misbehave: DEMO_MISBEHAVIOUR,
    faults: DEMO_FAULTS,
    connectConcurrency: 50,
  });
  // connecting goes on while the server starts listening
  const started = Date.now();
  void fleet
    .start()
    .then(() => {
      opts.log.info(
        `simulator: ${fleet.connected} demo devices online in ${((Date.now() - started) / 1000).toFixed(1)} s` +
          ` (${fleet.misbehaving.size} misbehaving; SIMULATE_DEVICES=0 turns the simulator off)` +
          (fleet.failed.length ? `; ${fleet.failed.length} refused, first ${fleet.failed[0].serialNum}: ${fleet.failed[0].error}` : ''),
      );
      return queueDemoGrayRelease(db);
    })
    .catch((err) => opts.log.warn({ err }, 'the demo gray release was not queued'));
  return {
    fleet,
    halt: () => fleet.halt(),
    async stop() {
      await fleet.stop(true);
    },
  };
}
