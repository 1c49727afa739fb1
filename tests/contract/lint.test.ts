import { describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { loadContract } from '../../src/server/contract/load.js';

/**
 * The published contract (/api/openapi.json) read as integrators' tools read it: Redocly's `recommended`
 * rules, what `redocly lint` applies by default. An error fails the test — an ajv-only keyword was one
 * (`"const": {"$data": "1/password"}`, which a client generator takes for "must equal this object").
 * Warnings (schema files' definitions no call references, no licence) are not failures.
 */
async function lintErrors(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/api/openapi.json', config });
  return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
}

describe('the published contract under Redocly lint', () => {
  it('has no error', async () => {
    expect(await lintErrors(loadContract().document)).toEqual([]);
  }, 60_000);

  it('the lint sees an ajv-only keyword', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: {},
      components: { schemas: { confirm: { type: 'string', const: { $data: '1/password' } } } },
    };
    expect((await lintErrors(document)).join('\n')).toMatch(/no-enum-type-mismatch at #\/components\/schemas\/confirm\/const/);
  }, 60_000);
});
