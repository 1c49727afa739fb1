/**
 * The install outbox of releases (src/server/areas/apps/release-outbox.ts, migration 037): the transaction that
 * makes a release's devices due queues them; the push follows the commit. Here the process "dies" between the two
 * — the judgement commits with no link to send through, or a claim is left by a sender that never finished — and
 * the outbox sweep of another process sends what was left: each device exactly once, even with two sweeps at once,
 * and nothing for a release that was cancelled meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { evaluateGrayRelease } from '../../src/server/areas/apps/gray.js';
import { OUTBOX_LEASE_SECONDS, queueInstalls, sendQueued } from '../../src/server/areas/apps/release-outbox.js';

let s: TestServer;
let token: string;
let serials: string[];
let ids: number[];
const serialOf = new Map<number, string>();
let membersApp: number;
const VERSION = '1.0.1';

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  token = await s.login('merchant01');
  const rows = await s.db.query<{ id: number; serial_num: string }>(
    `select d.id, d.serial_num from devices d where d.org_path like (select path from organisations where name = '東京ベンディング') || '%'
        and d.status = 1 order by d.serial_num limit 4`,
  );
  serials = rows.map((r) => r.serial_num);
  ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  for (const r of rows) serialOf.set(Number(r.id), r.serial_num);
  [{ id: membersApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.tokyovend.members'`);
  await s.db.query(`update app_packages set products = '{}' where version_id = (select id from app_versions where app_id = $1 and version = $2)`, [
    membersApp,
    VERSION,
  ]);
});
afterAll(async () => s?.close());

const post = async (path: string, body?: unknown) => {
  const res = await s.call('POST', `/api/appCenter/${path}`, { token, body });
  expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
/** Another process's outbox sweep: the same database and link, the server's own address. */
const sweep = () => sendQueued({ db: s.db, link: s.app.link, origin: 'http://127.0.0.1:9' });
/** Per device of the release: how many install commands, and how many pushes of the app it was sent. */
async function sentTo(release: number) {
  const rows = await s.db.query<{ device_id: number; commands: number; pushes: number }>(
    `select d.id as device_id,
            (select count(*)::int from app_install_commands c where c.release_id = $1 and c.device_id = d.id) as commands,
            (select count(*)::int from push_messages m where m.device_id = d.id and m.request_id in (select request_id from app_install_commands c where c.release_id = $1)) as pushes
       from devices d where d.id = any($2::bigint[]) order by d.id`,
    [release, ids],
  );
  return Object.fromEntries(rows.map((r) => [Number(r.device_id), [r.commands, r.pushes]]));
}
const outbox = async (release: number) =>
  (await s.db.query<{ device_id: number }>('select device_id from app_release_outbox where release_id = $1 order by device_id', [release])).map((r) =>
    Number(r.device_id),
  );

async function newRelease(over: Record<string, unknown>): Promise<number> {
  const [open] = await s.db.query<{ id: number }>(
    `select id from app_releases where status = 'published' and version_id = (select id from app_versions where app_id = $1 and version = $2)`,
    [membersApp, VERSION],
  );
  if (open) await post('customerRelease/cancel', { id: Number(open.id) });
  const res = await post('customerRelease/save', {
    appId: membersApp,
    version: VERSION,
    scope: 'devices',
    serialNums: serials,
    installMode: 'forced',
    startupMode: 'auto',
    ...over,
  });
  return res.id;
}

describe('the release outbox', () => {
  it('a widening committed by a process that died before sending is sent by the sweep, once per device, with two sweeps at once', async () => {
    const release = await newRelease({ gray: true });
    await post('grayDeviceTemp/add', { appId: membersApp, version: VERSION, percent: 50 });
    const started = await post('packagesGray/save', { appId: membersApp, version: VERSION, successThreshold: 50, errorThreshold: 100 });
    expect(started.sent).toHaveLength(2);
    const gray = (
      await s.db.query<{ device_id: number }>('select device_id from app_install_commands where release_id = $1 order by device_id', [release])
    ).map((r) => Number(r.device_id));
    const rest = ids.filter((id) => !gray.includes(id));
    // the gray devices report the version
    await s.db.query(
      `insert into device_app_reports (device_id, ts, received_at) select unnest($1::bigint[]), now() + interval '1 second', now() + interval '1 second'
      on conflict (device_id) do update set ts = excluded.ts, received_at = excluded.received_at`,
      [gray],
    );
    await s.db.query(
      `insert into device_apps (device_id, package_name, version) select unnest($1::bigint[]), 'jp.tokyovend.members', $2
      on conflict (device_id, package_name) do update set version = excluded.version`,
      [gray, VERSION],
    );

    // the judgement commits; its process has no link left to push through (it died)
    expect(await evaluateGrayRelease({ db: s.db, link: null }, release)).toBe('widened');
    const [row] = await s.db.query<{ gray_status: string }>('select gray_status from app_releases where id = $1', [release]);
    expect(row.gray_status).toBe('widened');
    expect(await outbox(release)).toEqual(rest);
    const before = await sentTo(release);
    for (const id of rest) expect(before[id]).toEqual([0, 0]);

    // two processes' sweeps at once: each device of the rest is claimed and sent by one of them
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect([...a, ...b].map((x) => x.serialNum).sort()).toEqual(rest.map((id) => serialOf.get(id)).sort());
    const after = await sentTo(release);
    for (const id of ids) expect(after[id]).toEqual([1, 1]);
    expect(await outbox(release)).toEqual([]);
    // nothing is left to send: a later sweep sends nothing
    expect(await sweep()).toEqual([]);
    expect(await sentTo(release)).toEqual(after);
    // the package links of the rest are signed for the release's own origin (the request that started it)
    const [push] = await s.db.query<{ payload: { url: string } }>(
      `select m.payload from push_messages m join app_install_commands c on c.request_id = m.request_id where c.release_id = $1 and c.device_id = $2`,
      [release, rest[0]],
    );
    expect(push.payload.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/appCenter\/packages\/download\//);
  });

  it('a claim left by a sender that died is taken again once its lease runs out, and a cancelled release sends nothing', async () => {
    // a reminder release (nothing pushed), whose devices are then queued as a forced release's would be
    const release = await newRelease({ installMode: 'reminder' });
    await s.db.query(`update app_releases set install_mode = 'forced' where id = $1`, [release]);
    await s.db.transaction((tx) => queueInstalls(tx, release, ids, { origin: null, userId: null }));
    // another process claimed them and is still within its lease: not taken
    await s.db.query(`update app_release_outbox set claimed_until = now() + interval '60 seconds' where release_id = $1`, [release]);
    expect(await sweep()).toEqual([]);
    expect(Object.values(await sentTo(release))).toEqual(ids.map(() => [0, 0]));
    // its lease ran out (the process died while sending): taken and sent, each device once
    await s.db.query(`update app_release_outbox set claimed_until = now() - interval '1 second' where release_id = $1`, [release]);
    const sent = await sweep();
    expect(sent.map((x) => x.serialNum).sort()).toEqual([...serials].sort());
    expect(Object.values(await sentTo(release))).toEqual(ids.map(() => [1, 1]));
    // a row naming no origin is signed for the sweeping server's own address
    const [push] = await s.db.query<{ payload: { url: string } }>(
      `select m.payload from push_messages m join app_install_commands c on c.request_id = m.request_id where c.release_id = $1 limit 1`,
      [release],
    );
    expect(push.payload.url.startsWith('http://127.0.0.1:9/api/appCenter/packages/download/')).toBe(true);
    // the same devices queued again (a sender that pushed but died before deleting its rows): dropped, not resent
    await s.db.transaction((tx) => queueInstalls(tx, release, ids, { origin: null, userId: null }));
    expect(await sweep()).toEqual([]);
    expect(await outbox(release)).toEqual([]);
    expect(Object.values(await sentTo(release))).toEqual(ids.map(() => [1, 1]));

    // cancelled after its devices were queued: the sweep drops them
    const next = await newRelease({ installMode: 'reminder' });
    await s.db.query(`update app_releases set install_mode = 'forced' where id = $1`, [next]);
    await s.db.transaction((tx) => queueInstalls(tx, next, ids, { origin: null, userId: null }));
    await post('customerRelease/cancel', { id: next });
    expect(await sweep()).toEqual([]);
    expect(await outbox(next)).toEqual([]);
    expect(Object.values(await sentTo(next))).toEqual(ids.map(() => [0, 0]));
  });

  it('a release install whose push never reached the broker is sent again after the lease, once', async () => {
    const release = await newRelease({});
    expect(Object.values(await sentTo(release))).toEqual(ids.map(() => [1, 1]));
    // the broker's stages of the pushes land
    await new Promise((r) => setTimeout(r, 1000));
    // the first device's push stayed recorded only (SEND: the link was down when it was handed over) for longer than the lease
    await s.db.query(
      `update push_messages set status = 'SEND', created_at = now() - make_interval(secs => $3)
        where request_id = (select request_id from app_install_commands where release_id = $1 and device_id = $2)`,
      [release, ids[0], OUTBOX_LEASE_SECONDS + 5],
    );
    const again = await sweep();
    expect(again.map((x) => x.serialNum)).toEqual([serialOf.get(ids[0])]);
    const after = await sentTo(release);
    expect(after[ids[0]]).toEqual([2, 2]);
    for (const id of ids.slice(1)) expect(after[id]).toEqual([1, 1]);
    // its link signed for the address the release was published through, as the first
    const urls = await s.db.query<{ url: string }>(
      `select m.payload->>'url' as url from push_messages m join app_install_commands c on c.request_id = m.request_id where c.release_id = $1 and c.device_id = $2 order by c.id`,
      [release, ids[0]],
    );
    expect(new URL(urls[1].url).origin).toBe(new URL(urls[0].url).origin);
    // the new push is within its lease: nothing more
    expect(await sweep()).toEqual([]);
    expect(await outbox(release)).toEqual([]);
  });

  it('a forced release saved through the API leaves nothing in the outbox once it answers', async () => {
    const release = await newRelease({});
    expect(await outbox(release)).toEqual([]);
    expect(Object.values(await sentTo(release))).toEqual(ids.map(() => [1, 1]));
  });
});
