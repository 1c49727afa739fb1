import { createHash } from 'node:crypto';
import { createAjv } from '../../src/server/validation.js';
import { dereference } from '../../src/domain/schema-registry.js';
import { loadSchemaFiles } from '../../src/server/validation.js';

/**
 * Valid request bodies made from a schema's own `$defs` (the create and update shapes of an `x-table`
 * resource), so the conformance suite needs no hand-written fixture per resource. Each text is the first of
 * a few candidates that the field's own rule accepts; they all hold `mark` and the body's number `n`, so a
 * batch is found again by a contains or prefix filter and unique fields differ between bodies.
 */

type Json = Record<string, any>;
const files = loadSchemaFiles();
const ajv = createAjv({ coerce: false });

/** The `$defs/<def>` of schema file `id`, references inlined. */
export function defOf(id: string, def: string): Json {
  const schema = files[id]?.$defs?.[def as never] as Json | undefined;
  if (!schema) throw new Error(`${id} has no $defs/${def}`);
  return dereference(schema, files, id) as Json;
}

const fits = (id: string, def: string, field: string, value: unknown) => ajv.validate({ $ref: `${id}#/$defs/${def}/properties/${field}` }, value);

/** Texts a field's rule may take, each holding `mark` and `n`. */
function textCandidates(mark: string, n: number): string[] {
  const num = String(n).padStart(3, '0');
  return [
    `${mark}${num}`,
    `T${mark}${num}`,
    `テスト${mark}${num}`,
    `t${num}`,
    num,
    // an address and a file's MD5 (ad creatives)
    `https://example.com/${mark}${num}`,
    createHash('md5').update(`${mark}${num}`).digest('hex'),
  ];
}

/** A value of one property that its rule accepts, or undefined when none of the candidates does. */
function valueOf(id: string, def: string, field: string, prop: Json, mark: string, n: number, position = 0): unknown {
  const schema = prop.anyOf ? (prop.anyOf.find((o: Json) => o.type !== 'null') ?? prop) : prop;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  let candidates: unknown[];
  if (schema.enum) candidates = [schema.enum[n % schema.enum.length]];
  else if (type === 'integer' || type === 'number') {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    const high = schema.maximum ?? low + 1000;
    candidates = [Math.min(high, low + n), low];
  } else if (type === 'boolean') candidates = [n % 2 === 0];
  else if (type === 'string' && schema.format === 'date-time') {
    // a later field a day later than an earlier one (an end after its start), as the server answers times
    candidates = [new Date(Date.UTC(2030, 0, 1) + n * 60_000 + position * 86_400_000).toISOString()];
  } else if (type === 'string') candidates = textCandidates(mark, n);
  else if (type === 'array' && schema.items?.properties) {
    // a list of objects (a collection form's fields, a card's calls to action): one item, each of its fields the
    // first simple value its own rule takes
    const item = Object.fromEntries(
      Object.entries<Json>(schema.items.properties).map(([f, p]) => {
        const simple = p.enum ? [p.enum[n % p.enum.length]] : p.type === 'boolean' ? [n % 2 === 0] : p.type === 'string' ? textCandidates(mark, n) : [n + 1];
        return [f, simple.find((c) => ajv.validate(p, c))];
      }),
    );
    candidates = [[item]];
  } else candidates = [];
  return candidates.find((c) => fits(id, def, field, c));
}

/**
 * A body of `$defs/<def>` that its schema accepts: every field a value can be made for (a required one must
 * be), leaving out `skip` (the owner, reference fields that need a row of another table); `given` fields
 * (the id of the record an update names) are taken as they are.
 */
export function validBody(id: string, def: string, mark: string, n: number, skip: string[] = [], given: Json = {}): Json {
  const schema = defOf(id, def);
  const required = new Set<string>(schema.required ?? []);
  const body: Json = { ...given };
  for (const [position, [field, prop]] of Object.entries<Json>(schema.properties ?? {}).entries()) {
    if (skip.includes(field) || field in given) continue;
    const value = valueOf(id, def, field, prop, mark, n, position);
    if (value !== undefined) body[field] = value;
    else if (required.has(field))
      throw new Error(`${id} $defs/${def}: no generated value fits ${field} (${JSON.stringify(prop)}); add a candidate in tests/support/table-bodies.ts`);
  }
  if (!ajv.validate({ $ref: `${id}#/$defs/${def}` }, structuredClone(body))) {
    throw new Error(`${id} $defs/${def}: the generated body ${JSON.stringify(body)} is refused: ${ajv.errorsText()}`);
  }
  return body;
}
