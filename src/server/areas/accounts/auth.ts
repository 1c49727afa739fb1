import type { Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { bearerToken, openSession, tokenHash, verifyPasswordOrDecoy } from '../../plugins/auth.js';
import { passwordAccepted, rememberAddress, reserveAttempt } from './login-throttle.js';

interface LoginRow {
  id: number;
  account: string;
  name: string;
  password_hash: string;
  status: number;
  kind: string;
  org_id: number;
  org_type: string;
  is_super: boolean;
}

/** The session payload the console keeps: {customerId, name, userId, orgId, access}. */
export async function sessionPayload(db: Queryable, userId: number) {
  const [row] = await db.query<{
    id: number;
    account: string;
    name: string;
    org_id: number;
    org_type: string;
    org_name: string;
    is_super: boolean;
    access: string[] | null;
  }>(
    `select u.id, u.account, u.name, u.org_id, o.type as org_type, o.name as org_name, u.is_super,
            case when u.is_super then (select array_agg(code order by code) from menus)
                 else (select array_agg(rp.code order by rp.code) from role_permissions rp join roles r on r.id = rp.role_id
                        where r.id = u.role_id and r.status = 1) end as access
       from users u join organisations o on o.id = u.org_id where u.id = $1`,
    [userId],
  );
  return {
    customerId: row.org_id,
    name: row.account,
    displayName: row.name,
    userId: row.id,
    orgId: row.org_id,
    orgType: row.org_type,
    orgName: row.org_name,
    isSuper: row.is_super,
    access: row.access ?? [],
  };
}

export const authOperations: Operations = {
  async authLogin({ body, db, req, config }) {
    const account = String(body.account).trim();
    const key = account.toLowerCase();
    const address = req.ip;
    if (!account) fail(100001, [{ field: 'account', message: 'required' }]);
    const [user] = await db.query<LoginRow>(
      `select u.id, u.account, u.name, u.password_hash, u.status, u.kind, u.org_id, o.type as org_type, u.is_super
         from users u join organisations o on o.id = u.org_id where lower(u.account) = $1`,
      [key],
    );
    // the attempt is counted before the password is looked at (login-throttle.ts)
    const attempt = await reserveAttempt(db, key, address, user?.id ?? null);
    if (!attempt) fail(101018);
    // an unknown account and a wrong password are one refusal: same code, message and cost
    if (!(await verifyPasswordOrDecoy(user?.password_hash, body.password, config))) fail(101003);
    await passwordAccepted(db, attempt, key);
    if (user.kind === 'visitor') fail(101014);
    if (user.status !== 1) fail(101007);
    await rememberAddress(db, user.id, address);
    const session = await openSession(db, user.id, config.tokenTtlSeconds);
    return { token: session.token, expiresAt: session.expiresAt, user: await sessionPayload(db, user.id) };
  },

  async authLogout({ body, req, db }) {
    const token = (body?.token as string | undefined)?.trim() || bearerToken(req);
    if (!token) fail(101008);
    await db.query('update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null', [tokenHash(token)]);
    return null;
  },

  async authExchange({ user, db, config }) {
    const session = await db.transaction(async (tx) => {
      // revoke first: a token can be exchanged once only
      const revoked = await tx.query('update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null returning user_id', [user.tokenHash]);
      if (!revoked.length) fail(101009);
      return openSession(tx, user.userId, config.tokenTtlSeconds);
    });
    return { token: session.token, expiresAt: session.expiresAt, user: await sessionPayload(db, user.userId) };
  },
};
