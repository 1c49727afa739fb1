/**
 * The demo payment history: spread over 180 days and the demo estate, in several currencies and methods,
 * with every outcome present, and its rollup equal to a scan of the orders (revoked ones left out) —
 * the same figures the ledger keeps one change at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { PAY_METHOD_CODES } from '../../src/domain/payments.js';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s?.close());

describe('demo payment history', () => {
  it('spans the estate, 180 days, several currencies and methods, every outcome', async () => {
    const [o] = await s.db.query<{ n: number; devices: number; days: number; currencies: number; methods: number }>(
      `select count(*)::int as n, count(distinct device_id)::int as devices, (max(created_at)::date - min(created_at)::date) as days,
              count(distinct currency)::int as currencies, count(distinct pay_type)::int as methods from pay_orders`,
    );
    expect(o.n).toBeGreaterThanOrEqual(3000);
    expect(o.devices).toBeGreaterThan(200);
    expect(o.days).toBeGreaterThanOrEqual(170);
    expect(o.currencies).toBeGreaterThanOrEqual(4);
    expect(o.methods).toBeGreaterThanOrEqual(10);
    const statuses = await s.db.query<{ status: string }>('select distinct status from pay_orders order by 1');
    expect(statuses.map((r) => r.status)).toEqual(expect.arrayContaining(['paid', 'failed', 'directFailed', 'cancelFailed', 'unpaid']));
    const [r] = await s.db.query<{ revoked: number; partial: number; full: number }>(
      `select count(*) filter (where revoked)::int as revoked, count(*) filter (where refund_status = 'partial')::int as partial,
              count(*) filter (where refund_status = 'full')::int as full from pay_orders`,
    );
    expect(r.revoked).toBeGreaterThan(0);
    expect(r.partial).toBeGreaterThan(0);
    expect(r.full).toBeGreaterThan(0);
    const methods = await s.db.query<{ pay_type: number }>('select distinct pay_type from pay_orders');
    for (const m of methods) expect(PAY_METHOD_CODES).toContain(m.pay_type);
  });

  it('keeps JPY and KRW amounts whole (their minor unit is the yen and the won)', async () => {
    const rows = await s.db.query<{ currency: string; digits: number }>(
      `select distinct o.currency, c.digits from pay_orders o join currencies c on c.code = o.currency where o.currency in ('JPY', 'KRW')`,
    );
    expect(rows.every((row) => row.digits === 0)).toBe(true);
  });

  it('has refunds that add up to each refunded order', async () => {
    const [bad] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from pay_orders o
        where o.refunded_amount <> coalesce((select sum(amount) from pay_refunds r where r.order_id = o.id and r.state = 'success'), 0)`,
    );
    expect(bad.n).toBe(0);
  });

  it('has a rollup equal to a scan of the orders, revoked ones left out', async () => {
    const diff = await s.db.query(
      `with scan as (
         select (created_at at time zone 'Asia/Tokyo')::date as day, org_id, coalesce(device_id, 0) as device_id, pay_type, currency, channel, status,
                count(*) as order_count, sum(amount) as amount, sum(refunded_amount) as refunded_amount
           from pay_orders where not revoked group by 1, 2, 3, 4, 5, 6, 7)
       select * from scan full join pay_stats_daily r using (day, org_id, device_id, pay_type, currency, channel, status)
        where scan.order_count is distinct from r.order_count or scan.amount is distinct from r.amount
           or scan.refunded_amount is distinct from r.refunded_amount`,
    );
    expect(diff).toEqual([]);
  });
});
