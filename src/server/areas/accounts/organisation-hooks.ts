import type { TableHooks } from '../../table/hooks.js';
import { assertNameFree } from './organisations.js';

/**
 * The domain rule of an organisation's edit (schemas/accounts/organisation.schema.json $defs/editable: its
 * name and remark, which the generic table handler updates): sibling names are unique regardless of case
 * (200002; the unique index organisations_sibling_name agrees).
 */
export const organisationHooks: TableHooks = {
  async beforeWrite({ tx, body, id }) {
    const [{ parent_id }] = await tx.query<{ parent_id: number | null }>('select parent_id from organisations where id = $1', [id]);
    await assertNameFree(tx, parent_id, body.name as string, id);
  },
};
