/**
 * The capped total of a generic paged list (x-table.totalCap, src/server/table/capped.ts), with caps small
 * enough to pass on the demo's organisations: the count stops at the cap and says so, and pages reach no further.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Where } from '../../src/server/db/sql.js';
import { cappedPage } from '../../src/server/table/capped.js';
import { testServer, type TestServer } from '../support/server.js';

let s: TestServer;
let all: number[];
beforeAll(async () => {
  s = await testServer();
  all = (await s.db.query<{ id: number }>('select id from organisations order by id desc')).map((r) => Number(r.id));
}, 120_000);
afterAll(async () => s?.close());

const page = (cap: number, pageNum: number, pageSize: number, sort?: { field: string; order: 'asc' | 'desc' }) =>
  cappedPage(
    s.db,
    { select: 't.id::int as id', from: 'organisations t', where: new Where(), sortable: { id: 't.id' }, defaultSort: 't.id desc' },
    { pageNum, pageSize, sort },
    cap,
  );

describe('a capped total', () => {
  it('counts up to the cap and flags a longer list; an exact fit or a shorter one is not flagged', async () => {
    expect(all.length).toBeGreaterThan(3);
    const capped = await page(3, 1, 10);
    expect([capped.total, capped.totalCapped, capped.list.map((r) => (r as { id: number }).id)]).toEqual([3, true, all.slice(0, 3)]);
    expect(await page(all.length, 1, 2)).toMatchObject({ total: all.length, totalCapped: false });
    expect(await page(all.length + 5, 1, 2)).toMatchObject({ total: all.length, totalCapped: false });
  });

  it('pages within the cap and no further, in the order asked', async () => {
    expect((await page(3, 2, 2)).list.map((r) => (r as { id: number }).id)).toEqual([all[2]]);
    expect((await page(3, 3, 2)).list).toEqual([]);
    const asc = await page(3, 1, 10, { field: 'id', order: 'asc' });
    expect(asc.list.map((r) => (r as { id: number }).id)).toEqual([...all].reverse().slice(0, 3));
  });
});
