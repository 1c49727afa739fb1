import type { Operations } from '../../operation.js';

/** How many entries one user keeps; older ones go as new ones arrive, so a runaway error loop stays bounded. */
export const ERROR_LOG_KEEP_PER_USER = 1000;

/** The console's error log: entries saved by the browser, stamped with the caller (id and account, as the session user info names it) from the session. */
export const errorLogOperations: Operations = {
  async errorLogSave({ body, db, user }) {
    return db.transaction(async (tx) => {
      // the browser's clock says when it happened, but never later than now
      const [row] = await tx.query<{ id: number; time: Date }>(
        `insert into error_logs (user_id, user_name, type, code, message, url, occurred_at)
         values ($1, $2, $3, $4, $5, $6, least(coalesce($7::timestamptz, now()), now()))
         returning id, occurred_at as "time"`,
        [user.userId, user.account, body.type, body.code, body.message, body.url ?? null, body.time ?? null],
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
