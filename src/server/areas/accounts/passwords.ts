import type { Queryable } from '../../db/database.js';
import { LIMITS } from '../../../domain/limits.js';
import { fail } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../plugins/auth.js';
import type { ServerConfig } from '../../config.js';

/** 201021: a password may not contain the account, whatever the case. */
export function assertPasswordOmitsAccount(password: string, account: string) {
  if (password.toLowerCase().includes(account.toLowerCase())) fail(201021);
}

/** Hashes a new password and records it in the user's history (for 211036). */
export async function storePassword(db: Queryable, userId: number, password: string, config: Pick<ServerConfig, 'argon2'>, changed: boolean) {
  const hash = await hashPassword(password, config);
  await db.query(
    `update users set password_hash = $2, password_changed_at = case when $3 then now() else password_changed_at end,
       updated_at = now() where id = $1`,
    [userId, hash, changed],
  );
  await db.query('insert into password_history (user_id, password_hash) values ($1, $2)', [userId, hash]);
  // keep only the window that 211036 looks at
  await db.query(
    `delete from password_history where user_id = $1 and ctid not in (
       select ctid from password_history where user_id = $1 order by created_at desc limit $2)`,
    [userId, LIMITS.passwordHistory],
  );
}

/** 211036: the new password must differ from the last few. */
export async function assertNotRecent(db: Queryable, userId: number, password: string) {
  const recent = await db.query<{ password_hash: string }>('select password_hash from password_history where user_id = $1 order by created_at desc limit $2', [
    userId,
    LIMITS.passwordHistory,
  ]);
  for (const { password_hash } of recent) if (await verifyPassword(password_hash, password)) fail(211036);
}
