/**
 * Cash payment orders and statistics (openapi/payments/cash.yaml): devices' cash events become orders once
 * per (device, order number), in the device's currency, with the lane and good of the vend of the same order;
 * revoke once (a second and every racing revoke 209009), with its log and a revoke push (type 1) to the
 * device; the list and the export keep revoked orders, the statistics never count them and always equal a
 * raw scan of the orders; scope and permission refusals.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { recordCash } from '../../src/server/areas/payments/cash-orders.js';
import { recordVend } from '../../src/server/areas/retail/vend-records.js';
import { connectDevice, eventually } from '../support/mqtt-device.js';

let s: TestServer;
const tokens: Record<string, string> = {};
type Dev = { id: number; serial: string; orgId: number; productId: number };
let tokyo: Dev[];
let naniwa: Dev;

const CASH_CODES = ['menu.cashPayments', 'menu.cashSummary', 'cashPay.view', 'cashPay.revoke', 'cashPay.export', 'cashStats.view'];

const devicesOf = async (orgName: string, n: number) =>
  await s.db.query<Dev>(
    `select d.id::int as id, d.serial_num as serial, d.org_id::int as "orgId", d.product_id::int as "productId" from devices d join products p on p.id = d.product_id
      where p.type = 'vending' and d.org_path like (select path from organisations where name = $1) || '%' order by d.id limit $2`,
    [orgName, n],
  );

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  // the merchants' role gets the cash codes (merchant01 and merchant02 share it, in different organisations)
  await s.db.query(
    `insert into role_permissions (role_id, code) select distinct u.role_id, c from users u, unnest($1::text[]) c where u.account in ('merchant01', 'merchant02') on conflict do nothing`,
    [CASH_CODES],
  );
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  tokyo = await devicesOf('東京ベンディング', 3);
  [naniwa] = await devicesOf('なにわ自販機', 1);
  expect(tokyo.length).toBe(3);
  expect(naniwa).toBeTruthy();
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
let seq = 0;
const orderNo = () => `T-CASH-${Date.now().toString(36)}-${++seq}`;
const cash = (d: Dev, amount: number, no: string, opts: { direction?: 'in' | 'out'; at?: Date } = {}) =>
  recordCash({
    db: s.db,
    device: { id: d.id, serialNum: d.serial, productId: d.productId, orgId: d.orgId },
    channel: 'event',
    message: { ts: new Date().toISOString(), type: 'cash', direction: opts.direction ?? 'in', amount, orderNo: no },
    receivedAt: opts.at ?? new Date(),
  });
const orderOf = async (no: string) => (await s.db.query<any>('select id::int as id, * from cash_pay_orders where order_no = $1', [no]))[0];
const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

describe('recording cash events', () => {
  it('one order per device and order number, only cash taken in; lane and good from the vend of the same order', async () => {
    const [{ goodsId }] = await s.db.query<{ goodsId: number }>(
      `select g.id::int as "goodsId" from goods g join organisations o on o.id = g.org_id where o.name = '東京ベンディング' order by g.id limit 1`,
    );
    await s.db.query(
      `insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock) values ($1, '7', 19, 19, $2, 150, 5, 10)
       on conflict (device_id, lane_no) do update set goods_id = excluded.goods_id`,
      [tokyo[0].id, goodsId],
    );
    const no = orderNo();
    const device = { id: tokyo[0].id, serialNum: tokyo[0].serial, productId: tokyo[0].productId, orgId: tokyo[0].orgId };
    await recordVend({
      db: s.db,
      device,
      channel: 'event',
      message: { type: 'vend', laneNo: '7', amount: 150, result: 'ok', orderNo: no },
      receivedAt: new Date(),
    });
    await cash(tokyo[0], 150, no);
    await cash(tokyo[0], 150, no); // QoS 1 delivered it twice
    await cash(tokyo[0], 50, orderNo(), { direction: 'out' });
    const rows = await s.db.query<any>('select * from cash_pay_orders where order_no = $1', [no]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lane_no: '7', currency: 'JPY', status: 'normal', serial_num: tokyo[0].serial });
    expect(Number(rows[0].goods_id)).toBe(goodsId);
    expect(Number(rows[0].amount)).toBe(150);
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from cash_pay_orders where device_id = $1 and amount = 50`, [tokyo[0].id]);
    expect(n).toBe(0);
  });

  it('over the device link: a vend then its coins make one cash order with the lane', async () => {
    const no = orderNo();
    const d = await connectDevice(s.app.link!.deviceUrl, tokyo[1].serial);
    try {
      await d.publish('event', { ts: new Date().toISOString(), type: 'vend', lane: 4, amount: 130, result: 'ok', orderNo: no });
      await d.publish('event', { ts: new Date().toISOString(), type: 'cash', direction: 'in', amount: 130, orderNo: no });
      await d.publish('event', { ts: new Date().toISOString(), type: 'cash', direction: 'in', amount: 130, orderNo: no });
      await eventually(async () => Boolean(await orderOf(no)));
      const o = await orderOf(no);
      expect(o).toMatchObject({ lane_no: '4', status: 'normal', serial_num: tokyo[1].serial });
      expect(Number(o.amount)).toBe(130);
    } finally {
      await d.end();
    }
  });

  it('a vend arriving after its cash fills in the lane', async () => {
    const no = orderNo();
    await cash(tokyo[0], 120, no);
    expect((await orderOf(no)).lane_no).toBeNull();
    const device = { id: tokyo[0].id, serialNum: tokyo[0].serial, productId: tokyo[0].productId, orgId: tokyo[0].orgId };
    await recordVend({
      db: s.db,
      device,
      channel: 'event',
      message: { type: 'vend', laneNo: '7', amount: 120, result: 'ok', orderNo: no },
      receivedAt: new Date(),
    });
    // the listener of vends runs from the link; here it is called as the link would
    const { fillCashLane } = await import('../../src/server/areas/payments/cash-orders.js');
    await fillCashLane({
      db: s.db,
      device,
      channel: 'event',
      message: { type: 'vend', laneNo: '7', amount: 120, result: 'ok', orderNo: no },
      receivedAt: new Date(),
    });
    expect((await orderOf(no)).lane_no).toBe('7');
  });

  it("the device's reported currency, with its digits", async () => {
    await s.db.query(`insert into device_currency_logs (device_id, currency) values ($1, 'USD')`, [tokyo[2].id]);
    const no = orderNo();
    await cash(tokyo[2], 1234, no);
    const res = await call('cashPayInfo/pageList', 'merchant01', { orderNo: no });
    expectCode(res, 200);
    expect(res.body.data.list[0]).toMatchObject({ currency: 'USD', digits: 2, amount: 1234, amountText: '12.34' });
  });
});

describe('list, detail and scope', () => {
  let tokyoNo: string;
  let naniwaNo: string;
  beforeAll(async () => {
    tokyoNo = orderNo();
    naniwaNo = orderNo();
    await cash(tokyo[1], 200, tokyoNo);
    await cash(naniwa, 300, naniwaNo);
  });

  it('lists the caller’s subtree only, filtered in SQL', async () => {
    const mine = await call('cashPayInfo/pageList', 'merchant01', { serialNum: tokyo[1].serial, pageSize: 100 });
    expectCode(mine, 200);
    expect(mine.body.data.list.map((o: any) => o.orderNo)).toContain(tokyoNo);
    const other = await call('cashPayInfo/pageList', 'merchant01', { orderNo: naniwaNo });
    expect(other.body.data).toEqual({ list: [], total: 0 });
    const theirs = await call('cashPayInfo/pageList', 'merchant02', { orderNo: naniwaNo });
    expect(theirs.body.data.total).toBe(1);
    const admin = await call('cashPayInfo/pageList', 'admin', { status: 'normal', startDay: today(), endDay: today(), pageSize: 100 });
    expect(admin.body.data.list.every((o: any) => o.status === 'normal' && o.day === today())).toBe(true);
  });

  it('detail in scope; another organisation’s or a missing one is 209007', async () => {
    const { id } = await orderOf(tokyoNo);
    const res = await call(`cashPayInfo/get/${id}`, 'merchant01');
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({ id, orderNo: tokyoNo, amount: 200, status: 'normal', revokeLog: [] });
    expectCode(await call(`cashPayInfo/get/${id}`, 'merchant02'), 209007, 404);
    expectCode(await call(`cashPayInfo/getRevokeLog/${id}`, 'merchant02'), 209007, 404);
    expectCode(await call('cashPayInfo/get/999999999', 'admin'), 209007, 404);
    expectCode(await call('cashPayInfo/revoke', 'merchant02', { id }), 209007, 404);
    expect((await orderOf(tokyoNo)).status).toBe('normal');
  });

  it('refuses callers whose role lacks the code', async () => {
    const { id } = await orderOf(tokyoNo);
    // store staff see their store's cash orders, not the statistics
    expectCode(await call('cashPayInfo/pageList', 'store01', {}), 200);
    expectCode(await call('cashPayStats/getCashPayStatsTotal', 'store01', { startDay: today(), endDay: today() }), 101005, 403);
    // the viewer may look, not revoke nor export
    expectCode(await call(`cashPayInfo/get/${id}`, 'viewer01'), 200);
    expectCode(await call('cashPayInfo/revoke', 'viewer01', { id }), 101005, 403);
    expectCode(await call('cashPayInfo/export', 'viewer01', {}), 101005, 403);
    expectCode(await call('cashPayInfo/pageList', undefined as any, {}), 101001, 401);
  });

  it('bad ranges and bodies are refused', async () => {
    expectCode(await call('cashPayInfo/pageList', 'admin', { startDay: '2026-03-02', endDay: '2026-03-01' }), 209080, 400);
    expectCode(await call('cashPayStats/getCashPayStatsTotal', 'admin', { startDay: '2025-01-01', endDay: '2026-01-02' }), 209080, 400);
    expectCode(await call('cashPayStats/getCashPayStatsTotal', 'admin', { startDay: '2025-01-01' }), 100001, 400);
    expectCode(await call('cashPayInfo/pageList', 'admin', { status: 'cancelled' }), 100001, 400);
    expectCode(await call('cashPayInfo/revoke', 'admin', { id: 0 }), 100001, 400);
    expectCode(await call('cashPayInfo/revoke', 'admin', { id: 1, reason: 'x'.repeat(201) }), 100001, 400);
  });
});

describe('revoke once', () => {
  it('revokes, logs who/when/why/before/after, pushes type 1, and a second revoke is 209009', async () => {
    const no = orderNo();
    await cash(tokyo[1], 180, no);
    const { id } = await orderOf(no);
    const res = await call('cashPayInfo/revoke', 'merchant01', { id, reason: '釣り銭不足' });
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({ id, status: 'revoked' });
    expect(res.body.data.revokedAt).toBeTruthy();
    expect(res.body.data.pushRequestId).toMatch(/^[0-9a-f-]{36}$/);
    const [push] = await s.db.query<any>('select type, payload, device_id::int as device_id from push_messages where request_id = $1', [
      res.body.data.pushRequestId,
    ]);
    expect(push).toMatchObject({ type: 1, device_id: tokyo[1].id, payload: { kind: 'cash', orderNo: no, amount: 180, currency: 'JPY' } });

    const log = await call(`cashPayInfo/getRevokeLog/${id}`, 'merchant01');
    expectCode(log, 200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({
      cashOrderId: id,
      reason: '釣り銭不足',
      before: { status: 'normal' },
      after: { status: 'revoked' },
      pushRequestId: res.body.data.pushRequestId,
    });
    expect(log.body.data[0].operator).toBeTruthy();
    // the detail (the generic get, from a view) answers the order as the revoke does, and the same log, times alike
    const detail = await call(`cashPayInfo/get/${id}`, 'merchant01');
    const { revokeLog, ...order } = detail.body.data;
    const { pushRequestId: _, ...revoked } = res.body.data;
    expect(order).toEqual(revoked);
    // the push's status moves on by itself between the two reads (SEND, then PUBOK once the broker has it)
    const settled = (rows: Record<string, unknown>[]) => rows.map(({ pushStatus, ...row }) => ({ ...row, pushStatus: typeof pushStatus }));
    expect(settled(revokeLog)).toEqual(settled(log.body.data));
    expect(revokeLog[0].pushStatus).toMatch(/^[A-Z]+$/);

    const again = await call('cashPayInfo/revoke', 'admin', { id });
    expectCode(again, 209009, 409);
    expect((await call(`cashPayInfo/getRevokeLog/${id}`, 'admin')).body.data).toHaveLength(1);
    // still listed, marked revoked
    const listed = await call('cashPayInfo/pageList', 'merchant01', { orderNo: no });
    expect(listed.body.data.list[0]).toMatchObject({ id, status: 'revoked' });
  });

  it('eight racing revokes: exactly one wins, one log row, the rollup moves once', async () => {
    const no = orderNo();
    await cash(tokyo[2], 160, no);
    const { id } = await orderOf(no);
    const before = await s.db.query<{ n: number }>(`select coalesce(sum(order_count), 0)::int as n from cash_stats_daily where device_id = $1`, [tokyo[2].id]);
    const results = await Promise.all(Array.from({ length: 8 }, () => call('cashPayInfo/revoke', 'admin', { id })));
    const codes = results.map((r) => r.body.code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 209009)).toHaveLength(7);
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from cash_revoke_logs where cash_order_id = $1', [id]);
    expect(n).toBe(1);
    const after = await s.db.query<{ n: number }>(`select coalesce(sum(order_count), 0)::int as n from cash_stats_daily where device_id = $1`, [tokyo[2].id]);
    expect(after[0].n).toBe(before[0].n - 1);
  });
});

describe('statistics equal a raw scan and leave revoked payments out', () => {
  const raw = async (user: string, f: { startDay: string; endDay: string; serialNum?: string; currency?: string }) => {
    const [{ path }] = await s.db.query<{ path: string }>('select o.path from users u join organisations o on o.id = u.org_id where u.account = $1', [user]);
    return s.db.query<{ currency: string; count: number; amount: number }>(
      `select currency, count(*)::float8 as count, sum(amount)::float8 as amount from cash_pay_orders
        where status = 'normal' and org_path like $1 || '%' and day between $2::date and $3::date
          and ($4::text is null or serial_num = $4) and ($5::text is null or currency = $5)
        group by currency order by currency`,
      [path, f.startDay, f.endDay, f.serialNum ?? null, f.currency ?? null],
    );
  };

  it('totals and lists per filter and caller', async () => {
    // spread some payments over past days too
    for (let i = 1; i <= 6; i++) await cash(tokyo[i % 3], 100 * i, orderNo(), { at: new Date(Date.now() - i * 86400_000) });
    const start = new Date(Date.now() - 40 * 86400_000 + 9 * 3600_000).toISOString().slice(0, 10);
    const filters = [
      { startDay: start, endDay: today() },
      { startDay: today(), endDay: today() },
      { startDay: start, endDay: today(), serialNum: tokyo[1].serial },
      { startDay: start, endDay: today(), currency: 'JPY' },
      { startDay: start, endDay: today(), currency: 'USD' },
      { startDay: '2025-12-01', endDay: '2026-11-30' },
    ];
    for (const user of ['admin', 'merchant01', 'merchant02']) {
      for (const f of filters) {
        const total = await call('cashPayStats/getCashPayStatsTotal', user, f);
        expectCode(total, 200);
        const expected = await raw(user, f);
        expect(
          total.body.data.map((r: any) => ({ currency: r.currency, count: r.count, amount: r.amount })),
          `${user} ${JSON.stringify(f)}`,
        ).toEqual(expected);
        for (const groupBy of ['day', 'device', 'dayDevice']) {
          const list = await call('cashPayStats/getCashPayStatsList', user, { ...f, groupBy, pageSize: 100 });
          expectCode(list, 200);
          const sums = new Map<string, { count: number; amount: number }>();
          for (const r of list.body.data.list) {
            const t = sums.get(r.currency) ?? { count: 0, amount: 0 };
            sums.set(r.currency, { count: t.count + r.count, amount: t.amount + r.amount });
          }
          if (list.body.data.total <= 100)
            expect(
              [...sums].sort().map(([currency, t]) => ({ currency, ...t })),
              `${user} ${groupBy}`,
            ).toEqual(expected);
        }
      }
    }
  });

  it('a revoke leaves the totals at once', async () => {
    const no = orderNo();
    await cash(tokyo[0], 777, no);
    const f = { startDay: today(), endDay: today(), serialNum: tokyo[0].serial, currency: 'JPY' };
    const before = (await call('cashPayStats/getCashPayStatsTotal', 'merchant01', f)).body.data[0];
    const { id } = await orderOf(no);
    expectCode(await call('cashPayInfo/revoke', 'merchant01', { id }), 200);
    const after = (await call('cashPayStats/getCashPayStatsTotal', 'merchant01', f)).body.data[0];
    expect(after.count).toBe(before.count - 1);
    expect(after.amount).toBe(before.amount - 777);
    const days = (await call('cashPayStats/getCashPayStatsList', 'merchant01', { ...f, groupBy: 'day' })).body.data.list;
    expect(days[0]).toMatchObject({ day: today(), count: after.count, amount: after.amount });
  });
});

describe('export', () => {
  const workbook = async (res: { body: any }, raw: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(raw as any);
    return wb.worksheets[0];
  };

  it('the filtered orders, revoked included and marked, amounts with the currency digits, in the caller’s language', async () => {
    const no = orderNo();
    await cash(tokyo[2], 2500, no); // USD (the device reported USD above): 25.00
    const { id } = await orderOf(no);
    await call('cashPayInfo/revoke', 'admin', { id });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/cashPayInfo/export',
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'en' },
      payload: { serialNum: tokyo[2].serial },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await workbook(res, res.rawPayload);
    expect(sheet.getRow(1).getCell(2).value).toBe('Order number');
    const rows: any[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(row);
    });
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from cash_pay_orders where device_id = $1', [tokyo[2].id]);
    expect(rows).toHaveLength(n);
    const mine = rows.find((r) => r.getCell(2).value === no);
    expect(mine.getCell(7).value).toBe(25);
    expect(mine.getCell(7).numFmt).toBe('#,##0.00');
    expect(mine.getCell(8).value).toBe('USD');
    expect(mine.getCell(9).value).toBe('Revoked');
    // another organisation's export holds none of these
    const theirs = await s.app.inject({
      method: 'POST',
      url: '/api/cashPayInfo/export',
      headers: { authorization: `Bearer ${tokens.merchant02}` },
      payload: { serialNum: tokyo[2].serial },
    });
    const other = await workbook(theirs, theirs.rawPayload);
    expect(other.rowCount).toBe(1);
  });

  it('more than 30000 orders is 209019 before anything is sent', async () => {
    await s.db.query(
      `insert into cash_pay_orders (org_id, org_path, device_id, serial_num, order_no, currency, amount, day, paid_at)
       select d.org_id, d.org_path, d.id, d.serial_num, 'BULK-' || g, 'JPY', 100, '2020-01-01', '2020-01-01T03:00:00Z' from devices d, generate_series(1, 30001) g where d.id = $1`,
      [tokyo[0].id],
    );
    try {
      expectCode(await call('cashPayInfo/export', 'merchant01', { startDay: '2020-01-01', endDay: '2020-01-01' }), 209019, 413);
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/cashPayInfo/export',
        headers: { authorization: `Bearer ${tokens.merchant01}` },
        payload: { startDay: '2020-01-02', endDay: '2020-12-31' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await s.db.query(`delete from cash_pay_orders where order_no like 'BULK-%'`);
    }
  });
});

describe('demo data', () => {
  it('cash orders over 180 days, some revoked with their log, and a rollup equal to a full scan', async () => {
    const [d] = await s.db.query<any>(
      `select count(*)::int as n, count(*) filter (where status = 'revoked')::int as revoked, (max(day) - min(day))::int as span,
              count(distinct device_id)::int as devices, count(*) filter (where order_no like 'DEMO-V%')::int as vends
         from cash_pay_orders where order_no like 'DEMO-%'`,
    );
    expect(d.n).toBeGreaterThan(5000);
    expect(d.span).toBeGreaterThanOrEqual(179);
    expect(d.revoked).toBeGreaterThan(0);
    expect(d.vends).toBeGreaterThan(0);
    const [{ logs }] = await s.db.query<{ logs: number }>(
      `select count(*)::int as logs from cash_revoke_logs r join cash_pay_orders c on c.id = r.cash_order_id where c.order_no like 'DEMO-%'`,
    );
    expect(logs).toBe(d.revoked);
    const diff = await s.db.query(
      `select * from (select day, org_id, device_id, currency, count(*)::bigint as n, sum(amount)::bigint as a from cash_pay_orders where status = 'normal' group by 1, 2, 3, 4) raw
        full join (select day, org_id, device_id, currency, order_count as n, amount as a from cash_stats_daily where order_count <> 0) r using (day, org_id, device_id, currency)
        where raw.n is distinct from r.n or raw.a is distinct from r.a`,
    );
    expect(diff).toEqual([]);
  });
});
