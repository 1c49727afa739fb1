import type { LooseHandler } from '../operation.js';
import { readRecord } from './queries.js';
import type { TableSpec } from './spec.js';

/**
 * What a write answers, as its operation's `x-table.answer` says: `id` (the verb's own answer, `{id}` or
 * `{id, status}`: the default), `record` (the record as a get reads it, after the write: an alarm rule's save),
 * `null`, or a list of the record's fields, read as a get reads them after a create or an update (a purchase
 * order's `[id, orderNo]`: the number the create made). Checked when the server starts.
 */
export type Answer = 'id' | 'record' | 'null';
const ANSWERS: Answer[] = ['id', 'record', 'null'];
const WRITES = ['create', 'update', 'status', 'delete'];

export function answering(spec: TableSpec, verb: string, answer: unknown, handler: LooseHandler, where: string): LooseHandler {
  if (answer === undefined || answer === 'id') return handler;
  if (Array.isArray(answer)) {
    const fields = answer as unknown[];
    if (!fields.length || !fields.every((f) => typeof f === 'string' && spec.columns[f]) || !['create', 'update'].includes(verb))
      throw new Error(`${where}: an answer listing fields names fields of the record, for a create or an update`);
    return async (ctx) => {
      const { id } = (await handler(ctx)) as { id: number };
      const row = (await readRecord(ctx.db, spec, id)) as Record<string, unknown>;
      return Object.fromEntries((fields as string[]).map((f) => [f, row[f]]));
    };
  }
  if (!ANSWERS.includes(answer as Answer) || !WRITES.includes(verb) || (answer === 'record' && verb === 'delete'))
    throw new Error(`${where}: answer must be one of ${ANSWERS.join(', ')}, for a write (a deleted record is no more: id or null)`);
  if (answer === 'null')
    return async (ctx) => {
      await handler(ctx);
      return null;
    };
  return async (ctx) => {
    const { id } = (await handler(ctx)) as { id: number };
    return readRecord(ctx.db, spec, id);
  };
}
