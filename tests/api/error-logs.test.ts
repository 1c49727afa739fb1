import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { TOKEN_FINGERPRINT_HEX } from '../../src/server/areas/system/error-logs.js';

let s: TestServer;
let admin: string;
let viewer: string;
let agent: string;
beforeAll(async () => {
  s = await testServer();
  [admin, viewer, agent] = await Promise.all([s.login('admin'), s.login('viewer01'), s.login('agent01')]);
});
afterAll(async () => s?.close());

const save = (token: string | undefined, body: unknown, lang?: string) => s.call('POST', '/api/errorLog/save', { token, body, lang });
const list = (token: string | undefined, body: unknown = {}) => s.call('POST', '/api/errorLog/pageList', { token, body });
/** What an entry keeps of the session: the first 12 hex digits of the token's SHA-256. */
const fingerprint = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);

describe('POST /api/errorLog/save', () => {
  it('records an entry stamped with the caller from the session, not from the body', async () => {
    const res = await save(viewer, {
      type: 'ajax',
      code: 101005,
      message: 'No permission for this resource',
      url: '/api/user/save',
      time: '2026-01-02T03:04:05.000Z',
      userId: 1,
      userName: 'admin',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), time: '2026-01-02T03:04:05.000Z' });
    const page = await list(viewer);
    expect(page.body.data.total).toBe(1);
    const [users] = await Promise.all([s.db.query<{ id: number }>(`select id from users where account = 'viewer01'`)]);
    expect(page.body.data.list[0]).toEqual({
      id: res.body.data.id,
      time: '2026-01-02T03:04:05.000Z',
      type: 'ajax',
      code: 101005,
      message: 'No permission for this resource',
      url: '/api/user/save',
      userId: users[0].id,
      userName: 'viewer01',
      tokenFingerprint: fingerprint(viewer),
    });
  });

  it("keeps a fingerprint of the session (12 hex of its SHA-256), never the token, so one session's entries group", async () => {
    expect(TOKEN_FINGERPRINT_HEX).toBe(12);
    const second = await s.login('viewer01');
    for (const [token, message] of [
      [viewer, 'first session'],
      [second, 'second session'],
    ]) {
      expect((await save(token, { type: 'script', code: 0, message })).body.code).toBe(200);
    }
    const one = (await list(viewer, { tokenFingerprint: fingerprint(second) })).body.data;
    expect(one.list.map((e: { message: string }) => e.message)).toEqual(['second session']);
    const other = (await list(viewer, { tokenFingerprint: fingerprint(viewer) })).body.data.list.map((e: { message: string }) => e.message);
    expect(other).toContain('first session');
    expect(other).not.toContain('second session');
    // no column of the table holds the token, nor its whole hash
    const rows = await s.db.query<Record<string, unknown>>('select * from error_logs');
    const stored = JSON.stringify(rows);
    for (const token of [viewer, second]) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
    // a malformed fingerprint is refused, in the caller's language
    for (const bad of ['ABCDEF012345', 'abc', 'g'.repeat(12), 12]) {
      const res = await s.call('POST', '/api/errorLog/pageList', { token: viewer, body: { tokenFingerprint: bad }, lang: 'en' });
      expect(res.body.code).toBe(100001);
      expect(res.body.fields?.[0]?.field).toBe('tokenFingerprint');
    }
  });

  it('records a script error with code 0 and no time as now; a future time is recorded as now', async () => {
    const before = Date.now();
    const a = await save(agent, {
      type: 'script',
      code: 0,
      message: "TypeError: Cannot read properties of undefined (reading 'x')",
      url: 'http://127.0.0.1:8080/assets/index.js',
    });
    expect(a.body.code).toBe(200);
    const t = Date.parse(a.body.data.time);
    expect(t).toBeGreaterThanOrEqual(before - 1000);
    expect(t).toBeLessThanOrEqual(Date.now() + 1000);
    const future = await save(agent, { type: 'script', code: 0, message: 'later', time: '2999-01-01T00:00:00Z' });
    expect(Date.parse(future.body.data.time)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses bad input with 100001 naming the fields', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'css', code: 0, message: 'x' }, 'type'],
      [{ type: 'script', code: '0', message: 'x' }, 'code'],
      [{ type: 'script', code: 1.5, message: 'x' }, 'code'],
      [{ type: 'script', code: 0, message: '' }, 'message'],
      [{ type: 'script', code: 0, message: 'x'.repeat(2001) }, 'message'],
      [{ type: 'script', code: 0, message: 'x', url: 'u'.repeat(2001) }, 'url'],
      [{ type: 'script', code: 0, message: 'x', time: 'yesterday' }, 'time'],
      [{ code: 0, message: 'x' }, 'type'],
      [{ type: 'ajax', message: 'x' }, 'code'],
    ];
    for (const [body, field] of cases) {
      const res = await save(viewer, body, 'en');
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe(100001);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    // the longest message and url are accepted
    const longest = await save(viewer, { type: 'script', code: 0, message: 'm'.repeat(2000), url: 'u'.repeat(2000) });
    expect(longest.body.code).toBe(200);
    await s.db.query('delete from error_logs where id = $1', [longest.body.data.id]);
  });

  it('answers 101001 without a token and 101009 with an unknown one', async () => {
    const none = await save(undefined, { type: 'script', code: 0, message: 'x' });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(101001);
    expect((await list(undefined)).body.code).toBe(101001);
    expect((await save('x'.repeat(43), { type: 'script', code: 0, message: 'x' })).body.code).toBe(101009);
  });
});

describe('POST /api/errorLog/pageList', () => {
  it("lists only the caller's own entries, newest first; another user does not see mine", async () => {
    const merchant = await s.login('merchant01');
    for (const [i, time] of ['2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z', '2026-03-02T00:00:00Z'].entries()) {
      expect((await save(merchant, { type: i % 2 ? 'ajax' : 'script', code: i, message: `m${i}`, time })).body.code).toBe(200);
    }
    const mine = await list(merchant);
    expect(mine.body.data.total).toBe(3);
    expect(mine.body.data.list.map((e: { message: string }) => e.message)).toEqual(['m1', 'm2', 'm0']);
    expect(mine.body.data.list.every((e: { userName: string }) => e.userName === 'merchant01')).toBe(true);

    const other = await list(viewer);
    expect(other.body.data.list.some((e: { userName: string }) => e.userName === 'merchant01')).toBe(false);
    expect(other.body.data.list.every((e: { userName: string }) => e.userName === 'viewer01')).toBe(true);

    const paged = await list(merchant, { pageNum: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, list: [{ message: 'm0' }] });
    const scripts = await list(merchant, { type: 'script' });
    expect(scripts.body.data.list.map((e: { message: string }) => e.message)).toEqual(['m2', 'm0']);
    const oldest = await list(merchant, { sort: { field: 'time', order: 'asc' } });
    expect(oldest.body.data.list[0].message).toBe('m0');
  });

  it("shows the super admin everyone's entries", async () => {
    const all = await list(admin, { pageSize: 100 });
    const names = new Set(all.body.data.list.map((e: { userName: string }) => e.userName));
    expect(names).toEqual(new Set(['viewer01', 'agent01', 'merchant01']));
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from error_logs');
    expect(all.body.data.total).toBe(n);
  });

  it('refuses a bad page query with 100001', async () => {
    const res = await list(viewer, { pageSize: 101 });
    expect(res.body.code).toBe(100001);
    expect((await list(viewer, { sort: { field: 'message', order: 'asc' } })).body.code).toBe(100001);
  });

  it("keeps each user's newest 1000 entries", async () => {
    const store = await s.login('store01');
    const [{ id: uid }] = await s.db.query<{ id: number }>(`select id from users where account = 'store01'`);
    await s.db.query(
      `insert into error_logs (user_id, user_name, type, code, message, occurred_at)
       select $1, 'store01', 'script', 0, 'old ' || g, now() - interval '1 day' - g * interval '1 second'
         from generate_series(1, 1000) g`,
      [uid],
    );
    expect((await save(store, { type: 'ajax', code: 100500, message: 'newest' })).body.code).toBe(200);
    const page = await list(store, { pageSize: 1 });
    expect(page.body.data.total).toBe(1000);
    expect(page.body.data.list[0].message).toBe('newest');
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from error_logs where message = 'old 1000'`);
    expect(n).toBe(0);
  });
});
