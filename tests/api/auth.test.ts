import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, DEMO_PASSWORD, type TestServer } from '../support/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s?.close());

const login = (account: string, password: string, lang?: string) =>
  s.call('POST', '/api/auth/login', { form: { clientId: 'console', account, password }, lang });

describe('POST /api/auth/login', () => {
  it('logs the super admin in with a trimmed account and answers the session user', async () => {
    const res = await login('  admin  ', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.user).toMatchObject({
      name: 'admin',
      isSuper: true,
      orgId: expect.any(Number),
      customerId: expect.any(Number),
      userId: expect.any(Number),
    });
    expect(res.body.data.user.access).toContain('user.save');
  });

  it('refuses a wrong password and an unknown account alike (101003), in the caller language', async () => {
    const wrong = await login('viewer01', 'Wrong#Password1', 'en');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 101003, msg: 'Wrong account or password' });
    const unknown = await login('nobody', 'Wrong#Password1', 'zh-CN');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 101003, msg: '用户名或密码错误' });
    const ja = await login('nobody', 'Wrong#Password1');
    expect(ja.body.msg).toBe('アカウントまたはパスワードが正しくありません');
  });

  it('refuses visitors with 101014 and requires account and password (100001)', async () => {
    expect((await login('guest01', DEMO_PASSWORD)).body.code).toBe(101014);
    const empty = await login('   ', '');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe(100001);
    expect(empty.body.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['password']));
  });

  it('throttles an account after 5 failures without locking out other accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await login('store01', 'Wrong#Password1')).body.code).toBe(101003);
    const locked = await login('store01', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(101018);
    expect((await login('merchant02', DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    const token = (await login('agent02', DEMO_PASSWORD)).body.data.token;
    const rows = await s.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const [u] = await s.db.query<{ password_hash: string }>(`select password_hash from users where account = 'agent02'`);
    expect(u.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('tokens', () => {
  it('answers 101001 without a token, 101008 with an empty one, 101009 with an unknown one', async () => {
    expect((await s.call('POST', '/api/user/page/list', { body: {} })).body.code).toBe(101001);
    expect((await s.call('POST', '/api/user/page/list', { body: {}, headers: { authorization: 'Bearer ' } })).body.code).toBe(101008);
    const bad = await s.call('POST', '/api/user/page/list', { body: {}, token: 'x'.repeat(43) });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe(101009);
  });

  it('logout revokes the token and answers code 0', async () => {
    const token = await s.login('viewer01');
    const out = await s.call('POST', '/api/auth/logout', { form: { token } });
    expect(out.status).toBe(200);
    expect(out.body.code).toBe(0);
    expect((await s.call('POST', '/api/user/page/list', { body: {}, token })).body.code).toBe(101009);
  });

  it('exchange issues a fresh token once and revokes the old one', async () => {
    const token = await s.login('ops01');
    const ex = await s.call('POST', '/api/auth/exchange', { token });
    expect(ex.body.code).toBe(200);
    const fresh = ex.body.data.token;
    expect(fresh).not.toBe(token);
    expect((await s.call('POST', '/api/user/page/list', { body: {}, token })).body.code).toBe(101009);
    expect((await s.call('POST', '/api/user/page/list', { body: {}, token: fresh })).body.code).toBe(200);
    expect((await s.call('POST', '/api/auth/exchange', { token })).body.code).toBe(101009);
  });

  it('expires tokens after the configured time: an expired one answers 101004 (login expired), a revoked one 101009', async () => {
    const short = await testServer({ tokenTtlSeconds: 60 });
    try {
      const token = await short.login('ops01');
      const [session] = await short.db.query<{ ttl: number }>(
        'select extract(epoch from expires_at - created_at)::int as ttl from sessions order by created_at desc limit 1',
      );
      expect(session.ttl).toBe(60);
      expect((await short.call('POST', '/api/user/page/list', { body: {}, token })).body.code).toBe(200);
      // the clock moves past the expiry (no sleeping, so a busy machine cannot make it flake)
      await short.db.query("update sessions set created_at = created_at - interval '61 seconds', expires_at = expires_at - interval '61 seconds'");
      const expired = await short.call('POST', '/api/user/page/list', { body: {}, token, lang: 'en' });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ code: 101004, msg: 'Login expired, please log in again' });
      // nor can an expired token be exchanged for a fresh one
      expect((await short.call('POST', '/api/auth/exchange', { token })).body.code).toBe(101004);
      // a revoked token is invalid, whether or not it has also expired
      await short.db.query('update sessions set revoked_at = now()');
      expect((await short.call('POST', '/api/user/page/list', { body: {}, token })).body.code).toBe(101009);
    } finally {
      await short.close();
    }
  });
});
