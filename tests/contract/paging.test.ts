import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { reverseOrder } from '../../src/server/db/sql.js';

/**
 * Paged lists (`{pageNum, pageSize, sort}` → `{list, total}`): walking every page gives each record of the
 * caller's scope exactly once, in the requested order — also for deep pages, which the server reads from
 * the far end of the list. Checked on the user list against a plain SQL ordering of the same rows.
 */
let server: TestServer;
let tokens: { admin: string; agent: string };
let eastPath: string;

const SORTS: { field?: string; order?: 'asc' | 'desc'; sql: string }[] = [
  { sql: 'u.id desc' },
  { field: 'name', order: 'asc', sql: 'u.name asc, u.id desc' },
  { field: 'status', order: 'desc', sql: 'u.status desc, u.id desc' },
  { field: 'createdAt', order: 'asc', sql: 'u.created_at asc, u.id desc' },
  { field: 'account', order: 'desc', sql: 'u.account desc, u.id desc' },
];

beforeAll(async () => {
  server = await testServer();
  const east = await orgId(server.db, '東日本サービス株式会社');
  const tokyo = await orgId(server.db, '東京ベンディング');
  const shibuya = await orgId(server.db, '渋谷駅前店');
  [{ path: eastPath }] = await server.db.query<{ path: string }>('select path from organisations where id = $1', [east]);
  // 150 more accounts across the east subtree: repeated names and creation times, so ties need the id
  await server.db.query(
    `insert into users (account, name, password_hash, org_id, status, created_at)
     select 'p' || lpad(g::text, 4, '0'),
            (array['佐藤 花子', 'Li Wei', '鈴木 一郎', 'li na', 'ＳＡＴＯ'])[1 + g % 5],
            'x', (array[$1::int, $2::int, $3::int])[1 + g % 3], (g % 2)::smallint,
            timestamptz '2025-01-01' + make_interval(days => g % 10)
       from generate_series(1, 150) g`,
    [east, tokyo, shibuya],
  );
  tokens = { admin: await server.login('admin'), agent: await server.login('agent01') };
}, 60_000);
afterAll(async () => server?.close());

async function expectedIds(orderSql: string, scopePath?: string, name?: string): Promise<number[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (scopePath) where.push(`o.path like $${params.push(scopePath)} || '%'`);
  if (name) where.push(`u.name ilike '%' || $${params.push(name)} || '%'`);
  const rows = await server.db.query<{ id: number }>(
    `select u.id from users u join organisations o on o.id = u.org_id ${where.length ? 'where ' + where.join(' and ') : ''} order by ${orderSql}`,
    params,
  );
  return rows.map((r) => r.id);
}

async function walk(token: string, body: Record<string, unknown>, pageSize: number) {
  const ids: number[] = [];
  let total = -1;
  for (let pageNum = 1; ; pageNum++) {
    const res = await server.call('POST', '/api/user/page/list', { token, body: { ...body, pageNum, pageSize } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    if (total === -1) total = res.body.data.total;
    expect(res.body.data.total).toBe(total);
    const list = res.body.data.list as { id: number; orgName: string; roleName: string | null }[];
    if (pageNum <= Math.ceil(total / pageSize)) {
      expect(list.length).toBe(Math.min(pageSize, total - (pageNum - 1) * pageSize));
      // the display joins are there on every page, shallow or deep
      for (const row of list) expect(typeof row.orgName).toBe('string');
      ids.push(...list.map((r) => r.id));
    } else {
      expect(list).toEqual([]);
      break;
    }
  }
  return { ids, total };
}

describe('paged lists', () => {
  for (const sort of SORTS) {
    const label = sort.field ? `${sort.field} ${sort.order}` : 'default order';
    const body = sort.field ? { sort: { field: sort.field, order: sort.order } } : {};

    it(`every page, front and back half, in ${label} (super admin)`, async () => {
      const { ids, total } = await walk(tokens.admin, body, 7);
      const expected = await expectedIds(sort.sql);
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected);
    });

    it(`every page in ${label} within an agent's subtree`, async () => {
      const { ids, total } = await walk(tokens.agent, body, 9);
      const expected = await expectedIds(sort.sql, eastPath);
      expect(total).toBeGreaterThan(100);
      expect(ids).toEqual(expected);
    });
  }

  it('a name filter without cased letters matches as the case-insensitive one does', async () => {
    for (const name of ['佐藤', '一郎', 'li', 'LI', 'ｓａｔｏ', ' ']) {
      const { ids } = await walk(tokens.admin, { name }, 10);
      expect(ids, name).toEqual(await expectedIds('u.id desc', undefined, name));
    }
    const { ids } = await walk(tokens.admin, { name: '佐藤' }, 10);
    expect(ids.length).toBeGreaterThanOrEqual(30);
  });

  it('a page past the end is empty with the total', async () => {
    const res = await server.call('POST', '/api/user/page/list', { token: tokens.admin, body: { pageNum: 1000, pageSize: 100 } });
    expect(res.body.data.list).toEqual([]);
    expect(res.body.data.total).toBe((await expectedIds('u.id')).length);
  });
});

describe('reverseOrder', () => {
  it('flips each direction, reading none as ascending', () => {
    expect(reverseOrder('u.id desc')).toBe('u.id asc');
    expect(reverseOrder('u.name asc, u.id desc')).toBe('u.name desc, u.id asc');
    expect(reverseOrder('created_at, id DESC')).toBe('created_at desc, id asc');
  });
  it('declines orders it cannot flip safely', () => {
    expect(reverseOrder('lower(u.name) asc, u.id desc')).toBeUndefined();
    expect(reverseOrder('u.name asc nulls last')).toBeUndefined();
  });
});
