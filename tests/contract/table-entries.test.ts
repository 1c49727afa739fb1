/**
 * The contract entries derived from a resource declaration's `paths` (src/server/contract/table-entries.ts):
 * what an integrator reads for a derived call, and the declaration mistakes that stop the server (and
 * codegen) with a message instead of publishing a wrong entry.
 */
import { describe, expect, it } from 'vitest';
import { tableEntries } from '../../src/server/contract/table-entries.js';
import { loadContract } from '../../src/server/contract/load.js';
import { loadSchemaFiles } from '../../src/server/validation.js';
import { suppliers } from '../../resources/retail/suppliers.js';
import type { ResourceDeclaration } from '../../resources/index.js';

const files = loadSchemaFiles();
const derive = (change: Partial<ResourceDeclaration>) => () => tableEntries(files, [{ ...suppliers, ...change }]);

describe('derived contract entries', () => {
  it("publish each call of a declaration's paths with its operationId, permission, errors and body", () => {
    const paths = loadContract().document.paths as Record<string, Record<string, any>>;
    const save = paths['/supplier/save'].post;
    expect(save).toMatchObject({
      operationId: 'supplierSave',
      'x-permission': 'supplier.save',
      'x-errors': [101001, 101004, 101005, 101008, 101009, 200001, 200006, 203041],
    });
    expect(save.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/retail.supplier/$defs/create' });
    expect(save.description).toContain('`name` taken in the organisation, regardless of case 203041');
    const status = paths['/supplier/update/status/{id}'].post;
    expect(status).toMatchObject({
      operationId: 'supplierUpdateStatus',
      'x-permission': 'supplier.status',
      'x-errors': [101001, 101004, 101005, 101008, 101009, 203040],
    });
    expect(status.parameters.map((p: any) => p.name)).toEqual(['id']);
    // a get with the id in its path takes no body
    expect(paths['/goods/get/{id}'].post.requestBody).toBeUndefined();
    expect(paths['/supplier/list/page'].post.description).toContain('`phone` (starts with)');
  });

  it('refuse a path parameter other than {id}, a call without its operationId or permission, and a body the schema lacks', () => {
    expect(derive({ paths: { get: '/supplier/get/{code}' } })).toThrow('may hold only {id}');
    expect(derive({ paths: { create: '/supplier/save' }, calls: { list: 'supplierPageList' } })).toThrow('no operationId in calls.create');
    expect(derive({ paths: { status: '/supplier/status/{id}' }, permissions: { view: 'supplier.view' } })).toThrow('no permissions.status');
    expect(derive({ paths: { create: '/supplier/save' }, forms: { create: 'nope' } })).toThrow('has no $defs/nope');
    expect(derive({ paths: { purge: '/supplier/purge' } as never })).toThrow('not a call the table handler serves');
  });
});

describe('the generic path', () => {
  it('serves the plain operations through the table handler (the count printed; it may only grow)', () => {
    const { operations } = loadContract();
    const generic = operations.filter((op) => op.table);
    const counts = new Map<string, number>();
    for (const op of generic) counts.set(op.table!.verb, (counts.get(op.table!.verb) ?? 0) + 1);
    const byVerb = [...counts].map(([verb, n]) => `${verb} ${n}`).join(', ');
    console.log(`generic table handler: ${generic.length} of ${operations.length} operations (${byVerb})`);
    // the floor moves up with each operation moved onto the generic path (200 when this was last raised)
    expect(generic.length).toBeGreaterThanOrEqual(200);
  });
});
