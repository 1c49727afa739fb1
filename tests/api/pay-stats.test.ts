/**
 * Payment statistics and gateway performance (openapi/payments/stats.yaml): every call's answer equals a scan
 * of pay_orders with the same filter (revoked orders left out), a revoke leaves every figure at once, and the
 * calls refuse what they must (range, organisation and device scope, permission, validation, export cap).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { payMethodName } from '../../src/domain/payments';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { createOrder, reserveRefund, revokeOrder, settleRefund } from '../../src/server/areas/payments/order-ledger.js';
import type { OrderStatus } from '../../src/domain/payments.js';
import { LIMITS } from '../../src/domain/limits.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const orgs: Record<string, { id: number; path: string }> = {};
let device: { id: number; serial: string };
let otherDevice: { id: number; serial: string };
let seq = 0;

// a month in the past nobody else writes orders into; days are Tokyo days
const RANGE = { startDate: '2024-03-01', endDate: '2024-03-31' };
const CHANNEL = 'sandbox';

async function order(o: {
  org: string;
  day: string;
  hour?: number;
  payType: number;
  currency: string;
  amount: number;
  status?: OrderStatus;
  costMs?: number | null;
  deviceId?: number;
}) {
  const org = orgs[o.org];
  // `hour` is the Tokyo hour: 0:30 in Tokyo is the day before in UTC
  const createdAt = new Date(`${o.day}T${String(o.hour ?? 12).padStart(2, '0')}:30:00+09:00`);
  const { order: row } = await s.db.transaction((tx) =>
    createOrder(tx, {
      orderNumber: `STATS-${process.pid}-${++seq}`,
      orgId: org.id,
      orgPath: org.path,
      deviceId: o.deviceId ?? null,
      channel: CHANNEL,
      payType: o.payType,
      currency: o.currency,
      amount: o.amount,
      status: o.status ?? 'paid',
      gatewayCostMs: o.costMs === undefined ? 300 : o.costMs,
      createdAt,
    }),
  );
  return row;
}

async function refund(orderId: number, amount: number, org: string) {
  const r = await s.db.transaction((tx) => reserveRefund(tx, orderId, { refundNo: `SR-${process.pid}-${++seq}`, amount, orgId: orgs[org].id }));
  await s.db.transaction((tx) => settleRefund(tx, r.refund.id, 'success', 'OK'));
}

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'agent02', 'merchant01', 'store01']) tokens[account] = await s.login(account);
  for (const [key, name] of [
    ['tokyo', '東京ベンディング'],
    ['shibuya', '渋谷駅前店'],
    ['naniwa', 'なにわ自販機'],
  ]) {
    const id = await orgId(s.db, name);
    [orgs[key]] = await s.db.query<{ id: number; path: string }>('select id::int as id, path from organisations where id = $1', [id]);
  }
  [device] = await s.db.query<{ id: number; serial: string }>(
    `select id::int as id, serial_num as serial from devices where org_path like $1 || '%' order by id limit 1`,
    [orgs.tokyo.path],
  );
  [otherDevice] = await s.db.query<{ id: number; serial: string }>(
    `select id::int as id, serial_num as serial from devices where org_path like $1 || '%' order by id limit 1`,
    [orgs.naniwa.path],
  );

  // a month of orders: several methods, currencies (JPY has no decimals, USD two), statuses and cost times,
  // in an organisation, its store and another agent's merchant; one at 0:30 Tokyo (the day before in UTC)
  const plan: Parameters<typeof order>[0][] = [
    { org: 'tokyo', day: '2024-03-01', hour: 0, payType: 205, currency: 'JPY', amount: 150, costMs: 120, deviceId: device.id },
    { org: 'tokyo', day: '2024-03-01', payType: 205, currency: 'JPY', amount: 300, costMs: 700, deviceId: device.id },
    { org: 'tokyo', day: '2024-03-02', payType: 2, currency: 'JPY', amount: 500, costMs: 1500 },
    { org: 'tokyo', day: '2024-03-02', payType: 2, currency: 'USD', amount: 1999, costMs: 2500 },
    { org: 'tokyo', day: '2024-03-02', payType: 2, currency: 'JPY', amount: 800, status: 'failed', costMs: 6000 },
    { org: 'tokyo', day: '2024-03-03', payType: 1, currency: 'JPY', amount: 120, status: 'unknown', costMs: null },
    { org: 'shibuya', day: '2024-03-05', payType: 205, currency: 'JPY', amount: 1000, costMs: 450 },
    { org: 'shibuya', day: '2024-03-20', payType: 1, currency: 'USD', amount: 250, costMs: 5200 },
    { org: 'naniwa', day: '2024-03-05', payType: 205, currency: 'JPY', amount: 700, costMs: 900, deviceId: otherDevice.id },
    { org: 'naniwa', day: '2024-03-31', hour: 23, payType: 10, currency: 'JPY', amount: 4000, costMs: 1900 },
    { org: 'naniwa', day: '2024-04-01', hour: 0, payType: 10, currency: 'JPY', amount: 9999, costMs: 100 },
    { org: 'tokyo', day: '2024-02-29', hour: 23, payType: 205, currency: 'JPY', amount: 8888, costMs: 100 },
  ];
  const made: Awaited<ReturnType<typeof order>>[] = [];
  for (const p of plan) made.push(await order(p));
  await refund(made[1].id, 100, 'tokyo');
  await refund(made[3].id, 1999, 'tokyo');
  await refund(made[6].id, 250, 'shibuya');
  await s.db.transaction((tx) => revokeOrder(tx, made[2].id, { operatorId: null }));
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api${path}`, { token: tokens[as], body, lang });
const get = (path: string, as: string, query: Record<string, unknown>, lang?: string) =>
  s.call('GET', `/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token: tokens[as], lang });
const ok = (res: { status: number; body: any }) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

type Filter = { startDate?: string; endDate?: string; orgId?: number; payType?: number; currency?: string; channel?: string; serialNum?: string };

/** The orders a filter selects, scanned from pay_orders (revoked excluded) as a caller's scope sees them. */
async function scan<T>(scopePath: string, f: Filter, select: string, groupBy = '', extra = ''): Promise<T[]> {
  const params: unknown[] = [scopePath];
  const cond = [`o.org_path like $1 || '%'`, 'not o.revoked'];
  const add = (sql: string, v: unknown) => {
    if (v === undefined) return;
    params.push(v);
    cond.push(sql.replace('?', `$${params.length}`));
  };
  add(`(o.created_at at time zone 'Asia/Tokyo')::date >= ?::date`, f.startDate);
  add(`(o.created_at at time zone 'Asia/Tokyo')::date <= ?::date`, f.endDate);
  if (f.orgId) add(`o.org_path like (select path from organisations where id = ?) || '%'`, f.orgId);
  add('o.pay_type = ?', f.payType);
  add('o.currency = ?', f.currency);
  add('o.channel = ?', f.channel);
  if (f.serialNum) add('o.device_id = (select id from devices where serial_num = ?)', f.serialNum);
  return s.db.query<T>(`select ${select} from pay_orders o where ${cond.join(' and ')} ${extra} ${groupBy}`, params);
}

const FILTERS = (): [string, string, Filter][] => [
  ['admin', '/', RANGE],
  ['admin', '/', { ...RANGE, orgId: orgs.tokyo.id }],
  ['admin', '/', { ...RANGE, orgId: orgs.shibuya.id, currency: 'USD' }],
  ['admin', '/', { ...RANGE, payType: 205 }],
  ['admin', '/', { ...RANGE, serialNum: device.serial }],
  ['admin', '/', { startDate: '2024-03-02', endDate: '2024-03-02', channel: CHANNEL }],
  ['agent01', orgs.tokyo.path.split('/').slice(0, -2).join('/') + '/', RANGE],
  ['agent02', orgs.naniwa.path.split('/').slice(0, -2).join('/') + '/', { ...RANGE, payType: 10 }],
  ['admin', '/', { startDate: '2024-02-01', endDate: '2024-04-30' }],
];

const sortRows = <T extends { payType: number; currency: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.payType - b.payType || a.currency.localeCompare(b.currency));

describe('bill summary statistics equal a scan of the orders', () => {
  it('byType: paid orders per method and currency, for any filter and scope', async () => {
    for (const [as, scope, f] of FILTERS()) {
      const data = ok(await post('/pay/stats/byType', as, f));
      const raw = await scan<{ payType: number; currency: string; count: number; amount: number; refundedAmount: number }>(
        scope,
        f,
        `o.pay_type::int as "payType", o.currency, count(*)::int as count, sum(o.amount)::int as amount, sum(o.refunded_amount)::int as "refundedAmount"`,
        'group by o.pay_type, o.currency',
        `and o.status = 'paid'`,
      );
      expect(sortRows(data), JSON.stringify(f)).toEqual(sortRows(raw.map((r) => ({ ...r, netAmount: r.amount - r.refundedAmount }))));
    }
  });

  it('byTypeAndTime: pages and chart per Tokyo day or month', async () => {
    for (const [as, scope, f] of FILTERS()) {
      const raw = await scan<{ period: string; payType: number; currency: string; count: number; amount: number; refundedAmount: number }>(
        scope,
        f,
        `to_char((o.created_at at time zone 'Asia/Tokyo')::date, 'YYYY-MM-DD') as period, o.pay_type::int as "payType", o.currency,
         count(*)::int as count, sum(o.amount)::int as amount, sum(o.refunded_amount)::int as "refundedAmount"`,
        'group by 1, 2, 3 order by 1 desc, 2, 3',
        `and o.status = 'paid'`,
      );
      const want = raw.map((r) => ({ ...r, netAmount: r.amount - r.refundedAmount }));
      const all = ok(await post('/pay/stats/byTypeAndTime/pageList', as, { ...f, granularity: 'day', pageSize: 100 }));
      expect(all, JSON.stringify(f)).toEqual({ total: want.length, list: want });
      if (want.length > 2) {
        const second = ok(await post('/pay/stats/byTypeAndTime/pageList', as, { ...f, granularity: 'day', pageNum: 2, pageSize: 2 }));
        expect(second).toEqual({ total: want.length, list: want.slice(2, 4) });
      }
      const chart = ok(await post('/pay/stats/byTypeAndTime/chart', as, { ...f, granularity: 'day' }));
      for (const r of want) {
        const series = chart.series.find((x: any) => x.payType === r.payType && x.currency === r.currency);
        const i = chart.periods.indexOf(r.period);
        expect(series.counts[i]).toBe(r.count);
        expect(series.amounts[i]).toBe(r.amount);
      }
      const chartTotal = chart.series.reduce((n: number, x: any) => n + x.counts.reduce((a: number, b: number) => a + b, 0), 0);
      expect(chartTotal).toBe(want.reduce((n, r) => n + r.count, 0));
    }
  });

  it('groups long ranges by month and lists every period of the chart', async () => {
    const months = ok(await post('/pay/stats/byTypeAndTime/pageList', 'admin', { startDate: '2024-01-01', endDate: '2024-06-30', pageSize: 100 }));
    expect(new Set(months.list.map((r: any) => r.period))).toEqual(new Set(['2024-02', '2024-03', '2024-04']));
    const chart = ok(await post('/pay/stats/byTypeAndTime/chart', 'admin', { startDate: '2024-01-15', endDate: '2024-06-30' }));
    expect(chart.granularity).toBe('month');
    expect(chart.periods).toEqual(['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06']);
    const days = ok(await post('/pay/stats/byTypeAndTime/chart', 'admin', RANGE));
    expect(days.granularity).toBe('day');
    expect(days.periods).toHaveLength(31);
  });

  it('flyback: refunded amounts per day and method', async () => {
    for (const [as, scope, f] of FILTERS()) {
      const raw = await scan<{ day: string; payType: number; currency: string; refundedAmount: number; amount: number }>(
        scope,
        f,
        `to_char((o.created_at at time zone 'Asia/Tokyo')::date, 'YYYY-MM-DD') as day, o.pay_type::int as "payType", o.currency,
         sum(o.refunded_amount)::int as "refundedAmount", sum(o.amount)::int as amount`,
        'group by 1, 2, 3 having sum(o.refunded_amount) > 0 order by 1 desc, 2, 3',
        `and o.status = 'paid'`,
      );
      expect(ok(await post('/pay/stats/flyback/list', as, { ...f, pageSize: 100 })), JSON.stringify(f)).toEqual({ total: raw.length, list: raw });
    }
  });

  it('payType: the methods present in scope', async () => {
    for (const [as, scope, f] of FILTERS()) {
      const raw = await scan<{ payType: number; orders: number }>(scope, f, 'o.pay_type::int as "payType", count(*)::int as orders', 'group by 1 order by 1');
      expect(ok(await post('/pay/stats/payType', as, f))).toEqual(raw);
    }
    // without a range: every day in scope (another agent's methods never show; QQ Wallet, 10, is in no demo order)
    const west = ok(await post('/pay/stats/payType', 'agent02', {}));
    expect(west.map((r: any) => r.payType)).toContain(10);
    const east = ok(await post('/pay/stats/payType', 'agent01', {}));
    expect(east.map((r: any) => r.payType)).not.toContain(10);
  });
});

describe('gateway performance equals a scan of the orders', () => {
  const BUCKETS = [
    [0, 500],
    [500, 1000],
    [1000, 2000],
    [2000, 5000],
    [5000, null],
  ] as const;

  it('cost time pie and pillar count each bucket', async () => {
    for (const [as, scope, f] of FILTERS()) {
      const pie = ok(await get('/bi/pay/gw/costTime/passTime/pie', as, f));
      const pillar = ok(await get('/bi/pay/gw/costTime/passTime/pillar', as, f));
      for (const [b, [from, to]] of BUCKETS.entries()) {
        const [raw] = await scan<{ n: number }>(
          scope,
          f,
          'count(*)::int as n',
          '',
          `and o.gateway_cost_ms >= ${from}${to === null ? '' : ` and o.gateway_cost_ms < ${to}`}`,
        );
        expect(pie[b], JSON.stringify(f)).toEqual({ bucket: b, from, to, count: raw.n });
        expect(pillar.buckets[b].counts.reduce((x: number, y: number) => x + y, 0)).toBe(raw.n);
      }
      expect(pillar.days[0]).toBe(f.startDate);
      expect(pillar.days.at(-1)).toBe(f.endDate);
    }
  });

  it('success rate per day, by status and on average', async () => {
    for (const [as, scope, f] of FILTERS()) {
      const [raw] = await scan<{ attempts: number; paid: number; timed: number; cost: number }>(
        scope,
        f,
        `count(*)::int as attempts, (count(*) filter (where o.status = 'paid'))::int as paid,
         count(o.gateway_cost_ms)::int as timed, coalesce(sum(o.gateway_cost_ms), 0)::int as cost`,
      );
      const avg = ok(await get('/bi/pay/gw/successRate/avg', as, f));
      expect(avg, JSON.stringify(f)).toEqual({
        attempts: raw.attempts,
        paid: raw.paid,
        rate: raw.attempts ? Math.round((raw.paid / raw.attempts) * 10_000) / 10_000 : null,
        avgCostMs: raw.timed ? Math.round((raw.cost / raw.timed) * 10) / 10 : null,
      });
      const pie = ok(await get('/bi/pay/gw/successRate/pie', as, f));
      expect(pie.map((r: any) => r.status)).toEqual(['unpaid', 'paid', 'failed', 'directFailed', 'cancelFailed', 'unknown']);
      expect(pie.reduce((n: number, r: any) => n + r.count, 0)).toBe(raw.attempts);
      const days = ok(await get('/bi/pay/gw/successRate/passTime/pillar', as, f));
      expect(days.reduce((n: number, r: any) => n + r.attempts, 0)).toBe(raw.attempts);
      expect(days.reduce((n: number, r: any) => n + r.paid, 0)).toBe(raw.paid);
    }
    const day = ok(await get('/bi/pay/gw/successRate/passTime/pillar', 'admin', { startDate: '2024-03-02', endDate: '2024-03-03', orgId: orgs.tokyo.id }));
    // 03-02: the revoked JPY order is gone; the USD one paid, the JPY one failed. 03-03: one unknown attempt
    expect(day).toEqual([
      { day: '2024-03-02', attempts: 2, paid: 1, rate: 0.5 },
      { day: '2024-03-03', attempts: 1, paid: 0, rate: 0 },
    ]);
  });
});

describe('a revoke leaves every statistic at once', () => {
  it('takes the order out of byType, the chart, the gateway figures and the device rollup', async () => {
    const f = { startDate: '2024-03-15', endDate: '2024-03-15', orgId: orgs.tokyo.id };
    const o = await order({ org: 'tokyo', day: '2024-03-15', payType: 209, currency: 'JPY', amount: 777, costMs: 3000, deviceId: device.id });
    expect(ok(await post('/pay/stats/byType', 'admin', f))).toEqual([
      { payType: 209, currency: 'JPY', count: 1, amount: 777, refundedAmount: 0, netAmount: 777 },
    ]);
    expect(ok(await get('/bi/pay/gw/successRate/avg', 'admin', { ...f, serialNum: device.serial }))).toMatchObject({ attempts: 1, paid: 1, avgCostMs: 3000 });
    await s.db.transaction((tx) => revokeOrder(tx, o.id, { operatorId: null }));
    expect(ok(await post('/pay/stats/byType', 'admin', f))).toEqual([]);
    expect(ok(await post('/pay/stats/byTypeAndTime/pageList', 'admin', f))).toEqual({ total: 0, list: [] });
    const chart = ok(await post('/pay/stats/byTypeAndTime/chart', 'admin', f));
    expect(chart.series).toEqual([]);
    expect(ok(await get('/bi/pay/gw/successRate/avg', 'admin', { ...f, serialNum: device.serial }))).toEqual({
      attempts: 0,
      paid: 0,
      rate: null,
      avgCostMs: null,
    });
    expect(ok(await get('/bi/pay/gw/costTime/passTime/pie', 'admin', f)).every((b: any) => b.count === 0)).toBe(true);
    // it stays an order, revoked
    expect((await s.db.query('select revoked from pay_orders where id = $1', [o.id]))[0]).toEqual({ revoked: true });
  });
});

describe('the by-type-and-time workbook', () => {
  it('streams the same rows with translated headings and the currency digits', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/pay/stats/byTypeAndTime/dynaExcel?startDate=2024-03-01&endDate=2024-03-31&orgId=${orgs.tokyo.id}&granularity=day`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Period', 'Method code', 'Payment method', 'Currency', 'Orders', 'Amount', 'Refunded', 'Net']);
    const list = ok(await post('/pay/stats/byTypeAndTime/pageList', 'admin', { ...RANGE, orgId: orgs.tokyo.id, granularity: 'day', pageSize: 100 })).list;
    expect(sheet.rowCount).toBe(list.length + 1);
    const usd = list.findIndex((r: any) => r.currency === 'USD');
    const row = sheet.getRow(usd + 2);
    expect(row.getCell(4).value).toBe('USD');
    expect(row.getCell(6).value).toBe(list[usd].amount / 100);
    expect(row.getCell(6).numFmt).toBe('#,##0.00');
    const jpy = sheet.getRow(list.findIndex((r: any) => r.currency === 'JPY') + 2);
    expect(jpy.getCell(6).numFmt).toBe('#,##0');
    // the method by the one translated name the console shows (payMethodName), not the brand code
    expect(row.getCell(3).value).toBe(payMethodName(list[usd].payType, 'en'));
  });

  it('refuses more rows than the cap (209019) before sending anything, and needs payStats.export', async () => {
    const cap = LIMITS.exportRowsMax;
    (LIMITS as { exportRowsMax: number }).exportRowsMax = 1;
    try {
      const res = await get('/pay/stats/byTypeAndTime/dynaExcel', 'admin', { ...RANGE, granularity: 'day' });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe(209019);
    } finally {
      (LIMITS as { exportRowsMax: number }).exportRowsMax = cap;
    }
    expect((await get('/pay/stats/byTypeAndTime/dynaExcel', 'store01', RANGE)).body.code).toBe(101005);
  });
});

describe('refusals', () => {
  it('refuses a range that is reversed or longer than a year (207060)', async () => {
    for (const range of [
      { startDate: '2024-03-02', endDate: '2024-03-01' },
      { startDate: '2023-01-01', endDate: '2024-01-02' },
    ]) {
      const res = await post('/pay/stats/byType', 'admin', range);
      expect(res.body.code).toBe(207060);
      expect(res.status).toBe(400);
      expect((await get('/bi/pay/gw/successRate/avg', 'admin', range)).body.code).toBe(207060);
    }
    expect((await post('/pay/stats/byType', 'admin', { startDate: '2023-03-02', endDate: '2024-03-01' })).body.code).toBe(200);
    expect((await post('/pay/stats/payType', 'admin', { startDate: '2024-03-01' })).body.code).toBe(207060);
  });

  it('refuses bad filters (100001)', async () => {
    for (const body of [
      { ...RANGE, payType: 3 },
      { ...RANGE, currency: 'jpy' },
      { ...RANGE, startDate: '2024-3-1' },
      { endDate: '2024-03-01' },
      { ...RANGE, granularity: 'week' },
      { ...RANGE, pageSize: 101 },
    ]) {
      const res = await post('/pay/stats/byTypeAndTime/pageList', 'admin', body);
      expect(res.body.code, JSON.stringify(body)).toBe(100001);
    }
    expect((await get('/bi/pay/gw/costTime/passTime/pie', 'admin', { ...RANGE, payType: 'x' })).body.code).toBe(100001);
  });

  it('keeps each caller in their scope', async () => {
    // another agent's organisation (200006) and device (203001)
    expect((await post('/pay/stats/byType', 'agent01', { ...RANGE, orgId: orgs.naniwa.id })).body.code).toBe(200006);
    expect((await get('/bi/pay/gw/successRate/pie', 'agent01', { ...RANGE, orgId: orgs.naniwa.id })).body.code).toBe(200006);
    expect((await post('/pay/stats/byType', 'agent01', { ...RANGE, serialNum: otherDevice.serial })).body.code).toBe(203001);
    expect((await get('/bi/pay/gw/costTime/passTime/pillar', 'agent01', { ...RANGE, serialNum: otherDevice.serial })).body.code).toBe(203001);
    // another agent's orders never count
    const east = ok(await post('/pay/stats/byType', 'agent01', RANGE));
    expect(east.find((r: any) => r.payType === 10)).toBeUndefined();
  });

  it('needs the permission codes', async () => {
    // a store role without payStats.view / payGateway.view, and no token at all
    expect((await post('/pay/stats/byType', 'store01', RANGE)).body.code).toBe(101005);
    expect((await get('/bi/pay/gw/successRate/avg', 'store01', RANGE)).body.code).toBe(101005);
    expect((await s.call('POST', '/api/pay/stats/byType', { body: RANGE })).body.code).toBe(101001);
  });
});
