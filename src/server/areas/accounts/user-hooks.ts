import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import type { OrgRow } from '../../table/scope.js';
import { assertNewUser, type NewUser } from './users.js';
import { storePassword } from './passwords.js';

/**
 * The domain rules of a user (schemas/accounts/user.schema.json), whose list, get and create (the root x-table,
 * view user_records) and standing ($defs/standing: enable, disable, delete) the generic table handler serves. A
 * record is `locked` to its caller when its standing cannot be changed by them. A create keeps the account rules
 * of users.ts assertNewUser and stores the password hashed, with its history. Changes of standing: the super
 * administrator and the caller's own account are refused (101012); a disabled user's live tokens stop working
 * at once. A user of a disabled organisation is not enabled (the x-table's statusRules.parent, 201006).
 */
async function assertMayChangeStanding(tx: Queryable, caller: SessionUser, id: number) {
  const [target] = await tx.query<{ is_super: boolean }>('select is_super from users where id = $1', [id]);
  if (target.is_super || id === caller.userId) fail(101012);
}

export const userHooks: TableHooks = {
  // a create's password is hashed into password_hash once the row exists (its history names the user)
  virtual: ['password', 'confirmPassword'],
  columns: ['password_hash'],
  clashes: { users_account: 201001, users_phone: 201004 },
  async beforeWrite({ tx, user, body, orgId, values }) {
    const [org] = await tx.query<OrgRow>('select * from organisations where id = $1', [orgId]);
    await assertNewUser(tx, user, org, body as unknown as NewUser);
    values.password_hash = '';
  },
  async afterWrite({ tx, body, id, config }) {
    await storePassword(tx, id, body.password as string, config, false);
  },
  // the caller's own account is locked to them (the view locks the super administrator's for everyone)
  shown(row, user) {
    row.locked = row.locked === true || row.id === user.userId;
  },
  beforeStatus: ({ tx, user, id }) => assertMayChangeStanding(tx, user, id),
  async afterStatus({ tx, id, enabled }) {
    if (!enabled) await tx.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [id]);
  },
  beforeDelete: ({ tx, user, id }) => assertMayChangeStanding(tx, user, id),
};
