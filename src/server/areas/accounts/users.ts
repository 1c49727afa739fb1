import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { ServerConfig } from '../../config.js';
import { fail } from '../../errors.js';
import { verifyPassword } from '../../plugins/auth.js';
import { LIMITS } from '../../../domain/limits.js';
import { scopedOrg, type OrgRow } from '../../table/scope.js';
import { assertNotRecent, assertPasswordOmitsAccount, storePassword } from './passwords.js';

/**
 * The columns of a user record as `caller` sees it. `locked`: the caller cannot change this account's
 * standing — the super admin's and the caller's own are never disabled or deleted (101012) — so a console
 * need not offer it. (The id is a number from the session, not client input.)
 */
export const userColumns = (caller: SessionUser) => `u.id, u.account, u.name, u.phone, u.email, u.org_id as "orgId", o.name as "orgName",
  u.role_id as "roleId", r.name as "roleName", u.status, u.is_super as "isSuper",
  exists (select 1 from bd_users b where b.user_id = u.id) as bd,
  (u.is_super or u.id = ${Math.trunc(Number(caller.userId))}) as locked,
  u.created_at as "createdAt", u.updated_at as "updatedAt"`;
export const USER_FROM = 'users u join organisations o on o.id = u.org_id left join roles r on r.id = u.role_id';

/** Reads a user the caller may see; one outside the caller's subtree is as missing (201002). */
export async function scopedUser(db: Queryable, caller: SessionUser, id: number) {
  const [row] = await db.query<
    Record<string, unknown> & { id: number; orgId: number; roleId: number | null; status: number; isSuper: boolean; locked: boolean; account: string }
  >(`select ${userColumns(caller)}, o.path as "orgPath" from ${USER_FROM} where u.id = $1`, [id]);
  if (!row || !(row.orgPath as string).startsWith(caller.orgPath)) fail(201002);
  delete row.orgPath;
  return row;
}

/**
 * A role may be given to a user of `org` when it belongs to that organisation or one above it, the caller
 * may see it, and it grants nothing the caller lacks (no escalation); platform-only codes stay on the platform.
 */
export async function assertAssignableRole(db: Queryable, caller: SessionUser, roleId: number, org: OrgRow) {
  const [role] = await db.query<{ id: number; org_path: string; status: number; codes: string[] | null; platform_only: boolean }>(
    `select r.id, o.path as org_path, r.status,
            array(select code from role_permissions where role_id = r.id) as codes,
            exists (select 1 from role_permissions rp join menus m on m.code = rp.code
                     where rp.role_id = r.id and m.platform_only) as platform_only
       from roles r join organisations o on o.id = r.org_id where r.id = $1`,
    [roleId],
  );
  if (!role) fail(202001);
  const visible = role.org_path.startsWith(caller.orgPath) || caller.orgPath.startsWith(role.org_path);
  if (!visible || !org.path.startsWith(role.org_path)) fail(202001);
  if (role.platform_only && org.type !== 'platform') fail(101005);
  if (!caller.isSuper && (role.codes ?? []).some((c) => !caller.permissions.has(c))) fail(101005);
}

export interface NewUser {
  account: string;
  name: string;
  phone?: string;
  email?: string;
  password: string;
  orgId: number;
  roleId: number;
  status: number;
}

/**
 * The rules of a new account in `org` (spec §5/§6), with the organisation's row held so it cannot be disabled
 * while its new user is being written: enabled (201006), an assignable role, a password without the account
 * (201021), account and phone free (201001, 201004). Shared by user creation (user-hooks.ts) and BD creation.
 */
export async function assertNewUser(db: Queryable, caller: SessionUser, org: OrgRow, input: Pick<NewUser, 'account' | 'phone' | 'password' | 'roleId'>) {
  await db.query('select 1 from organisations where id = $1 for update', [org.id]);
  if (org.status !== 1) fail(201006);
  await assertAssignableRole(db, caller, input.roleId, org);
  assertPasswordOmitsAccount(input.password, input.account);
  await assertUnique(db, input.account, input.phone);
}

/** Creates an account with every rule of spec §5/§6 (a BD's). */
export async function createUser(db: Queryable, caller: SessionUser, input: NewUser, config: Pick<ServerConfig, 'argon2'>): Promise<number> {
  const org = await scopedOrg(db, caller, input.orgId, { missing: 201010, outside: 200006 });
  await assertNewUser(db, caller, org, input);
  const [{ id }] = await db.query<{ id: number }>(
    `insert into users (account, name, phone, email, password_hash, org_id, role_id, status)
     values ($1, $2, $3, $4, '', $5, $6, $7) returning id`,
    [input.account, input.name, input.phone || null, input.email || null, input.orgId, input.roleId, input.status],
  );
  await storePassword(db, id, input.password, config, false);
  return id;
}

/** Account (any case) and phone are unique across all users (201001, 201004); `exceptId` is the user being edited. */
export async function assertUnique(db: Queryable, account: string | undefined, phone: string | undefined, exceptId = 0) {
  if (account) {
    const taken = await db.query('select 1 from users where lower(account) = lower($1) and id <> $2', [account, exceptId]);
    if (taken.length) fail(201001);
  }
  if (phone) {
    const taken = await db.query('select 1 from users where phone = $1 and id <> $2', [phone, exceptId]);
    if (taken.length) fail(201004);
  }
}

export const userOperations: Operations = {
  async userUpdatePwd({ body, db, user, config }) {
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ password_hash: string; password_changed_at: Date | null }>(
        'select password_hash, password_changed_at from users where id = $1 for update',
        [user.userId],
      );
      if (!(await verifyPassword(row.password_hash, body.oldPassword))) fail(201020);
      assertPasswordOmitsAccount(body.newPassword, user.account);
      const blockMs = LIMITS.passwordChangeBlockHours * 3600_000;
      if (row.password_changed_at && Date.now() - row.password_changed_at.getTime() < blockMs) fail(211035);
      await assertNotRecent(tx, user.userId, body.newPassword);
      await storePassword(tx, user.userId, body.newPassword, config, true);
      // other sessions end with the old password; this one goes on
      await tx.query('update sessions set revoked_at = now() where user_id = $1 and token_hash <> $2 and revoked_at is null', [user.userId, user.tokenHash]);
    });
    return null;
  },
};
