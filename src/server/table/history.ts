import type { Queryable } from '../db/database.js';
import type { SessionUser } from '../operation.js';
import { Where } from '../db/sql.js';
import type { TableSpec } from './spec.js';

/**
 * The change history of a table whose spec opts in (`x-table.history: true`): each create, update and
 * status change the generic handler makes writes one `table_history` row in the same transaction as the
 * change, so a change is never without its row nor a row without its change. A row keeps, for each field
 * that changed, its value before and after (`{field: [before, after]}`; a create's "before" is null).
 */

export type HistoryAction = 'create' | 'update' | 'status' | 'delete' | 'import';

/** Fields that are not the record's own content: its identity, its owner's name and its time stamps. */
const NOT_TRACKED = new Set(['id', 'orgId', 'orgName', 'createdAt', 'updatedAt']);

/** What changed between two readings of a record (either may be absent): `{field: [before, after]}`. */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  const out: Record<string, [unknown, unknown]> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (NOT_TRACKED.has(field)) continue;
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) out[field] = [b, a];
  }
  return out;
}

/**
 * Writes the history row of one change, when the spec keeps a history and something did change (an update
 * that sends the record back as it was leaves no row). `tx` must be the change's own transaction.
 */
export async function recordChange(
  tx: Queryable,
  spec: TableSpec,
  user: SessionUser,
  change: { recordId: number; orgId: number; action: HistoryAction; before?: Record<string, unknown>; after?: Record<string, unknown> },
) {
  if (!spec.history) return;
  const changes = changedFields(change.before, change.after);
  if (!Object.keys(changes).length) return;
  await tx.query(
    `insert into table_history (table_name, record_id, org_id, action, changes, user_id, user_account, user_name)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
    [spec.table, change.recordId, change.orgId, change.action, JSON.stringify(changes), user.userId, user.account, user.name],
  );
}

/** One page of a record's history, newest first, each change as a list of `{field, before, after}`. */
export const HISTORY_SELECT = `h.id, h.action, h.changes, h.user_id as "userId", h.user_account as "userAccount",
  h.user_name as "userName", h.created_at as "createdAt"`;

export function historyWhere(spec: TableSpec, recordId: number): Where {
  const w = new Where();
  w.add('h.table_name = ?', spec.table);
  w.add('h.record_id = ?', recordId);
  return w;
}

/** A stored row as the call answers it: the changes as a list in the record's field order. */
export function historyEntry(spec: TableSpec, row: { changes: Record<string, [unknown, unknown]> } & Record<string, unknown>) {
  const order = Object.keys(spec.columns);
  const changes = Object.entries(row.changes ?? {})
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([field, [before, after]]) => ({ field, before, after }));
  return { ...row, changes };
}
