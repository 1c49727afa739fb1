import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import type { Locale } from '../../../domain/locale.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { pathInScope, type OrgRow } from '../../table/scope.js';
import { ROLE_ROW, type RoleRow } from './roles.js';

/**
 * The domain rules of a role (schemas/accounts/role.schema.json), whose create, update and delete the generic
 * table handler serves. A save checks the parent role (202001, or 100001 on `parentId`), resolves the
 * permission codes asked for with the menus leading to them (202003 none, 100001 an unknown code) and refuses
 * a grant the caller could not make (101005); names are unique in the organisation regardless of case
 * (202002, also when two saves race: the clash below). `permissions` is no column: after the row is written
 * the codes are granted, and an update takes the codes it drops from every sub-role too. A role with
 * sub-roles (202004) or users (202010) is not deleted.
 */

const fieldError = (field: string, key: string, locale: Locale) => [{ field, message: VALIDATION_MESSAGES[key][locale] }];

/**
 * Checks the codes asked for and completes them with the menus leading to each (a granted function shows
 * its menu). Empty: 202003 (the role has no permission); a code the menus table does not know: 100001 naming `permissions`.
 */
async function resolveCodes(db: Queryable, requested: string[], locale: Locale) {
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

/** What beforeWrite resolved for a write, kept for its afterWrite (the same validated body). */
const resolvedFor = new WeakMap<object, { codes: string[]; previous: string[] }>();

export const roleHooks: TableHooks = {
  virtual: ['permissions'],
  clashes: { roles_org_name: 202002 },
  async beforeWrite({ tx, user, locale, body, verb, id, orgId }) {
    const [org] = await tx.query<OrgRow>('select * from organisations where id = $1', [orgId]);
    const previous =
      verb === 'update' ? (await tx.query<{ code: string }>('select code from role_permissions where role_id = $1', [id])).map((r) => r.code) : [];
    const parent = await resolveParent(tx, user, body.parentId as number | null | undefined, org, locale, id);
    const resolved = await resolveCodes(tx, body.permissions as string[], locale);
    assertGrantable(user, org, resolved, previous, parent);
    await assertNameFree(tx, org.id, body.name as string, id);
    resolvedFor.set(body, { codes: resolved.codes, previous });
  },
  async afterWrite({ tx, body, id }) {
    const { codes, previous } = resolvedFor.get(body)!;
    const keep = new Set(codes);
    const removed = previous.filter((c) => !keep.has(c));
    if (removed.length) {
      // the role and every sub-role below it lose the codes at once
      await tx.query(
        `with recursive sub as (
           select $1::bigint as id
           union
           select r.id from roles r join sub s on r.parent_id = s.id
         )
         delete from role_permissions where role_id in (select id from sub) and code = any($2::text[])`,
        [id, removed],
      );
    }
    await grant(
      tx,
      id,
      codes.filter((c) => !previous.includes(c)),
    );
  },
  async beforeDelete({ tx, id }) {
    if ((await tx.query('select 1 from roles where parent_id = $1 limit 1', [id])).length) fail(202004);
    if ((await tx.query('select 1 from users where role_id = $1 limit 1', [id])).length) fail(202010);
  },
};
