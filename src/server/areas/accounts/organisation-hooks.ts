import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { assertNameFree } from './organisations.js';

/**
 * The domain rules of an organisation's edit and standing (schemas/accounts/organisation.schema.json
 * $defs/editable, which the generic table handler updates, enables and disables; the row is locked). Sibling
 * names are unique regardless of case (200002; the unique index organisations_sibling_name agrees). Enabling
 * needs an enabled parent (201007, read under a lock, so a parent being disabled at this moment is seen as
 * disabled). The root and the caller's own organisation are not disabled (101012), nor one that has
 * sub-organisations or users, enabled or not (201011, spec §4: adds under it lock its row first, so none slips
 * in between). A call asking for the state the organisation is already in checks nothing more.
 */
export const organisationHooks: TableHooks = {
  async beforeWrite({ tx, body, id }) {
    const [{ parent_id }] = await tx.query<{ parent_id: number | null }>('select parent_id from organisations where id = $1', [id]);
    await assertNameFree(tx, parent_id, body.name as string, id);
  },
  async beforeStatus({ tx, user, id, enabled }) {
    const [org] = await tx.query<{ parent_id: number | null; status: number }>('select parent_id, status from organisations where id = $1', [id]);
    if (enabled) {
      if (org.status === 1 || org.parent_id === null) return;
      const [parent] = await tx.query<{ status: number }>('select status from organisations where id = $1 for share', [org.parent_id]);
      if (parent.status !== 1) fail(201007);
      return;
    }
    if (org.parent_id === null || id === user.orgId) fail(101012);
    if (org.status === 0) return;
    const [busy] = await tx.query<{ children: boolean; users: boolean }>(
      `select exists (select 1 from organisations where parent_id = $1) as children,
              exists (select 1 from users where org_id = $1) as users`,
      [id],
    );
    if (busy.children || busy.users) fail(201011);
  },
};
