import { fail } from '../../errors.js';
import { maskSecret } from '../../secrets.js';
import type { TableHooks } from '../../table/hooks.js';

/**
 * The domain rules of a merchant's member-service settings (schemas/marketing/ms-org.schema.json#/$defs/config: one
 * per organisation and platform, upserted and listed by the generic table handler, table/owned.ts): merchants' only
 * (206500); the secret sealed (AES-256-GCM) with its mask, and a save leaving it out keeps the one stored.
 */
export const msConfigHooks: TableHooks = {
  virtual: ['secret'],
  columns: ['secret_sealed', 'secret_mask', 'updated_by', 'updated_at'],
  beforeRead({ user }) {
    if (user.orgType !== 'merchant') fail(206500);
  },
  owner({ org }) {
    if (org.type !== 'merchant') fail(206500);
  },
  async beforeWrite({ body, user, values, secrets }) {
    const secret = body.secret as string | undefined;
    // no secret column given: the upsert leaves the stored one as it is
    if (secret !== undefined) Object.assign(values, { secret_sealed: secrets.seal(secret), secret_mask: maskSecret(secret) });
    Object.assign(values, { updated_by: user.userId, updated_at: new Date() });
  },
};
