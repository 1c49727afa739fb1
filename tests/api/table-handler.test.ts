/**
 * The generic table handler on its own: a wrong x-table, verb or column stops the server from starting (not
 * the first call), every contract operation needs exactly one of a handler and x-table, and a unique
 * violation the check did not see (a racing save) is answered with the field's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { tableSpec } from '../../src/server/table/spec.js';
import { tableOperations } from '../../src/server/table/index.js';
import { translatingClashes } from '../../src/server/table/queries.js';
import { loadSchemaFiles } from '../../src/server/validation.js';
import { loadContract, type ContractOperation } from '../../src/server/contract/load.js';
import { registerContract } from '../../src/server/plugins/contract.js';
import { AppError } from '../../src/server/errors.js';
import { LIMITS } from '../../src/domain/limits.js';
import { exportLabels, loadConsoleMessages } from '../../src/server/table/export-labels.js';
import { tableEntries } from '../../src/server/contract/table-entries.js';
import { RESOURCES } from '../../resources/index.js';
import retailMessages from '../../src/console/i18n/messages/retail.json';
import fieldMessages from '../../src/console/i18n/messages/fields.json';
import coreMessages from '../../src/console/i18n/messages/core.json';

const SUPPLIER = 'https://ops-console.local/schemas/retail/supplier.schema.json';
const files = loadSchemaFiles();
type Json = Record<string, any>;

/** The supplier schema with its x-table changed by `edit`. */
function supplierWith(edit: (x: Json, schema: Json) => void): Record<string, Record<string, unknown>> {
  const schema = structuredClone(files[SUPPLIER]) as Json;
  edit(schema['x-table'], schema);
  return { ...files, [SUPPLIER]: schema };
}

const contract = loadContract();
const supplierOp = (id: string): ContractOperation => contract.operations.find((o) => o.operationId === id)!;

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s?.close());

describe('x-table of a schema', () => {
  it('reads the supplier table: columns from the record, orgName from the organisation', () => {
    const spec = tableSpec(SUPPLIER, files[SUPPLIER]);
    expect(spec.table).toBe('suppliers');
    expect(spec.columns).toMatchObject({ id: 't.id', orgId: 't.org_id', orgName: 'o.name', contactName: 't.contact_name', createdAt: 't.created_at' });
    expect(spec.unique).toEqual([{ field: 'name', column: 't.name', ignoreCase: true, index: 'suppliers_org_name', code: 203041 }]);
    expect(spec.notFound).toBe(203040);
  });

  it('takes the generic codes for a not-found, a clash and a delete refused while referred to, when x-table names none', () => {
    const schema = structuredClone(files[SUPPLIER]) as Json;
    delete schema['x-table'].notFound;
    delete schema['x-table'].unique[0].code;
    const spec = tableSpec(SUPPLIER, schema);
    expect([spec.notFound, spec.unique[0].code, spec.inUse]).toEqual([200011, 200012, 200013]);
    expect(tableSpec(SUPPLIER, files[SUPPLIER]).notFound).toBe(203040);
  });

  const broken: [string, (x: Json, schema: Json) => void, RegExp][] = [
    ['no x-table', (_x, schema) => delete schema['x-table'], /no x-table/],
    ['a table name that is not an identifier', (x) => (x.table = 'suppliers; drop table users'), /plain identifier/],
    ['a scope other than the organisation', (x) => (x.scope = 'none'), /scope/],
    ['an uncatalogued not-found code', (x) => (x.notFound = 999999), /notFound 999999/],
    ['a filter matched in an unknown way', (x) => (x.filters.name = 'regex'), /matches by regex/],
    ['a filter on a field the record lacks', (x) => (x.filters.colour = 'equals'), /filter colour/],
    ['a subtree filter on another field', (x) => (x.filters.name = 'subtree'), /filter name/],
    ['a unique field the record lacks', (x) => (x.unique[0].field = 'code'), /unique field code/],
    ['a unique rule naming no index', (x) => delete x.unique[0].index, /names no index/],
    ['a clash code not in the catalogue', (x) => (x.unique[0].code = 1), /code 1 is not/],
    ['a list order on a field the record lacks', (x) => (x.listOrder = 'rank'), /listOrder rank/],
    ['a record without id', (_x, schema) => delete schema.$defs.record.properties.id, /no id/],
    ['a parent filter naming no parent', (x) => (x.filters.name = { match: 'parent' }), /names its parent/],
    [
      'a parent filter keeping rows neither by column nor within',
      (x) => (x.filters.name = { match: 'parent', parent: { table: 'routes', notFound: 203012 } }),
      /by column, or within/,
    ],
    [
      'a parent table that is not an identifier',
      (x) => (x.filters.name = { match: 'parent', parent: { table: 'routes r', column: 'route_id', notFound: 203012 } }),
      /parent table/,
    ],
    [
      'a parent not-found code not in the catalogue',
      (x) => (x.filters.name = { match: 'parent', parent: { table: 'routes', within: true, notFound: 1 } }),
      /notFound 1/,
    ],
    [
      'a parent kept within a subtree in a scope without one',
      (x) => {
        x.scope = 'shared';
        x.filters = { name: { match: 'parent', parent: { table: 'routes', within: true, notFound: 203012 } } };
      },
      /within a subtree/,
    ],
    ['one value against one field of several', (x) => (x.filters.name = { match: 'contains', fields: ['name'] }), /two or more/],
    ['one value against several fields by a range', (x) => (x.filters.name = { match: 'from', fields: ['name', 'phone'] }), /two or more/],
    ['one value against a field the record lacks', (x) => (x.filters.name = { match: 'prefix', fields: ['name', 'colour'] }), /field colour/],
    ['a capped total that is not a LIMITS number', (x) => (x.totalCap = 'lots'), /totalCap lots/],
  ];
  it('answers a number field (a price) from its numeric column as a number; integers and text as they are', () => {
    const GOODS = 'https://ops-console.local/schemas/retail/goods.schema.json';
    const spec = tableSpec(GOODS, files[GOODS]);
    expect(spec.columns).toMatchObject({
      purchasePrice: 't.purchase_price::float8',
      referencePrice: 't.reference_price::float8',
      spec: 't.spec::float8',
      defaultPrice: 't.default_price',
      barcode: 't.barcode',
      categoryId: 't.category_id',
    });
    expect(spec.unique.map((u) => [u.field, u.column, u.ignoreCase, u.code])).toEqual([
      ['barcode', 't.barcode', false, 209012],
      ['name', 't.name', true, 209013],
    ]);
    expect(spec.references).toEqual([{ field: 'image', table: 'goods_images', column: 'key', code: 211043, scoped: false }]);
    for (const [edit, message] of [
      [(x: Json) => (x.references[0].field = 'colour'), /reference field colour/],
      [(x: Json) => (x.references[0].table = 'goods_images; drop table users'), /plain table name/],
      [(x: Json) => delete x.references[0].column, /plain column name/],
      [(x: Json) => (x.references[0].code = 1), /reference image code 1/],
    ] as const) {
      const broken = structuredClone(files[GOODS]) as Json;
      edit(broken['x-table']);
      expect(() => tableSpec(GOODS, broken)).toThrow(message);
    }
    // a unique rule compares the plain column: a cast number field cannot be one
    const changed = structuredClone(files[GOODS]) as Json;
    changed['x-table'].unique[0].field = 'purchasePrice';
    expect(() => tableSpec(GOODS, changed)).toThrow(/unique field purchasePrice/);
  });

  it.each(broken)('refuses %s', (_what, edit, message) => {
    const changed = supplierWith(edit);
    expect(() => tableSpec(SUPPLIER, changed[SUPPLIER])).toThrow(message);
  });
});

describe('building the handlers when the server starts', () => {
  const ops = ['supplierPageList', 'supplierList', 'supplierSave', 'supplierUpdate', 'supplierUpdateStatus', 'supplierGetOne'].map(supplierOp);

  it('builds one handler per x-table operation of the contract', async () => {
    const built = await tableOperations(contract.operations, s.db);
    expect(Object.keys(built).sort()).toEqual(
      contract.operations
        .filter((o) => o.table)
        .map((o) => o.operationId)
        .sort(),
    );
    for (const op of ops) expect(built[op.operationId], op.operationId).toBeTypeOf('function');
  });

  it('builds a get that takes its id from the path (/goods/get/{id}), and refuses a get that names no record', async () => {
    const goodsGet = contract.operations.find((o) => o.operationId === 'goodsGet')!;
    expect(goodsGet.body).toBeUndefined();
    expect(Object.keys(await tableOperations([goodsGet], s.db))).toEqual(['goodsGet']);
    await expect(tableOperations([{ ...goodsGet, params: undefined }], s.db)).rejects.toThrow(/id in its path or its body/);
  });

  it('refuses an unknown verb', async () => {
    const op = { ...ops[0], table: { verb: 'purge', schema: SUPPLIER } };
    await expect(tableOperations([op], s.db)).rejects.toThrow(/verb purge/);
  });

  it('refuses a query field the x-table does not say how to match', async () => {
    const changed = supplierWith((x) => delete x.filters.phone);
    await expect(tableOperations([supplierOp('supplierPageList')], s.db, changed)).rejects.toThrow(/filter phone has no match/);
  });

  it('refuses an edit that would move a record to another organisation', async () => {
    const changed = supplierWith((_x, schema) => (schema.$defs.update.properties.orgId = { $ref: '#/$defs/orgId' }));
    await expect(tableOperations([supplierOp('supplierUpdate')], s.db, changed)).rejects.toThrow(/does not move a record/);
  });

  it('refuses a record field that is no column of the table', async () => {
    const changed = supplierWith((_x, schema) => (schema.$defs.record.properties.email = { type: 'string' }));
    await expect(tableOperations([supplierOp('supplierGetOne')], s.db, changed)).rejects.toThrow(/does not match table suppliers/);
  });

  it('refuses a written field that is no column of the table', async () => {
    const changed = supplierWith((_x, schema) => (schema.$defs.create.properties.email = { type: 'string' }));
    await expect(tableOperations([supplierOp('supplierSave')], s.db, changed)).rejects.toThrow(/does not match table suppliers/);
  });

  it('refuses a unique rule naming an index the table does not have', async () => {
    const changed = supplierWith((x) => (x.unique[0].index = 'suppliers_name_typo'));
    await expect(tableOperations([supplierOp('supplierSave')], s.db, changed)).rejects.toThrow(/index suppliers_name_typo/);
  });

  it('refuses a reference to a table or column the database does not have', async () => {
    const GOODS = 'https://ops-console.local/schemas/retail/goods.schema.json';
    const changed = structuredClone(files) as Record<string, Json>;
    changed[GOODS]['x-table'].references[0].column = 'token';
    const goodsSave = contract.operations.find((o) => o.operationId === 'goodsSave')!;
    await expect(tableOperations([goodsSave], s.db, changed)).rejects.toThrow(/reference image names goods_images.token/);
  });

  it('refuses a status call that names no record', async () => {
    const op = { ...supplierOp('supplierUpdateStatus'), params: undefined };
    await expect(tableOperations([op], s.db)).rejects.toThrow(/id in its path or its body/);
  });

  it('probes a pageOrder column of the view that is not answered (an organisation tree), and refuses one the view lacks', async () => {
    const ORG = 'https://ops-console.local/schemas/accounts/organisation.schema.json';
    const pageList = contract.operations.find((o) => o.operationId === 'customerPageList')!;
    await expect(tableOperations([pageList], s.db)).resolves.toHaveProperty('customerPageList');
    const changed = structuredClone(files) as Record<string, Json>;
    changed[ORG]['x-table'].pageOrder = 'tree_typo asc';
    await expect(tableOperations([pageList], s.db, changed)).rejects.toThrow(/does not match view|does not match table organisation_records/);
    changed[ORG]['x-table'].pageOrder = 'treeTypo asc';
    await expect(tableOperations([pageList], s.db, changed)).rejects.toThrow(/pageOrder must be/);
  });

  it('takes a page filter named in the path (a device by /{serialNum}), and refuses a path parameter that is no filter', async () => {
    const records = contract.operations.find((o) => o.operationId === 'deviceNetConfigRecords')!;
    expect(Object.keys((records.params?.properties as Json | undefined) ?? {})).toEqual(['serialNum']);
    await expect(tableOperations([records], s.db)).resolves.toHaveProperty('deviceNetConfigRecords');
    const TELEMETRY = 'https://ops-console.local/schemas/devices/telemetry.schema.json';
    const changed = structuredClone(files) as Record<string, Json>;
    delete changed[TELEMETRY].$defs.netConfigRecord['x-table'].filters.serialNum;
    await expect(tableOperations([records], s.db, changed)).rejects.toThrow(/path parameter serialNum has no match/);
  });

  it('lists a record whose id is hidden (x-table.hiddenId: a push by its request id) with the page verb alone', async () => {
    const PUSH = 'https://ops-console.local/schemas/devices/push.schema.json';
    const spec = tableSpec(PUSH, files[PUSH], 'record');
    expect([spec.hiddenId, spec.columns.id, spec.pageOrder]).toEqual([true, undefined, 't.created_at desc']);
    const pageList = contract.operations.find((o) => o.operationId === 'pushMsgPageList')!;
    await expect(tableOperations([pageList], s.db)).resolves.toHaveProperty('pushMsgPageList');
    await expect(tableOperations([{ ...pageList, table: { ...pageList.table!, verb: 'get' } }], s.db)).rejects.toThrow(/page verb only/);
    // an id that is a field of the record is not hidden
    const changed = structuredClone(files[PUSH]) as Json;
    changed.$defs.record.properties.id = { type: 'string' };
    expect(() => tableSpec(PUSH, changed, 'record')).toThrow(/hiddenId is true, for a record without an id field/);
  });

  it("runs a hook's checkQuery once the query's device is found, before any row is read", async () => {
    const events = contract.operations.find((o) => o.operationId === 'deviceEventLog')!;
    const built = await tableOperations([events], s.db);
    const [device] = await s.db.query<{ serial_num: string }>('select serial_num from devices order by id limit 1');
    const user = { userId: 1, orgId: 1, orgPath: '/1/', orgType: 'platform', isSuper: true, permissions: new Set<string>() };
    const call = (body: Json) => built.deviceEventLog({ body, db: s.db, user, locale: 'en', params: {}, query: {} } as never);
    // a missing device first (203001), then the range (100001 naming endTime)
    const range = { startTime: '2026-01-02T00:00:00Z', endTime: '2026-01-01T00:00:00Z' };
    await expect(call({ serialNum: 'NO-SUCH-DEVICE', ...range })).rejects.toMatchObject({ code: 203001 });
    await expect(call({ serialNum: device.serial_num, ...range })).rejects.toMatchObject({ code: 100001, fields: [{ field: 'endTime' }] });
    await expect(call({ serialNum: device.serial_num })).resolves.toHaveProperty('total');
  });

  it('needs exactly one of a handler and x-table for every contract operation', async () => {
    const app = Fastify();
    app.decorate('db', s.db);
    const plain = { ...supplierOp('supplierGetOne'), table: undefined };
    await expect(registerContract(app, { document: {}, operations: [plain] }, {})).rejects.toThrow(/supplierGetOne has no handler/);
    const both = supplierOp('supplierGetOne');
    await expect(registerContract(app, { document: {}, operations: [both] }, { supplierGetOne: async () => null })).rejects.toThrow(
      /both a handler and x-table/,
    );
    await app.close();
  });
});

describe('a clash the check did not see', () => {
  it('meets the unique index, and its violation is answered with the field code', async () => {
    const spec = tableSpec(SUPPLIER, files[SUPPLIER]);
    const org = await orgId(s.db, 'みなと飲料');
    await s.db.query(`insert into suppliers (org_id, name) values ($1, 'Race Supply')`, [org]);
    // the second write skips the check, as a save that raced past it does
    const racing = translatingClashes(spec, () => s.db.query(`insert into suppliers (org_id, name) values ($1, 'RACE SUPPLY')`, [org]));
    await expect(racing).rejects.toBeInstanceOf(AppError);
    await expect(racing).rejects.toMatchObject({ code: 203041 });
    // any other failure passes through untouched
    const other = translatingClashes(spec, () => s.db.query('insert into suppliers (org_id, name) values ($1, null)', [org]));
    await expect(other).rejects.toMatchObject({ code: '23502' });
  });
});

// ---------------------------------------------------------------------------------------------- export verb
describe('x-table.export', () => {
  const EXPORT = { fields: ['id', 'name', 'contactName', 'status', 'createdAt'], cap: 'exportRowsMax', code: 209019, file: 'suppliers' };
  const withExport = (edit: (e: Json) => void = () => {}) =>
    supplierWith((x) => {
      x.export = structuredClone(EXPORT);
      edit(x.export);
    });
  const exportOp = (): ContractOperation => ({ ...supplierOp('supplierPageList'), operationId: 'supplierExport', table: { verb: 'export', schema: SUPPLIER } });

  it('reads the fields, the LIMITS cap and its code; refuses a field, cap, code or file name that is wrong', () => {
    expect(tableSpec(SUPPLIER, withExport()[SUPPLIER]).export).toEqual({ fields: EXPORT.fields, max: LIMITS.exportRowsMax, code: 209019, file: 'suppliers' });
    for (const [edit, message] of [
      [(e: Json) => e.fields.push('colour'), /export field colour/],
      [(e: Json) => (e.fields = []), /export.fields/],
      [(e: Json) => (e.cap = 'rowsForever'), /export.cap rowsForever/],
      [(e: Json) => (e.code = 1), /export code 1/],
      [(e: Json) => (e.file = '../suppliers'), /export.file/],
    ] as const) {
      expect(() => tableSpec(SUPPLIER, withExport(edit)[SUPPLIER])).toThrow(message);
    }
  });

  it("heads the columns with the console's labels of the resource's fields, words the status as the screens do", async () => {
    loadConsoleMessages();
    const spec = tableSpec(SUPPLIER, withExport()[SUPPLIER]);
    const { columns, values } = exportLabels(spec, {}, 'test');
    const m = { ...retailMessages.resources.suppliers.fields, ...fieldMessages.fields };
    expect(columns.map((c) => c.label.ja)).toEqual(['ID', m.name[0], m.contactName[0], m.status[0], m.createdAt[0]]);
    expect(columns.map((c) => c.label.en)).toEqual(['ID', 'Supplier name', 'Contact name', 'Status', 'Created']);
    expect(values.status['0']['zh-TW']).toBe(coreMessages.enum.status['0'][2]);
    // an enum field is worded by its x-enum group
    expect(exportLabels(spec, { name: { 'x-enum': 'status' } }, 'test').values.name['1'].en).toBe('Enabled');
  });

  it('stops the start on an export without x-table.export, a field without a label, an unknown workbook', async () => {
    await expect(tableOperations([exportOp()], s.db)).rejects.toThrow(/needs x-table.export/);
    await expect(
      tableOperations(
        [exportOp()],
        s.db,
        withExport((e) => (e.workbook = 'nope')),
      ),
    ).rejects.toThrow(/workbook nope/);
    const missing = withExport((e) => e.fields.push('phone'));
    (missing[SUPPLIER] as Json).$defs.record.properties.phone = { type: 'string' };
    // suppliers.fields.phone and fields.phone are labelled: the built handler is there
    expect(Object.keys(await tableOperations([exportOp()], s.db, missing))).toEqual(['supplierExport']);
    const nameless = withExport((e) => e.fields.push('rank'));
    (nameless[SUPPLIER] as Json).$defs.record.properties.rank = { type: 'integer' };
    await expect(tableOperations([exportOp()], s.db, nameless)).rejects.toThrow(/export field rank has no label/);
  });

  it('derives the contract entry of a declaration naming paths.export: the file answer, permissions.export, the filters', () => {
    const suppliers = RESOURCES.find((r) => r.name === 'suppliers')!;
    const declared = {
      ...suppliers,
      paths: { export: '/supplier/export' },
      calls: { ...suppliers.calls, export: 'supplierExport' },
      permissions: { ...suppliers.permissions, export: 'supplier.export' },
    };
    const [{ paths }] = tableEntries(withExport(), [declared]);
    const post = (paths as Json)['/supplier/export'].post;
    expect(post).toMatchObject({ operationId: 'supplierExport', 'x-permission': 'supplier.export', 'x-table': { verb: 'export' } });
    expect(post['x-errors']).toEqual(expect.arrayContaining([200006, 209019]));
    expect(Object.keys(post.responses['200'].content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    // no exportQuery in the schema: the paged list's query, its paging fields ignored
    expect(post.requestBody).toMatchObject({
      required: false,
      content: { 'application/json': { schema: { $ref: expect.stringMatching(/#\/\$defs\/pageQuery$/) } } },
    });
    expect(() => tableEntries(withExport(), [{ ...declared, permissions: { ...suppliers.permissions } }])).toThrow(/permissions.export/);
  });
});
