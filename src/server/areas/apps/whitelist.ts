import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { orgInScope } from '../../table/queries.js';
import { scopedApp } from './apps.js';

/**
 * The kiosk-mode (lock task) auto-start whitelist (openapi/apps/whitelist.yaml): which Android apps an
 * organisation's devices may run pinned. A row is an (organisation, app) pair; both must lie in the caller's
 * subtree, and the app must belong to the organisation or one above it (an app of a sibling estate is not
 * the organisation's to pin: 205010, as if it did not exist). Adding a pair twice keeps one row. The list and
 * the delete are the generic table handler's (schemas/apps/app.schema.json $defs/whitelistRow).
 */

export const whitelistOperations: Operations = {
  async appWhitelistAdd({ body, db, user }) {
    return db.transaction(async (tx) => {
      const org = await orgInScope(tx, user, body.orgId ?? user.orgId);
      for (const appId of body.appIds as number[]) {
        const app = await scopedApp(tx, user, appId);
        if (!org.path.startsWith(app.org_path)) fail(205010);
        if (app.platform !== 'android') fail(205050);
      }
      const added = await tx.query<{ id: number }>(
        `insert into app_whitelist (org_id, org_path, app_id, created_by)
         select $1, $2, unnest($3::bigint[]), $4
         on conflict (org_id, app_id) do nothing returning id`,
        [org.id, org.path, body.appIds, user.userId],
      );
      return { orgId: org.id, added: added.length };
    });
  },
};
