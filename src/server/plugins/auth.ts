import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { fail } from '../errors.js';
import type { SessionUser } from '../operation.js';
import type { ServerConfig } from '../config.js';

/** 256 random bits, base64url: the token the client holds. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ARGON2ID = 2;
export function hashPassword(password: string, config: Pick<ServerConfig, 'argon2'>): Promise<string> {
  return hash(password, { ...config.argon2, algorithm: ARGON2ID });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** One decoy hash per argon2 cost, made once per process. */
const decoys = new Map<string, Promise<string>>();

/**
 * Verifies a password against a stored hash, or, when there is none (unknown account), against a decoy
 * hash of the same cost and answers false: both refusals take as long, so timing tells no account apart.
 */
export async function verifyPasswordOrDecoy(stored: string | undefined, password: string, config: Pick<ServerConfig, 'argon2'>): Promise<boolean> {
  const cost = JSON.stringify(config.argon2);
  if (!decoys.has(cost)) decoys.set(cost, hashPassword(randomBytes(16).toString('base64url'), config));
  const decoy = await decoys.get(cost)!;
  const ok = await verifyPassword(stored ?? decoy, password);
  return stored !== undefined && ok;
}

/** Opens a session for a user and answers the token and its expiry. */
export async function openSession(db: Queryable, userId: number, ttlSeconds: number) {
  const token = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `insert into sessions (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3)) returning expires_at`,
    [tokenHash(token), userId, ttlSeconds],
  );
  return { token, expiresAt: row.expires_at };
}

/** The bearer token of a request: undefined when no header, '' when the header carries none. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s*(.*)$/i.exec(header.trim());
  return (match ? match[1] : header).trim();
}

interface SessionRow {
  /** The session is not past its expiry. */
  live: boolean;
  user_id: number;
  account: string;
  name: string;
  org_id: number;
  org_path: string;
  org_type: string;
  role_id: number | null;
  is_super: boolean;
  permissions: string[] | null;
}

/**
 * Reads the caller from the database on every call, so a revoked token, a disabled user or a changed
 * role takes effect on the very next call. Missing token: 101001 (no header) or 101008 (empty);
 * past its expiry: 101004 (login expired, document 2 §8); unknown, revoked, or its user disabled: 101009.
 */
export async function authenticate(req: FastifyRequest, db: Queryable): Promise<SessionUser> {
  const token = bearerToken(req);
  if (token === undefined) fail(101001);
  if (token === '') fail(101008);
  const hashValue = tokenHash(token);
  const [row] = await db.query<SessionRow>(
    `select s.expires_at > now() as live, u.id as user_id, u.account, u.name, u.org_id, o.path as org_path, o.type as org_type,
            u.role_id, u.is_super,
            case when u.is_super then (select array_agg(code) from menus)
                 when r.status = 1 then (select array_agg(code) from role_permissions rp where rp.role_id = r.id)
            end as permissions
       from sessions s
       join users u on u.id = s.user_id
       join organisations o on o.id = u.org_id
       left join roles r on r.id = u.role_id
      where s.token_hash = $1 and s.revoked_at is null
        and u.status = 1 and u.kind = 'staff'`,
    [hashValue],
  );
  if (!row) fail(101009);
  if (!row.live) fail(101004);
  return {
    userId: row.user_id,
    account: row.account,
    name: row.name,
    orgId: row.org_id,
    orgPath: row.org_path,
    orgType: row.org_type,
    roleId: row.role_id,
    isSuper: row.is_super,
    permissions: new Set(row.permissions ?? []),
    tokenHash: hashValue,
  };
}
