import type { LooseHandler } from '../operation.js';
import { readRecord } from './queries.js';
import type { TableSpec } from './spec.js';

/**
 * What a write answers, as its operation's `x-table.answer` says: `id` (the verb's own answer, `{id}` or
 * `{id, status}`: the default), `record` (the record as a get reads it, after the write: an alarm rule's save)
 * or `null`. Checked when the server starts.
 */
export type Answer = 'id' | 'record' | 'null';
const ANSWERS: Answer[] = ['id', 'record', 'null'];
const WRITES = ['create', 'update', 'status', 'delete'];

export function answering(spec: TableSpec, verb: string, answer: unknown, handler: LooseHandler, where: string): LooseHandler {
  if (answer === undefined || answer === 'id') return handler;
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
