import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { FUNCTION_CODES } from '../../resources/index.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;
/** Yesterday and the day before, in Tokyo (YYYY-MM-DD), by the database's clock. */
let D: string;
let Dm1: string;
let x: string; // merchant02's devices with sessions
let y: string;
let z: string; // merchant01's

beforeAll(async () => {
  s = await testServer();
  // device.view is the fleet helper's code: until its resource lands beside this one, the code is added here
  // as the seed would add it (a no-op once FUNCTION_CODES declares it)
  if (!FUNCTION_CODES.some((f) => f.code === 'device.view')) {
    await s.db.query(`insert into menus (code, kind, title_key) values ('device.view', 'function', 'device.view') on conflict do nothing`);
    await s.db.query(
      `insert into role_permissions (role_id, code) select id, 'device.view' from roles where name in ('加盟店管理者', '店舗担当者') on conflict do nothing`,
    );
  }
  for (const account of ['admin', 'merchant01', 'merchant02', 'bd01']) tokens[account] = await s.login(account);
  orgs = { tokyoVend: await orgId(s.db, '東京ベンディング'), naniwa: await orgId(s.db, 'なにわ自販機'), umeda: await orgId(s.db, '梅田店') };
  [{ D, Dm1 }] = await s.db.query<{ D: string; Dm1: string }>(
    `select to_char((now() at time zone 'Asia/Tokyo')::date - 1, 'YYYY-MM-DD') as "D", to_char((now() at time zone 'Asia/Tokyo')::date - 2, 'YYYY-MM-DD') as "Dm1"`,
  );
  const first = async (org: number) =>
    (
      await s.db.query<{ serial_num: string }>(
        `select serial_num from devices where org_path like (select path from organisations where id = $1) || '%' and activated_at < now() - interval '3 days' order by serial_num`,
        [org],
      )
    ).map((r) => r.serial_num);
  [x, y] = await first(orgs.naniwa);
  [z] = await first(orgs.tokyoVend);
  const session = (serial: string, from: string, to: string) =>
    s.db.query(
      `insert into device_connections (device_id, connected_at, disconnected_at, reason)
       select id, ($2::timestamp at time zone 'Asia/Tokyo'), ($3::timestamp at time zone 'Asia/Tokyo'), 'client' from devices where serial_num = $1`,
      [serial, from, to],
    );
  // x: 10:00–13:00 and 23:00–01:00 the next day → 4 h yesterday
  await session(x, `${D} 10:00`, `${D} 13:00`);
  await session(x, `${D} 23:00`, `${D} 23:59:59.999`);
  await s.db.query(
    `update device_connections set disconnected_at = disconnected_at + interval '1 hour 1 millisecond'
                     where device_id = (select id from devices where serial_num = $1) and connected_at = ($2::timestamp at time zone 'Asia/Tokyo')`,
    [x, `${D} 23:00`],
  );
  // y: 22:00 the day before → 00:30 yesterday: 2 h the day before, 0.5 h yesterday
  await session(y, `${Dm1} 22:00`, `${D} 00:30`);
  // z (merchant01): all of yesterday
  await session(z, `${D} 00:00`, `${D} 23:59:59`);
  // now: x online, y offline (has connected), the rest of the fleet never connected
  await s.db.query(`update devices set online = false, last_login_at = null`);
  await s.db.query(`update devices set online = true, last_login_at = now() where serial_num = $1`, [x]);
  await s.db.query(`update devices set last_login_at = now() - interval '1 day' where serial_num = $1`, [y]);
});
afterAll(async () => s?.close());

const get = (path: string, as: string, lang?: string) => s.call('GET', `/api${path}`, { token: tokens[as], lang });

/** merchant02's activated devices by the end of `day` (the report's denominator), counted independently. */
async function fleetSize(day: string): Promise<number> {
  const rows = await s.db.query<{ activated_at: Date; org_path: string }>(
    `select activated_at, org_path from devices where org_path like (select path from organisations where id = $1) || '%' and activated_at is not null`,
    [orgs.naniwa],
  );
  const end = Date.parse(`${day}T00:00:00+09:00`) + 86_400_000;
  return rows.filter((r) => r.activated_at.getTime() < end).length;
}

describe('GET /bi/deviceOnline/preDayMultiDeviceStats', () => {
  it("answers yesterday's figures for the caller's fleet only, with devices least online first", async () => {
    const res = await get('/bi/deviceOnline/preDayMultiDeviceStats?pageSize=100', 'merchant02');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const n = await fleetSize(D);
    const secs = 4 * 3600 + 1800;
    expect(res.body.data).toMatchObject({
      day: D,
      deviceCount: n,
      onlineDevices: 2,
      onlineRate: Math.round((2 / n) * 10000) / 10000,
      avgOnlineHours: Math.round((secs / n / 3600) * 100) / 100,
      timeRate: Math.round((secs / (n * 86400)) * 10000) / 10000,
    });
    const list = res.body.data.devices.list as { serialNum: string; onlineSeconds: number; sessions: number; onlineHours: number; onlineRate: number }[];
    expect(res.body.data.devices.total).toBe(n);
    expect(list).toHaveLength(Math.min(100, n));
    expect(list.find((d) => d.serialNum === x)).toMatchObject({ onlineSeconds: 4 * 3600, onlineHours: 4, onlineRate: 0.1667, sessions: 2 });
    expect(list.find((d) => d.serialNum === y)).toMatchObject({ onlineSeconds: 1800, onlineHours: 0.5, sessions: 1 });
    expect(list.some((d) => d.serialNum === z)).toBe(false);
    const secsList = list.map((d) => d.onlineSeconds);
    expect(secsList).toEqual([...secsList].sort((a, b) => a - b));
  });

  it('narrows to an organisation in scope, refuses one outside (200006)', async () => {
    const res = await get(`/bi/deviceOnline/preDayMultiDeviceStats?orgId=${orgs.tokyoVend}`, 'merchant01');
    expect(res.body.data).toMatchObject({ onlineDevices: 1 });
    expect(res.body.data.devices.list[res.body.data.devices.list.length - 1]?.serialNum).not.toBe(x);
    expect((await get(`/bi/deviceOnline/preDayMultiDeviceStats?orgId=${orgs.tokyoVend}`, 'merchant02')).body.code).toBe(200006);
  });

  it('the platform sees the whole fleet', async () => {
    const res = await get('/bi/deviceOnline/preDayMultiDeviceStats', 'admin');
    expect(res.body.data.onlineDevices).toBe(3);
  });
});

describe('GET /bi/deviceOnline/multiDayMultiDeviceStats', () => {
  it('answers one entry per day, oldest first', async () => {
    const res = await get(`/bi/deviceOnline/multiDayMultiDeviceStats?startDate=${Dm1}&endDate=${D}`, 'merchant02');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((d: { day: string }) => d.day)).toEqual([Dm1, D]);
    const [before, day] = res.body.data;
    expect(before).toMatchObject({ deviceCount: await fleetSize(Dm1), onlineDevices: 1 });
    expect(before.avgOnlineHours).toBe(Math.round((2 / before.deviceCount) * 100) / 100);
    expect(day).toMatchObject({ deviceCount: await fleetSize(D), onlineDevices: 2 });
  });

  it('takes up to 31 days; more, an end before the start, or a malformed day is 100001', async () => {
    const ok = await get('/bi/deviceOnline/multiDayMultiDeviceStats?startDate=2026-01-01&endDate=2026-01-31', 'merchant02');
    expect(ok.body.data).toHaveLength(31);
    for (const q of ['startDate=2026-01-01&endDate=2026-02-01', 'startDate=2026-01-02&endDate=2026-01-01']) {
      const res = await get(`/bi/deviceOnline/multiDayMultiDeviceStats?${q}`, 'merchant02', 'en');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 100001,
        fields: [{ field: 'endDate', message: 'The range runs from the start day to the end day, at most 31 days' }],
      });
    }
    for (const q of ['startDate=2026-1-1&endDate=2026-01-02', 'startDate=2026-02-30&endDate=2026-03-01', 'endDate=2026-01-02', 'startDate=x&endDate=y']) {
      expect((await get(`/bi/deviceOnline/multiDayMultiDeviceStats?${q}`, 'merchant02')).body.code).toBe(100001);
    }
  });
});

describe('GET /device/report/OnlineStatus', () => {
  it('counts online, offline and never-connected devices now, by model and organisation, in scope', async () => {
    const res = await get('/device/report/OnlineStatus', 'merchant02');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from devices where org_path like (select path from organisations where id = $1) || '%'`,
      [orgs.naniwa],
    );
    expect(res.body.data).toMatchObject({ total: n, online: 1, offline: 1, neverConnected: n - 2 });
    const sum = (rows: { total: number }[]) => rows.reduce((a, r) => a + r.total, 0);
    expect(sum(res.body.data.byModel)).toBe(n);
    expect(sum(res.body.data.byOrg)).toBe(n);
    expect(res.body.data.byOrg.map((r: { orgName: string }) => r.orgName).sort()).toEqual(['なにわ自販機', '梅田店', '難波店'].sort());
    expect(res.body.data.byModel[0]).toMatchObject({ productId: expect.any(Number), model: expect.any(String), productName: expect.any(String) });
    const umeda = await get(`/device/report/OnlineStatus?orgId=${orgs.umeda}`, 'merchant02');
    expect(umeda.body.data.byOrg.map((r: { orgName: string }) => r.orgName)).toEqual(['梅田店']);
  });

  it("merchant01 sees its own devices only; another merchant's organisation is 200006", async () => {
    const res = await get('/device/report/OnlineStatus', 'merchant01');
    expect(res.body.data.online).toBe(0);
    expect(res.body.data.byOrg.every((r: { orgName: string }) => ['東京ベンディング', '渋谷駅前店', '新宿西口店'].includes(r.orgName))).toBe(true);
    expect((await get(`/device/report/OnlineStatus?orgId=${orgs.naniwa}`, 'merchant01')).body.code).toBe(200006);
  });

  it('the platform also sees the devices bound to nobody (orgId null)', async () => {
    const res = await get('/device/report/OnlineStatus', 'admin');
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from devices');
    expect(res.body.data.total).toBe(n);
    expect(res.body.data.byOrg.some((r: { orgId: number | null }) => r.orgId === null)).toBe(true);
  });

  it('a caller without device.view is refused (101005), no token 101008', async () => {
    expect((await get('/device/report/OnlineStatus', 'bd01')).body.code).toBe(101005);
    expect((await s.call('GET', '/api/device/report/OnlineStatus')).status).toBe(401);
  });
});
