import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, likeText } from '../../db/sql.js';
import { LIMITS } from '../../../domain/limits.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import type { Locale } from '../../../domain/locale.js';
import { CHILD_TYPES, type OrgType } from '../../../domain/organisations.js';
import { scopeCondition, type OrgRow } from '../../table/scope.js';

/** The most rows the unpaged calls (list, getSubList, condListTree, orgList) answer; pageList serves more. */
export const ORG_LIST_MAX = LIMITS.orgListMax;

/**
 * The columns of an organisation record as clients see it, with what decides whether it can be enabled (its
 * parent's status: 201007) or disabled (its sub-organisations and users, enabled or not: 201011, spec §4) and the BD bound to
 * it (another BD cannot be bound: 201014), so a console offers only what these calls accept.
 */
const ORG_COLUMNS = `o.id, o.name, o.type, o.parent_id as "parentId", p.name as "parentName", p.status as "parentStatus",
  o.remark, o.status, o.depth,
  (select count(*)::int from organisations c where c.parent_id = o.id) as "childCount",
  (select count(*)::int from users u where u.org_id = o.id) as "userCount",
  (select g.bd_user_id from bd_org_bindings g where g.org_id = o.id) as "bdUserId",
  o.created_at as "createdAt", o.updated_at as "updatedAt"`;
const ORG_FROM = 'organisations o left join organisations p on p.id = o.parent_id';
/** Tree order: ancestors before descendants, siblings by id (numeric, not text, order of the path). */
const PATH_ORDER = `string_to_array(trim(both '/' from o.path), '/')::bigint[]`;

interface OrgRecord {
  id: number;
  name: string;
  type: OrgType;
  parentId: number | null;
  parentName: string | null;
  parentStatus: number | null;
  remark: string;
  status: number;
  depth: number;
  childCount: number;
  userCount: number;
  bdUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A where-clause keeping the caller's subtree (their own organisation included). */
function scoped(user: SessionUser): Where {
  const w = new Where();
  const scope = scopeCondition(user, 'o.path');
  if (scope) w.add(scope.sql, scope.value);
  return w;
}

/** Refuses a child of `type` under `parent` with the catalogue's codes, or 100001 on `type` for other mismatches. */
function assertChildType(parent: OrgRow, type: OrgType, locale: Locale) {
  if (CHILD_TYPES[parent.type].includes(type)) return;
  if (parent.type === 'store') fail(200008);
  if (parent.type === 'merchant') fail(200009);
  fail(100001, [{ field: 'type', message: VALIDATION_MESSAGES['validation.orgTypeForParent'][locale] }]);
}

/** Sibling names are unique regardless of case (the unique index organisations_sibling_name agrees). */
export async function assertNameFree(db: Queryable, parentId: number | null, name: string, exceptId = 0) {
  const taken = await db.query('select 1 from organisations where coalesce(parent_id, 0) = $1 and lower(name) = lower($2) and id <> $3', [
    parentId ?? 0,
    name,
    exceptId,
  ]);
  if (taken.length) fail(200002);
}

/** Nests path-ordered rows into trees; a row whose parent is not among them is a root. */
function nest(rows: OrgRecord[]): (OrgRecord & { children: unknown[] })[] {
  const byId = new Map<number, OrgRecord & { children: unknown[] }>();
  const roots: (OrgRecord & { children: unknown[] })[] = [];
  for (const row of rows) {
    const node = { ...row, children: [] as unknown[] };
    byId.set(row.id, node);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export const organisationOperations: Operations = {
  async customerAdd({ body, db, user, locale }) {
    const id = await db.transaction(async (tx) => {
      // the parent's row lock orders this insert against a concurrent disable of the parent and other adds under it
      const [parent] = await tx.query<OrgRow>('select * from organisations where id = $1 for update', [body.parentId]);
      if (!parent) fail(200004);
      if (!parent.path.startsWith(user.orgPath)) fail(200006);
      assertChildType(parent, body.type, locale);
      if (parent.status !== 1) fail(201006);
      if (parent.depth + 1 > LIMITS.orgMaxDepth) fail(200003);
      await assertNameFree(tx, parent.id, body.name);
      const [row] = await tx.query<{ id: number }>(
        `insert into organisations (parent_id, path, depth, type, name, remark, status)
         values ($1, '', $2, $3, $4, $5, $6) returning id`,
        [parent.id, parent.depth + 1, body.type, body.name, body.remark ?? '', body.status ?? 1],
      );
      // the materialised path ends with the new id, known only once inserted; it never changes afterwards
      await tx.query('update organisations set path = $2 where id = $1', [row.id, `${parent.path}${row.id}/`]);
      return row.id;
    });
    return { id };
  },

  async customerCondListTree({ body, db, user }) {
    const w = scoped(user);
    if (body.name || body.type !== undefined || body.status !== undefined) {
      // the matches and every ancestor of theirs inside the caller's subtree, so the tree stays connected
      const match: string[] = [];
      const scope = scopeCondition(user, 'm.path');
      if (scope) match.push(scope.sql.replace('?', w.param(scope.value)));
      if (body.name) match.push(`m.name ilike '%' || ${w.param(likeText(body.name))} || '%'`);
      if (body.type !== undefined) match.push(`m.type = ${w.param(body.type)}`);
      if (body.status !== undefined) match.push(`m.status = ${w.param(body.status)}`);
      w.add(
        `o.id in (select a.id::bigint from organisations m
                   cross join lateral unnest(string_to_array(trim(both '/' from m.path), '/')) as a(id)
                   where ${match.join(' and ')})`,
      );
    }
    const rows = await db.query<OrgRecord>(`select ${ORG_COLUMNS} from ${ORG_FROM} ${w} order by ${PATH_ORDER} limit ${ORG_LIST_MAX}`, w.params);
    return nest(rows);
  },
};
