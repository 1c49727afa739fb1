/** The base every schema `$id` in schemas/ hangs from; a file's `$id` is this plus its path in schemas/. */
export const SCHEMA_BASE = 'https://ops-console.local/schemas/';

/** Custom annotations the schemas carry; validators must know them to stay in strict mode. */
/**
 * Our schema keywords: `x-message` (a rule's people-worded message), `x-enum` (the i18n group of an enum),
 * `x-table` (how the generic table handler stores an entity), `x-upload` (a field holding what an upload call
 * answers: `{call, answer, url}`, rendered by the console's upload widget), `x-options` (a field whose choices a
 * call answers: `{call, value, label}`, rendered by the console as a select of them), `x-fields` (one field list
 * the shapes of a table's calls are derived from: src/domain/schema-fields.ts), `x-targets` (a list of devices the
 * console fills with its one targeting control and confirms with the count: `{max, when}`), `x-labels` (the i18n key
 * under which the bespoke screen showing an enum's values labels them, `<x-labels>.<value>`, where they are not an
 * `x-enum` group), `x-reach` (on a form sent to devices: `{call}`, the call answering `{count}` for the form's data,
 * with which the console asks "send to N devices?" before the form is sent). `"x-enum": false` with a `$comment` marks an enum whose values are never shown as such
 * (tests/console/i18n.test.ts).
 */
export const SCHEMA_KEYWORDS = ['x-message', 'x-enum', 'x-labels', 'x-table', 'x-fields', 'x-upload', 'x-options', 'x-targets', 'x-reach'] as const;

/**
 * `x-sameAs: "<sibling>"`: the value must equal its sibling property's (a confirmation field). A rule
 * between fields as a vendor keyword, not ajv's `{"const": {"$data": "1/password"}}`, which the published
 * contract would carry to client generators as "must equal this object". `errors: false`: ajv reports the
 * failure itself, with the property's schema (verbose), so its `x-message` words it.
 */
export const SAME_AS_KEYWORD = {
  keyword: 'x-sameAs',
  schemaType: 'string',
  errors: false,
  // without the sibling there is nothing to confirm: its own absence is what `required` reports
  validate: (sibling: string, data: unknown, _schema?: unknown, cxt?: { parentData?: unknown }) => {
    const other = (cxt?.parentData as Record<string, unknown> | undefined)?.[sibling];
    return other === undefined || other === data;
  },
} as const;

/**
 * `x-after: "<sibling>"`: a date-time that must come after its sibling's (an end after its start; `orEqual`
 * in the keyword's object form allows the same moment: a play of no length). Compared as instants, so two
 * offsets of one moment are equal. Either one absent or unreadable is left to their own rules.
 */
export const AFTER_KEYWORD = {
  keyword: 'x-after' as const,
  schemaType: ['string', 'object'] as ('string' | 'object')[],
  errors: false as const,
  validate: (rule: string | { sibling: string; orEqual?: boolean }, data: unknown, _schema?: unknown, cxt?: { parentData?: unknown }) => {
    const sibling = typeof rule === 'string' ? rule : rule.sibling;
    const other = (cxt?.parentData as Record<string, unknown> | undefined)?.[sibling];
    if (typeof other !== 'string' || typeof data !== 'string') return true;
    const [a, b] = [Date.parse(data), Date.parse(other)];
    if (Number.isNaN(a) || Number.isNaN(b)) return true;
    return typeof rule === 'object' && rule.orEqual ? a >= b : a > b;
  },
};

/** What an ajv must be told to validate schemas/ in strict mode: the annotations, and the rules it checks. */
export const SCHEMA_KEYWORD_DEFINITIONS = [...SCHEMA_KEYWORDS.map((keyword) => ({ keyword })), SAME_AS_KEYWORD, AFTER_KEYWORD];

type Json = unknown;

/**
 * Inlines every `$ref` of a schema (local `#/…` ones and ones to other files of schemas/), so that a form
 * library that only resolves references within one document can render it. The schemas have no cycles.
 */
export function dereference(schema: Json, registry: Record<string, Json>, base = ''): Json {
  const id = (schema as { $id?: string })?.$id ?? base;
  const walk = (node: Json, docId: string): Json => {
    if (Array.isArray(node)) return node.map((n) => walk(n, docId));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, Json>;
    if (typeof $ref === 'string') {
      const target = new URL($ref, docId).href;
      const [file, pointer = ''] = target.split('#');
      const doc = registry[file];
      if (!doc) throw new Error(`unknown schema ${file}`);
      const resolved = pointer
        .split('/')
        .filter(Boolean)
        .reduce<Json>((acc, key) => (acc as Record<string, Json>)[decodeURIComponent(key)], doc);
      // sibling keywords (a default, a title) stay beside the referenced schema
      return { ...(walk(resolved, file) as object), ...(walk(rest, docId) as object) };
    }
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(node as Record<string, Json>)) {
      if (k === '$defs' || k === '$id' || k === '$schema') continue;
      out[k] = walk(v, docId);
    }
    return out;
  };
  return walk(schema, id);
}
