import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { Where } from '../../db/sql.js';
import { scopedOrg, scopedRow, type OrgRow } from '../../table/scope.js';

/** A role as the handlers reason about it. */
export interface RoleRow {
  id: number;
  org_id: number;
  parent_id: number | null;
  name: string;
  status: number;
  org_path: string;
  org_type: OrgRow['type'];
  codes: string[];
}

export const ROLE_ROW = `select r.id, r.org_id, r.parent_id, r.name, r.status, o.path as org_path, o.type as org_type,
    array(select rp.code from role_permissions rp where rp.role_id = r.id) as codes
  from roles r join organisations o on o.id = r.org_id where r.id = $1`;

/** Reads a role of the caller's organisation subtree; a missing one or one outside the subtree is 202001. */
export const scopedRole = (db: Queryable, caller: SessionUser, id: number) => scopedRow<RoleRow>(db, caller, { sql: ROLE_ROW, params: [id], notFound: 202001 });

export const roleOperations: Operations = {
  async roleList({ body, db, user }) {
    const org = await scopedOrg(db, user, body.orgId ?? user.orgId, { missing: 200001, outside: 200006 });
    const w = new Where();
    // roles of that organisation and of every organisation above it
    w.add(`? like o.path || '%'`, org.path);
    w.add('r.status = ?', body.status);
    if (org.type !== 'platform') {
      w.add(`not exists (select 1 from role_permissions rp join menus m on m.code = rp.code
                          where rp.role_id = r.id and m.platform_only)`);
    }
    // only roles the caller could give: nothing in them the caller lacks
    if (!user.isSuper) {
      w.add(`not exists (select 1 from role_permissions rp where rp.role_id = r.id and rp.code <> all(?::text[]))`, [...user.permissions]);
    }
    return db.query(
      `select r.id, r.name, r.remark, r.org_id as "orgId", o.name as "orgName", r.status
         from roles r join organisations o on o.id = r.org_id ${w}
        order by o.depth, r.name, r.id`,
      w.params,
    );
  },
};
