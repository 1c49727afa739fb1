import type { Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { ServerConfig } from '../../config.js';
import { fail } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../plugins/auth.js';

/**
 * The organisation's refund password (openapi/payments/refund-password.yaml): one per organisation, shared
 * by its users, hashed as login passwords are (argon2id), asked before any refund.
 */

async function storedHash(db: Queryable, orgId: number): Promise<string | undefined> {
  const [row] = await db.query<{ hash: string }>('select hash from refund_passwords where org_id = $1', [orgId]);
  return row?.hash;
}

/**
 * The refund's first check, before anything is written: 207046 when the organisation has none yet,
 * 207035 when the one given is wrong.
 */
export async function checkRefundPassword(db: Queryable, orgId: number, password: string): Promise<void> {
  const hash = await storedHash(db, orgId);
  if (!hash) fail(207046);
  if (!(await verifyPassword(hash, password))) fail(207035);
}

function sameTwice(body: { password: string; confirmPassword: string }) {
  if (body.password !== body.confirmPassword) fail(207052);
}

async function store(db: Queryable, orgId: number, userId: number, password: string, config: Pick<ServerConfig, 'argon2'>) {
  const hash = await hashPassword(password, config);
  await db.query(
    `insert into refund_passwords (org_id, hash, updated_by, updated_at) values ($1, $2, $3, now())
     on conflict (org_id) do update set hash = excluded.hash, updated_by = excluded.updated_by, updated_at = now()`,
    [orgId, hash, userId],
  );
}

export const refundPasswordOperations: Operations = {
  async refundPwdGetSetPwd({ db, user }) {
    return { set: (await storedHash(db, user.orgId)) !== undefined };
  },

  async refundPwdSet({ body, db, user, config }) {
    sameTwice(body);
    const hash = await hashPassword(body.password, config);
    // insert only: two people setting it at once cannot overwrite each other; the second gets 207051
    const rows = await db.query(
      'insert into refund_passwords (org_id, hash, updated_by) values ($1, $2, $3) on conflict (org_id) do nothing returning org_id',
      [user.orgId, hash, user.userId],
    );
    if (!rows.length) fail(207051);
    return null;
  },

  async refundPwdModify({ body, db, user, config }) {
    sameTwice(body);
    const hash = await storedHash(db, user.orgId);
    if (!hash) fail(207046);
    if (!(await verifyPassword(hash, body.oldPassword))) fail(207035);
    await store(db, user.orgId, user.userId, body.password, config);
    return null;
  },
};
