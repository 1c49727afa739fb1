import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const PUSH = 'https://ops-console.local/schemas/devices/push.schema.json';
const desired = ajv.getSchema(`${PUSH}#/$defs/desiredBody`)!;
const setting = (state: Record<string, unknown>) => desired({ serialNum: 'DEMO-000001', state }) as boolean;

/** The device parameters' rules (parameter info tab; schemas/devices/push.schema.json#/$defs/parameters), good and bad values. */
const RULES: Rules = {
  volume: { good: [0, 5, 10, null], bad: [-1, 11, 2.5, '5', true] },
  brightness: { good: [10, 55, 100, null], bad: [9, 0, 101, 50.5, '80', false] },
  coolingSetpoint: { good: [2, 5, 12, null], bad: [1, 13, -5, 4.5, '5', true] },
  ledNight: { good: [true, false, null], bad: [0, 1, 'true', 'on'] },
  receiptPrinter: { good: [true, false, null], bad: [0, 'false', 'yes'] },
};

describe('device parameter rules (a desired setting)', () => {
  itFollowsRules(RULES, (key, value) => setting({ [key]: value }));

  it("other keys are held only to the shadow's shape; an empty change is refused", () => {
    expect(setting({ menuTheme: 'summer', volume: 3 })).toBe(true);
    expect(setting({ 'bad key': 1 })).toBe(false);
    expect(setting({ notes: { nested: true } })).toBe(false);
    expect(setting({})).toBe(false);
  });
});
