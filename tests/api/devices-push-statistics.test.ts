import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};

/** Tokyo noon of 2026-03-10, and the days around it. */
const DAY = Date.parse('2026-03-10T03:00:00Z');

/**
 * Inserts a push to a device with the stages observed at these offsets (ms after apiSent), the status
 * they lead to, and slow/total as the link would record them.
 */
async function push(serialNum: string, at: number, offsets: Partial<Record<'brokerReceived' | 'brokerSent' | 'deviceReceived', number>>, status?: string) {
  const [device] = await s.db.query<{ id: number }>('select id from devices where serial_num = $1', [serialNum]);
  const requestId = randomUUID();
  const total = offsets.deviceReceived;
  const st =
    status ??
    (offsets.deviceReceived !== undefined ? 'SUBOK' : offsets.brokerSent !== undefined ? 'SUB' : offsets.brokerReceived !== undefined ? 'PUB' : 'SEND');
  await s.db.query(
    `insert into push_messages (request_id, device_id, serial_num, type, payload, status, expires_at, created_at, total_ms, slow)
     values ($1, $2, $3, 3, '{}', $4, $5, $6, $7, $8)`,
    [requestId, device.id, serialNum, st, new Date(at + 86_400_000), new Date(at), total ?? null, (total ?? 0) > 5000],
  );
  await s.db.query('insert into push_stages (request_id, stage, at) values ($1, $2, $3)', [requestId, 'apiSent', new Date(at)]);
  for (const [stage, ms] of Object.entries(offsets)) {
    await s.db.query('insert into push_stages (request_id, stage, at) values ($1, $2, $3)', [requestId, stage, new Date(at + ms)]);
  }
  return requestId;
}

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'agent02', 'merchant01', 'store01']) tokens[account] = await s.login(account);
  // shibuya (DEMO-000001..48, under tokyoVend under east): 10 acknowledged pushes, 10..100 ms per stage
  for (let i = 1; i <= 10; i++) await push('DEMO-000001', DAY + i * 1000, { brokerReceived: i, brokerSent: 2 * i, deviceReceived: 100 * i });
  // one slow push, one still published, one only sent, one expired, one failed (shibuya / tokyoVend)
  await push('DEMO-000002', DAY, { brokerReceived: 5, brokerSent: 10, deviceReceived: 6000 });
  await push('DEMO-000002', DAY, { brokerReceived: 5, brokerSent: 10 });
  await push('DEMO-000003', DAY, {});
  await push('DEMO-000090', DAY, { brokerReceived: 5, brokerSent: 10 }, 'EXPIRED');
  await push('DEMO-000090', DAY, { brokerReceived: 5, brokerSent: 10, deviceReceived: 50 }, 'FAILED');
  // umeda (west): 2 pushes
  await push('DEMO-000175', DAY, { brokerReceived: 1, brokerSent: 1, deviceReceived: 1 });
  await push('DEMO-000176', DAY, { brokerReceived: 1, brokerSent: 1, deviceReceived: 1 });
  // outside the range: the day before, and the day after, in Tokyo
  await push('DEMO-000001', Date.parse('2026-03-08T14:59:59Z'), { brokerReceived: 1 });
  await push('DEMO-000001', Date.parse('2026-03-10T15:00:00Z'), { brokerReceived: 1 });
});
afterAll(async () => s?.close());

const stats = (token: string, body: unknown, lang?: string) => s.call('POST', '/api/device/pushMsg/statistics', { token, body, lang });
const RANGE = { startDate: '2026-03-09', endDate: '2026-03-10' };

describe('/device/pushMsg/statistics', () => {
  it('one device: counts by status, slow, p50/p95 of each interval from the stage rows', async () => {
    const res = await stats(tokens.agent01, { serialNum: 'DEMO-000001', ...RANGE });
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d.total).toBe(10);
    expect(d.slow).toBe(0);
    expect(d.statuses).toEqual({ SUBOK: 10 });
    expect(d.shown).toEqual({ pushed: 0, published: 0, succeeded: 10, expired: 0, failed: 0 });
    // 1..10 ms: p50 5.5, p95 9.55 (linear interpolation, as percentile_cont; rounded to 0.1 ms)
    expect(d.intervals[0]).toMatchObject({ from: 'apiSent', to: 'brokerReceived', count: 10, p50: 5.5 });
    expect(d.intervals[0].p95).toBeCloseTo(9.55, 0);
    expect(d.intervals[1]).toMatchObject({ from: 'brokerReceived', to: 'brokerSent', count: 10, p50: 5.5 });
    expect(d.intervals[1].p95).toBeCloseTo(9.55, 0);
    // 100i - 2i = 98i: p50 539, p95 935.9
    expect(d.intervals[2]).toEqual({ from: 'brokerSent', to: 'deviceReceived', count: 10, p50: 539, p95: 935.9 });
    expect(d.intervals[3]).toEqual({ from: 'apiSent', to: 'deviceReceived', count: 10, p50: 550, p95: 955 });
  });

  it("the fleet in the caller's scope: the agent sees east, the store its own devices, the platform everything", async () => {
    let d = (await stats(tokens.agent01, RANGE)).body.data;
    expect(d.total).toBe(15);
    expect(d.slow).toBe(1);
    expect(d.shown).toEqual({ pushed: 1, published: 1, succeeded: 11, expired: 1, failed: 1 });
    expect(d.intervals[3].count).toBe(12); // SUBOK ×11 and the failed one reached the device
    d = (await stats(tokens.agent02, RANGE)).body.data;
    expect(d.total).toBe(2);
    expect(d.intervals[3]).toMatchObject({ count: 2, p50: 1, p95: 1 });
    d = (await stats(tokens.merchant01, RANGE)).body.data;
    expect(d.total).toBe(15); // tokyoVend holds shibuya and its own devices
    d = (await stats(tokens.admin, RANGE)).body.data;
    expect(d.total).toBe(17);
  });

  it('days are Tokyo days, both ends included', async () => {
    // 2026-03-08 23:59:59 and 2026-03-11 00:00:00 in Tokyo
    expect((await stats(tokens.admin, { startDate: '2026-03-08', endDate: '2026-03-08' })).body.data.total).toBe(1);
    expect((await stats(tokens.admin, { startDate: '2026-03-09', endDate: '2026-03-09' })).body.data.total).toBe(0);
    expect((await stats(tokens.admin, { startDate: '2026-03-11', endDate: '2026-03-11' })).body.data.total).toBe(1);
    const empty = (await stats(tokens.admin, { startDate: '2026-01-01', endDate: '2026-01-01' })).body.data;
    expect(empty).toMatchObject({ total: 0, slow: 0, statuses: {} });
    expect(empty.intervals[0]).toEqual({ from: 'apiSent', to: 'brokerReceived', count: 0, p50: null, p95: null });
  });

  it('a device outside the scope, or unknown, is 203001', async () => {
    expect((await stats(tokens.agent02, { serialNum: 'DEMO-000001', ...RANGE })).body.code).toBe(203001);
    expect((await stats(tokens.agent01, { serialNum: 'NOPE-1', ...RANGE })).body.code).toBe(203001);
  });

  it('a range backwards or over 31 days is 100001 on endDate; bad dates name their field', async () => {
    let res = await stats(tokens.admin, { startDate: '2026-03-10', endDate: '2026-03-09' }, 'en');
    expect(res.body).toMatchObject({ code: 100001, fields: [{ field: 'endDate' }] });
    res = await stats(tokens.admin, { startDate: '2026-03-01', endDate: '2026-04-01' });
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['endDate']);
    expect((await stats(tokens.admin, { startDate: '2026-03-01', endDate: '2026-03-31' })).body.code).toBe(200);
    res = await stats(tokens.admin, { startDate: '2026/03/01', serialNum: 'a b' });
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['endDate', 'serialNum', 'startDate']);
  });

  it('needs pushMsg.view: the store staff role lacks it', async () => {
    expect((await stats(tokens.store01, RANGE)).body.code).toBe(101005);
  });
});
