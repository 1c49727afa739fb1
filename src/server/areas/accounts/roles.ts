import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { fail } from '../../errors.js';
import { Where } from '../../db/sql.js';
import { pathInScope, scopedOrg, scopedRow, type OrgRow } from '../../table/scope.js';

/** A role as the handlers reason about it. */
export interface RoleRow {
  id: number;
  org_id: number;
  parent_id: number | null;
  name: string;
  status: number;
  org_path: string;
  org_type: OrgRow['type'];
  codes: string[];
}

const ROLE_ROW = `select r.id, r.org_id, r.parent_id, r.name, r.status, o.path as org_path, o.type as org_type,
    array(select rp.code from role_permissions rp where rp.role_id = r.id) as codes
  from roles r join organisations o on o.id = r.org_id where r.id = $1`;

/** Reads a role of the caller's organisation subtree; a missing one or one outside the subtree is 202001. */
export const scopedRole = (db: Queryable, caller: SessionUser, id: number) => scopedRow<RoleRow>(db, caller, { sql: ROLE_ROW, params: [id], notFound: 202001 });

const fieldError = (field: string, key: string, locale: Locale) => [{ field, message: VALIDATION_MESSAGES[key][locale] }];

/**
 * Checks the codes asked for and completes them with the menus leading to each (a granted function shows
 * its menu). Empty: 202003 (the role has no permission); a code the menus table does not know: 100001 naming `permissions`.
 */
export async function resolveCodes(db: Queryable, requested: string[], locale: Locale) {
  const wanted = [...new Set(requested)];
  if (!wanted.length) fail(202003);
  const rows = await db.query<{ code: string; platform_only: boolean }>(
    `with recursive granted as (
       select m.id, m.parent_id, m.code, m.platform_only from menus m where m.code = any($1::text[])
       union
       select up.id, up.parent_id, up.code, up.platform_only from menus up join granted g on up.id = g.parent_id
     )
     select distinct code, platform_only from granted`,
    [wanted],
  );
  const known = new Set(rows.map((r) => r.code));
  if (wanted.some((c) => !known.has(c))) fail(100001, fieldError('permissions', 'validation.permissionCode', locale));
  return { codes: rows.map((r) => r.code), platformOnly: rows.filter((r) => r.platform_only).map((r) => r.code) };
}

/**
 * Nobody grants what they do not hold (the super admin holds everything), platform-only codes stay with
 * roles of the platform, and a sub-role holds no code its parent lacks: 101005 otherwise. Codes a role
 * already holds may be kept by an editor who lacks them.
 */
function assertGrantable(
  caller: SessionUser,
  org: Pick<OrgRow, 'type'>,
  resolved: { codes: string[]; platformOnly: string[] },
  previous: string[],
  parent?: RoleRow,
) {
  if (org.type !== 'platform' && resolved.platformOnly.length) fail(101005);
  const before = new Set(previous);
  if (!caller.isSuper && resolved.codes.some((c) => !before.has(c) && !caller.permissions.has(c))) fail(101005);
  if (parent) {
    const allowed = new Set(parent.codes);
    if (resolved.codes.some((c) => !allowed.has(c))) fail(101005);
  }
}

/**
 * The parent of a role of `org`: a role the caller may see (in the subtree, or above it) belonging to
 * `org` or an organisation above it, and — when `selfId` is given — neither the role itself nor one of its
 * sub-roles. Unknown or invisible: 202001; not applicable: 100001 naming `parentId`.
 */
async function resolveParent(db: Queryable, caller: SessionUser, parentId: number | null | undefined, org: OrgRow, locale: Locale, selfId?: number) {
  if (parentId === null || parentId === undefined) return undefined;
  const [parent] = await db.query<RoleRow>(ROLE_ROW, [parentId]);
  if (!parent) fail(202001);
  const visible = pathInScope(caller, parent.org_path) || caller.orgPath.startsWith(parent.org_path);
  if (!visible) fail(202001);
  const invalid = () => fail(100001, fieldError('parentId', 'validation.roleParent', locale));
  if (!org.path.startsWith(parent.org_path)) invalid();
  if (selfId !== undefined) {
    if (parentId === selfId) invalid();
    const below = await db.query(
      `with recursive sub as (
         select id from roles where parent_id = $1
         union
         select r.id from roles r join sub s on r.parent_id = s.id
       ) select 1 from sub where id = $2`,
      [selfId, parentId],
    );
    if (below.length) invalid();
  }
  return parent;
}

async function assertNameFree(db: Queryable, orgId: number, name: string, exceptId = 0) {
  const taken = await db.query('select 1 from roles where org_id = $1 and lower(name) = lower($2) and id <> $3', [orgId, name, exceptId]);
  if (taken.length) fail(202002);
}

async function grant(db: Queryable, roleId: number, codes: string[]) {
  if (!codes.length) return;
  await db.query('insert into role_permissions (role_id, code) select $1, c from unnest($2::text[]) as c on conflict do nothing', [roleId, codes]);
}

export const roleOperations: Operations = {
  async roleList({ body, db, user }) {
    const org = await scopedOrg(db, user, body.orgId ?? user.orgId, { missing: 200001, outside: 200006 });
    const w = new Where();
    // roles of that organisation and of every organisation above it
    w.add(`? like o.path || '%'`, org.path);
    w.add('r.status = ?', body.status);
    if (org.type !== 'platform') {
      w.add(`not exists (select 1 from role_permissions rp join menus m on m.code = rp.code
                          where rp.role_id = r.id and m.platform_only)`);
    }
    // only roles the caller could give: nothing in them the caller lacks
    if (!user.isSuper) {
      w.add(`not exists (select 1 from role_permissions rp where rp.role_id = r.id and rp.code <> all(?::text[]))`, [...user.permissions]);
    }
    return db.query(
      `select r.id, r.name, r.remark, r.org_id as "orgId", o.name as "orgName", r.status
         from roles r join organisations o on o.id = r.org_id ${w}
        order by o.depth, r.name, r.id`,
      w.params,
    );
  },

  async roleAdd({ body, db, user, locale }) {
    const id = await db.transaction(async (tx) => {
      const org = await scopedOrg(tx, user, body.orgId ?? user.orgId, { missing: 200001, outside: 200006 });
      const parent = await resolveParent(tx, user, body.parentId, org, locale);
      const resolved = await resolveCodes(tx, body.permissions, locale);
      assertGrantable(user, org, resolved, [], parent);
      await assertNameFree(tx, org.id, body.name);
      const [{ id }] = await tx.query<{ id: number }>('insert into roles (org_id, parent_id, name, remark, status) values ($1, $2, $3, $4, $5) returning id', [
        org.id,
        parent?.id ?? null,
        body.name,
        body.remark ?? '',
        body.status,
      ]);
      await grant(tx, id, resolved.codes);
      return id;
    });
    return { id };
  },

  async roleUpdate({ body, db, user, locale }) {
    await db.transaction(async (tx) => {
      const role = await scopedRole(tx, user, body.id);
      const [org] = await tx.query<OrgRow>('select * from organisations where id = $1', [role.org_id]);
      const parent = await resolveParent(tx, user, body.parentId, org, locale, role.id);
      const resolved = await resolveCodes(tx, body.permissions, locale);
      assertGrantable(user, org, resolved, role.codes, parent);
      await assertNameFree(tx, role.org_id, body.name, role.id);
      await tx.query('update roles set name = $2, remark = $3, status = $4, parent_id = $5, updated_at = now() where id = $1', [
        role.id,
        body.name,
        body.remark ?? '',
        body.status,
        parent?.id ?? null,
      ]);
      const keep = new Set(resolved.codes);
      const removed = role.codes.filter((c) => !keep.has(c));
      if (removed.length) {
        // the role and every sub-role below it lose the codes at once
        await tx.query(
          `with recursive sub as (
             select $1::bigint as id
             union
             select r.id from roles r join sub s on r.parent_id = s.id
           )
           delete from role_permissions where role_id in (select id from sub) and code = any($2::text[])`,
          [role.id, removed],
        );
      }
      await grant(
        tx,
        role.id,
        resolved.codes.filter((c) => !role.codes.includes(c)),
      );
    });
    return { id: body.id };
  },
};
