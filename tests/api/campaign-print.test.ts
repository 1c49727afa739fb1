/**
 * Collective print (openapi/marketing/campaign-print.yaml, issue 29 item 2): a merchant's campaign answers its
 * stores with the card collection link each QR code carries (a link a wallet user really opens the card from);
 * the stores narrow to the prize coupon's; every refusal is seen from the side of the caller refused — another
 * merchant, a store's staff, the platform, a merchant without the code — translated, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, roleId, type TestServer } from '../support/server.js';
import { addDays, tokyoDay } from '../../src/domain/coupons.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: number;
let naniwa: number;
let stampId: number;
let holidayOver: number;
let naniwaStamp: number;
let giftId: number;
const today = tokyoDay(new Date());

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'agent01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  tokyo = await orgId(s.db, '東京ベンディング');
  naniwa = await orgId(s.db, 'なにわ自販機');
  const campaign = async (org: number, type: string) =>
    Number((await s.db.query<{ id: number }>('select id from campaigns where org_id = $1 and type = $2 order by id limit 1', [org, type]))[0].id);
  stampId = await campaign(tokyo, 'stamp'); // in progress
  holidayOver = await campaign(tokyo, 'holiday'); // terminated
  naniwaStamp = await campaign(naniwa, 'stamp');
  const gift = await s.call('POST', '/api/ms/activity/create', {
    token: tokens.merchant01,
    body: {
      type: 'newMember',
      name: '印刷テスト',
      notes: ['カードを作ると 10 ポイント'],
      startDate: today,
      endDate: addDays(today, 5),
      prizeType: 'points',
      prizePoints: 10,
    },
  });
  giftId = gift.body.data.id;
});
afterAll(async () => s?.close());

const print = (as: string, body: unknown, lang?: string) => s.call('POST', '/api/ms/activity/print', { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const ask = (id: number, over: Record<string, unknown> = {}) => ({ id, kinds: ['claimCard', 'poster', 'stampCard'], layout: 'a4x10', ...over });
const storeId = async (name: string) => orgId(s.db, name);
const rowCounts = async () =>
  (await s.db.query<{ n: string }>('select (select count(*) from campaigns) + (select count(*) from members) + (select count(*) from card_templates) as n'))[0]
    .n;

describe('what goes on paper', () => {
  it("answers the campaign, the merchant and every store that runs it, each with the merchant's real card link", async () => {
    const res = await print('merchant01', ask(stampId, { copies: 3 }));
    expectCode(res, 200, 200);
    const sheet = res.body.data;
    expect(sheet.campaign).toMatchObject({
      id: stampId,
      name: '冬のログインスタンプ',
      type: 'stamp',
      state: 'inProgress',
      redeemCount: 3,
      stampStyle: 'coffee',
    });
    expect(sheet.campaign.notes.length).toBeGreaterThan(0);
    expect(sheet).toMatchObject({ merchantName: '東京ベンディング', platform: 'alipay', sandbox: true, layout: 'a4x10', copies: 3 });
    expect(sheet.stores.map((x: { name: string }) => x.name).sort()).toEqual(['新宿西口店', '渋谷駅前店'].sort());
    const link: string = (await s.call('POST', '/api/ms/card/link', { token: tokens.merchant01, body: { platform: 'alipay' } })).body.data.url;
    for (const store of sheet.stores) {
      const url = new URL(store.claimUrl);
      // the same address (a URL drops a default port the link may name)
      expect(`${url.origin}${url.pathname}`).toBe(`${new URL(link).origin}${new URL(link).pathname}`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ activity: String(stampId), store: String(store.id) });
    }
  });

  it('the link on the paper opens a card with the merchant', async () => {
    const sheet = (await print('merchant01', ask(stampId, { kinds: ['claimCard'] }))).body.data;
    const token = new URL(sheet.stores[0].claimUrl).pathname.split('/').pop();
    const opened = await s.call('POST', '/api/ms/card/sandbox/open', { body: { token, walletUserId: `print-${process.pid}`, mobile: '090-1234-5678' } });
    expectCode(opened, 200, 200);
    const [member] = await s.db.query<{ org_id: number }>('select org_id from members where id = $1', [opened.body.data.memberId]);
    expect(Number(member.org_id)).toBe(tokyo);
  });

  it('picks stores in the order given, and a default of one copy', async () => {
    const [shibuya, shinjuku] = [await storeId('渋谷駅前店'), await storeId('新宿西口店')];
    const res = await print('merchant01', ask(stampId, { storeIds: [shinjuku, shibuya], platform: 'alipay' }));
    expectCode(res, 200);
    expect(res.body.data.stores.map((x: { id: number }) => x.id)).toEqual([shinjuku, shibuya]);
    expect(res.body.data.copies).toBe(1);
  });

  it('a coupon prize usable at some stores only narrows the stores to those; a disabled store is left out', async () => {
    const [template] = await s.db.query<{ id: number }>(`select id from coupon_templates where org_id = $1 and platform = 'alipay' order by id limit 1`, [
      tokyo,
    ]);
    const created = await s.call('POST', '/api/ms/activity/create', {
      token: tokens.merchant01,
      body: {
        type: 'newMember',
        name: '店舗限定',
        notes: ['渋谷のみ'],
        startDate: today,
        endDate: addDays(today, 5),
        prizeType: 'coupon',
        prizeTemplateId: Number(template.id),
      },
    });
    expectCode(created, 200);
    const shibuya = await storeId('渋谷駅前店');
    await s.db.query('update coupon_templates set store_ids = $2 where id = $1', [template.id, [shibuya]]);
    const only = await print('merchant01', ask(created.body.data.id, { kinds: ['poster'] }));
    expect(only.body.data.stores.map((x: { name: string }) => x.name)).toEqual(['渋谷駅前店']);
    expectCode(await print('merchant01', ask(created.body.data.id, { kinds: ['poster'], storeIds: [await storeId('新宿西口店')] })), 206305, 400);

    await s.db.query(`update coupon_templates set store_ids = '{}' where id = $1`, [template.id]);
    await s.db.query('update organisations set status = 0 where id = $1', [shibuya]);
    try {
      const left = await print('merchant01', ask(stampId));
      expect(left.body.data.stores.map((x: { name: string }) => x.name)).toEqual(['新宿西口店']);
    } finally {
      await s.db.query('update organisations set status = 1 where id = $1', [shibuya]);
    }
  });
});

describe('refusals, from the side of the caller refused', () => {
  it("another merchant's campaign is not found, in the caller's language; its store is not one of the campaign's", async () => {
    const res = await print('merchant02', ask(stampId), 'en');
    expectCode(res, 206301, 404);
    expect(res.body.msg).toBe('The campaign does not exist');
    const umeda = await storeId('梅田店');
    const foreign = await print('merchant01', ask(stampId, { storeIds: [umeda] }), 'zh-CN');
    expectCode(foreign, 206305, 400);
    expect(foreign.body.msg).toBe('所选门店中有未开展此活动的门店');
  });

  it('platform, agent and store callers are refused: the marketing calls are for merchants (206500) or not theirs (101005)', async () => {
    for (const as of ['admin', 'agent01']) expectCode(await print(as, ask(stampId)), 206500);
    expectCode(await print('viewer01', ask(stampId)), 101005, 403);
    expectCode(await print('store01', ask(stampId)), 101005, 403);
    expectCode(await s.call('POST', '/api/ms/activity/print', { body: ask(stampId) }), 101001, 401);
  });

  it('an ended or terminated campaign has nothing left to print for', async () => {
    expectCode(await print('merchant01', ask(holidayOver, { kinds: ['poster'] })), 206302, 409);
  });

  it('bad input is 100001 naming the field, before anything is read', async () => {
    const before = await rowCounts();
    for (const [over, field] of [
      [{ kinds: [] }, 'kinds'],
      [{ kinds: ['poster', 'poster'] }, 'kinds'],
      [{ kinds: ['flyer'] }, 'kinds'],
      [{ layout: 'a3' }, 'layout'],
      [{ copies: 0 }, 'copies'],
      [{ copies: 25 }, 'copies'],
      [{ storeIds: [] }, 'storeIds'],
      [{ platform: 'line' }, 'platform'],
    ] as const) {
      const res = await print('merchant01', ask(stampId, over), 'ja');
      expectCode(res, 100001, 400);
      expect(JSON.stringify(res.body.fields), JSON.stringify(over)).toContain(field);
    }
    // a stamp card is for a stamp campaign only (the server's rule between the body and the campaign)
    const stampCard = await print('merchant01', ask(giftId, { kinds: ['stampCard'] }), 'en');
    expectCode(stampCard, 100001, 400);
    expect(stampCard.body.fields).toEqual([{ field: 'kinds', message: 'Stamp cards are printed for stamp campaigns only' }]);
    expect(await rowCounts()).toBe(before);
  });

  it('a platform without an approved card design has no link to print (206002), none at all 206001', async () => {
    expectCode(await print('merchant01', ask(stampId, { platform: 'wechat' })), 206002, 409);
    await s.db.query('delete from card_templates where org_id = $1', [naniwa]);
    expectCode(await print('merchant02', ask(naniwaStamp)), 206001, 404);
  });

  it('a merchant whose role lacks activity.print is refused (101005)', async () => {
    await s.db.query(`delete from role_permissions where role_id = $1 and code = 'activity.print'`, [await roleId(s.db, '加盟店管理者')]);
    expectCode(await print('merchant01', ask(stampId)), 101005, 403);
  });
});
