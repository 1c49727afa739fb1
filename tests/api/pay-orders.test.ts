/**
 * Online payment orders (issue 9, openapi/payments/orders.yaml, refund-password.yaml): device `pay` events
 * become orders through the device's pay config and the sandbox gateway, with the result pushed back (type
 * 0); the refund password gates every refund (wrong → nothing written); refunds never pass the amount under
 * 8 concurrent API calls; replayed idempotency keys write nothing; only paid orders are refundable or
 * revocable; revoke once (type 1 push); unknown results settled by the re-query sweep or by hand (audited);
 * lists, detail, summary, trace and export in the caller's scope. Runs on PGlite and on PostgreSQL.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { createOrder, type OrderRow } from '../../src/server/areas/payments/order-ledger.js';
import { requerySweep } from '../../src/server/areas/payments/requery.js';
import { PAY_METHODS } from '../../src/domain/payments.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: { id: number; path: string };
let naniwa: { id: number; path: string };
let device: { id: number; serial: string };
let naniwaDevice: { id: number; serial: string };
let seq = 0;
const RUN = `T${process.pid}${Date.now().toString(36)}`;

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const count = async (table: string) => (await s.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

async function org(name: string) {
  const id = await orgId(s.db, name);
  const [o] = await s.db.query<{ id: number; path: string }>('select id, path from organisations where id = $1', [id]);
  return o;
}

/** An order of an organisation made through the ledger (what a device's payment makes). */
async function order(
  o: { id: number; path: string },
  amount: number,
  opts: { status?: 'paid' | 'unknown' | 'unpaid'; currency?: string; payType?: number; deviceId?: number; serial?: string } = {},
) {
  const { order: row } = await s.db.transaction((tx) =>
    createOrder(tx, {
      orderNumber: `${RUN}-${++seq}`,
      orgId: o.id,
      orgPath: o.path,
      channel: 'sandbox',
      payType: opts.payType ?? 205,
      currency: opts.currency ?? 'JPY',
      amount,
      status: opts.status ?? 'paid',
      gatewayCostMs: 200,
      deviceId: opts.deviceId ?? null,
      serialNum: opts.serial ?? null,
      gatewayTradeNo: opts.status === 'unknown' ? `SBX-${RUN}-${seq}-U` : null,
    }),
  );
  return row;
}
const orderRow = async (orderNumber: string) => (await s.db.query<OrderRow>('select * from pay_orders where order_number = $1', [orderNumber]))[0];
const refund = (o: OrderRow, amount: number, extra: Record<string, unknown> = {}, as = 'merchant01') =>
  call('das/payOrder/refund', as, { orderNumber: o.order_number, amount, refundPassword: '12ab', reason: 'test', ...extra });

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01', 'bd01']) tokens[account] = await s.login(account);
  tokyo = await org('東京ベンディング');
  naniwa = await org('なにわ自販機');
  const devicesOf = async (o: { path: string }) =>
    (
      await s.db.query<{ id: number; serial: string }>(
        `select id::int as id, serial_num as serial from devices where org_path like $1 || '%' and status = 1 and activated_at is not null order by id limit 1`,
        [o.path],
      )
    )[0];
  device = await devicesOf(tokyo);
  naniwaDevice = await devicesOf(naniwa);
  // the merchant's default collection config takes money through the sandbox; なにわ has none
  await s.db.query(`delete from device_pay_configs where device_id = any($1)`, [[device.id, naniwaDevice.id]]);
  await s.db.query(`update pay_configs set is_default = false where org_id = any($1)`, [[tokyo.id, naniwa.id]]).catch(() => undefined);
  await s.db.query(`insert into pay_configs (org_id, org_path, name, channel, currency, is_default) values ($1, $2, $3, 'sandbox', 'JPY', true)`, [
    tokyo.id,
    tokyo.path,
    `sandbox ${RUN}`,
  ]);
});
afterAll(async () => s?.close());

describe('refund password', () => {
  it('is set once per organisation, entered twice, at most 6 characters, and shared within the organisation', async () => {
    expectCode(await call('pay/refundPwd/getSetPwd', 'merchant01'), 200);
    expect((await call('pay/refundPwd/getSetPwd', 'merchant01')).body.data).toEqual({ set: false });
    expectCode(await call('pay/refundPwd/set', 'merchant01', { password: '12ab', confirmPassword: '12ac' }), 207052, 400);
    expectCode(await call('pay/refundPwd/set', 'merchant01', { password: '1234567', confirmPassword: '1234567' }), 100001, 400);
    expectCode(await call('pay/refundPwd/set', 'merchant01', { password: '', confirmPassword: '' }), 100001, 400);
    expect(await count('refund_passwords')).toBe(0);
    expectCode(await call('pay/refundPwd/set', 'merchant01', { password: '9999', confirmPassword: '9999' }), 200);
    expectCode(await call('pay/refundPwd/set', 'merchant01', { password: '8888', confirmPassword: '8888' }), 207051, 409);
    expect((await call('pay/refundPwd/getSetPwd', 'merchant01')).body.data).toEqual({ set: true });
    // another organisation has its own (none yet)
    expect((await call('pay/refundPwd/getSetPwd', 'merchant02')).body.data).toEqual({ set: false });
    expectCode(await call('pay/refundPwd/modify', 'merchant01', { oldPassword: '0000', password: '12ab', confirmPassword: '12ab' }), 207035, 400);
    expectCode(await call('pay/refundPwd/modify', 'merchant01', { oldPassword: '9999', password: '12ab', confirmPassword: '12ax' }), 207052, 400);
    expectCode(await call('pay/refundPwd/modify', 'merchant02', { oldPassword: '9999', password: '12ab', confirmPassword: '12ab' }), 207046, 409);
    expectCode(await call('pay/refundPwd/modify', 'merchant01', { oldPassword: '9999', password: '12ab', confirmPassword: '12ab' }), 200);
    const [row] = await s.db.query<{ hash: string }>('select hash from refund_passwords where org_id = $1', [tokyo.id]);
    expect(row.hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses callers without the codes', async () => {
    expectCode(await call('pay/refundPwd/getSetPwd', 'store01'), 101005, 403);
    expectCode(await call('pay/refundPwd/set', 'viewer01', { password: '1', confirmPassword: '1' }), 101005, 403);
  });
});

describe('refunds', () => {
  it('asks the password first: not set 207046, wrong 207035, and nothing is written', async () => {
    const other = await order(naniwa, 500);
    const before = [await count('pay_refunds'), await count('pay_order_events')];
    expectCode(await refund(other, 100, {}, 'merchant02'), 207046, 409);
    const mine = await order(tokyo, 500);
    const mid = [await count('pay_refunds'), await count('pay_order_events')];
    expectCode(await refund(mine, 100, { refundPassword: 'wrong' }), 207035, 400);
    expectCode(await refund(mine, 100, { refundPassword: 'wrong', idempotencyKey: `${RUN}-wrongpw` }), 207035, 400);
    expect([await count('pay_refunds'), await count('pay_order_events')]).toEqual(mid);
    expect(mid[0]).toBe(before[0]);
    expect(await orderRow(mine.order_number)).toMatchObject({ refund_reserved: 0, refunded_amount: 0 });
  });

  it('refunds part, then the rest: partial then full; more than is left 207042', async () => {
    const o = await order(tokyo, 1000);
    const a = await refund(o, 300);
    expectCode(a, 200);
    expect(a.body.data).toMatchObject({ status: 'success', refundNo: expect.stringMatching(/^RF/) });
    expect(await orderRow(o.order_number)).toMatchObject({ refunded_amount: 300, refund_status: 'partial' });
    expectCode(await refund(o, 701), 207042, 409);
    expectCode(await refund(o, 700), 200);
    expect(await orderRow(o.order_number)).toMatchObject({ refunded_amount: 1000, refund_status: 'full' });
    expectCode(await refund(o, 1), 207042, 409);
  });

  it('refuses fractions of a minor unit (JPY, KRW: no decimals) with 207053, and bad amounts with 100001', async () => {
    const jpy = await order(tokyo, 1000);
    const krw = await order(tokyo, 5000, { currency: 'KRW' });
    expectCode(await refund(jpy, 100.5), 207053, 400);
    expectCode(await refund(krw, 0.5), 207053, 400);
    expectCode(await refund(jpy, 0), 100001, 400);
    expectCode(await refund(jpy, -5), 100001, 400);
    expectCode(await refund(jpy, '100' as unknown as number), 100001, 400);
    expectCode(await call('das/payOrder/refund', 'merchant01', { orderNumber: jpy.order_number, amount: 100, refundPassword: '12ab' }), 100001, 400);
    const usd = await order(tokyo, 1234, { currency: 'USD' });
    expectCode(await refund(usd, 34), 200);
    expect(await orderRow(usd.order_number)).toMatchObject({ refunded_amount: 34 });
  });

  it('lets 8 concurrent refunds through the API take at most the amount', async () => {
    const o = await order(tokyo, 100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(o, 60)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 207042)).toHaveLength(7);
    const row = await orderRow(o.order_number);
    expect(row).toMatchObject({ refunded_amount: 60, refund_reserved: 60, refund_status: 'partial' });
    const [{ n, sum }] = await s.db.query<{ n: number; sum: number }>(
      `select count(*)::int as n, coalesce(sum(amount), 0)::int as sum from pay_refunds where order_id = $1`,
      [o.id],
    );
    expect({ n, sum }).toEqual({ n: 1, sum: 60 });
    // and 8 of 10 each: exactly all ten fit, no more
    const p = await order(tokyo, 80);
    const many = await Promise.all(Array.from({ length: 9 }, () => refund(p, 10)));
    expect(many.filter((a) => a.body.code === 200)).toHaveLength(8);
    expect(await orderRow(p.order_number)).toMatchObject({ refunded_amount: 80, refund_status: 'full' });
  });

  it('answers a replayed idempotency key with the first answer and writes nothing; a changed body 207049', async () => {
    const o = await order(tokyo, 1000);
    const key = `${RUN}-idem-1`;
    const first = await refund(o, 200, { idempotencyKey: key });
    expectCode(first, 200);
    const rows = [await count('pay_refunds'), await count('pay_order_events')];
    const again = await refund(o, 200, { idempotencyKey: key });
    expect(again.body.data).toEqual(first.body.data);
    expect([await count('pay_refunds'), await count('pay_order_events')]).toEqual(rows);
    expectCode(await refund(o, 300, { idempotencyKey: key }), 207049, 422);
    expectCode(await refund(o, 200, { idempotencyKey: key, reason: 'other' }), 207049, 422);
    // the same key sent several times at once is still one refund
    const key2 = `${RUN}-idem-2`;
    const burst = await Promise.all(Array.from({ length: 5 }, () => refund(o, 100, { idempotencyKey: key2 })));
    expect(new Set(burst.map((b) => b.body.data?.refundNo)).size).toBe(1);
    expect(await orderRow(o.order_number)).toMatchObject({ refunded_amount: 300 });
  });

  it('refunds only paid orders (207041), never revoked ones (207043), never another estate (207040)', async () => {
    const unpaid = await order(tokyo, 100, { status: 'unpaid' });
    expectCode(await refund(unpaid, 10), 207041, 409);
    const unknown = await order(tokyo, 100, { status: 'unknown' });
    expectCode(await refund(unknown, 10), 207041, 409);
    const revoked = await order(tokyo, 100);
    expectCode(await call('das/payOrder/revoke', 'merchant01', { orderNumber: revoked.order_number, reason: 'test' }), 200);
    expectCode(await refund(revoked, 10), 207043, 409);
    const theirs = await order(naniwa, 100);
    expectCode(await refund(theirs, 10), 207040, 404);
    expectCode(await refund(theirs, 10, {}, 'viewer01'), 101005, 403);
    expectCode(await call('das/payOrder/refund', 'merchant01', { orderNumber: 'NOPE', amount: 1, refundPassword: '12ab', reason: '' }), 207040, 404);
  });

  it('leaves an unknown refund to the re-query sweep, which settles it (success, or failed giving the amount back)', async () => {
    const o = await order(tokyo, 1000);
    const unknown = await refund(o, 400, { reason: 'customer [sandbox:unknown]' });
    expect(unknown.body.data.status).toBe('unknown');
    const lost = await refund(o, 100, { reason: '[sandbox:unknownFailed]' });
    expect(lost.body.data.status).toBe('unknown');
    const failed = await refund(o, 50, { reason: '[sandbox:failed]' });
    expect(failed.body.data.status).toBe('failed');
    expect(await orderRow(o.order_number)).toMatchObject({ refund_reserved: 500, refunded_amount: 0 });
    // young items are left for their request to finish
    await requerySweep(s.db, { minAgeSeconds: 3600 });
    expect(await orderRow(o.order_number)).toMatchObject({ refund_reserved: 500, refunded_amount: 0 });
    // two sweeps at once (two processes): each item settled once
    const results = await Promise.all([requerySweep(s.db, { minAgeSeconds: 0 }), requerySweep(s.db, { minAgeSeconds: 0 })]);
    expect(results.reduce((n, r) => n + r.refunds, 0)).toBeGreaterThanOrEqual(2);
    expect(await orderRow(o.order_number)).toMatchObject({ refund_reserved: 400, refunded_amount: 400, refund_status: 'partial' });
    const states = await s.db.query<{ refund_no: string; state: string }>('select refund_no, state from pay_refunds where order_id = $1 order by id', [o.id]);
    expect(states.map((r) => r.state)).toEqual(['success', 'failed', 'failed']);
    const settledEvents = await s.db.query<{ n: number }>(`select count(*)::int as n from pay_order_events where order_id = $1 and kind = 'refundSettled'`, [
      o.id,
    ]);
    // three answers of the gateway (unknown, unknown, failed) and two of the sweep
    expect(settledEvents[0].n).toBe(5);
  });

  it('lets a person resolve an unknown refund by hand, with an audit record; settled ones 207048', async () => {
    const o = await order(tokyo, 1000);
    const r = await refund(o, 250, { reason: '[sandbox:unknown]' });
    expect(r.body.data.status).toBe('unknown');
    expectCode(await call('das/payOrder/refund/resolve', 'merchant01', { refundNo: r.body.data.refundNo, state: 'success', note: '' }), 100001, 400);
    expectCode(await call('das/payOrder/refund/resolve', 'merchant02', { refundNo: r.body.data.refundNo, state: 'success', note: 'checked' }), 207047, 404);
    const done = await call('das/payOrder/refund/resolve', 'merchant01', {
      refundNo: r.body.data.refundNo,
      state: 'success',
      note: 'confirmed with the provider',
    });
    expectCode(done, 200);
    expect(done.body.data).toEqual({ refundNo: r.body.data.refundNo, status: 'success' });
    expectCode(await call('das/payOrder/refund/resolve', 'merchant01', { refundNo: r.body.data.refundNo, state: 'failed', note: 'again' }), 207048, 409);
    const [refundRow] = await s.db.query<{ resolve_note: string; resolved_by: number }>(
      'select resolve_note, resolved_by from pay_refunds where refund_no = $1',
      [r.body.data.refundNo],
    );
    expect(refundRow.resolve_note).toBe('confirmed with the provider');
    const detail = await s.call('GET', `/api/das/payOrder/get/${o.id}`, { token: tokens.merchant01 });
    const resolve = detail.body.data.events.find((e: any) => e.kind === 'resolve');
    expect(resolve).toMatchObject({
      operator: '伊藤 翔',
      note: 'confirmed with the provider',
      before: { state: 'unknown' },
      after: { state: 'success', refundStatus: 'partial' },
    });
  });
});

describe('revoke and resolve', () => {
  it('revokes a paid order once; not an unpaid one (207041), nor one with refunds (207045)', async () => {
    const o = await order(tokyo, 700);
    const res = await call('das/payOrder/revoke', 'merchant01', { orderNumber: o.order_number, reason: 'wrong goods' });
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({ orderNumber: o.order_number, revoked: true });
    expectCode(await call('das/payOrder/revoke', 'merchant01', { orderNumber: o.order_number, reason: 'again' }), 207044, 409);
    const unpaid = await order(tokyo, 100, { status: 'unpaid' });
    expectCode(await call('das/payOrder/revoke', 'merchant01', { orderNumber: unpaid.order_number }), 207041, 409);
    const refunded = await order(tokyo, 100);
    expectCode(await refund(refunded, 10), 200);
    expectCode(await call('das/payOrder/revoke', 'merchant01', { orderNumber: refunded.order_number }), 207045, 409);
    expectCode(await call('das/payOrder/revoke', 'merchant02', { orderNumber: refunded.order_number }), 207040, 404);
    expectCode(await call('das/payOrder/revoke', 'viewer01', { orderNumber: refunded.order_number }), 101005, 403);
    const [ev] = await s.db.query<{ operator_id: number; note: string }>(
      `select operator_id, note from pay_order_events where order_id = $1 and kind = 'revoke'`,
      [o.id],
    );
    expect(ev.note).toBe('wrong goods');
    expect(ev.operator_id).toBeTruthy();
  });

  it('resolves an unknown order by hand (paid or failed), audited; others 207050', async () => {
    const o = await order(tokyo, 300, { status: 'unknown' });
    const paid = await order(tokyo, 300);
    expectCode(await call('das/payOrder/resolve', 'merchant01', { orderNumber: paid.order_number, status: 'failed', note: 'x' }), 207050, 409);
    expectCode(await call('das/payOrder/resolve', 'merchant01', { orderNumber: o.order_number, status: 'unknown', note: 'x' }), 100001, 400);
    expectCode(await call('das/payOrder/resolve', 'merchant01', { orderNumber: o.order_number, status: 'paid', note: 'seen in the provider portal' }), 200);
    expect(await orderRow(o.order_number)).toMatchObject({ status: 'paid' });
    const [ev] = await s.db.query<any>(`select before, after, note, operator_id from pay_order_events where order_id = $1 and kind = 'resolve'`, [o.id]);
    expect(ev).toMatchObject({ before: { status: 'unknown' }, after: { status: 'paid' }, note: 'seen in the provider portal' });
  });

  it("settles unknown orders in the re-query sweep from the sandbox's later answer", async () => {
    const o = await order(tokyo, 300, { status: 'unknown' });
    const { order: f } = await s.db.transaction((tx) =>
      createOrder(tx, {
        orderNumber: `${RUN}-uf`,
        orgId: tokyo.id,
        orgPath: tokyo.path,
        channel: 'sandbox',
        payType: 2,
        currency: 'JPY',
        amount: 300,
        status: 'unknown',
        gatewayTradeNo: `SBX-${RUN}-uf-UF`,
      }),
    );
    await requerySweep(s.db, { minAgeSeconds: 0 });
    expect((await orderRow(o.order_number)).status).toBe('paid');
    expect((await orderRow(f.order_number)).status).toBe('failed');
  });
});

describe('orders from devices', () => {
  let d: TestDevice;
  beforeAll(async () => {
    d = await connectDevice(s.app.link!.deviceUrl, device.serial);
  });
  afterAll(async () => d?.end(true));
  const pay = (orderNo: string, extra: Record<string, unknown> = {}) =>
    d.publish('event', { ts: new Date().toISOString(), type: 'pay', orderNo, amount: 150, currency: 'JPY', payType: 205, laneNo: '1', ...extra });

  it('records a device payment through its config and the sandbox, and pushes the result (type 0)', async () => {
    await pay(`${RUN}-dev-1`);
    await pay(`${RUN}-dev-2`, { sandbox: 'failed' });
    await pay(`${RUN}-dev-3`, { sandbox: 'unknown' });
    await pay(`${RUN}-dev-4`, { sandbox: 'directFailed' });
    await pay(`${RUN}-dev-1`); // QoS 1 may deliver it twice: one order
    const rows = await eventually(async () => {
      const r = await s.db.query<OrderRow>(`select * from pay_orders where order_number like $1 order by order_number`, [`${RUN}-dev-%`]);
      return r.length === 4 && r.every((o) => o.status !== 'unpaid') && r;
    });
    expect(rows.map((o) => o.status)).toEqual(['paid', 'failed', 'unknown', 'directFailed']);
    expect(rows[0]).toMatchObject({ device_id: device.id, serial_num: device.serial, channel: 'sandbox', lane_no: '1', amount: 150 });
    expect(rows[0].gateway_cost_ms).toBeGreaterThan(0);
    const cmd = await d.nextCommand(1);
    expect(cmd.type).toBe(0);
    expect(cmd.payload).toMatchObject({ orderNo: expect.stringContaining(`${RUN}-dev-`) });
    // the trace: the ledger's events and the pushes with their link stages
    const trace = await call('das/payOrder/trace', 'merchant01', { orderNumber: `${RUN}-dev-1` });
    expectCode(trace, 200);
    expect(trace.body.data.events.map((e: any) => e.kind)).toEqual(['created', 'status']);
    await eventually(async () => (await call('das/payOrder/trace', 'merchant01', { orderNumber: `${RUN}-dev-1` })).body.data.pushes.length === 1);
    const again = await call('das/payOrder/trace', 'merchant01', { orderNumber: `${RUN}-dev-1` });
    expect(again.body.data.pushes[0]).toMatchObject({ type: 0, typeName: 'pay' });
    expect(again.body.data.pushes[0].stages[0].stage).toBe('apiSent');
    expectCode(await call('das/payOrder/trace', 'merchant02', { orderNumber: `${RUN}-dev-1` }), 207040, 404);
  });

  it('pushes revoke (type 1) and refund (type 2) notices to the device', async () => {
    const o = await orderRow(`${RUN}-dev-1`);
    const before = d.commands.length;
    expectCode(await refund(o, 50), 200);
    const refundCmd = await d.nextCommand(before + 1);
    expect(refundCmd).toMatchObject({ type: 2, payload: { orderNo: o.order_number, refundAmount: 50, refundedAmount: 50 } });
    const p = await orderRow(`${RUN}-dev-3`);
    // the unknown one settles paid in the sweep, and the device hears it
    await requerySweep(s.db, { minAgeSeconds: 0 });
    expect((await orderRow(p.order_number)).status).toBe('paid');
    const payCmd = await d.nextCommand(before + 2);
    expect(payCmd).toMatchObject({ type: 0, payload: { orderNo: p.order_number, status: 'paid' } });
    expectCode(await call('das/payOrder/revoke', 'merchant01', { orderNumber: p.order_number, reason: 'test' }), 200);
    const revokeCmd = await d.nextCommand(before + 3);
    expect(revokeCmd).toMatchObject({ type: 1, payload: { orderNo: p.order_number, revoked: true } });
  });

  it('records nothing for a device without a pay config', async () => {
    const other = await connectDevice(s.app.link!.deviceUrl, naniwaDevice.serial);
    try {
      await other.publish('event', { ts: new Date().toISOString(), type: 'pay', orderNo: `${RUN}-nocfg`, amount: 100, currency: 'JPY', payType: 1 });
      await other.publish('event', { ts: new Date().toISOString(), type: 'door', open: true });
      await eventually(
        async () =>
          (await s.db.query<{ n: number }>(`select count(*)::int as n from device_events where device_id = $1 and type = 'door'`, [naniwaDevice.id]))[0].n > 0,
      );
      expect(await orderRow(`${RUN}-nocfg`)).toBeUndefined();
    } finally {
      await other.end(true);
    }
  });
});

describe('lists, detail, summary, pay types, export', () => {
  it("pages in the caller's scope with the filters", async () => {
    const mine = await order(tokyo, 4321, { currency: 'USD', payType: 2 });
    const theirs = await order(naniwa, 999);
    const list = await call('das/payOrder/pageList', 'merchant01', { pageNum: 1, pageSize: 100, orderNumber: RUN });
    expectCode(list, 200);
    const numbers = list.body.data.list.map((o: any) => o.orderNumber);
    expect(numbers).toContain(mine.order_number);
    expect(numbers).not.toContain(theirs.order_number);
    const first = list.body.data.list.find((o: any) => o.orderNumber === mine.order_number);
    expect(first).toMatchObject({
      orderNumber: mine.order_number,
      amount: 4321,
      refundedAmount: 0,
      currency: 'USD',
      payType: 2,
      status: 'paid',
      refundStatus: 'none',
      revoked: false,
    });
    expect(first.createdAt).toBeTruthy();
    expect(first.paidAt).toBeTruthy();
    const usd = await call('das/payOrder/pageList', 'merchant01', { orderNumber: RUN, currency: 'USD', payType: 2, pageSize: 100 });
    expect(usd.body.data.list.every((o: any) => o.currency === 'USD' && o.payType === 2)).toBe(true);
    const revoked = await call('das/payOrder/pageList', 'merchant01', { orderNumber: RUN, revoked: true, pageSize: 100 });
    expect(revoked.body.data.total).toBeGreaterThanOrEqual(2);
    expect(revoked.body.data.list.every((o: any) => o.revoked)).toBe(true);
    const band = await call('das/payOrder/pageList', 'merchant01', { orderNumber: RUN, amountMin: 4321, amountMax: 4321, pageSize: 100 });
    expect(band.body.data.list.map((o: any) => o.orderNumber)).toEqual([mine.order_number]);
    const future = await call('das/payOrder/pageList', 'merchant01', { orderNumber: RUN, startTime: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.body.data.total).toBe(0);
    const full = await call('das/payOrder/pageList', 'merchant01', { orderNumber: RUN, refundStatus: 'full', pageSize: 100 });
    expect(full.body.data.list.length).toBeGreaterThan(0);
    expect(full.body.data.list.every((o: any) => o.refundStatus === 'full')).toBe(true);
    expectCode(await call('das/payOrder/pageList', 'merchant01', { status: 'done' }), 100001, 400);
    // BD staff hold no payment codes
    expectCode(await call('das/payOrder/pageList', 'bd01', {}), 101005, 403);
    const admin = await call('das/payOrder/pageList', 'admin', { orderNumber: RUN, pageSize: 100 });
    expect(admin.body.data.list.map((o: any) => o.orderNumber)).toContain(theirs.order_number);
  });

  it('answers one order with its refunds and history; another estate 207040', async () => {
    const o = await order(tokyo, 800);
    expectCode(await refund(o, 100), 200);
    const res = await s.call('GET', `/api/das/payOrder/get/${o.id}`, { token: tokens.merchant01 });
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({ orderNumber: o.order_number, amount: 800, refundedAmount: 100, refundStatus: 'partial' });
    expect(res.body.data.refunds).toHaveLength(1);
    expect(res.body.data.events.map((e: any) => e.kind)).toEqual(['created', 'refund', 'refundSettled']);
    expect(res.body.data.events[1]).toMatchObject({ operator: '伊藤 翔', before: { refundReserved: 0 }, after: { refundReserved: 100 } });
    // the generic get (a view): the page row's fields, then refunds and events with every field, times as every time is answered
    const { refunds, events, ...row } = res.body.data;
    expect(row).toEqual((await call('das/payOrder/pageList', 'merchant01', { orderNumber: o.order_number })).body.data.list[0]);
    const [made] = await s.db.query<{ id: number; refund_no: string; created_at: Date; settled_at: Date }>(
      'select id, refund_no, created_at, settled_at from pay_refunds where order_id = $1',
      [o.id],
    );
    expect(refunds[0]).toEqual({
      id: made.id,
      refundNo: made.refund_no,
      amount: 100,
      state: 'success',
      reason: expect.any(String),
      gatewayCode: expect.anything(),
      createdBy: '伊藤 翔',
      createdAt: made.created_at.toISOString(),
      settledAt: made.settled_at.toISOString(),
      resolvedBy: null,
      resolveNote: null,
    });
    const [first] = await s.db.query<{ created_at: Date }>('select created_at from pay_order_events where order_id = $1 order by id limit 1', [o.id]);
    expect(Object.keys(events[0]).sort()).toEqual(['after', 'before', 'createdAt', 'id', 'kind', 'note', 'operator']);
    expect(events[0].createdAt).toBe(first.created_at.toISOString());
    expectCode(await s.call('GET', `/api/das/payOrder/get/${o.id}`, { token: tokens.merchant02 }), 207040, 404);
    expectCode(await s.call('GET', `/api/das/payOrder/get/999999999`, { token: tokens.merchant01 }), 207040, 404);
  });

  it('sums the bill summary from the rollup: equal to a scan of the orders that are not revoked', async () => {
    const res = await call('das/payOrder/payRecordStatistic', 'merchant01', {});
    expectCode(res, 200);
    const scan = await s.db.query<{ currency: string; orderCount: number; paidAmount: number; refundedAmount: number }>(
      `select currency, count(*)::int as "orderCount", coalesce(sum(amount) filter (where status = 'paid'), 0)::int as "paidAmount",
              sum(refunded_amount)::int as "refundedAmount"
         from pay_orders where org_path like $1 || '%' and not revoked group by currency order by currency`,
      [tokyo.path],
    );
    expect(
      res.body.data.byCurrency.map((r: any) => ({
        currency: r.currency,
        orderCount: r.orderCount,
        paidAmount: r.paidAmount,
        refundedAmount: r.refundedAmount,
      })),
    ).toEqual(scan);
    // a revoke leaves it at once
    const o = await order(tokyo, 10_000);
    const jpy = async () => (await call('das/payOrder/payRecordStatistic', 'merchant01', { currency: 'JPY' })).body.data.byCurrency[0].paidAmount;
    const withIt = await jpy();
    expectCode(await call('das/payOrder/revoke', 'merchant01', { orderNumber: o.order_number, reason: 'x' }), 200);
    expect(await jpy()).toBe(withIt - 10_000);
    // another merchant's summary counts its own orders only (the demo history has USD orders in both estates)
    const theirs = await call('das/payOrder/payRecordStatistic', 'merchant02', { currency: 'USD' });
    const [own] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from pay_orders where org_path like $1 || '%' and currency = 'USD' and not revoked`,
      [naniwa.path],
    );
    expect(theirs.body.data.byCurrency.map((r: any) => r.orderCount)).toEqual(own.n ? [own.n] : []);
    expectCode(await call('das/payOrder/payRecordStatistic', 'merchant01', { startDate: 'yesterday' }), 100001, 400);
  });

  it('lists the payment methods with description and colour, or those seen in scope', async () => {
    const all = await call('das/payOrder/getPayType', 'merchant01', {}, 'en');
    expect(all.body.data).toHaveLength(PAY_METHODS.length);
    expect(all.body.data.find((m: any) => m.code === 205)).toEqual({ code: 205, name: 'PayPay', description: 'PayPay', color: '#FF0033' });
    const seen = await call('das/payOrder/getPayType', 'merchant01', { seen: true });
    expect(seen.body.data.map((m: any) => m.code).sort()).toEqual(expect.arrayContaining([2, 205]));
    expect(seen.body.data.length).toBeLessThan(PAY_METHODS.length);
  });

  it("exports the list's orders as .xlsx: scope, filters, currency digits, revoked marked", async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/das/payOrder/export/payOrder/excel',
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'en' },
      payload: { orderNumber: RUN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Order number');
    const rows = [] as Record<string, unknown>[];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const v = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(header.map((h, i) => [h as string, v[i]])));
    });
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from pay_orders where org_path like $1 || '%' and order_number like $2 || '%'`, [
      tokyo.path,
      RUN,
    ]);
    expect(rows).toHaveLength(n);
    const usd = rows.find((r) => r.Currency === 'USD' && r.Amount === 43.21);
    expect(usd).toBeTruthy();
    expect(rows.some((r) => r.Revoked === 'Revoked')).toBe(true);
    expect(rows.filter((r) => r.Currency === 'JPY').every((r) => Number.isInteger(r.Amount))).toBe(true);
    expect(rows.some((r) => String(r['Order number']).includes('nocfg'))).toBe(false);
    const denied = await s.call('POST', '/api/das/payOrder/export/payOrder/excel', { token: tokens.viewer01, body: {} });
    expectCode(denied, 101005, 403);
  });

  it('refuses an export over 30000 orders (209019) before sending anything', async () => {
    // raw rows of a throwaway prefix (outside the ledger: only the export's count reads them), removed after
    await s.db.query(
      `insert into pay_orders (order_number, org_id, org_path, channel, pay_type, currency, amount, status)
       select 'CAP${RUN}-' || g, $1, $2, 'sandbox', 205, 'JPY', 100, 'paid' from generate_series(1, 30001) g`,
      [naniwa.id, naniwa.path],
    );
    try {
      const res = await call('das/payOrder/export/payOrder/excel', 'merchant02', { orderNumber: `CAP${RUN}` });
      expectCode(res, 209019, 413);
    } finally {
      await s.db.query(`delete from pay_orders where order_number like $1`, [`CAP${RUN}-%`]);
    }
  });
});
