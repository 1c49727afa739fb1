import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SCHEMA_BASE, SCHEMA_KEYWORD_DEFINITIONS } from '../domain/schema-registry.js';
import { expandFieldLists } from '../domain/schema-fields.js';
import { validationMessage } from '../domain/keyword-messages.js';
import { hasControlCharacter } from '../domain/control-characters.js';
import type { Locale } from '../domain/locale.js';
import type { FieldError } from './errors.js';

export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Every schema file of schemas/, keyed by its `$id`, with the `$defs` its `x-fields` implies. */
export function loadSchemaFiles(dir = SCHEMAS_DIR): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  const visit = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) visit(p);
      else if (name.endsWith('.schema.json')) {
        const schema = JSON.parse(readFileSync(p, 'utf8'));
        const expected = SCHEMA_BASE + relative(dir, p).split('\\').join('/');
        if (schema.$id !== expected) throw new Error(`${p}: $id must be ${expected}`);
        out[schema.$id] = schema;
      }
    }
  };
  visit(dir);
  // a schema's one field list (`x-fields`) becomes the shapes its calls take (src/domain/schema-fields.ts)
  expandFieldLists(out);
  return out;
}

/**
 * Builds an ajv (draft 2020-12) holding every schema of schemas/. Bodies are validated strictly as
 * sent; query strings and paths arrive as text, so that validator coerces them to the declared types.
 */
export function createAjv(opts: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    useDefaults: true,
    removeAdditional: true,
    coerceTypes: opts.coerce,
    strict: true,
  });
  addFormats(ajv);
  for (const definition of SCHEMA_KEYWORD_DEFINITIONS) ajv.addKeyword(definition);
  for (const schema of Object.values(loadSchemaFiles())) ajv.addSchema(schema);
  return ajv;
}

/**
 * A request validator: the schema, then the rules every request obeys whatever its schema says: no text
 * holds a control character, and no number is infinite (a query's "1e309" coerces to Infinity, which ajv's
 * coercion lets past the type and range checks). Its errors are ajv-shaped, so they name the field alike.
 */
export function requestValidator(ajv: Ajv2020, schema: object) {
  const validate = ajv.compile(schema);
  const check = (data: unknown): boolean => {
    const valid = validate(data);
    const errors = [...(valid ? [] : (validate.errors ?? [])), ...inputRuleErrors(data)];
    check.errors = errors.length ? errors : null;
    return errors.length === 0;
  };
  check.errors = null as ErrorObject[] | null;
  return check;
}

/** The errors of the rules for every request, found by walking what the schema let through. */
function inputRuleErrors(data: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) errors.push(ruleError(path, 'controlCharacters', {}));
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) errors.push(ruleError(path, 'type', { type: 'number' }));
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${path}/${i}`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  visit(data, '');
  return errors;
}

const ruleError = (instancePath: string, keyword: string, params: Record<string, unknown>): ErrorObject =>
  ({ instancePath, schemaPath: '', keyword, params, message: keyword }) as ErrorObject;

/** Turns validator errors into one message per failed field, in the caller's language. */
export function fieldErrors(errors: ErrorObject[], locale: Locale, prefix = ''): FieldError[] {
  const byField = new Map<string, string>();
  for (const err of errors) {
    if (err.keyword === 'if' || err.keyword === 'anyOf' || err.keyword === 'oneOf') continue;
    let path = err.instancePath.split('/').filter(Boolean).map(unescapePointer).join('.');
    if (err.keyword === 'required') {
      path = [path, (err.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.');
    }
    const field = [prefix, path].filter(Boolean).join('.') || prefix || 'body';
    if (!byField.has(field)) byField.set(field, validationMessage(err, locale));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

export type { ValidateFunction };
