/**
 * Login throttling, kept in PostgreSQL so that several server processes throttle as one (issue 6; OWASP
 * Authentication Cheat Sheet, "Login Throttling" and "Account Lockout"). The rules:
 *
 * - Per account (the trimmed, lower-cased account name, whether or not it exists, so the lock tells nothing
 *   about existence): at most `loginFailuresPerAccount` guesses are evaluated in any `loginWindowSeconds`;
 *   further attempts, the right password included, answer 101018 until old failures leave the window.
 * - Per address: once `loginFailuresPerAddress` failures (against any accounts) came from one address in the
 *   window, that address may no longer try accounts that have not logged in successfully from it in the last
 *   `loginKnownAddressDays` days. This stops one address spraying guesses over many accounts without locking
 *   out an office behind one proxy: colleagues who have logged in from there before still can.
 * - A success clears its account's failures, never its address's.
 *
 * Each attempt is reserved before its password is verified: under transaction-scoped advisory locks on its
 * account and address (taken in one order, so two reservations never deadlock) the failures are counted and,
 * if under the limits, a failure row is written. The row is removed again if the password proves right. So
 * however many guesses arrive at once, no more than the limits are ever evaluated.
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { LIMITS } from '../../../domain/limits.js';

/** A reserved attempt: the failure row written ahead of verification. */
export interface Attempt {
  id: number | string;
}

/** A 64-bit advisory-lock key for one throttling key ('account:alice', 'address:10.0.0.1'). */
function lockKey(key: string): string {
  return createHash('sha256').update(`login-throttle:${key}`).digest().readBigInt64BE(0).toString();
}

/**
 * Reserves one guess for `account` from `address`; undefined when a limit is reached (answer 101018).
 * `userId` is the account's user when it exists (null otherwise): it decides whether the address is known.
 */
export function reserveAttempt(db: Database, account: string, address: string, userId: number | null): Promise<Attempt | undefined> {
  return db.transaction(async (tx) => {
    for (const key of [lockKey(`account:${account}`), lockKey(`address:${address}`)].sort()) {
      await tx.query('select pg_advisory_xact_lock($1::bigint)', [key]);
    }
    const [counts] = await tx.query<{ by_account: number; by_address: number; known: boolean }>(
      `select (select count(*)::int from login_failures
                where account = $1 and counts_for_account and at > now() - make_interval(secs => $3)) as by_account,
              (select count(*)::int from login_failures
                where address = $2 and at > now() - make_interval(secs => $3)) as by_address,
              exists (select 1 from login_known_addresses
                       where user_id = $4 and address = $2 and last_success_at > now() - make_interval(days => $5)) as known`,
      [account, address, LIMITS.loginWindowSeconds, userId, LIMITS.loginKnownAddressDays],
    );
    if (counts.by_account >= LIMITS.loginFailuresPerAccount) return undefined;
    if (!counts.known && counts.by_address >= LIMITS.loginFailuresPerAddress) return undefined;
    const [row] = await tx.query<Attempt>('insert into login_failures (account, address) values ($1, $2) returning id', [account, address]);
    return row;
  });
}

/**
 * The password was right: the reserved attempt was no failure, and the account's earlier failures stop
 * counting against it (they still count against the addresses they came from). Under the account's lock,
 * so simultaneous successes for one account do not deadlock over each other's rows.
 */
export async function passwordAccepted(db: Database, attempt: Attempt, account: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [lockKey(`account:${account}`)]);
    await tx.query('delete from login_failures where id = $1', [attempt.id]);
    await tx.query('update login_failures set counts_for_account = false where account = $1 and counts_for_account', [account]);
  });
  // failures past the window count for nothing; rows another call holds are left for the next time
  await db.query(
    `delete from login_failures where id in
       (select id from login_failures where at <= now() - make_interval(secs => $1) for update skip locked)`,
    [LIMITS.loginWindowSeconds],
  );
}

/** Remembers that a user logged in from an address (so a busy address does not shut them out). */
export async function rememberAddress(db: Queryable, userId: number, address: string): Promise<void> {
  await db.query(
    `insert into login_known_addresses (user_id, address) values ($1, $2)
     on conflict (user_id, address) do update set last_success_at = now()`,
    [userId, address],
  );
  await db.query(
    `delete from login_known_addresses where (user_id, address) in
       (select user_id, address from login_known_addresses
         where last_success_at <= now() - make_interval(days => $1) for update skip locked)`,
    [LIMITS.loginKnownAddressDays],
  );
}
