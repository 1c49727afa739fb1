import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { Where, pageQuery } from '../../db/sql.js';
import { scopeCondition, scopedRow } from '../../table/scope.js';
import { orgInScope } from '../../table/queries.js';
import { scopedApp } from './apps.js';

/**
 * The kiosk-mode (lock task) auto-start whitelist (openapi/apps/whitelist.yaml): which Android apps an
 * organisation's devices may run pinned. A row is an (organisation, app) pair; both must lie in the caller's
 * subtree, and the app must belong to the organisation or one above it (an app of a sibling estate is not
 * the organisation's to pin: 205010, as if it did not exist). Adding a pair twice keeps one row.
 */

const SELECT = `w.id, w.org_id as "orgId", o.name as "orgName", w.app_id as "appId", a.name as "appName",
  a.package_name as "packageName", a.platform, w.created_at as "createdAt"`;
const FROM = 'app_whitelist w join organisations o on o.id = w.org_id join apps a on a.id = w.app_id';

export const whitelistOperations: Operations = {
  async appWhitelistList({ body, db, user }) {
    const w = new Where();
    const scope = scopeCondition(user, 'w.org_path');
    if (scope) w.add(scope.sql, scope.value);
    if (body?.orgId !== undefined) w.add('w.org_id = ?', (await orgInScope(db, user, body.orgId)).id);
    w.add('w.app_id = ?', body?.appId);
    return pageQuery(db, { select: SELECT, from: FROM, where: w, sortable: { id: 'w.id' }, defaultSort: 'w.id desc' }, body ?? {});
  },

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

  async appWhitelistDelete({ query, db, user }) {
    return db.transaction(async (tx) => {
      const row = await scopedRow<{ id: number; org_path: string }>(tx, user, {
        sql: 'select id, org_path from app_whitelist where id = $1 for update',
        params: [query.id],
        notFound: 205051,
      });
      await tx.query('delete from app_whitelist where id = $1', [row.id]);
      return { id: Number(row.id) };
    });
  },
};
