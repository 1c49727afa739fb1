/**
 * Holiday marketing through the API (openapi/marketing/holidays.yaml): a year's built-in festivals in the
 * caller's language with their dates from the stored table, own dated festivals beside them in the
 * adder's subtree only, every refusal code, and the permission codes from the refused side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { FESTIVAL_CODES } from '../../src/domain/festivals.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'agent01', 'agent02', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/ms/holiday/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  expect(res.status).toBe(status);
};
const fieldsOf = (res: { body: any }) => (res.body.fields ?? []).map((f: { field: string }) => f.field);

describe('holiday/list', () => {
  it("answers the 23 built-in festivals of a year, sorted by date, in the caller's language", async () => {
    const res = await call('list', 'merchant02', { year: 2024 }, 'en');
    expectCode(res, 200, 200);
    const list = (res.body.data as { code: string; kind: string; name: string; date: string; lunar: boolean }[]).filter((f) => !f.code.startsWith('jp'));
    expect(list.map((f) => f.code).sort()).toEqual([...FESTIVAL_CODES].sort());
    expect(list.map((f) => f.date)).toEqual([...list.map((f) => f.date)].sort());
    const by = Object.fromEntries(list.map((f) => [f.code, f]));
    expect(by.springFestival).toEqual({ code: 'springFestival', kind: 'festival', name: 'Spring Festival', date: '2024-02-10', lunar: true });
    expect(by.newYearsEve).toEqual({ code: 'newYearsEve', kind: 'festival', name: "Lunar New Year's Eve", date: '2024-02-09', lunar: true });
    expect(by.qingming).toMatchObject({ date: '2024-04-04', lunar: false });
    expect(by.midAutumn).toMatchObject({ date: '2024-09-17', lunar: true });
    expect(by.dragonBoat).toMatchObject({ date: '2024-06-10', lunar: true });
    expect(by.christmas).toEqual({ code: 'christmas', kind: 'festival', name: 'Christmas', date: '2024-12-25', lunar: false });
    // the spec's catalogue keeps its Chinese civic days, classed so a Japanese console can leave them out
    expect(by.partyDay.kind).toBe('chineseDay');
    expect(by.youthDay.kind).toBe('chineseDay');
    expect(by.newYear.kind).toBe('publicHoliday');
    const zh = Object.fromEntries((await call('list', 'merchant02', { year: 2024 }, 'zh-CN')).body.data.map((f: any) => [f.code, f.name]));
    expect(zh.midAutumn).toBe('中秋节');
    const tw = Object.fromEntries((await call('list', 'merchant02', { year: 2024 }, 'zh-TW')).body.data.map((f: any) => [f.code, f.name]));
    expect(tw.christmas).toBe('聖誕節');
    const ja = Object.fromEntries((await call('list', 'merchant02', { year: 2024 })).body.data.map((f: any) => [f.code, f.name]));
    expect(ja.springFestival).toBe('春節（旧正月）');
  });

  it("answers Japan's public holidays of 2026 beside the lunar festivals, named in the caller's language", async () => {
    const ja = (await call('list', 'merchant01', { year: 2026 })).body.data as { code: string; kind: string; name: string; date: string }[];
    const on = (date: string) => ja.filter((f) => f.date === date).map((f) => `${f.kind}:${f.name}`);
    expect(on('2026-01-01')).toEqual(['publicHoliday:元日']);
    expect(on('2026-01-12')).toEqual(['publicHoliday:成人の日']);
    expect(on('2026-03-20')).toEqual(['publicHoliday:春分の日']);
    expect(on('2026-07-20')).toEqual(['publicHoliday:海の日']);
    expect(on('2026-09-22')).toEqual(['publicHoliday:国民の休日']);
    expect(on('2026-10-12')).toEqual(['publicHoliday:スポーツの日']);
    // 憲法記念日 fell on Sunday 3 May: the substitute holiday is the next working day, Wednesday 6 May
    expect(on('2026-05-06')).toEqual(['publicHoliday:こどもの日 振替休日']);
    expect(ja.find((f) => f.date === '2026-05-06')!.code).toBe('jpSubstitute');
    // the lunar festivals are still there, with their dates
    expect(on('2026-02-17')).toEqual(['festival:春節（旧正月）']);
    expect(on('2026-09-25')).toEqual(['festival:中秋節']);
    expect(ja.filter((f) => f.kind === 'publicHoliday')).toHaveLength(18);
    const en = (await call('list', 'merchant01', { year: 2026 }, 'en')).body.data as { code: string; name: string; date: string }[];
    const enOn = (date: string) => en.find((f) => f.date === date && f.code.startsWith('jp'))?.name;
    expect(enOn('2026-01-12')).toBe('Coming of Age Day');
    expect(enOn('2026-07-20')).toBe('Marine Day');
    expect(enOn('2026-05-06')).toBe("Substitute holiday (Children's Day (Japan))");
    const zh = (await call('list', 'merchant01', { year: 2026 }, 'zh-CN')).body.data as { code: string; name: string; date: string }[];
    expect(zh.find((f) => f.date === '2026-03-20')!.name).toBe('春分日');
    const tw = (await call('list', 'merchant01', { year: 2026 }, 'zh-TW')).body.data as { code: string; name: string; date: string }[];
    expect(tw.find((f) => f.date === '2026-11-23')!.name).toBe('勤勞感謝日');
    // the law's name of its year: 体育の日 before 2020
    const y2019 = (await call('list', 'merchant01', { year: 2019 })).body.data as { code: string; name: string; date: string }[];
    expect(y2019.find((f) => f.date === '2019-10-14')).toMatchObject({ code: 'jpSportsDay', name: '体育の日（スポーツの日）' });
    // outside the library's years (1970-2050) there are none
    const y2060 = (await call('list', 'merchant01', { year: 2060 })).body.data as { kind: string }[];
    expect(y2060.filter((f) => f.kind === 'publicHoliday')).toEqual([]);
  });

  it("holds both ends of 1921-2100, and the day where ICU's Chinese calendar is wrong", async () => {
    const first = Object.fromEntries((await call('list', 'merchant02', { year: 1921 })).body.data.map((f: any) => [f.code, f.date]));
    expect(first.springFestival).toBe('1921-02-08');
    expect(first.midAutumn).toBe('1921-09-16');
    const last = Object.fromEntries((await call('list', 'merchant02', { year: 2100 })).body.data.map((f: any) => [f.code, f.date]));
    expect(last.springFestival).toBe('2100-02-09');
    expect(last.newYearsEve).toBe('2100-02-08');
    const y1954 = Object.fromEntries((await call('list', 'merchant02', { year: 1954 })).body.data.map((f: any) => [f.code, f.date]));
    expect(y1954.springFestival).toBe('1954-02-03');
  });

  it("refuses a year outside 1921-2100, or none, with 100001 naming the year in the caller's language", async () => {
    for (const body of [{ year: 1920 }, { year: 2101 }, { year: 'next' }, { year: 2024.5 }, {}]) {
      const res = await call('list', 'merchant01', body, 'en');
      expectCode(res, 100001, 400);
      expect(fieldsOf(res), JSON.stringify(body)).toEqual(['year']);
    }
    const res = await call('list', 'merchant01', { year: 2101 }, 'en');
    expect(res.body.fields[0].message).toBe('Enter a number from 1921 to 2100');
  });
});

describe('holiday/add', () => {
  it('adds an own festival, answered as the list shows it, among the built-in days in date order', async () => {
    const tokyoVend = await orgId(s.db, '東京ベンディング');
    const res = await call('add', 'merchant01', { name: '創業記念日', date: '2031-02-14' });
    expectCode(res, 200, 200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      code: 'custom',
      kind: 'custom',
      name: '創業記念日',
      date: '2031-02-14',
      lunar: false,
      orgId: tokyoVend,
      orgName: '東京ベンディング',
    });
    const list = (await call('list', 'merchant01', { year: 2031 })).body.data;
    const at = list.findIndex((f: any) => f.code === 'custom');
    expect(list[at]).toEqual(res.body.data);
    // the same day as Valentine's: built-in first, then the own one
    expect(list[at - 1]).toMatchObject({ code: 'valentines', date: '2031-02-14' });
    expect(list.filter((f: any) => f.code === 'custom')).toHaveLength(1);
    // not in another year's list
    expect((await call('list', 'merchant01', { year: 2030 })).body.data.some((f: any) => f.code === 'custom')).toBe(false);
  });

  it('adds for an organisation of the subtree; shown to it and above it, never to another estate', async () => {
    const shibuya = await orgId(s.db, '渋谷駅前店');
    const res = await call('add', 'merchant01', { name: '渋谷店の周年祭', date: '2032-06-20', orgId: shibuya });
    expectCode(res, 200, 200);
    expect(res.body.data).toMatchObject({ orgId: shibuya, orgName: '渋谷駅前店' });
    const names = async (as: string) => (await call('list', as, { year: 2032 })).body.data.filter((f: any) => f.code === 'custom').map((f: any) => f.name);
    expect(await names('merchant01')).toEqual(['渋谷店の周年祭']);
    expect(await names('agent01')).toEqual(['渋谷店の周年祭']);
    expect(await names('admin')).toContain('渋谷店の周年祭');
    expect(await names('merchant02')).toEqual([]);
    expect(await names('agent02')).toEqual([]);
    // a merchant's own day added by merchant02 is not merchant01's
    expectCode(await call('add', 'merchant02', { name: 'なにわ祭', date: '2032-07-01' }), 200, 200);
    expect(await names('merchant01')).toEqual(['渋谷店の周年祭']);
    expect(await names('merchant02')).toEqual(['なにわ祭']);
  });

  it('refuses an organisation outside the subtree, or one that does not exist, with 200001, writing nothing', async () => {
    const naniwa = await orgId(s.db, 'なにわ自販機');
    const count = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from holidays'))[0].n;
    const before = await count();
    expectCode(await call('add', 'merchant01', { name: '越境', date: '2033-01-05', orgId: naniwa }), 200001, 404);
    expectCode(await call('add', 'merchant01', { name: '不明', date: '2033-01-05', orgId: 999999 }), 200001, 404);
    expect(await count()).toBe(before);
  });

  it('refuses the same name on the same day of one organisation with 206401 (another day or name is fine)', async () => {
    expectCode(await call('add', 'merchant02', { name: '感謝祭', date: '2034-11-11' }), 200, 200);
    const res = await call('add', 'merchant02', { name: '感謝祭', date: '2034-11-11' }, 'en');
    expectCode(res, 206401, 409);
    expect(res.body.msg).toBe('This organisation already has a festival with this name on this day');
    expectCode(await call('add', 'merchant02', { name: '感謝祭', date: '2034-11-12' }), 200, 200);
    expectCode(await call('add', 'merchant02', { name: '感謝祭2', date: '2034-11-11' }), 200, 200);
  });

  it('refuses the 101st own festival of one organisation in one year with 206402', async () => {
    const minato = await orgId(s.db, 'みなと飲料');
    await s.db.query(
      `insert into holidays (org_id, org_path, name, day) select o.id, o.path, 'd' || g, make_date(2040, 1, 1) + g
         from organisations o, generate_series(0, 99) g where o.id = $1`,
      [minato],
    );
    const res = await call('add', 'agent01', { name: '101件目', date: '2040-12-01', orgId: minato }, 'en');
    expectCode(res, 206402, 409);
    expectCode(await call('add', 'agent01', { name: '翌年', date: '2041-01-01', orgId: minato }), 200, 200);
  });

  it('refuses bad bodies with 100001 naming the field, writing nothing', async () => {
    const count = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from holidays'))[0].n;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', date: '2030-01-01' }, 'name'],
      [{ name: 'x'.repeat(16), date: '2030-01-01' }, 'name'],
      [{ name: ' lead', date: '2030-01-01' }, 'name'],
      [{ name: 'two\nlines', date: '2030-01-01' }, 'name'],
      [{ date: '2030-01-01' }, 'name'],
      [{ name: 'ok' }, 'date'],
      [{ name: 'ok', date: '2030-02-30' }, 'date'],
      [{ name: 'ok', date: '1920-12-31' }, 'date'],
      [{ name: 'ok', date: '2101-01-01' }, 'date'],
      [{ name: 'ok', date: '2030/01/01' }, 'date'],
      [{ name: 'ok', date: '2030-01-01', orgId: 0 }, 'orgId'],
    ];
    for (const [body, field] of cases) {
      const res = await call('add', 'merchant01', body);
      expectCode(res, 100001, 400);
      expect(fieldsOf(res), JSON.stringify(body)).toEqual([field]);
    }
    const res = await call('add', 'merchant01', { name: 'x'.repeat(16), date: '2030-01-01' }, 'zh-CN');
    expect(res.body.fields[0].message).toBe('须为1至15个字符，首尾不能有空格，不能包含换行等控制字符');
    expect(await count()).toBe(before);
  });
});

describe('permissions', () => {
  it('a caller without the codes is refused with 101005; the view-only role reads but cannot add', async () => {
    expectCode(await call('list', 'store01', { year: 2024 }), 101005, 403);
    expectCode(await call('add', 'store01', { name: '店の日', date: '2030-05-05' }), 101005, 403);
    expectCode(await call('list', 'viewer01', { year: 2024 }), 200, 200);
    expectCode(await call('add', 'viewer01', { name: '閲覧者', date: '2030-05-05' }), 101005, 403);
  });

  it('without a session: 101001 with no token, 101009 with a bad one', async () => {
    expectCode(await s.call('POST', '/api/ms/holiday/list', { body: { year: 2024 } }), 101001, 401);
    expectCode(await s.call('POST', '/api/ms/holiday/add', { token: 'nope', body: { name: 'x', date: '2030-01-01' } }), 101009, 401);
  });
});
