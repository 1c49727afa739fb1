/**
 * The demo roles' grants come from the declarations (`demo` on a function code, resources/): the seed
 * (src/server/demo/seed.ts) lists none. What a declaration can get wrong there is caught here.
 */
import { describe, expect, it } from 'vitest';
import { FUNCTION_CODES } from '../../resources/index.js';

describe('demo role grants declared on function codes', () => {
  it("give no demo role a platform-only code (only the platform's own roles may hold one)", () => {
    expect(FUNCTION_CODES.filter((f) => f.platformOnly && f.demo?.length).map((f) => f.code)).toEqual([]);
  });

  it('name each role once per code', () => {
    expect(FUNCTION_CODES.filter((f) => f.demo && new Set(f.demo).size !== f.demo.length).map((f) => f.code)).toEqual([]);
  });

  it("give a store's staff only view codes, and what they hold the merchant's administrator holds too", () => {
    const store = FUNCTION_CODES.filter((f) => f.demo?.includes('storeStaff'));
    expect(store.filter((f) => !f.code.endsWith('.view')).map((f) => f.code)).toEqual([]);
    expect(store.filter((f) => !f.demo?.includes('merchantAdmin')).map((f) => f.code)).toEqual([]);
  });
});
