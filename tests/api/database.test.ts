import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testServer, type TestServer } from '../support/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s?.close());

// Only a PostgreSQL server can drop the product's connections under it (a restart, an administrator).
describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL connections dropped by the server', () => {
  it('keeps the server up and answering once its idle connections are terminated', async () => {
    const token = await s.login('admin');
    const [{ db }] = await s.db.query<{ db: string }>('select current_database() as db');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query('select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db]);
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // the pool drops the dead connections as their farewells arrive and opens new ones; the server keeps
    // answering (an uncaught pool error would fail this run)
    const listed = () => s.call('POST', '/api/user/page/list', { token, body: { pageNum: 1, pageSize: 5 } });
    await expect.poll(async () => (await listed()).body.code, { timeout: 5000, interval: 100 }).toBe(200);
    const res = await listed();
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
  });
});
