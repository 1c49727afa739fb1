import type { Operations } from '../../operation.js';

/** How many entries one user keeps; older ones go as new ones arrive, so a runaway error loop stays bounded. */
export const ERROR_LOG_KEEP_PER_USER = 1000;

/**
 * How much of the token's SHA-256 (hex) an entry keeps to name its session: enough to tell a user's sessions
 * apart, nothing that helps anyone use the token (which, a credential, is never stored).
 */
export const TOKEN_FINGERPRINT_HEX = 12;

/**
 * The console's error log: entries saved by the browser, stamped with the caller (id and account, as the session
 * user info names it) and the fingerprint of the session's token, from the session.
 */
export const errorLogOperations: Operations = {
  async errorLogSave({ body, db, user }) {
    return db.transaction(async (tx) => {
      // the browser's clock says when it happened, but never later than now
      const [row] = await tx.query<{ id: number; time: Date }>(
        `insert into error_logs (user_id, user_name, type, code, message, url, occurred_at, token_fingerprint)
         values ($1, $2, $3, $4, $5, $6, least(coalesce($7::timestamptz, now()), now()), $8)
         returning id, occurred_at as "time"`,
        [user.userId, user.account, body.type, body.code, body.message, body.url ?? null, body.time ?? null, user.tokenHash.slice(0, TOKEN_FINGERPRINT_HEX)],
      );
      await tx.query(
        `delete from error_logs where user_id = $1 and id in (
           select id from error_logs where user_id = $1 order by occurred_at desc, id desc offset $2)`,
        [user.userId, ERROR_LOG_KEEP_PER_USER],
      );
      return row;
    });
  },
};
