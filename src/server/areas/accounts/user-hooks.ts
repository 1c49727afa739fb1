import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import { fail } from '../../errors.js';
import type { TableHooks, WriteHookContext } from '../../table/hooks.js';
import { scopedOrg, type OrgRow } from '../../table/scope.js';
import { assertAssignableRole, assertNewUser, assertUnique, type NewUser } from './users.js';
import { storePassword } from './passwords.js';

/**
 * The domain rules of a user (schemas/accounts/user.schema.json), whose list, get, create and edit (the root
 * x-table, view user_records) and standing ($defs/standing: enable, disable, delete) the generic table handler
 * serves. A record is `locked` to its caller when its standing cannot be changed by them. A create keeps the
 * account rules of users.ts assertNewUser and stores the password hashed, with its history; an edit's rules are
 * checkEdit's. Changes of standing: the super administrator and the caller's own account are refused (101012);
 * a disabled user's live tokens stop working at once. A user of a disabled organisation is not enabled (the
 * x-table's statusRules.parent, 201006).
 */
const revokeSessions = (tx: Queryable, id: number) => tx.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [id]);

async function assertMayChangeStanding(tx: Queryable, caller: SessionUser, id: number) {
  const [target] = await tx.query<{ is_super: boolean }>('select is_super from users where id = $1', [id]);
  if (target.is_super || id === caller.userId) fail(101012);
}

/**
 * An edit (userUpdate) of user `id`: a change of standing follows the rule above; the organisation, which an
 * edit may change, must be in the caller's subtree (201010 unknown, 200006 outside) and enabled (201006); the
 * super administrator stays where they are (101012); a new role or organisation needs an assignable role; the
 * phone stays unique (201004).
 */
async function checkEdit({ tx, user, body, id, values }: WriteHookContext) {
  const [target] = await tx.query<{ status: number; is_super: boolean; org_id: number; role_id: number | null }>(
    'select status, is_super, org_id, role_id from users where id = $1',
    [id],
  );
  if (body.status !== target.status && (target.is_super || id === user.userId)) fail(101012);
  const org = await scopedOrg(tx, user, body.orgId as number, { missing: 201010, outside: 200006 });
  if (org.status !== 1) fail(201006);
  if (target.is_super && org.id !== target.org_id) fail(101012);
  if (body.roleId !== target.role_id || org.id !== target.org_id) await assertAssignableRole(tx, user, body.roleId as number, org);
  await assertUnique(tx, undefined, body.phone as string | undefined, id);
  values.org_id = org.id;
}

export const userHooks: TableHooks = {
  // a create's password is hashed into password_hash once the row exists (its history names the user); an
  // edit may move the user to another organisation (checkEdit)
  virtual: ['password', 'confirmPassword', 'orgId'],
  columns: ['password_hash', 'org_id'],
  clashes: { users_account: 201001, users_phone: 201004 },
  // the caller's own account is locked to them (the view locks the super administrator's for everyone)
  shown(row, user) {
    row.locked = row.locked === true || row.id === user.userId;
  },
  async beforeWrite(ctx) {
    if (ctx.verb === 'update') return checkEdit(ctx);
    const { tx, user, body, orgId, values } = ctx;
    const [org] = await tx.query<OrgRow>('select * from organisations where id = $1', [orgId]);
    await assertNewUser(tx, user, org, body as unknown as NewUser);
    values.password_hash = '';
  },
  async afterWrite({ tx, body, id, verb, config }) {
    if (verb === 'create') await storePassword(tx, id, body.password as string, config, false);
    // a disabled user's live tokens stop working at once
    else if (body.status === 0) await revokeSessions(tx, id);
  },
  beforeStatus: ({ tx, user, id }) => assertMayChangeStanding(tx, user, id),
  async afterStatus({ tx, id, enabled }) {
    if (!enabled) await revokeSessions(tx, id);
  },
  beforeDelete: ({ tx, user, id }) => assertMayChangeStanding(tx, user, id),
};
