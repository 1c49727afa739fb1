import { isCatalogued, type ErrorCode } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { hooksNamed, type TableHooks } from './hooks.js';
import { keyFields } from './keys.js';
import { TEXT_MATCHES, parentFilter, type ParentFilter, type TextMatch } from './filters.js';

/**
 * What a schema's root `x-table` says about how its entity is stored, read once when the server starts and
 * checked so that a typo stops the start instead of failing a call. Columns are the record's properties in
 * snake_case (`contactName` → `t.contact_name`); `orgName` comes from the joined organisation; a property of
 * type `number` is a numeric column, answered as a JSON number (`t.purchase_price::float8`).
 */

/**
 * How a filter field of a query body matches: `subtree` takes an organisation and everything under it, `org`
 * that organisation alone (both in the caller's subtree: 200006, 200001); `within` narrows to an organisation and
 * everything under it without refusing one (missing or outside the caller's subtree, it lists nothing: the pay
 * config push history); `from`, `to` and `before` bound a
 * field (a time) at or after, at or before, and strictly before the value; `fromDay` and `toDay` bound a time by a Tokyo
 * calendar day (`YYYY-MM-DD`): from that day's start, and before the next day's start (a vend's sold time); `exists` keeps the records a row of
 * another table names with the value (a shipping list naming a device: `shipping_list_devices`); `parent` keeps
 * the rows of the parent row the value names (filters.ts); `lookup` keeps the rows whose id column names the row of
 * another table holding the value in a unique column (`t.device_id = (select id from devices where serial_num = $1)`:
 * the row's own index, no join; a value naming no row lists nothing).
 */
export type FilterMatch =
  'contains' | 'prefix' | 'equals' | 'subtree' | 'within' | 'org' | 'from' | 'to' | 'before' | 'fromDay' | 'toDay' | 'device' | 'exists' | 'parent' | 'lookup';
const MATCHES: FilterMatch[] = [
  'contains',
  'prefix',
  'equals',
  'subtree',
  'within',
  'org',
  'from',
  'to',
  'before',
  'fromDay',
  'toDay',
  'device',
  'exists',
  'parent',
  'lookup',
];

/**
 * Whose rows a caller reads (`x-table.scope`):
 * - `organisation`: the row's `org_id` lies in the caller's subtree; the only scope that writes;
 * - `device`: the row's `device_id` names a device the caller may see (bound in its subtree; one bound to
 *   nobody, the platform's); a `device` filter takes a serial number, refused with 203001 outside the scope;
 * - `shared`: rows every estate shares (a model's alarm rules), read by anyone the permission lets in;
 * - `own`: the row's `user_id` is the caller's (a super administrator reads everyone's).
 * A row outside the scope is answered as a missing one, so ids of other estates reveal nothing.
 */
export type ScopeKind = 'organisation' | 'device' | 'shared' | 'own';
const SCOPES: ScopeKind[] = ['organisation', 'device', 'shared', 'own'];

/**
 * How the `organisation` scope (and a `subtree` filter, and a parent `within`) tells a row's organisation is in
 * a subtree:
 * - `join` (the default): the owning organisation is joined (`o`) and its path compared — fine for a small table;
 * - `path` (`x-table.orgPath: "org_path"`): the row's own denormalised path column is compared
 *   (`t.org_path like $path || '%'`), no join in the condition: pay orders, devices, members;
 * - `ids` (`x-table.orgIds: true`): the subtree's organisation ids are read once per call and the row's `org_id`
 *   compared to them (`t.org_id = any($ids)`), so the planner sees the list and reads the table alone: a log.
 * With `path` or `ids` a list counts and finds a page's keys in the table alone (no view, no join: every filter and
 * sort column is the table's, probed at start), then reads those rows by id from the view, the organisation left-joined
 * for its name (queries.ts keyFromClause): big tables.
 */
export type OrgScope = { by: 'join' } | { by: 'path'; column: string } | { by: 'ids' };

/** A filter: how it matches, and the record's field it compares (itself, or another: `startTime` bounds `createdAt`). */
export interface Filter {
  match: FilterMatch;
  field: string;
  /** `exists`: the rows of `table` whose `key` column is the record's id and whose `column` holds the value. */
  exists?: { table: string; key: string; column: string };
  /** `parent`: the parent row the value names, and how its rows are kept (filters.ts). */
  parent?: ParentFilter;
  /** contains, prefix or equals against any of several fields of the record (a name or an alias). */
  anyOf?: string[];
  /** `prefix` compared in the value's own case (`like`, not `ilike`): an order number. */
  exactCase?: boolean;
  /** `lookup`: the row's `column` holds the id of the row of `table` whose unique `key` column is the value. */
  lookup?: { column: string; table: string; key: string };
  /**
   * `org` with `ownByDefault: true`: a call giving no organisation lists the caller's own organisation's rows
   * alone, not its subtree's (a payment matrix, a wallet list: one organisation's settings at a time).
   */
  ownByDefault?: boolean;
}

export interface UniqueRule {
  field: string;
  column: string;
  /** Compared as lower(column): the unique index is on lower() too. */
  ignoreCase: boolean;
  /** The unique index deciding between two saves that race past the check. */
  index: string;
  code: ErrorCode;
}

/** A field naming a row of another table (an uploaded image's key): a value no row has is refused with `code`. */
export interface ReferenceRule {
  field: string;
  table: string;
  column: string;
  code: ErrorCode;
  /**
   * The referenced row is organisation-owned (`org_id`) and must be in the caller's subtree: a campaign
   * naming another estate's advertiser is refused with `code` like a missing one.
   */
  scoped: boolean;
  /**
   * The referenced table's column naming a row (`name`): the record's `<field without Id>Name` property
   * (`advertiserId` → `advertiserName`), when it declares one, is read from it, so lists show the name.
   */
  label?: string;
  /** The console resource whose records the field picks (`adAdvertisers`): forms and filters pick by name. */
  resource?: string;
  /**
   * The referenced row must be enabled (`status` 1) when a create or an update names it anew, else this code (a
   * disabled model is not offered to a new zone); a record keeps the disabled row it already names.
   */
  enabled?: ErrorCode;
}

/**
 * Rules between records that a status change obeys (`x-table.statusRules`), as the spec's organisations do
 * theirs (cannot be enabled while the parent is disabled, nor disabled while it has children): `parent`, the
 * row the record's `field` names in `table` must be enabled for the record to be enabled (a product's brand);
 * `children`, no enabled row of `table` may name the record in `column` for it to be disabled (a brand's
 * products). The other table's enabling column is `status` (1/0). Refused with each rule's code.
 */
export interface StatusRules {
  parent?: { field: string; column: string; table: string; code: ErrorCode };
  children: { table: string; column: string; code: ErrorCode }[];
}

export interface TableSpec {
  /** The schema file's `$id`, for messages. */
  schema: string;
  table: string;
  scope: ScopeKind;
  /**
   * A SQL view (a migration's) the records are read from instead of the table, for joined or computed
   * columns (a route's device count): it holds `id`, `org_id` and the record's columns; writes go to `table`.
   */
  view?: string;
  /** The `$defs` entry the calls answer. */
  record: string;
  /** Record property → SQL expression over `t` (the table) and `o` (its organisation). */
  columns: Record<string, string>;
  notFound: ErrorCode;
  unique: UniqueRule[];
  references: ReferenceRule[];
  filters: Record<string, Filter>;
  /** The field the `list` verb orders by, or a snake_case column of the view that is not answered (`tree_order`). */
  listOrder: string;
  /**
   * The fields the `list` verb orders by after listOrder, when `x-table.listOrder` names several, comma-separated
   * (`"sort, payType"`: a payment matrix by its order, then its method), each ascending.
   */
  listThen?: string[];
  /** `listAll: true`: the `list` verb answers every record, disabled ones too (a tree's picker shows them, marked). */
  listAll?: boolean;
  /**
   * `listMax` (a LIMITS number): the `list` verb answers the first this-many records in its order and leaves the
   * rest out, as a contract's picker says ("at most 1000"), instead of refusing a longer list (200010).
   */
  listMax?: number;
  /** The paged list's order when the call names none (`createdAt desc`, or several: `rowNo asc, colNo asc`; `id desc` by default), ties newest first. */
  pageOrder: string;
  /** Creates, updates, status changes and deletes are recorded in table_history (see history.ts). */
  history: boolean;
  /**
   * The field that enables a record (`status`, 1/0, by default; a boolean such as `active`): the status verb
   * writes it, the pickers' list keeps the enabled records.
   */
  enabled?: { field: string; column: string; boolean: boolean };
  /** A delete refused because other rows still refer to the record (a foreign key) answers this code. */
  inUse: ErrorCode;
  /**
   * At most `max` records per organisation (a LIMITS entry, `routesPerOrg`): a create past it answers `code`,
   * counted under a lock on the organisation's row so concurrent creates cannot pass it.
   */
  cap?: { max: number; code: ErrorCode };
  /** The code of a create naming an organisation outside the caller's subtree (200006 by default; own festivals: 200001, as a missing one). */
  orgOutside?: ErrorCode;
  /** A create naming an organisation that does not exist answers this code (200001 by default: a user's 201010). */
  orgMissing?: ErrorCode;
  /** The column a create writes the caller's user id into (`created_by`). */
  createdBy?: string;
  /** The paged list's total is counted up to this LIMITS number and flagged past it (capped.ts): a log that only grows. */
  totalCap?: number;
  /** What the export verb writes (export.ts). */
  export?: ExportSpec;
  statusRules?: StatusRules;
  /** The fields naming one record besides its id (keys.ts). */
  key?: string[];
  /**
   * `x-table.id`: the column naming a row of a record without an `id` field, read by the page and list verbs alone (a BD
   * by `user_id`, a device's row by `device_id`): the tie-break of their order and the default page and list order.
   * A field of the record (`userId`: answered) or a snake_case column of the view (`device_id`: not answered).
   */
  rowId?: string;
  /** The domain rules the writes run (hooks.ts). */
  hooks?: TableHooks;
  /** How the organisation scope compares a row's organisation (`{by: 'join'}` in the other scopes, unused). */
  orgScope: OrgScope;
  /**
   * Fields of the record read but not answered by a page, list or get (`x-table.hidden`): the `id` a page of groups
   * breaks ties by (a device's lines of an order), a count a client sorts by (a device's lanes holding a good).
   */
  hidden?: string[];
  /**
   * `x-table.hiddenId`: the table's (or view's) `id` column names the rows and breaks ties in their order, but is
   * no field of the record (a push message's request id, a delivery's push): such a record is listed (page) only.
   */
  hiddenId?: boolean;
}

/**
 * `x-table.export`: the record's `fields` a streamed export writes, in order; at most LIMITS[`cap`] rows, more
 * refused with `code` before anything is sent; the file is `<file>-<Tokyo stamp>.xlsx`. `workbook` names a
 * domain workbook (export-labels.ts) whose headings and words the file takes instead of the console's, for a
 * file an import reads back.
 */
export interface ExportSpec {
  fields: string[];
  max: number;
  code: ErrorCode;
  file: string;
  workbook?: string;
}

type Json = Record<string, unknown>;

/** Record fields read from the row the scope joins (queries.ts): the owning organisation's name, the device's serial. */
const JOINED: Record<ScopeKind, Record<string, string>> = {
  organisation: { orgName: 'o.name' },
  device: { serialNum: 'd.serial_num' },
  shared: {},
  own: {},
};

/** Table and column names go into SQL text: only plain lower-case identifiers are taken. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
export const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column a field is written to; refuses a field that cannot be a column name. */
export function columnOf(field: string, where: string): string {
  const column = snakeCase(field);
  if (!IDENTIFIER.test(column)) throw new Error(`${where}: ${field} cannot name a column`);
  return column;
}

/**
 * Reads and checks the `x-table` of a schema file (`schema`, keyed by its `$id`): at its root, naming its
 * `record`, or — for a file holding several entities (replenishment: shipping lists, out-of-stock orders…) —
 * on the `$defs` entry `def`, which is then the record.
 */
export function tableSpec(id: string, schema: Json, def?: string): TableSpec {
  const x = (def ? ((schema.$defs as Json | undefined)?.[def] as Json | undefined)?.['x-table'] : schema['x-table']) as Json | undefined;
  const name = def ? `${id}#${def}` : id;
  const where = `${name} x-table`;
  if (!x) throw new Error(def ? `${name}: no x-table on $defs.${def}` : `${id}: no x-table at its root`);
  // a `$defs` entry may answer another entry's records (two lists of one kind of row, from two views)
  const recordDef = (x.record as string | undefined) ?? def ?? '';
  const table = x.table as string;
  if (typeof table !== 'string' || !IDENTIFIER.test(table)) throw new Error(`${where}: table must be a plain identifier`);
  const view = x.view as string | undefined;
  if (view !== undefined && (typeof view !== 'string' || !IDENTIFIER.test(view))) throw new Error(`${where}: view must be a plain identifier`);
  const scope = x.scope as ScopeKind;
  if (!SCOPES.includes(scope)) throw new Error(`${where}: scope must be one of ${SCOPES.join(', ')}`);
  // a code left out is the generic one (the record does not exist, a value taken, still referred to)
  const code = (value: unknown, what: string, fallback?: ErrorCode): ErrorCode => {
    if (value === undefined && fallback) return fallback;
    if (typeof value !== 'number' || !isCatalogued(value)) throw new Error(`${where}: ${what} ${String(value)} is not in the error catalogue`);
    return value;
  };

  const record = recordProperties(schema, recordDef);
  if (!record) throw new Error(`${where}: record names no $defs entry with properties`);
  const columns: Record<string, string> = {};
  for (const [field, prop] of Object.entries(record)) {
    // a `number` (a price, an amount) is a numeric column, which the drivers read as text: answered as a number
    const cast = (prop as Json).type === 'number' ? '::float8' : '';
    columns[field] = JOINED[scope][field] ?? `t.${columnOf(field, where)}${cast}`;
  }
  // `hiddenId`: the source's `id` column names and orders the rows but is no field of the record (a push's request id)
  if (x.hiddenId !== undefined && (x.hiddenId !== true || columns.id)) throw new Error(`${where}: hiddenId is true, for a record without an id field`);
  const hiddenId = x.hiddenId === true;
  // a record without an id is named by its key within its organisation (owned.ts: a merchant's form per platform)
  if (!columns.id && x.key === undefined && x.id === undefined && !hiddenId)
    throw new Error(`${where}: the record has no id (nor a key or x-table.id naming it)`);
  // a record without an id field may be named by another column, for its page and list (x-table.id)
  let rowId: string | undefined;
  if (x.id !== undefined) {
    const given = x.id as string;
    rowId = /^t\.[a-z0-9_]+$/.test(columns[given] ?? '')
      ? columns[given]
      : typeof given === 'string' && given.includes('_') && IDENTIFIER.test(given)
        ? `t.${given}`
        : undefined;
    if (!rowId || columns.id || x.key !== undefined || hiddenId)
      throw new Error(`${where}: id names a column of a record without an id field nor key: a field of the record, or a snake_case column of its view`);
  }
  // a hidden id names the rows by the source's own `id` column
  if (hiddenId) rowId = 't.id';

  const unique = ((x.unique as Json[] | undefined) ?? []).map((u): UniqueRule => {
    const field = u.field as string;
    if (!/^t\.[a-z0-9_]+$/.test(columns[field] ?? '')) throw new Error(`${where}: unique field ${field} is not a plain text or integer column of the record`);
    if (typeof u.index !== 'string' || !IDENTIFIER.test(u.index)) throw new Error(`${where}: unique ${field} names no index`);
    return { field, column: columns[field], ignoreCase: u.ignoreCase === true, index: u.index, code: code(u.code, `unique ${field} code`, 200012) };
  });

  const references = ((x.references as Json[] | undefined) ?? []).map((r): ReferenceRule => {
    const field = r.field as string;
    if (!columns[field]?.startsWith('t.')) throw new Error(`${where}: reference field ${field} is not a column of the record`);
    for (const name of ['table', 'column'] as const) {
      if (typeof r[name] !== 'string' || !IDENTIFIER.test(r[name] as string)) throw new Error(`${where}: reference ${field} needs a plain ${name} name`);
    }
    if (r.scoped !== undefined && typeof r.scoped !== 'boolean') throw new Error(`${where}: reference ${field} scoped must be true or false`);
    if (r.label !== undefined && (typeof r.label !== 'string' || !IDENTIFIER.test(r.label)))
      throw new Error(`${where}: reference ${field} label must be a plain column name`);
    if (r.resource !== undefined && typeof r.resource !== 'string') throw new Error(`${where}: reference ${field} resource must name a resource`);
    const rule: ReferenceRule = {
      field,
      table: r.table as string,
      column: r.column as string,
      code: code(r.code, `reference ${field} code`),
      scoped: r.scoped === true,
    };
    if (r.label) rule.label = r.label as string;
    if (r.resource) rule.resource = r.resource as string;
    if (r.enabled !== undefined) rule.enabled = code(r.enabled, `reference ${field} enabled`);
    // the record's name of the referenced row, read from it (`advertiserId` → `advertiserName`)
    const nameField = `${field.replace(/Id$/, '')}Name`;
    if (rule.label && record[nameField])
      columns[nameField] = `(select r.${rule.label} from ${rule.table} r where r.${rule.column} = t.${columnOf(field, where)})`;
    return rule;
  });

  const filters: Record<string, Filter> = {};
  for (const [field, given] of Object.entries((x.filters as Record<string, FilterMatch | Filter> | undefined) ?? {})) {
    // an object without `field` compares its own field (a prefix in the value's case)
    const filter: Filter = typeof given === 'string' ? { match: given, field } : { ...given, field: given.field ?? field };
    if (!MATCHES.includes(filter.match)) throw new Error(`${where}: filter ${field} matches by ${filter.match}, not one of ${MATCHES.join(', ')}`);
    if (filter.match === 'device' && scope !== 'device') throw new Error(`${where}: filter ${field} matches a device, and the scope is not "device"`);
    if (filter.match === 'subtree' && !['organisation', 'device'].includes(scope))
      throw new Error(`${where}: filter ${field} takes a subtree, and the scope has none`);
    if (filter.match === 'within' && (!['organisation', 'device'].includes(scope) || field !== 'orgId' || x.orgIds === true))
      throw new Error(`${where}: filter ${field} narrows to a subtree: orgId, in the organisation scope (not by ids) or the device scope`);
    if (filter.match === 'org' && (scope !== 'organisation' || field !== 'orgId'))
      throw new Error(`${where}: filter ${field} names an organisation: orgId, in the organisation scope`);
    if (filter.match === 'exists') {
      const e = (given as Filter).exists;
      if (!e || ![e.table, e.key, e.column].every((n) => typeof n === 'string' && IDENTIFIER.test(n)))
        throw new Error(`${where}: filter ${field} matches by exists: it names {table, key, column}, plain identifiers`);
      filters[field] = { match: 'exists', field, exists: { table: e.table, key: e.key, column: e.column } };
      continue;
    }
    if (filter.match === 'lookup') {
      const l = (given as Filter).lookup;
      if (!l || ![l.column, l.table, l.key].every((n) => typeof n === 'string' && IDENTIFIER.test(n)))
        throw new Error(`${where}: filter ${field} matches by lookup: it names {column, table, key}, plain identifiers`);
      filters[field] = { match: 'lookup', field, lookup: { column: l.column, table: l.table, key: l.key } };
      continue;
    }
    if (filter.match === 'parent') {
      const parent = parentFilter((given as { parent?: Json }).parent, `${where} filter ${field}`, code);
      if (parent.within && !['organisation', 'device'].includes(scope))
        throw new Error(`${where}: filter ${field} keeps rows within a subtree, and the scope has none`);
      filters[field] = { match: 'parent', field, parent };
      continue;
    }
    const several = (given as { fields?: unknown }).fields;
    if (several !== undefined) {
      if (!TEXT_MATCHES.includes(filter.match as TextMatch) || !Array.isArray(several) || several.length < 2)
        throw new Error(`${where}: filter ${field} names fields: two or more, matched by ${TEXT_MATCHES.join(', ')}`);
      for (const f of several) if (!columns[f]) throw new Error(`${where}: filter ${field} field ${String(f)} is not a column of the record`);
      filters[field] = { match: filter.match, field, anyOf: several as string[] };
      continue;
    }
    if ((given as Filter).ownByDefault !== undefined && (filter.match !== 'org' || (given as Filter).ownByDefault !== true))
      throw new Error(`${where}: filter ${field} ownByDefault is true on an org filter, or left out`);
    if ((given as Filter).exactCase !== undefined && (filter.match !== 'prefix' || (given as Filter).exactCase !== true))
      throw new Error(`${where}: filter ${field} exactCase is true on a prefix filter, or left out`);
    const known = ['subtree', 'within', 'org'].includes(filter.match) ? field === 'orgId' : filter.match === 'device' || columns[filter.field];
    if (!known) throw new Error(`${where}: filter ${field} is not a column of the record`);
    filters[field] = filter;
  }

  // by the id, or for a record without one by its key's first field
  const idOrKey = columns.id || hiddenId ? 'id' : x.id !== undefined ? String(x.id) : String([x.key].flat()[0]);
  // one field, or several comma-separated (a matrix by its sort, then its method): each ascending
  const [listOrder, ...listThen] = String(x.listOrder ?? idOrKey)
    .split(',')
    .map((f) => f.trim());
  for (const f of [listOrder, ...listThen])
    if (!columns[f] && !(hiddenId && f === 'id') && !(f.includes('_') && IDENTIFIER.test(f)))
      throw new Error(`${where}: listOrder ${f} is not a field of the record, nor a snake_case column of its view`);
  // "<field> asc|desc", or several, comma-separated (a lane grid: row, then column); a snake_case name is a
  // column of the view that is not answered (an organisation tree's order), probed when the server starts
  const pageOrder = String(x.pageOrder ?? `${idOrKey} desc`)
    .split(',')
    .map((part) => {
      const [orderField, direction = 'desc'] = part.trim().split(' ');
      const column =
        columns[orderField] ??
        (hiddenId && orderField === 'id' ? 't.id' : orderField.includes('_') && IDENTIFIER.test(orderField) ? `t.${orderField}` : undefined);
      if (!column || !['asc', 'desc'].includes(direction))
        throw new Error(`${where}: pageOrder must be "<field of the record, or a snake_case column of its view> asc|desc", comma-separated`);
      return `${column} ${direction}`;
    })
    .join(', ');
  if (x.history !== undefined && typeof x.history !== 'boolean') throw new Error(`${where}: history must be true or false`);
  const enabledField = (x.enabled as string | undefined) ?? 'status';
  if (x.enabled !== undefined && !/^t\.[a-z0-9_]+$/.test(columns[enabledField] ?? ''))
    throw new Error(`${where}: enabled ${enabledField} is not a column of the record`);
  const enabled = columns[enabledField]
    ? { field: enabledField, column: columns[enabledField], boolean: (record[enabledField] as Json).type === 'boolean' }
    : undefined;
  const spec: TableSpec = {
    schema: name,
    table,
    scope,
    record: recordDef,
    columns,
    notFound: code(x.notFound, 'notFound', 200011),
    unique,
    references,
    filters,
    listOrder,
    pageOrder,
    inUse: code(x.inUse, 'inUse', 200013),
    history: x.history === true,
    enabled,
    orgScope: orgScope(x, scope, where),
  };
  if (hiddenId) spec.hiddenId = true;
  if (view) spec.view = view;
  if (listThen.length) spec.listThen = listThen;
  if (rowId) spec.rowId = rowId;
  if (x.cap !== undefined) {
    const cap = x.cap as Json;
    const max = LIMITS[cap.limit as keyof typeof LIMITS];
    if (typeof max !== 'number') throw new Error(`${where}: cap.limit ${String(cap.limit)} is not a number of LIMITS`);
    spec.cap = { max, code: code(cap.code, 'cap code') };
  }
  if (x.listAll !== undefined) {
    if (x.listAll !== true) throw new Error(`${where}: listAll must be true (or left out)`);
    spec.listAll = true;
  }
  if (x.listMax !== undefined) {
    const max = LIMITS[x.listMax as keyof typeof LIMITS];
    if (typeof max !== 'number') throw new Error(`${where}: listMax ${String(x.listMax)} is not a number of LIMITS`);
    spec.listMax = max;
  }
  if (x.totalCap !== undefined) {
    const max = LIMITS[x.totalCap as keyof typeof LIMITS];
    if (typeof max !== 'number') throw new Error(`${where}: totalCap ${String(x.totalCap)} is not a number of LIMITS`);
    spec.totalCap = max;
  }
  if (x.orgOutside !== undefined) spec.orgOutside = code(x.orgOutside, 'orgOutside');
  if (x.orgMissing !== undefined) spec.orgMissing = code(x.orgMissing, 'orgMissing');
  if (x.createdBy !== undefined) {
    if (typeof x.createdBy !== 'string' || !IDENTIFIER.test(x.createdBy)) throw new Error(`${where}: createdBy must be a plain column name`);
    spec.createdBy = x.createdBy;
  }
  if (x.export !== undefined) spec.export = exportSpec(x.export as Json, columns, where, code);
  if (x.statusRules !== undefined) spec.statusRules = statusRules(x.statusRules as Json, columns, where, code);
  const key = keyFields(x.key, columns, where);
  if (key) spec.key = key;
  const hooks = hooksNamed(x.hooks, where);
  if (hooks) spec.hooks = hooks;
  if (x.hidden !== undefined) {
    const hidden = x.hidden as unknown[];
    if (!Array.isArray(hidden) || !hidden.length || !hidden.every((f) => typeof f === 'string' && columns[f]))
      throw new Error(`${where}: hidden must list fields of the record`);
    spec.hidden = hidden as string[];
  }
  return spec;
}

/** The SQL the `list` verb orders by: the listOrder field's column, or the view's own snake_case column. */
export const listOrderColumn = (spec: TableSpec) => [spec.listOrder, ...(spec.listThen ?? [])].map((f) => spec.columns[f] ?? `t.${f}`).join(', ');

/** Reads `x-table.orgPath` or `x-table.orgIds` (one of them, in the organisation scope). */
function orgScope(x: Json, scope: ScopeKind, where: string): OrgScope {
  if (x.orgPath === undefined && x.orgIds === undefined) return { by: 'join' };
  if (scope !== 'organisation') throw new Error(`${where}: orgPath and orgIds say how the organisation scope is applied, and the scope is "${scope}"`);
  if (x.orgPath !== undefined && x.orgIds !== undefined) throw new Error(`${where}: orgPath or orgIds, not both`);
  if (x.orgIds !== undefined) {
    if (x.orgIds !== true) throw new Error(`${where}: orgIds must be true (or left out)`);
    return { by: 'ids' };
  }
  if (typeof x.orgPath !== 'string' || !IDENTIFIER.test(x.orgPath)) throw new Error(`${where}: orgPath must be a plain column name (org_path)`);
  return { by: 'path', column: x.orgPath };
}

/**
 * The properties of a `$defs` entry: its own, after those of the entries of its file its `allOf` names (a shipping
 * list's detail is its page row and its devices).
 */
function recordProperties(schema: Json, def: string): Json | undefined {
  const entry = (schema.$defs as Json | undefined)?.[def] as Json | undefined;
  if (!entry) return undefined;
  const inherited = ((entry.allOf as Json[] | undefined) ?? []).map((part) => {
    const ref = typeof part.$ref === 'string' ? /^#\/\$defs\/(\w+)$/.exec(part.$ref) : null;
    return ref ? recordProperties(schema, ref[1]) : (part.properties as Json | undefined);
  });
  const properties = [...inherited, entry.properties as Json | undefined].filter((p): p is Json => p !== undefined);
  return properties.length ? Object.assign({}, ...properties) : undefined;
}

function statusRules(r: Json, columns: Record<string, string>, where: string, code: (value: unknown, what: string) => ErrorCode): StatusRules {
  const plain = (name: unknown, what: string) => {
    if (typeof name !== 'string' || !IDENTIFIER.test(name)) throw new Error(`${where}: statusRules ${what} must be a plain identifier`);
    return name;
  };
  const out: StatusRules = { children: [] };
  if (r.parent !== undefined) {
    const p = r.parent as Json;
    const field = p.field as string;
    if (!/^t\.[a-z0-9_]+$/.test(columns[field] ?? '')) throw new Error(`${where}: statusRules.parent.field ${String(field)} is not a column of the record`);
    out.parent = { field, column: columns[field].slice(2), table: plain(p.table, 'parent.table'), code: code(p.code, 'statusRules.parent code') };
  }
  for (const c of (r.children as Json[] | undefined) ?? []) {
    out.children.push({ table: plain(c.table, 'children.table'), column: plain(c.column, 'children.column'), code: code(c.code, 'statusRules.children code') });
  }
  return out;
}

function exportSpec(e: Json, columns: Record<string, string>, where: string, code: (value: unknown, what: string) => ErrorCode): ExportSpec {
  const fields = e.fields as string[] | undefined;
  if (!Array.isArray(fields) || !fields.length) throw new Error(`${where}: export.fields must list fields of the record`);
  for (const f of fields) if (!columns[f]) throw new Error(`${where}: export field ${f} is not a field of the record`);
  const max = LIMITS[e.cap as keyof typeof LIMITS];
  if (typeof max !== 'number') throw new Error(`${where}: export.cap ${String(e.cap)} is not a number of LIMITS`);
  if (typeof e.file !== 'string' || !/^[a-z][a-z0-9-]*$/.test(e.file)) throw new Error(`${where}: export.file must be a plain file name (goods)`);
  const out: ExportSpec = { fields, max, code: code(e.code, 'export code'), file: e.file };
  if (e.workbook !== undefined) out.workbook = String(e.workbook);
  return out;
}
