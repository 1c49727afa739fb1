import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';

/**
 * The domain rules of a merchant's collection form (schemas/members/card.schema.json#/$defs/form: one per
 * organisation and platform, upserted and read by the generic table handler, table/owned.ts): card authorisation
 * is merchants' only (206500: the caller's organisation on a save, the one read for on a read); each field once
 * (206004); the fields stored as JSON, with who saved them and when.
 */
export const cardFormHooks: TableHooks = {
  columns: ['updated_by', 'updated_at'],
  owner({ org }) {
    if (org.type !== 'merchant') fail(206500);
  },
  async beforeWrite({ body, user, values }) {
    const fields = body.fields as { field: string }[];
    if (new Set(fields.map((f) => f.field)).size !== fields.length) fail(206004);
    // node-postgres would send an array as a Postgres array: jsonb takes its JSON text
    Object.assign(values, { fields: JSON.stringify(fields), updated_by: user.userId, updated_at: new Date() });
  },
};
