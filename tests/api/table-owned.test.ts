/**
 * The generic table handler's records an organisation holds one of per key (src/server/table/owned.ts: upsert, and
 * get and list of a record without an id) and `x-table.missing`: what stops the start when an x-table names them
 * wrongly, and a get by id answering null. What they answer through the contract is the conformance suite's and
 * their areas' (cards, coupons).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { tableSpec } from '../../src/server/table/spec.js';
import { tableOperations } from '../../src/server/table/index.js';
import { loadSchemaFiles } from '../../src/server/validation.js';
import { loadContract } from '../../src/server/contract/load.js';
import type { LooseHandler, SessionUser } from '../../src/server/operation.js';

type Json = Record<string, any>;
const CARD = 'https://ops-console.local/schemas/members/card.schema.json';
const files = loadSchemaFiles();
const contract = loadContract();
const opOf = (id: string) => contract.operations.find((o) => o.operationId === id)!;
const withTable = (id: string, table: Json) => ({ ...opOf(id), table: { ...opOf(id).table!, ...table } });

/** The card schema with its collection form's x-table changed by `edit`. */
function formWith(edit: (x: Json) => void) {
  const schema = structuredClone(files[CARD]) as Json;
  edit(schema.$defs.form['x-table']);
  return { ...files, [CARD]: schema };
}

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s?.close());

describe('stopping the start', () => {
  it('takes a record without an id only when a key names it', () => {
    expect(tableSpec(CARD, files[CARD], 'form').columns.id).toBeUndefined();
    expect(() => tableSpec(CARD, formWith((x) => delete x.key)[CARD], 'form')).toThrow(/has no id \(nor a key or x-table.id naming it\)/);
  });

  it('refuses a verb a record without an id cannot take, an upsert answering an id, and a missing answer other than null', async () => {
    await expect(tableOperations([withTable('cardFormAddOrUpdate', { verb: 'create' })], s.db)).rejects.toThrow(/upsert, get, list and delete verbs only/);
    await expect(tableOperations([withTable('cardFormAddOrUpdate', { answer: 'id' })], s.db)).rejects.toThrow(/answers the record/);
    await expect(tableOperations([withTable('cardFormInfo', { missing: 'empty' })], s.db)).rejects.toThrow(/missing must be null/);
    await expect(tableOperations([withTable('supplierSave', { missing: 'null' })], s.db)).rejects.toThrow(/missing says what a get answers/);
    await expect(tableOperations([withTable('paymentCodeDelete', { answer: 'id' })], s.db)).rejects.toThrow(/answers null/);
    await expect(tableOperations([withTable('cardFormAddOrUpdate', { verb: 'list' })], s.db)).rejects.toThrow(/filter \w+ has no match in .* x-table.filters/);
  });

  it('refuses an upsert on a table without a unique index on its organisation and key', async () => {
    await s.db.query('create table owned_probe (org_id bigint not null, platform text not null, fields jsonb, updated_by bigint, updated_at timestamptz)');
    const probe = formWith((x) => (x.table = 'owned_probe'));
    await expect(tableOperations([opOf('cardFormAddOrUpdate')], s.db, probe)).rejects.toThrow(/unique index on \(org_id, platform\)/);
    // the index on (platform, org_id) serves (org_id, platform) as well
    await s.db.query('create unique index owned_probe_key on owned_probe (platform, org_id)');
    await expect(tableOperations([opOf('cardFormAddOrUpdate')], s.db, probe)).resolves.toHaveProperty('cardFormAddOrUpdate');
    await s.db.query('drop table owned_probe');
  });
});

describe('missing: null', () => {
  it('answers null for a record by id that is not there (or out of scope), and the record when it is', async () => {
    const [admin] = await s.db.query<{ id: number; org_id: number; path: string }>(
      "select u.id, u.org_id, o.path from users u join organisations o on o.id = u.org_id where u.account = 'admin'",
    );
    const user: SessionUser = {
      userId: admin.id,
      account: 'admin',
      name: 'admin',
      orgId: admin.org_id,
      orgPath: admin.path,
      orgType: 'platform',
      roleId: null,
      isSuper: true,
      permissions: new Set(),
      tokenHash: '',
    };
    const op = opOf('supplierGetOne');
    const get = async (missing?: string) =>
      (await tableOperations([missing ? withTable('supplierGetOne', { missing }) : op], s.db)).supplierGetOne as LooseHandler;
    const call = (handler: LooseHandler, id: number) =>
      handler({ body: { id }, query: {}, params: {}, db: s.db, user, locale: 'en' } as unknown as Parameters<LooseHandler>[0]);
    const [{ id }] = await s.db.query<{ id: number }>('select id from suppliers order by id limit 1');
    const nullable = await get('null');
    expect(await call(nullable, 2_000_000_000)).toBeNull();
    expect(await call(nullable, id)).toEqual(await call(await get(), id));
    await expect(call(await get(), 2_000_000_000)).rejects.toMatchObject({ code: 203040 });
  });
});
