import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { LIMITS } from '../../../domain/limits.js';
import { bearerToken, openSession, tokenHash, verifyPassword, hashPassword } from '../../plugins/auth.js';

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

/** A hash to verify against when the account does not exist, so both refusals take as long. */
let decoyHash: Promise<string> | undefined;

async function recentFailures(db: Queryable, account: string, address: string) {
  const [row] = await db.query<{ by_account: number; by_address: number }>(
    `select count(*) filter (where account = $1)::int as by_account, count(*) filter (where address = $2)::int as by_address
       from login_failures where at > now() - make_interval(secs => $3) and (account = $1 or address = $2)`,
    [account, address, LIMITS.loginWindowSeconds],
  );
  return row;
}

/** The session payload the console keeps: {customerId, name, userId, orgId, access}. */
export async function sessionPayload(db: Queryable, userId: number) {
  const [row] = await db.query<{ id: number; account: string; name: string; org_id: number; org_type: string; org_name: string; is_super: boolean; access: string[] | null }>(
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
    const counts = await recentFailures(db, key, address);
    if (counts.by_account >= LIMITS.loginFailuresPerAccount || counts.by_address >= LIMITS.loginFailuresPerAddress) fail(101018);

    const [user] = await db.query<LoginRow>(
      `select u.id, u.account, u.name, u.password_hash, u.status, u.kind, u.org_id, o.type as org_type, u.is_super
         from users u join organisations o on o.id = u.org_id where lower(u.account) = $1`,
      [key],
    );
    decoyHash ??= hashPassword('decoy-password', config);
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash), body.password);
    if (!user || !ok) {
      await db.query('insert into login_failures (account, address) values ($1, $2)', [key, address]);
      fail(user ? 101003 : 101002);
    }
    if (user.kind === 'visitor') fail(101014);
    if (user.status !== 1) fail(101007);
    await db.query('delete from login_failures where account = $1', [key]);
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

export type { SessionUser };
