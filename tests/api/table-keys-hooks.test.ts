/**
 * The generic table handler's keys, hooks and answers (src/server/table/keys.ts, hooks.ts, answer.ts): what
 * stops the start when an x-table names them wrongly, and how the alarm rules — a shared table named by
 * sourceType + source, its domain rules in hooks — answer through them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { tableSpec } from '../../src/server/table/spec.js';
import { tableOperations } from '../../src/server/table/index.js';
import { probeHooks } from '../../src/server/table/hooks.js';
import { loadSchemaFiles } from '../../src/server/validation.js';
import { loadContract } from '../../src/server/contract/load.js';

type Json = Record<string, any>;
const RULES = 'https://ops-console.local/schemas/devices/alarm.schema.json';
const files = loadSchemaFiles();
const contract = loadContract();
const opOf = (id: string) => contract.operations.find((o) => o.operationId === id)!;

/** The alarm schema with its rule's x-table changed by `edit`. */
function rulesWith(edit: (x: Json) => void) {
  const schema = structuredClone(files[RULES]) as Json;
  edit(schema.$defs.rule['x-table']);
  return { ...files, [RULES]: schema };
}

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());
const post = (url: string, as: string, body?: unknown) => s.call('POST', `/api${url}`, { token: tokens[as], body });

describe('stopping the start', () => {
  it('reads the key and the hook module of an x-table', () => {
    const spec = tableSpec(RULES, files[RULES], 'rule');
    expect(spec.key).toEqual(['sourceType', 'source']);
    expect(spec.hooks?.virtual).toEqual(['source']);
  });

  it.each([
    ['a key field the record lacks', (x: Json) => (x.key = ['sourceType', 'colour']), /key must name/],
    ['the id as a key', (x: Json) => (x.key = ['id']), /key must name/],
    ['an empty key', (x: Json) => (x.key = []), /key must name/],
    ['a hook module nobody registered', (x: Json) => (x.hooks = 'noSuchRules'), /hooks noSuchRules is not a registered hook module/],
  ])('refuses %s', (_what, edit, message) => {
    expect(() => tableSpec(RULES, rulesWith(edit)[RULES], 'rule')).toThrow(message);
  });

  it('refuses a call that carries neither the id nor every key field', async () => {
    const get = opOf('alarmRuleGet');
    const params = { ...(get.params as Json), properties: { sourceType: (get.params as Json).properties.sourceType } };
    await expect(tableOperations([{ ...get, params }], s.db)).rejects.toThrow(/or every field of its key \(sourceType, source\)/);
    const keyless = rulesWith((x) => delete x.key);
    await expect(tableOperations([get], s.db, keyless)).rejects.toThrow(/id in its path or its body/);
  });

  it('refuses an answer that is not id, record or null, or a record answered by a delete', async () => {
    const del = opOf('alarmRuleDelete');
    await expect(tableOperations([{ ...del, table: { ...del.table!, answer: 'record' } }], s.db)).rejects.toThrow(/answer must be/);
    await expect(tableOperations([{ ...opOf('alarmRuleSave'), table: { ...opOf('alarmRuleSave').table!, answer: 'rows' } }], s.db)).rejects.toThrow(
      /answer must be/,
    );
    await expect(tableOperations([{ ...opOf('alarmRuleGet'), table: { ...opOf('alarmRuleGet').table!, answer: 'null' } }], s.db)).rejects.toThrow(
      /for a write/,
    );
  });

  it("refuses a create of a caller's own rows that does not write the caller's id as user_id, and other writes of them", async () => {
    const ERRORS = 'https://ops-console.local/schemas/system/error-log.schema.json';
    const save = opOf('errorLogSave');
    await expect(tableOperations([save], s.db)).resolves.toHaveProperty('errorLogSave');
    const edited = (edit: (x: Json) => void) => {
      const schema = structuredClone(files[ERRORS]) as Json;
      edit(schema.$defs.record['x-table']);
      return { ...files, [ERRORS]: schema };
    };
    await expect(
      tableOperations(
        [save],
        s.db,
        edited((x) => delete x.createdBy),
      ),
    ).rejects.toThrow(/createdBy user_id/);
    await expect(
      tableOperations(
        [save],
        s.db,
        edited((x) => (x.createdBy = 'created_by')),
      ),
    ).rejects.toThrow(/createdBy user_id/);
    await expect(
      tableOperations(
        [save],
        s.db,
        edited((x) => (x.history = true)),
      ),
    ).rejects.toThrow(/no unique, history or cap/);
    await expect(tableOperations([{ ...save, table: { ...save.table!, verb: 'update', answer: undefined } }], s.db)).rejects.toThrow(/read only/);
  });

  it("refuses a create of a device's rows whose body names no device by a device filter", async () => {
    const LANES = 'https://ops-console.local/schemas/retail/lane.schema.json';
    const save = opOf('channelSave');
    await expect(tableOperations([save], s.db)).resolves.toHaveProperty('channelSave');
    const schema = structuredClone(files[LANES]) as Json;
    schema.$defs.record['x-table'].filters.serialNum = 'equals';
    await expect(tableOperations([save], s.db, { ...files, [LANES]: schema })).rejects.toThrow(/created on the device a device filter field of its body names/);
  });

  it('refuses an answer listing fields the record lacks, or answered by a verb other than create and update', async () => {
    const save = opOf('purchaseOrderSave');
    expect(save.table?.answer).toEqual(['id', 'orderNo']);
    await expect(tableOperations([{ ...save, table: { ...save.table!, answer: ['id', 'colour'] } }], s.db)).rejects.toThrow(/names fields of the record/);
    await expect(tableOperations([{ ...save, table: { ...save.table!, answer: [] } }], s.db)).rejects.toThrow(/names fields of the record/);
    const del = opOf('alarmRuleDelete');
    await expect(tableOperations([{ ...del, table: { ...del.table!, answer: ['id'] } }], s.db)).rejects.toThrow(/for a create or an update/);
  });

  it('refuses a hook writing a column the table lacks, or naming a unique index it does not have', async () => {
    const spec = { schema: RULES, table: 'alarm_rules' };
    await expect(probeHooks(s.db, { ...spec, hooks: { columns: ['no_such_column'] } })).rejects.toThrow(/a column the hooks write/);
    await expect(probeHooks(s.db, { ...spec, hooks: { columns: ['x; drop table users'] } })).rejects.toThrow(/plain column names/);
    await expect(probeHooks(s.db, { ...spec, hooks: { clashes: { no_such_index: 203202 } } })).rejects.toThrow(/no_such_index/);
    await expect(probeHooks(s.db, { ...spec, hooks: { columns: ['channel'], clashes: { alarm_rules_channel_source: 216060 } } })).resolves.toBeUndefined();
  });
});

describe('alarm rules through keys and hooks', () => {
  /** A model no rule of `sourceType` names yet, and a device of it. */
  async function freeModel(sourceType: string) {
    const [row] = await s.db.query<{ key: string; device: number; product: number }>(
      `select p.product_key as key, d.id as device, p.id as product from products p join devices d on d.product_id = p.id
        where p.status = 1 and not exists (select 1 from alarm_rules r where r.product_id = p.id and r.source_type = $1) order by p.id limit 1`,
      [sourceType],
    );
    return row;
  }
  const activeRecord = async (device: number, product: number, rule: number) =>
    (
      await s.db.query<{ id: number }>(
        `insert into alarm_records (device_id, rule_id, product_id, source_type, level, threshold, value, first_at, last_at)
         values ($1, $3, $2, 'signalWeak', 'warning', 20, 10, now(), now()) returning id`,
        [device, product, rule],
      )
    )[0].id;
  const recordStatus = async (id: number) => (await s.db.query<{ status: string }>('select status from alarm_records where id = $1', [id]))[0].status;

  it('save, update and status answer the rule as get reads it; delete answers null', async () => {
    const model = await freeModel('signalWeak');
    const saved = await post('/alarm/rule/save', 'admin', { sourceType: 'signalWeak', source: model.key, threshold: '30', level: 'info', status: 1 });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
    const got = await post(`/alarm/rule/get/signalWeak/${model.key}`, 'admin');
    expect(saved.body.data).toEqual(got.body.data);
    // a threshold given as digits is stored as its number; no window for a source that counts in none
    expect(got.body.data).toMatchObject({ sourceType: 'signalWeak', source: model.key, threshold: 30, windowMinutes: null, level: 'info', remark: '' });
    const [{ created_by }] = await s.db.query<{ created_by: number }>('select created_by from alarm_rules where id = $1', [got.body.data.id]);
    expect(created_by).toBe((await s.db.query<{ id: number }>(`select id from users where account = 'admin'`))[0].id);

    const updated = await post('/alarm/rule/update', 'admin', {
      sourceType: 'signalWeak',
      source: model.key,
      threshold: 25,
      level: 'critical',
      status: 1,
      windowMinutes: 9,
    });
    expect(updated.body.data).toEqual((await post(`/alarm/rule/get/signalWeak/${model.key}`, 'admin')).body.data);
    expect(updated.body.data).toMatchObject({ threshold: 25, level: 'critical', windowMinutes: null });

    const status = await post(`/alarm/rule/update/signalWeak/${model.key}`, 'admin', { status: 0 });
    expect(status.body.data).toEqual({ ...updated.body.data, status: 0, updatedAt: expect.any(String) });
    expect((await post(`/alarm/rule/delete/signalWeak/${model.key}`, 'admin')).body).toMatchObject({ code: 200, data: null });
  });

  it("a disabled rule's active records are cleared (afterStatus); enabling clears nothing; a deleted one's too (beforeDelete)", async () => {
    const model = await freeModel('signalWeak');
    const saved = await post('/alarm/rule/save', 'admin', { sourceType: 'signalWeak', source: model.key, threshold: 30, level: 'info', status: 1 });
    const ruleId = saved.body.data.id as number;
    const first = await activeRecord(model.device, model.product, ruleId);
    expect((await post(`/alarm/rule/update/signalWeak/${model.key}`, 'admin', { status: 1 })).body.code).toBe(200);
    expect(await recordStatus(first)).toBe('active');
    expect((await post(`/alarm/rule/update/signalWeak/${model.key}`, 'admin', { status: 0 })).body.code).toBe(200);
    expect(await recordStatus(first)).toBe('cleared');

    const second = await activeRecord(model.device, model.product, ruleId);
    // a merchant may not delete a shared rule: nothing is cleared, nothing deleted
    expect((await post(`/alarm/rule/delete/signalWeak/${model.key}`, 'merchant01')).body.code).toBe(101005);
    expect(await recordStatus(second)).toBe('active');
    expect((await post(`/alarm/rule/delete/signalWeak/${model.key}`, 'admin')).body.code).toBe(200);
    expect(await recordStatus(second)).toBe('cleared');
  });

  it('of two saves of one model and source type at once, exactly one wins; the other meets the index (203202)', async () => {
    const model = await freeModel('temperatureLow');
    const body = { sourceType: 'temperatureLow', source: model.key, threshold: 5, level: 'info', status: 1 };
    const codes = (await Promise.all([post('/alarm/rule/save', 'admin', body), post('/alarm/rule/save', 'admin', body)])).map((r) => r.body.code);
    expect(codes.sort()).toEqual([200, 203202]);
    expect((await post(`/alarm/rule/check/exist/temperatureLow/${model.key}`, 'admin')).body.data).toBe(true);
    expect((await post(`/alarm/rule/delete/temperatureLow/${model.key}`, 'admin')).body.code).toBe(200);
    expect((await post(`/alarm/rule/check/exist/temperatureLow/${model.key}`, 'admin')).body.data).toBe(false);
  });
});

describe('a query checked as a whole (hooks checkQuery: cash orders)', () => {
  it('refuses a range of days no single field can refuse before anything is read, and lists a good one', async () => {
    for (const body of [
      { startDay: '2026-03-02', endDay: '2026-03-01' },
      { startDay: '2025-01-01', endDay: '2026-01-02' },
    ]) {
      const res = await post('/cashPayInfo/pageList', 'merchant01', body);
      expect([res.status, res.body?.code]).toEqual([400, 209080]);
    }
    const ok = await post('/cashPayInfo/pageList', 'merchant01', { startDay: '2025-01-02', endDay: '2026-01-02', pageSize: 1 });
    expect(ok.body?.code, JSON.stringify(ok.body)).toBe(200);
    // one end alone is no range: the filter it names applies
    expect((await post('/cashPayInfo/pageList', 'merchant01', { endDay: '2000-01-01' })).body?.data?.total).toBe(0);
  });
});
