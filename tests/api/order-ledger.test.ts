/**
 * The order ledger every payment call changes orders through: refunds never pass the amount even when many
 * race (on PostgreSQL they really run at once), a revoke happens once and only to a paid order without
 * refunds, and the daily rollup always equals a scan of the orders it summarises (revoked ones left out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { changeOrderStatus, createOrder, reserveRefund, revokeOrder, settleRefund } from '../../src/server/areas/payments/order-ledger.js';
import { AppError } from '../../src/server/errors.js';

let s: TestServer;
let org: { id: number; path: string };
let seq = 0;

beforeAll(async () => {
  s = await testServer();
  const id = await orgId(s.db, '東京ベンディング');
  [org] = await s.db.query<{ id: number; path: string }>('select id, path from organisations where id = $1', [id]);
});
afterAll(async () => s?.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e) => (e instanceof AppError ? e.code : String(e)),
  );

async function order(amount: number, status: 'paid' | 'unknown' = 'paid', currency = 'JPY') {
  const { order: o } = await s.db.transaction((tx) =>
    createOrder(tx, {
      orderNumber: `LEDGER-${process.pid}-${++seq}`,
      orgId: org.id,
      orgPath: org.path,
      channel: 'sandbox',
      payType: 205,
      currency,
      amount,
      status,
      gatewayCostMs: 300,
    }),
  );
  return o;
}

/** The rollup's figures against a scan of pay_orders, for this test's orders. */
async function rollupEqualsScan() {
  const [r] = await s.db.query<{ n: number; amount: number; refunded: number }>(
    `select coalesce(sum(order_count), 0)::bigint as n, coalesce(sum(amount), 0)::bigint as amount, coalesce(sum(refunded_amount), 0)::bigint as refunded
       from pay_stats_daily where org_id = $1 and channel = 'sandbox' and pay_type = 205`,
    [org.id],
  );
  const [raw] = await s.db.query<{ n: number; amount: number; refunded: number }>(
    `select count(*)::bigint as n, coalesce(sum(amount), 0)::bigint as amount, coalesce(sum(refunded_amount), 0)::bigint as refunded
       from pay_orders where org_id = $1 and channel = 'sandbox' and pay_type = 205 and not revoked`,
    [org.id],
  );
  expect(r).toEqual(raw);
}

describe('order ledger', () => {
  it('records an order once per order number, with its created event', async () => {
    const o = await order(500);
    const again = await s.db.transaction((tx) =>
      createOrder(tx, {
        orderNumber: o.order_number,
        orgId: org.id,
        orgPath: org.path,
        channel: 'sandbox',
        payType: 205,
        currency: 'JPY',
        amount: 500,
        status: 'paid',
      }),
    );
    expect(again.created).toBe(false);
    expect(await s.db.query('select kind from pay_order_events where order_id = $1', [o.id])).toEqual([{ kind: 'created' }]);
    await rollupEqualsScan();
  });

  it('refuses a method or currency the catalogue does not know', async () => {
    await expect(
      s.db.transaction((tx) =>
        createOrder(tx, {
          orderNumber: `LEDGER-X-${++seq}`,
          orgId: org.id,
          orgPath: org.path,
          channel: 'sandbox',
          payType: 3,
          currency: 'JPY',
          amount: 1,
          status: 'paid',
        }),
      ),
    ).rejects.toThrow();
    await expect(
      s.db.transaction((tx) =>
        createOrder(tx, {
          orderNumber: `LEDGER-X-${++seq}`,
          orgId: org.id,
          orgPath: org.path,
          channel: 'sandbox',
          payType: 205,
          currency: 'XXX',
          amount: 1,
          status: 'paid',
        }),
      ),
    ).rejects.toThrow();
  });

  it('lets concurrent refunds take at most the amount', async () => {
    const o = await order(100);
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) => codeOf(s.db.transaction((tx) => reserveRefund(tx, o.id, { refundNo: `R-${o.id}-${i}`, amount: 60, orgId: org.id })))),
    );
    expect(tries.filter((c) => c === 200)).toHaveLength(1);
    expect(tries.filter((c) => c === 207042)).toHaveLength(7);
    const [row] = await s.db.query<{ refund_reserved: number }>('select refund_reserved from pay_orders where id = $1', [o.id]);
    expect(row.refund_reserved).toBe(60);
  });

  it('settles refunds into partial then full, gives a failed one back, and refuses settling twice', async () => {
    const o = await order(1000);
    const a = await s.db.transaction((tx) => reserveRefund(tx, o.id, { refundNo: `RA-${o.id}`, amount: 300, orgId: org.id }));
    const settled = await s.db.transaction((tx) => settleRefund(tx, a.refund.id, 'success', 'OK'));
    expect(settled.order).toMatchObject({ refunded_amount: 300, refund_status: 'partial' });
    expect(await codeOf(s.db.transaction((tx) => settleRefund(tx, a.refund.id, 'failed', null)))).toBe(207048);
    const b = await s.db.transaction((tx) => reserveRefund(tx, o.id, { refundNo: `RB-${o.id}`, amount: 700, orgId: org.id }));
    await s.db.transaction((tx) => settleRefund(tx, b.refund.id, 'failed', 'NG'));
    const c = await s.db.transaction((tx) => reserveRefund(tx, o.id, { refundNo: `RC-${o.id}`, amount: 700, orgId: org.id }));
    const full = await s.db.transaction((tx) => settleRefund(tx, c.refund.id, 'success', 'OK'));
    expect(full.order).toMatchObject({ refunded_amount: 1000, refund_reserved: 1000, refund_status: 'full' });
    expect(await codeOf(s.db.transaction((tx) => reserveRefund(tx, o.id, { refundNo: `RD-${o.id}`, amount: 1, orgId: org.id })))).toBe(207042);
    await rollupEqualsScan();
  });

  it('revokes a paid order once, out of the rollup at once; refunds and revokes only on paid orders', async () => {
    const o = await order(250);
    await rollupEqualsScan();
    await s.db.transaction((tx) => revokeOrder(tx, o.id, { operatorId: null }));
    await rollupEqualsScan();
    expect(await codeOf(s.db.transaction((tx) => revokeOrder(tx, o.id)))).toBe(207044);
    expect(await codeOf(s.db.transaction((tx) => reserveRefund(tx, o.id, { refundNo: `RE-${o.id}`, amount: 1, orgId: org.id })))).toBe(207043);
    const unknown = await order(400, 'unknown');
    expect(await codeOf(s.db.transaction((tx) => revokeOrder(tx, unknown.id)))).toBe(207041);
    expect(await codeOf(s.db.transaction((tx) => reserveRefund(tx, unknown.id, { refundNo: `RF-${unknown.id}`, amount: 1, orgId: org.id })))).toBe(207041);
    const refunded = await order(300);
    await s.db.transaction((tx) => reserveRefund(tx, refunded.id, { refundNo: `RG-${refunded.id}`, amount: 1, orgId: org.id }));
    expect(await codeOf(s.db.transaction((tx) => revokeOrder(tx, refunded.id)))).toBe(207045);
  });

  it('moves an unknown order to paid by status change, with who did it, and keeps the rollup equal to a scan', async () => {
    const o = await order(800, 'unknown');
    await s.db.transaction((tx) => changeOrderStatus(tx, o.id, ['unknown'], 'paid', { gatewayCode: 'SETTLED' }, { note: 're-query' }));
    expect(await codeOf(s.db.transaction((tx) => changeOrderStatus(tx, o.id, ['unknown'], 'failed')))).toBe(207050);
    const events = await s.db.query<{ kind: string; before: { status: string }; after: { status: string } }>(
      'select kind, before, after from pay_order_events where order_id = $1 order by id',
      [o.id],
    );
    expect(events.map((e) => [e.kind, e.before?.status ?? null, e.after.status])).toEqual([
      ['created', null, 'unknown'],
      ['status', 'unknown', 'paid'],
    ]);
    await rollupEqualsScan();
  });

  it('keeps the event history append-only', async () => {
    await expect(s.db.query('delete from pay_order_events')).rejects.toThrow(/append-only/);
  });
});
