import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import localizeJa from 'ajv-i18n/localize/ja/index.js';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import localizeZhTw from 'ajv-i18n/localize/zh-TW/index.js';
import localizeEn from 'ajv-i18n/localize/en/index.js';
import { SCHEMA_BASE, SCHEMA_KEYWORDS } from '../domain/schema-registry.js';
import { VALIDATION_MESSAGES } from '../domain/validation-messages.js';
import type { Locale } from '../domain/locale.js';
import type { FieldError } from './errors.js';

export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Every schema file of schemas/, keyed by its `$id`. */
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
    $data: true,
    useDefaults: true,
    removeAdditional: true,
    coerceTypes: opts.coerce,
    strict: true,
  });
  addFormats(ajv);
  for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ keyword });
  for (const schema of Object.values(loadSchemaFiles())) ajv.addSchema(schema);
  return ajv;
}

const LOCALIZERS: Record<Locale, (errors?: ErrorObject[] | null) => void> = {
  ja: localizeJa,
  'zh-CN': localizeZh,
  'zh-TW': localizeZhTw,
  en: localizeEn,
};

/** Turns ajv's errors into one message per failed field, in the caller's language. */
export function fieldErrors(errors: ErrorObject[], locale: Locale, prefix = ''): FieldError[] {
  const copies = errors.map((e) => ({ ...e }));
  LOCALIZERS[locale](copies);
  const byField = new Map<string, string>();
  for (const err of copies) {
    if (err.keyword === 'if' || err.keyword === 'anyOf' || err.keyword === 'oneOf') continue;
    let path = err.instancePath.split('/').filter(Boolean).join('.');
    if (err.keyword === 'required') {
      path = [path, (err.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.');
    }
    const field = [prefix, path].filter(Boolean).join('.') || prefix || 'body';
    const key = (err.parentSchema as Record<string, unknown> | undefined)?.['x-message'];
    const message =
      err.keyword === 'required'
        ? VALIDATION_MESSAGES['validation.required'][locale]
        : typeof key === 'string' && VALIDATION_MESSAGES[key]
          ? VALIDATION_MESSAGES[key][locale]
          : (err.message ?? '');
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

export type { ValidateFunction };
