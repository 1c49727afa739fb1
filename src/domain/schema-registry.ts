/** The base every schema `$id` in schemas/ hangs from; a file's `$id` is this plus its path in schemas/. */
export const SCHEMA_BASE = 'https://ops-console.local/schemas/';

/** Custom annotations the schemas carry; validators must know them to stay in strict mode. */
/**
 * Our schema keywords: `x-message` (a rule's people-worded message), `x-enum` (the i18n group of an enum),
 * `x-table` (how the generic table handler stores an entity), `x-upload` (a field holding what an upload call
 * answers: `{call, answer, url}`, rendered by the console's upload widget).
 */
export const SCHEMA_KEYWORDS = ['x-message', 'x-enum', 'x-table', 'x-upload'] as const;

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
