import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { LIMITS } from '../../src/domain/limits.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  orgs = {
    platform: await orgId(s.db, '新運営リテールプラットフォーム'),
    tokyoVend: await orgId(s.db, '東京ベンディング'),
    naniwa: await orgId(s.db, 'なにわ自販機'),
    shibuya: await orgId(s.db, '渋谷駅前店'),
    shinjuku: await orgId(s.db, '新宿西口店'),
    minato: await orgId(s.db, 'みなと飲料'),
  };
});
afterAll(async () => s?.close());

const group = (op: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/device/group/${op}`, { token: tokens[as], body, lang });

/** Serial numbers of the demo devices bound under an organisation (itself and below), in order. */
async function serialsUnder(org: number): Promise<string[]> {
  const rows = await s.db.query<{ serial_num: string }>(
    `select d.serial_num from devices d where d.org_path like (select path from organisations where id = $1) || '%' order by d.serial_num`,
    [org],
  );
  return rows.map((r) => r.serial_num);
}

let seq = 0;
const uniqueName = (prefix = 'ルート') => `${prefix}${++seq}`;

/** Creates a route as `as` and answers its id (the call must succeed). */
async function saveRoute(as: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await group('save', as, { name: uniqueName(), ...body });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data.id;
}

const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};

describe('save, detail, update, delete', () => {
  it("creates a route in the caller's organisation and answers {id}; detail reads it back", async () => {
    const res = await group('save', 'merchant01', { name: '渋谷朝便', remark: '朝の巡回' });
    expectCode(res, 200, 200);
    expect(res.body.data).toEqual({ id: expect.any(Number) });
    const detail = await group('detail', 'merchant01', { id: res.body.data.id });
    expect(detail.body.data).toMatchObject({
      id: res.body.data.id,
      name: '渋谷朝便',
      remark: '朝の巡回',
      status: 1,
      orgId: orgs.tokyoVend,
      orgName: '東京ベンディング',
      deviceCount: 0,
      onlineCount: 0,
    });
    expect(Date.parse(detail.body.data.createdAt)).not.toBeNaN();
  });

  it('takes an organisation below the caller, refuses one outside (200006) and an unknown one (200001)', async () => {
    const id = await saveRoute('merchant01', { orgId: orgs.shibuya });
    expect((await group('detail', 'merchant01', { id })).body.data.orgId).toBe(orgs.shibuya);
    expectCode(await group('save', 'merchant01', { name: uniqueName(), orgId: orgs.naniwa }), 200006, 403);
    expectCode(await group('save', 'merchant01', { name: uniqueName(), orgId: 999999 }), 200001);
  });

  it('keeps names unique per organisation regardless of case (203004), and free across organisations', async () => {
    await saveRoute('merchant01', { name: 'Morning Round' });
    expectCode(await group('save', 'merchant01', { name: 'morning round' }), 203004, 409);
    await saveRoute('merchant02', { name: 'Morning Round' });
    await saveRoute('merchant01', { name: 'Morning Round', orgId: orgs.shinjuku });
    const other = await saveRoute('merchant01', { name: 'Evening Round' });
    expectCode(await group('update', 'merchant01', { id: other, name: 'MORNING ROUND', status: 1 }), 203004, 409);
  });

  it("answers the refusal in the caller's language", async () => {
    await saveRoute('merchant01', { name: '言語テスト' });
    const en = await group('save', 'merchant01', { name: '言語テスト' }, 'en');
    expect(en.body.msg).toBe('The route name already exists');
    const zh = await group('save', 'merchant01', { name: '言語テスト' }, 'zh-CN');
    expect(zh.body.msg).toBe('线路名称已存在');
  });

  it('updates name, remark and status; the organisation stays', async () => {
    const id = await saveRoute('merchant01');
    expectCode(await group('update', 'merchant01', { id, name: '更新後', remark: '説明', status: 0, orgId: orgs.shibuya }), 200);
    expect((await group('detail', 'merchant01', { id })).body.data).toMatchObject({ name: '更新後', remark: '説明', status: 0, orgId: orgs.tokyoVend });
  });

  it('refuses bad input with 100001 naming the field, writing nothing', async () => {
    for (const body of [
      { name: '' },
      { name: ' lead' },
      { name: 'x'.repeat(LIMITS.routeNameMax + 1) },
      { name: 'ok', remark: 'r'.repeat(LIMITS.routeRemarkMax + 1) },
      { name: 'ok', status: 3 },
      {},
    ]) {
      const res = await group('save', 'merchant01', body);
      expectCode(res, 100001, 400);
      expect(res.body.fields.length).toBeGreaterThan(0);
    }
    const res = await group('save', 'merchant01', { name: 'x'.repeat(LIMITS.routeNameMax + 1) });
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['name']);
  });

  it('deletes a route; its devices become unrouted and can go on another route', async () => {
    const [a, b] = (await serialsUnder(orgs.shinjuku)).slice(0, 2);
    const id = await saveRoute('merchant01');
    expectCode(await group('bind', 'merchant01', { groupId: id, serialNums: [a, b] }), 200);
    expectCode(await group('delete', 'merchant01', { id }), 200);
    expectCode(await group('detail', 'merchant01', { id }), 203012, 404);
    const other = await saveRoute('merchant01');
    expectCode(await group('bind', 'merchant01', { groupId: other, serialNums: [a, b] }), 200);
  });
});

describe('lists', () => {
  it('pageList: filters by name, status and organisation subtree, with device counts, in scope only', async () => {
    const name = uniqueName('一覧');
    const id = await saveRoute('merchant01', { name, orgId: orgs.shibuya });
    const [a] = await serialsUnder(orgs.shibuya);
    expectCode(await group('bind', 'merchant01', { groupId: id, serialNums: [a] }), 200);
    const res = await group('pageList', 'merchant01', { pageNum: 1, pageSize: 10, name, orgId: orgs.tokyoVend });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ id, name, orgId: orgs.shibuya, orgName: '渋谷駅前店', deviceCount: 1 });
    expect((await group('pageList', 'merchant01', { name, status: 0 })).body.data.total).toBe(0);
    expect((await group('pageList', 'merchant01', { name, orgId: orgs.shinjuku })).body.data.total).toBe(0);
    // merchant02 does not see it, nor may it filter by merchant01's organisation
    expect((await group('pageList', 'merchant02', { name })).body.data.total).toBe(0);
    expectCode(await group('pageList', 'merchant02', { orgId: orgs.tokyoVend }), 200006);
    const all = await group('pageList', 'merchant01', { pageNum: 1, pageSize: 100, sort: { field: 'deviceCount', order: 'desc' } });
    expect(all.body.data.list.every((r: { orgName: string }) => ['東京ベンディング', '渋谷駅前店', '新宿西口店'].includes(r.orgName))).toBe(true);
    const counts = all.body.data.list.map((r: { deviceCount: number }) => r.deviceCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it("groupList (GET): the caller's routes as options, by name; merchant02 gets none of merchant01's", async () => {
    const id = await saveRoute('merchant01', { name: uniqueName('選択肢') });
    const mine = await s.call('GET', '/api/device/group/groupList', { token: tokens.merchant01 });
    expectCode(mine, 200);
    const option = mine.body.data.find((r: { id: number }) => r.id === id);
    expect(option).toMatchObject({ id, orgId: orgs.tokyoVend, orgName: '東京ベンディング', status: 1, deviceCount: 0 });
    const names = mine.body.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    const theirs = await s.call('GET', '/api/device/group/groupList', { token: tokens.merchant02 });
    expect(theirs.body.data.some((r: { id: number }) => r.id === id)).toBe(false);
    const byOrg = await s.call('GET', `/api/device/group/groupList?orgId=${orgs.shibuya}&status=1`, { token: tokens.merchant01 });
    expect(byOrg.body.data.every((r: { orgId: number }) => r.orgId === orgs.shibuya)).toBe(true);
    expectCode(await s.call('GET', `/api/device/group/groupList?orgId=${orgs.tokyoVend}`, { token: tokens.merchant02 }), 200006);
  });

  it("groupDevicePageList and unGroupDevicePageList: the route's devices, and the unrouted ones of its organisation", async () => {
    const id = await saveRoute('merchant01', { orgId: orgs.shinjuku });
    const serials = await serialsUnder(orgs.shinjuku);
    const [a, b] = serials.slice(10, 12);
    expectCode(await group('bind', 'merchant01', { groupId: id, serialNums: [a, b] }), 200);
    const on = await group('groupDevicePageList', 'merchant01', { groupId: id, pageNum: 1, pageSize: 10 });
    expect(on.body.data.total).toBe(2);
    expect(on.body.data.list.map((d: { serialNum: string }) => d.serialNum).sort()).toEqual([a, b]);
    expect(on.body.data.list[0]).toMatchObject({ orgId: orgs.shinjuku, orgName: '新宿西口店', model: expect.any(String), online: expect.any(Boolean) });
    expect(Date.parse(on.body.data.list[0].boundAt)).not.toBeNaN();
    const filtered = await group('groupDevicePageList', 'merchant01', { groupId: id, serialNum: a });
    expect(filtered.body.data.list.map((d: { serialNum: string }) => d.serialNum)).toEqual([a]);

    const off = await group('unGroupDevicePageList', 'merchant01', { groupId: id, pageNum: 1, pageSize: 100 });
    const offSerials: string[] = off.body.data.list.map((d: { serialNum: string }) => d.serialNum);
    expect(offSerials).not.toContain(a);
    expect(offSerials.every((x) => serials.includes(x))).toBe(true); // only the route organisation's devices
    expect(offSerials).toEqual([...offSerials].sort());
    const routed = await s.db.query<{ n: number }>(
      `select count(*)::int as n from route_devices rd join devices d on d.id = rd.device_id
        where d.org_path like (select path from organisations where id = $1) || '%'`,
      [orgs.shinjuku],
    );
    expect(off.body.data.total).toBe(serials.length - routed[0].n);
    // the second page carries on
    const page2 = await group('unGroupDevicePageList', 'merchant01', { groupId: id, pageNum: 2, pageSize: 5 });
    expect(page2.body.data.list.map((d: { serialNum: string }) => d.serialNum)).toEqual(offSerials.slice(5, 10));
  });
});

describe('bind and unbind', () => {
  it('binds devices, all or none: a device outside the route organisation (203001) or already routed (203005) refuses the lot', async () => {
    const id = await saveRoute('merchant01', { orgId: orgs.shibuya });
    const shibuya = await serialsUnder(orgs.shibuya);
    const shinjuku = await serialsUnder(orgs.shinjuku);
    const naniwa = await serialsUnder(orgs.naniwa);
    const [a, b, c] = shibuya.slice(20, 23);
    const bound = await group('bind', 'merchant01', { groupId: id, serialNums: [a, b] });
    expect(bound.body).toMatchObject({ code: 200, data: { groupId: id, count: 2 } });

    // a device of another store of the same merchant: in the caller's scope, not in the route's organisation
    const other = await group('bind', 'merchant01', { groupId: id, serialNums: [c, shinjuku[30]] });
    expectCode(other, 203001, 404);
    expect(other.body.fields).toEqual([{ field: 'serialNums', message: shinjuku[30] }]);
    // another merchant's device, an unknown one
    expectCode(await group('bind', 'merchant01', { groupId: id, serialNums: [c, naniwa[0]] }), 203001);
    expectCode(await group('bind', 'merchant01', { groupId: id, serialNums: [c, 'NO-SUCH-DEVICE'] }), 203001);
    // already on this route
    const again = await group('bind', 'merchant01', { groupId: id, serialNums: [c, a] });
    expectCode(again, 203005, 409);
    expect(again.body.fields).toEqual([{ field: 'serialNums', message: a }]);
    // already on another route
    const second = await saveRoute('merchant01', { orgId: orgs.shibuya });
    expectCode(await group('bind', 'merchant01', { groupId: second, serialNums: [c, b] }), 203005);
    // nothing of the refused calls was written
    expect((await group('detail', 'merchant01', { id })).body.data.deviceCount).toBe(2);
    expect((await group('detail', 'merchant01', { id: second })).body.data.deviceCount).toBe(0);
  });

  it('unbinds devices on the route; one not on it (203230) or unknown (203001) refuses the lot', async () => {
    const id = await saveRoute('merchant01', { orgId: orgs.shibuya });
    const [a, b, c] = (await serialsUnder(orgs.shibuya)).slice(30, 33);
    expectCode(await group('bind', 'merchant01', { groupId: id, serialNums: [a, b] }), 200);
    const notOn = await group('unbind', 'merchant01', { groupId: id, serialNums: [a, c] });
    expectCode(notOn, 203230, 409);
    expect(notOn.body.fields).toEqual([{ field: 'serialNums', message: c }]);
    expectCode(await group('unbind', 'merchant01', { groupId: id, serialNums: [a, 'NO-SUCH-DEVICE'] }), 203001);
    expect((await group('detail', 'merchant01', { id })).body.data.deviceCount).toBe(2);
    const res = await group('unbind', 'merchant01', { groupId: id, serialNums: [a] });
    expect(res.body).toMatchObject({ code: 200, data: { groupId: id, count: 1 } });
    const left = await group('groupDevicePageList', 'merchant01', { groupId: id });
    expect(left.body.data.list.map((d: { serialNum: string }) => d.serialNum)).toEqual([b]);
  });

  it('refuses bad bodies with 100001: no devices, duplicates, more than 256, a malformed serial', async () => {
    const id = await saveRoute('merchant01');
    const many = Array.from({ length: LIMITS.devicesPerRoute + 1 }, (_, i) => `X-${i}`);
    for (const serialNums of [[], ['DEMO-000001', 'DEMO-000001'], many, ['bad serial'], 'DEMO-000001']) {
      const res = await group('bind', 'merchant01', { groupId: id, serialNums });
      expectCode(res, 100001, 400);
      expect(res.body.fields.map((f: { field: string }) => f.field.split('/')[0].split('.')[0])).toContain('serialNums');
    }
    expectCode(await group('bind', 'merchant01', { serialNums: ['DEMO-000001'] }), 100001);
    expectCode(await group('groupDevicePageList', 'merchant01', { groupId: id, pageSize: 1000 }), 100001);
  });
});

describe('scope and permissions', () => {
  let theirs: number;
  let theirDevice: string;
  beforeAll(async () => {
    theirs = await saveRoute('merchant01', { orgId: orgs.tokyoVend });
    theirDevice = (await serialsUnder(orgs.tokyoVend))[5];
    expectCode(await group('bind', 'merchant01', { groupId: theirs, serialNums: [theirDevice] }), 200);
  });

  it("merchant02 can neither see nor change merchant01's route (203012 like a missing one)", async () => {
    for (const [op, body] of [
      ['detail', { id: theirs }],
      ['update', { id: theirs, name: '乗っ取り', status: 1 }],
      ['delete', { id: theirs }],
      ['groupDevicePageList', { groupId: theirs }],
      ['unGroupDevicePageList', { groupId: theirs }],
      ['bind', { groupId: theirs, serialNums: [(await serialsUnder(orgs.naniwa))[0]] }],
      ['unbind', { groupId: theirs, serialNums: [theirDevice] }],
    ] as const) {
      expectCode(await group(op, 'merchant02', body), 203012, 404);
    }
    expectCode(await group('detail', 'merchant01', { id: 99999999 }), 203012);
    expect((await group('detail', 'merchant01', { id: theirs })).body.data).toMatchObject({ name: expect.any(String), deviceCount: 1 });
  });

  it("merchant02 cannot put merchant01's devices on its own route (203001)", async () => {
    const mine = await saveRoute('merchant02');
    expectCode(await group('bind', 'merchant02', { groupId: mine, serialNums: [(await serialsUnder(orgs.shibuya))[40]] }), 203001);
    const off = await group('unGroupDevicePageList', 'merchant02', { groupId: mine, pageSize: 100 });
    const naniwa = await serialsUnder(orgs.naniwa);
    expect(off.body.data.list.every((d: { serialNum: string }) => naniwa.includes(d.serialNum))).toBe(true);
  });

  it("a store sees not its merchant's routes; a role without the route codes is refused (101005)", async () => {
    expectCode(await group('pageList', 'store01', {}), 101005, 403);
    expectCode(await group('save', 'store01', { name: uniqueName() }), 101005, 403);
    expectCode(await group('bind', 'store01', { groupId: theirs, serialNums: [theirDevice] }), 101005, 403);
    expectCode(await s.call('GET', '/api/device/group/groupList', { token: tokens.store01 }), 101005, 403);
  });

  it("the platform and the agent above see the merchant's route", async () => {
    expectCode(await group('detail', 'admin', { id: theirs }), 200);
    expectCode(await group('detail', 'agent01', { id: theirs }), 200);
  });

  it('without a token: 101008', async () => {
    const res = await s.call('POST', '/api/device/group/pageList', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('the caps hold under concurrency', () => {
  it(`at most ${LIMITS.devicesPerRoute} devices per route: a route with 250, four concurrent binds of 3 → 256 exactly`, async () => {
    const id = await saveRoute('admin', { orgId: orgs.platform });
    const free = await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d where d.org_path is not null and not exists (select 1 from route_devices rd where rd.device_id = d.id)
        order by d.serial_num desc limit 263`,
    );
    const serials = free.map((r) => r.serial_num);
    expect(serials.length).toBe(263);
    try {
      expectCode(await group('bind', 'admin', { groupId: id, serialNums: serials.slice(0, 250) }), 200);
      const batches = [0, 1, 2, 3].map((i) => serials.slice(250 + i * 3, 253 + i * 3));
      const results = await Promise.all(batches.map((serialNums) => group('bind', 'admin', { groupId: id, serialNums })));
      const codes = results.map((r) => r.body.code).sort();
      expect(codes).toEqual([200, 200, 203014, 203014]);
      expect((await group('detail', 'admin', { id })).body.data.deviceCount).toBe(LIMITS.devicesPerRoute);
      const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from route_devices where route_id = $1', [id]);
      expect(n).toBe(LIMITS.devicesPerRoute);
      // a full route takes not one more; one off, one on
      expectCode(await group('bind', 'admin', { groupId: id, serialNums: [serials[262]] }), 203014, 409);
      expectCode(await group('unbind', 'admin', { groupId: id, serialNums: [serials[0]] }), 200);
      expectCode(await group('bind', 'admin', { groupId: id, serialNums: [serials[262]] }), 200);
    } finally {
      // its devices go back, for the other tests
      expectCode(await group('delete', 'admin', { id }), 200);
    }
  });

  it('two concurrent binds of the same devices to two routes: one wins, the other is 203005, none half-written', async () => {
    const r1 = await saveRoute('merchant01', { orgId: orgs.shinjuku });
    const r2 = await saveRoute('merchant01', { orgId: orgs.shinjuku });
    const off = await group('unGroupDevicePageList', 'merchant01', { groupId: r1, pageSize: 6 });
    const serials: string[] = off.body.data.list.map((d: { serialNum: string }) => d.serialNum);
    expect(serials).toHaveLength(6);
    // the same devices, named in opposite orders
    const results = await Promise.all([
      group('bind', 'merchant01', { groupId: r1, serialNums: serials }),
      group('bind', 'merchant01', { groupId: r2, serialNums: [...serials].reverse() }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 203005]);
    const counts = [
      (await group('detail', 'merchant01', { id: r1 })).body.data.deviceCount,
      (await group('detail', 'merchant01', { id: r2 })).body.data.deviceCount,
    ];
    expect(counts.sort()).toEqual([0, 6]);
  });

  it(`at most ${LIMITS.routesPerOrg} routes per organisation: with 254, four concurrent saves → 256 exactly`, async () => {
    await s.db.query(`insert into routes (org_id, name) select $1, 'cap-' || g from generate_series(1, $2::int) as g`, [orgs.minato, LIMITS.routesPerOrg - 2]);
    const results = await Promise.all([1, 2, 3, 4].map((i) => group('save', 'agent01', { name: `concurrent-${i}`, orgId: orgs.minato })));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 200, 203013, 203013]);
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from routes where org_id = $1', [orgs.minato]);
    expect(n).toBe(LIMITS.routesPerOrg);
    expectCode(await group('save', 'agent01', { name: 'one-more', orgId: orgs.minato }), 203013, 409);
  });

  it('two concurrent saves of one name: one route, the other 203004', async () => {
    const results = await Promise.all([group('save', 'merchant01', { name: 'Same Name' }), group('save', 'merchant01', { name: 'same name' })]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 203004]);
  });
});
