/**
 * BD devices (spec document 1 §2 Account, "BD management (BD devices)"; resources/accounts/bd-devices.ts): the
 * machines each BD serves, from the demo estate's bindings — bd01 (director) holds 東京ベンディング and みなと飲料,
 * bd02 (route-man) holds 渋谷駅前店 under 東京ベンディング — each device served by the nearest binding above it.
 * The generic behaviours (paging, sorting, the organisation scope both ways) are table-conformance.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await testServer();
  for (const row of await s.db.query<{ id: number; account: string }>('select id, account from users')) ids[row.account] = row.id;
  for (const account of ['admin', 'agent01', 'agent02', 'bd01', 'bd02', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

interface Row {
  serialNum: string;
  bdUserId: number;
  bdAccount: string;
  bdRank: number;
  boundOrgName: string;
  orgName: string;
  online: boolean;
  activated: boolean;
  status: number;
}
const page = (as: string, body: Record<string, unknown> = {}, lang?: string) =>
  s.call('POST', '/api/aiot/bduser/device/page/list', { token: tokens[as], body: { pageNum: 1, pageSize: 100, ...body }, lang });
const rows = async (as: string, body: Record<string, unknown> = {}) => {
  const res = await page(as, body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Row[]; total: number };
};
/** Every row of the list, page after page (a director serves more than one page of 100). */
const allRows = async (as: string, body: Record<string, unknown> = {}) => {
  const out: Row[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const { list, total } = await rows(as, { ...body, pageNum });
    out.push(...list);
    if (out.length >= total || !list.length) return out;
  }
};
/** The serial numbers of the devices bound in an organisation's subtree, as the database holds them. */
const serialsUnder = async (name: string) =>
  (
    await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d where d.org_path like (select path from organisations where name = $1) || '%' order by d.serial_num`,
      [name],
    )
  ).map((r) => r.serial_num);

describe('POST /api/aiot/bduser/device/page/list', () => {
  it("answers a route-man's devices: those of the store bound to him, with their state", async () => {
    const shibuya = await serialsUnder('渋谷駅前店');
    expect(shibuya.length).toBeGreaterThan(0);
    const { list, total } = await rows('admin', { bdUserId: ids.bd02 });
    expect(total).toBe(shibuya.length);
    expect(list.map((r) => r.serialNum)).toEqual(shibuya);
    for (const r of list) {
      expect(r).toMatchObject({ bdUserId: ids.bd02, bdAccount: 'bd02', bdRank: 4, boundOrgName: '渋谷駅前店', orgName: '渋谷駅前店' });
      expect(typeof r.online).toBe('boolean');
      expect(typeof r.activated).toBe('boolean');
      expect([0, 1]).toContain(r.status);
    }
  });

  it("answers a director's devices without those of a store a route-man below him holds (the nearest binding wins)", async () => {
    const tokyo = await serialsUnder('東京ベンディング');
    const shibuya = await serialsUnder('渋谷駅前店');
    const minato = await serialsUnder('みなと飲料');
    const expected = [...tokyo.filter((x) => !shibuya.includes(x)), ...minato].sort();
    const list = await allRows('admin', { bdUserId: ids.bd01 });
    expect(list.map((r) => r.serialNum).sort()).toEqual(expected);
    for (const r of list) expect(r.boundOrgName).toBe(minato.includes(r.serialNum) ? 'みなと飲料' : '東京ベンディング');
    // a device appears once, under one BD
    const all = (await allRows('admin')).map((r) => r.serialNum);
    expect(new Set(all).size).toBe(all.length);
  });

  it('follows a binding made or replaced: the devices move with the organisation', async () => {
    const shinjuku = await serialsUnder('新宿西口店');
    const bound = async () => (await rows('admin', { bdUserId: ids.bd02 })).list.map((r) => r.serialNum);
    const before = await bound();
    const orgOfShinjuku = await orgId(s.db, '新宿西口店');
    expect((await s.call('GET', `/api/aiot/bduser/bindBD?orgId=${orgOfShinjuku}&bdUserId=${ids.bd02}`, { token: tokens.agent01 })).body.code).toBe(200);
    expect((await bound()).sort()).toEqual([...before, ...shinjuku].sort());
    // and the director no longer serves them
    const director = (await allRows('admin', { bdUserId: ids.bd01 })).map((r) => r.serialNum);
    for (const serial of shinjuku) expect(director).not.toContain(serial);
  });

  it("keeps to the caller's subtree: a merchant sees its own machines with their BD, and none of another's", async () => {
    const mine = await serialsUnder('東京ベンディング');
    const list = await allRows('merchant01');
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(mine).toContain(r.serialNum);
    // another estate's BD: nothing of it in this merchant's subtree
    const [{ id: bd03 }] = await s.db.query<{ id: number }>("select id from users where account = 'bd03'");
    expect((await rows('merchant01', { bdUserId: bd03 })).total).toBe(0);
    expect((await rows('merchant02', { bdUserId: ids.bd01 })).total).toBe(0);
    // an organisation outside the subtree is refused, not answered empty
    expect((await page('merchant01', { orgId: await orgId(s.db, 'なにわ自販機') })).body.code).toBe(200006);
  });

  it('filters by BD account (starts with), serial number (starts with), online and activated', async () => {
    const byAccount = await rows('agent01', { bdAccount: 'BD0' });
    expect(new Set(byAccount.list.map((r) => r.bdAccount))).toEqual(new Set(['bd01', 'bd02']));
    const one = byAccount.list[0].serialNum;
    expect((await rows('agent01', { serialNum: one })).list.map((r) => r.serialNum)).toContain(one);
    for (const online of [true, false]) for (const r of (await rows('agent01', { online })).list) expect(r.online).toBe(online);
    for (const activated of [true, false]) for (const r of (await rows('agent01', { activated })).list) expect(r.activated).toBe(activated);
  });

  it("is refused to a caller without bdDevice.view (101005), and bad input with 100001 in the caller's language", async () => {
    const denied = await page('store01', {}, 'en');
    expect(denied.body).toEqual({ code: 101005, msg: 'No permission for this resource' });
    const bad = await page('admin', { bdUserId: 'x', pageSize: 1000 }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(100001);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['bdUserId', 'pageSize']);
    expect((await s.call('POST', '/api/aiot/bduser/device/page/list', { body: {} })).body.code).toBe(101001);
  });
});
