import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';

/**
 * The domain rules of deleting a role (schemas/accounts/role.schema.json), which the generic table handler
 * serves: a role with sub-roles is kept (202004), and so is a role still given to users (202010).
 */
export const roleHooks: TableHooks = {
  async beforeDelete({ tx, id }) {
    if ((await tx.query('select 1 from roles where parent_id = $1 limit 1', [id])).length) fail(202004);
    if ((await tx.query('select 1 from users where role_id = $1 limit 1', [id])).length) fail(202010);
  },
};
