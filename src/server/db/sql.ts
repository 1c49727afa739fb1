import type { Queryable } from './database.js';

/**
 * Collects the conditions and parameters of one query, so filters are written as
 * `w.add('u.status = ?', status)` and placeholders are numbered for us.
 */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds a condition when `value` is given (not undefined/null/''); each `?` takes the value. */
  add(condition: string, value?: unknown): this {
    if (arguments.length > 1 && (value === undefined || value === null || value === '')) return this;
    this.parts.push(condition.replace(/\?/g, () => this.param(value)));
    return this;
  }

  /** Adds a parameter and answers its placeholder ($n). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  toString(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/** Escapes LIKE wildcards in a user's search text. */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

/**
 * The operator for a case-insensitive "contains"/"starts with" search: `ilike` folds the case of every
 * row, `like` does not and gives the same rows when the search text has no cased letters (Japanese and
 * Chinese names, digits) — several times faster on a large table.
 */
export function likeOperator(text: string): 'like' | 'ilike' {
  return text.toLowerCase() === text && text.toUpperCase() === text ? 'like' : 'ilike';
}

/**
 * "`column` contains `text`", case-insensitively. From two characters on, the character-pair index
 * (`text_bigrams`, migration 003) narrows the rows first; one character can only be found by reading them all.
 */
export function nameContains(w: Where, column: string, text: string): void {
  if ([...text].length >= 2) w.add(`text_bigrams(${column}) @> text_bigrams(?)`, text);
  w.add(`${column} ${likeOperator(text)} '%' || ? || '%'`, likeText(text));
}

export interface PageRequest {
  pageNum?: number;
  pageSize?: number;
  sort?: { field: string; order: 'asc' | 'desc' };
}

/** The rows of one page: `pageNum` (from 1) and `pageSize` (10 unless given) as SQL's limit and offset. */
export function pageSlice(page: PageRequest): { limit: number; offset: number } {
  const limit = page.pageSize ?? 10;
  return { limit, offset: ((page.pageNum ?? 1) - 1) * limit };
}

/**
 * One page of a list, counted and sliced in SQL. `sortable` maps the sort fields a client may name onto
 * SQL expressions; `id` breaks ties so pages never overlap.
 *
 * `keyFrom` (optional) is a narrower FROM — the listed table alone — that holds every filter and sort
 * column: the total and the page's ids are then found there, without the joins that only supply display
 * columns, and just the page's rows are joined. A page past the middle of the list is read from the other
 * end (the order reversed, the rows turned back), so a deep page costs what a shallow one does.
 */
export async function pageQuery<T>(
  db: Queryable,
  q: { select: string; from: string; where: Where; sortable: Record<string, string>; defaultSort: string; keyFrom?: string },
  page: PageRequest,
): Promise<{ list: T[]; total: number }> {
  const { limit: pageSize, offset } = pageSlice(page);
  const idCol = q.sortable.id ?? 'id';
  const order =
    page.sort && q.sortable[page.sort.field]
      ? `${q.sortable[page.sort.field]} ${page.sort.order === 'asc' ? 'asc' : 'desc'}, ${idCol} desc`
      : `${q.defaultSort}, ${idCol} desc`;
  const keyFrom = q.keyFrom ?? q.from;
  const count = () => db.query<{ total: number }>(`select count(*)::int as total from ${keyFrom} ${q.where}`, q.where.params).then(([r]) => r.total);
  const read = async (slice: { order: string; limit: number; offset: number }): Promise<T[]> => {
    const sliceSql = (select: string, from: string) =>
      `select ${select} from ${from} ${q.where} order by ${slice.order} limit ${slice.limit} offset ${slice.offset}`;
    if (!q.keyFrom) return db.query<T>(sliceSql(q.select, q.from), q.where.params);
    const keys = await db.query<{ key: unknown }>(sliceSql(`${idCol} as key`, q.keyFrom), q.where.params);
    if (!keys.length) return [];
    return db.query<T>(`select ${q.select} from ${q.from} where ${idCol} = any($1) order by ${slice.order}`, [keys.map((k) => k.key)]);
  };

  // the first page needs nothing of the total: it is read while the rows are counted (on a PostgreSQL
  // server that is two connections at once; PGlite runs them one after the other)
  if (offset === 0) {
    const [total, list] = await Promise.all([count(), read({ order, limit: pageSize, offset: 0 })]);
    return { list, total };
  }
  const total = await count();
  if (total === 0 || offset >= total) return { list: [], total };
  const rows = Math.min(pageSize, total - offset);
  const reversed = offset > total / 2 ? reverseOrder(order) : undefined;
  if (!reversed) return { list: await read({ order, limit: pageSize, offset }), total };
  const list = await read({ order: reversed, limit: rows, offset: total - offset - rows });
  return { list: list.reverse(), total };
}

/**
 * `a desc, b, c asc` → `a asc, b desc, c desc`: the exact reverse order (NULLS placement flips with the
 * direction by default). Answers undefined for an order it cannot reverse safely (NULLS, calls, commas in
 * expressions), and the page is then read from the front.
 */
export function reverseOrder(order: string): string | undefined {
  const parts = order.split(',').map((p) => p.trim());
  const out: string[] = [];
  for (const part of parts) {
    const m = /^([\w."]+)(?:\s+(asc|desc))?$/i.exec(part);
    if (!m) return undefined;
    out.push(`${m[1]} ${m[2]?.toLowerCase() === 'desc' ? 'asc' : 'desc'}`);
  }
  return out.join(', ');
}

/**
 * A timestamptz column as Tokyo date and time text, 'YYYY-MM-DD HH24:MI:SS' (null stays null): how every
 * export writes times, the same text as tokyoDateTime (src/domain/tokyo-time.ts) gives in JavaScript.
 */
export const tokyoText = (col: string) => `to_char(${col} at time zone 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI:SS')`;
