/**
 * Rule tables for the JSON Schemas (schemas/): a test file names a schema file and, for each field or body
 * definition in its $defs, values it must accept and values it must refuse; one test per value, named
 * `<name> accepts <value>` / `<name> refuses <value>`.
 */
import { describe, expect, it } from 'vitest';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { createAjv } from '../../src/server/validation.js';
import { SCHEMA_BASE } from '../../src/domain/schema-registry.js';

/** Values a rule must accept and values it must refuse. */
export interface Rule {
  good: unknown[];
  bad: unknown[];
}
/** Rules by name, or as pairs where a name comes more than once. */
export type Rules = Record<string, Rule> | readonly RulePair[];
type RulePair = readonly [string, Rule];
const isPairs = (rules: Rules): rules is readonly RulePair[] => Array.isArray(rules);
const pairs = (rules: Rules): readonly RulePair[] => (isPairs(rules) ? rules : Object.entries(rules));

const ajvs = new Map<boolean, Ajv2020>();
/** The server's validator set-up (src/server/validation.ts), one per coercion for all the files of a worker. */
function schemaAjv(coerce = false): Ajv2020 {
  let ajv = ajvs.get(coerce);
  if (!ajv) ajvs.set(coerce, (ajv = createAjv({ coerce })));
  return ajv;
}

/** The $id of a schema file: 'retail/supplier' for schemas/retail/supplier.schema.json. */
const schemaId = (file: string) => `${SCHEMA_BASE}${file}.schema.json`;

/**
 * A check of a value against one of the file's $defs. The validator fills defaults and drops undeclared
 * properties in what it is given: `copy` validates a copy instead.
 */
export function schemaCheck(file: string, opts: { coerce?: boolean; copy?: boolean } = {}) {
  const check = schemasCheck(opts);
  return (def: string, value: unknown): boolean => check(schemaId(file), def, value);
}

/** The same for a test of several schema files: each call names the file by its `$id`. */
export function schemasCheck(opts: { coerce?: boolean; copy?: boolean } = {}) {
  const ajv = schemaAjv(opts.coerce);
  return (id: string, def: string, value: unknown): boolean => {
    const validate = ajv.getSchema(`${id}#/$defs/${def}`);
    if (!validate) throw new Error(`${id} has no $defs/${def}`);
    return validate(opts.copy ? structuredClone(value) : value) as boolean;
  };
}

/** One test per good value (accepted) and per bad value (refused). */
export function itFollowsRule(name: string, rule: Rule, accepts: (value: unknown) => boolean): void {
  it.each(rule.good.map((v) => [v]))(`${name} accepts %j`, (value) => {
    expect(accepts(value)).toBe(true);
  });
  it.each(rule.bad.map((v) => [v]))(`${name} refuses %j`, (value) => {
    expect(accepts(value)).toBe(false);
  });
}

/** The tests of each rule, `check` given the rule's name (its $defs entry) and the value. */
export function itFollowsRules(rules: Rules, check: (name: string, value: unknown) => boolean): void {
  for (const [name, rule] of pairs(rules)) itFollowsRule(name, rule, (v) => check(name, v));
}

/** A describe block of nothing but the rules' tests. */
export function describeRules(title: string, rules: Rules, check: (name: string, value: unknown) => boolean): void {
  describe(title, () => itFollowsRules(rules, check));
}
