import { describe, expect, it } from 'vitest';
import { createAjv, fieldErrors } from '../../src/server/validation.js';
import { LIMITS } from '../../src/domain/limits.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const DEVICE = 'https://ops-console.local/schemas/devices/device.schema.json';
const validator = (def: string) => ajv.getSchema(`${DEVICE}#/$defs/${def}`)!;
const check = (def: string, value: unknown) => validator(def)(value) as boolean;

/**
 * Spec document 1 §5 "Floor: -5 to 100"; the alias and control number caps are this product's
 * (LIMITS.deviceAliasMax, LIMITS.controlNumberMax): the spec names the fields without a length.
 */
const RULES: Rules = {
  serialNum: {
    good: ['DEMO-000001', 'A', 'sn_01-x', 'X'.repeat(64)],
    bad: ['', '-A', '_A', 'DEMO 1', 'デバイス', 'X'.repeat(65), 'a/b', 1, null],
  },
  serialNums: {
    good: [['A'], ['A', 'B'], Array.from({ length: 500 }, (_, i) => `S${i}`)],
    bad: [[], ['A', 'A'], [''], 'A', Array.from({ length: 501 }, (_, i) => `S${i}`), null],
  },
  alias: {
    good: ['', '渋谷1号機', 'x'.repeat(LIMITS.deviceAliasMax), '機'.repeat(LIMITS.deviceAliasMax)],
    bad: ['x'.repeat(LIMITS.deviceAliasMax + 1), '機'.repeat(LIMITS.deviceAliasMax + 1), 5, null],
  },
  floor: {
    good: [LIMITS.floorMin, -1, 0, 1, 42, LIMITS.floorMax],
    bad: [-6, 101, 1.5, '3', null, true],
  },
  floorOrNull: { good: [null, -5, 100], bad: [-6, 101, 0.5, '0'] },
  controlNumber: {
    good: ['M-00001', 'A', 'abc123', '1-2-3', 'X'.repeat(LIMITS.controlNumberMax)],
    bad: ['', 'M 1', 'M_1', 'M.1', '管理1', 'X'.repeat(LIMITS.controlNumberMax + 1), 7, null],
  },
  productKey: { good: ['pk-vm-cold', 'PK_1'], bad: ['', 'pk vm', 'x'.repeat(65), null] },
  location: {
    good: [
      { lat: 35.6, lng: 139.7, address: '東京都渋谷区' },
      { lat: -90, lng: 180, address: '' },
      { lat: 90, lng: -180, address: 'x'.repeat(200) },
    ],
    bad: [
      { lat: 91, lng: 0, address: '' },
      { lat: 0, lng: -181, address: '' },
      { lat: 0, lng: 0, address: 'x'.repeat(201) },
      { lat: 0, lng: 0 },
      { lat: '35', lng: 0, address: '' },
      null,
      [],
    ],
  },
  locationOrNull: { good: [null, { lat: 1, lng: 2, address: 'a' }], bad: [{ lat: 100, lng: 0, address: '' }, 'here'] },
};

describe('device field rules', () => {
  itFollowsRules(RULES, check);

  it('the schema keeps the limits of src/domain/limits.ts', () => {
    const defs = (ajv.getSchema(DEVICE)!.schema as { $defs: Record<string, Record<string, number>> }).$defs;
    expect(defs.floor.minimum).toBe(LIMITS.floorMin);
    expect(defs.floor.maximum).toBe(LIMITS.floorMax);
    expect(defs.alias.maxLength).toBe(LIMITS.deviceAliasMax);
    expect(defs.controlNumber.maxLength).toBe(LIMITS.controlNumberMax);
  });

  it('a refused floor, alias or control number is worded for people', () => {
    const cases: [string, unknown, string, string][] = [
      ['updatePosition', { serialNum: 'A', floor: 101 }, 'floor', 'validation.floor'],
      ['updatePosition', { serialNum: 'A', location: { lat: 95, lng: 0, address: '' } }, 'location.lat', 'validation.latitude'],
      ['updateAlias', { serialNum: 'A', alias: 'x'.repeat(51) }, 'alias', 'validation.deviceAlias'],
      ['updateControlNumber', { serialNum: 'A', controlNumber: 'a b' }, 'controlNumber', 'validation.controlNumber'],
      ['bind', { orgId: 1, serialNums: [] }, 'serialNums', 'validation.serialNums'],
    ];
    for (const [def, body, field, key] of cases) {
      const validate = validator(def);
      expect(validate(body), def).toBe(false);
      const errors = fieldErrors(validate.errors!, 'en');
      expect(errors.find((e) => e.field === field)?.message, `${def} ${field}`).toBe(VALIDATION_MESSAGES[key].en);
    }
  });
});

describe('device bodies', () => {
  it('pageQuery: filters and sort', () => {
    expect(check('pageQuery', {})).toBe(true);
    expect(
      check('pageQuery', { pageNum: 1, pageSize: 100, serialNum: 'DEMO', name: '渋谷', productId: 1, orgId: 2, online: true, activated: false, bound: true }),
    ).toBe(true);
    expect(check('pageQuery', { sort: { field: 'lastLoginAt', order: 'desc' } })).toBe(true);
    expect(check('pageQuery', { sort: { field: 'secret', order: 'desc' } })).toBe(false);
    expect(check('pageQuery', { pageSize: 101 })).toBe(false);
    expect(check('pageQuery', { online: 'yes' })).toBe(false);
    expect(check('pageQuery', { serialNum: 'x'.repeat(65) })).toBe(false);
    expect(check('pageQuery', { orgId: 0 })).toBe(false);
  });

  it('bind and unbind: an organisation and serial numbers, or filters', () => {
    expect(check('bind', { orgId: 3, serialNums: ['DEMO-000001'] })).toBe(true);
    expect(check('bind', { serialNums: ['DEMO-000001'] })).toBe(false);
    expect(check('bind', { orgId: 3 })).toBe(false);
    expect(check('unbind', { serialNums: ['DEMO-000001'] })).toBe(true);
    expect(check('unbind', {})).toBe(false);
    expect(check('bindByParams', { orgId: 3, serialNum: 'DEMO-0003' })).toBe(true);
    expect(check('bindByParams', { orgId: 3, bound: false, productId: 2 })).toBe(true);
    // a bind by params with no filter at all would take every device in scope: refused
    expect(check('bindByParams', { orgId: 3 })).toBe(false);
    expect(check('unbindByParams', { orgId: 3 })).toBe(true);
    expect(check('unbindByParams', {})).toBe(false);
  });

  it('position: a location, a floor, or both, each clearable with null', () => {
    expect(check('updatePosition', { serialNum: 'A', floor: 3 })).toBe(true);
    expect(check('updatePosition', { serialNum: 'A', floor: null, location: null })).toBe(true);
    expect(check('updatePosition', { serialNum: 'A', location: { lat: 35, lng: 139, address: '渋谷' } })).toBe(true);
    expect(check('updatePosition', { serialNum: 'A' })).toBe(false);
    expect(check('updatePosition', { serialNum: 'A', floor: -6 })).toBe(false);
    expect(check('updatePosition', { serialNum: 'A', floor: 2.5 })).toBe(false);
  });

  it('import row: serial number and product key required', () => {
    expect(check('importRow', { serialNum: 'NEW-1', productKey: 'pk-vm-cold' })).toBe(true);
    expect(check('importRow', { serialNum: 'NEW-1', productKey: 'pk-vm-cold', name: '新機', controlNumber: 'C-1', floor: 2 })).toBe(true);
    expect(check('importRow', { serialNum: 'NEW-1' })).toBe(false);
    expect(check('importRow', { serialNum: 'NEW 1', productKey: 'pk' })).toBe(false);
    expect(check('importRow', { serialNum: 'NEW-1', productKey: 'pk', floor: 101 })).toBe(false);
  });
});
