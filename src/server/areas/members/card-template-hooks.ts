import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';

/**
 * The domain rules of a merchant's card design (schemas/members/card.schema.json#/$defs/templateRecord: one per
 * organisation and platform, upserted and read by the generic table handler, table/owned.ts): merchants' only
 * (206500: the caller's organisation on a save, the one read for on a read); no right ending before it starts
 * (206003); a logo or cover is one of the merchant's own uploaded images of that kind (206010). Each save submits
 * the design to the sandbox's review again (pending, decided at the next status read: cards.ts); the collection
 * link's token is made by the first save (the column's default) and kept by the later ones.
 */

/** Refuses an image key that is not one of the organisation's own images of that kind (206010). */
async function assertOwnImage(tx: Queryable, orgId: number, key: unknown, kind: 'logo' | 'cover') {
  if (key === undefined) return;
  const [row] = await tx.query('select key from card_images where key = $1 and org_id = $2 and kind = $3', [key, orgId, kind]);
  if (!row) fail(206010);
}

export const cardTemplateHooks: TableHooks = {
  columns: ['org_path', 'review_status', 'review_reason', 'submitted_at', 'reviewed_at', 'updated_by', 'updated_at'],
  owner({ org }) {
    if (org.type !== 'merchant') fail(206500);
  },
  async beforeWrite({ tx, body, user, orgId, values }) {
    for (const r of body.rights as { startDate: string; endDate: string }[]) if (r.endDate < r.startDate) fail(206003);
    await assertOwnImage(tx, orgId!, body.logo, 'logo');
    await assertOwnImage(tx, orgId!, body.cover, 'cover');
    const [org] = await tx.query<{ path: string }>('select path from organisations where id = $1', [orgId]);
    const now = new Date();
    Object.assign(values, {
      // node-postgres would send an array as a Postgres array: jsonb takes its JSON text
      custom_fields: JSON.stringify(body.customFields),
      actions: JSON.stringify(body.actions),
      rights: JSON.stringify(body.rights),
      org_path: org.path,
      review_status: 'pending',
      review_reason: null,
      submitted_at: now,
      reviewed_at: null,
      updated_by: user.userId,
      updated_at: now,
    });
  },
};
