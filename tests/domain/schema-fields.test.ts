/** One field list per entity (src/domain/schema-fields.ts): the shapes of a table's calls derived from `x-fields`. */
import { describe, expect, it } from 'vitest';
import { deriveFieldDefs, expandFieldLists } from '../../src/domain/schema-fields.js';

const COMMON = '../common/common.schema.json#/$defs/';
const common = {
  $id: 'https://ops-console.local/schemas/common/common.schema.json',
  $defs: { id: { type: 'integer', minimum: 1 }, status: { type: 'integer', enum: [0, 1] } },
};
const ID = 'https://ops-console.local/schemas/test/depot.schema.json';
const depot = () => ({
  $id: ID,
  'x-table': {
    table: 'depots',
    filters: { name: 'contains', code: 'prefix', active: 'equals', startTime: { match: 'from', field: 'createdAt' }, orgId: 'subtree' },
    listOrder: 'name',
  },
  'x-fields': {
    fields: {
      name: { $ref: '#/$defs/name' },
      code: { type: 'string', maxLength: 8 },
      address: { type: 'string', maxLength: 200 },
      active: { type: 'boolean', default: true },
      status: { $ref: `${COMMON}status` },
    },
    required: ['name', 'code'],
    sort: ['name'],
  },
  $defs: { name: { type: 'string', minLength: 1, maxLength: 50 } },
});
const files = () => ({ [ID]: depot(), [common.$id]: common });

describe('x-fields', () => {
  it('derives create (the fields and the owner), update (the whole record: required and defaulted fields, no owner) and the record', () => {
    const defs = deriveFieldDefs(ID, depot(), files()) as Record<string, any>;
    expect(defs.create.required).toEqual(['name', 'code']);
    expect(Object.keys(defs.create.properties)).toEqual(['name', 'code', 'address', 'active', 'status', 'orgId']);
    expect(defs.create.properties.active.default).toBe(true);
    expect(defs.update.required).toEqual(['id', 'name', 'code', 'active']);
    expect(defs.update.properties.orgId).toBeUndefined();
    expect(defs.update.properties.active).toEqual({ type: 'boolean' });
    // an optional field may be answered null; a field of another file is typed by its own rule
    expect(defs.record.properties.address).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(defs.record.properties.status).toEqual({ anyOf: [{ type: 'integer' }, { type: 'null' }] });
    expect(defs.record.properties.active).toEqual({ type: 'boolean' });
  });

  it("derives the page query from x-table's filters and the pickers' query from the name filter", () => {
    const defs = deriveFieldDefs(ID, depot(), files()) as Record<string, any>;
    const q = defs.pageQuery.properties;
    expect(Object.keys(q)).toEqual(['pageNum', 'pageSize', 'sort', 'name', 'code', 'active', 'startTime', 'orgId']);
    expect(q.sort.properties.field.enum).toEqual(['id', 'name']);
    expect(q.name).toEqual({ type: 'string', maxLength: 50 });
    expect(q.code).toEqual({ type: 'string', maxLength: 8 });
    expect(q.active).toEqual({ type: 'boolean' });
    expect(q.startTime).toMatchObject({ type: 'string', format: 'date-time' });
    expect(Object.keys(defs.listQuery.properties)).toEqual(['name', 'orgId']);
  });

  it('keeps a $defs entry written by hand over the derived one, and names the record for x-table', () => {
    const all = files();
    (all[ID].$defs as Record<string, unknown>).update = { type: 'object', properties: {} };
    expandFieldLists(all as Record<string, Record<string, unknown>>);
    const out = all[ID] as Record<string, any>;
    expect(out.$defs.update).toEqual({ type: 'object', properties: {} });
    expect(out.$defs.create.required).toEqual(['name', 'code']);
    expect(out['x-table'].record).toBe('record');
  });

  it('toggles a record enabled by a boolean of its own by sending it, and one with a status by {status}', () => {
    const schema = depot();
    (schema['x-table'] as Record<string, unknown>).enabled = 'active';
    expect(deriveFieldDefs(ID, schema, files()).statusBody).toEqual({
      type: 'object',
      required: ['active'],
      properties: { active: { type: 'boolean' } },
      additionalProperties: false,
    });
    expect(deriveFieldDefs(ID, depot(), files()).statusBody).toEqual({ $ref: `${COMMON}statusBody` });
  });

  it('refuses a required field the list does not hold', () => {
    const schema = depot();
    schema['x-fields'].required.push('colour');
    expect(() => deriveFieldDefs(ID, schema, files())).toThrow(/required colour is not a field/);
  });
});
