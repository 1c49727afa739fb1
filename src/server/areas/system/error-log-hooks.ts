import type { TableHooks } from '../../table/hooks.js';
import { ERROR_LOG_KEEP_PER_USER, TOKEN_FINGERPRINT_HEX } from './error-logs.js';

/**
 * The console's error log entries (schemas/system/error-log.schema.json#/$defs/record) that the generic table handler
 * creates (errorLogSave) as the caller's own (user_id): stamped with the caller's account and the fingerprint of the
 * session's token (never the token); the browser's clock says when it happened, but never later than the database's
 * now; the caller's oldest entries beyond ERROR_LOG_KEEP_PER_USER go as a new one arrives.
 */
export const errorLogHooks: TableHooks = {
  virtual: ['time'],
  columns: ['user_name', 'token_fingerprint', 'occurred_at'],
  async beforeWrite({ tx, user, body, values }) {
    // as text: the database's own time, to the microsecond
    const [{ at }] = await tx.query<{ at: string }>('select least(coalesce($1::timestamptz, now()), now())::text as at', [body.time ?? null]);
    Object.assign(values, { user_name: user.account, token_fingerprint: user.tokenHash.slice(0, TOKEN_FINGERPRINT_HEX), occurred_at: at });
  },
  async afterWrite({ tx, user }) {
    await tx.query(
      `delete from error_logs where user_id = $1 and id in (
         select id from error_logs where user_id = $1 order by occurred_at desc, id desc offset $2)`,
      [user.userId, ERROR_LOG_KEEP_PER_USER],
    );
  },
};
