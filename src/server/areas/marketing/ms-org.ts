import { randomBytes } from 'node:crypto';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { COUPON_LIMITS } from '../../../domain/coupons.js';

/**
 * The merchant's authorisation with each wallet platform and its member-service settings
 * (openapi/marketing/coupons.yaml, tag msAuth). Card and coupon authorisation is for merchant accounts only
 * (spec document 1 §6): any other caller is 206500. Only a sandbox of each platform is reachable: `link`
 * answers the sandbox consent page's URL with a single-use token, and confirming the token (what the
 * platform's callback would do) authorises the platform. Real credentials would be a deployment's
 * configuration (the config call's sealed secret), not code. The settings themselves (config list and save) are
 * served by the generic table handler: ms-config-hooks.ts.
 */

/** Refuses a caller whose organisation is not a merchant (platform, service provider, store; BD users are of a provider). */
export function requireMerchant(user: SessionUser): void {
  if (user.orgType !== 'merchant') fail(206500);
}

/** A merchant's user holding `code` (the authorisation calls ask 206500 first, then the code). */
export function requireCode(user: SessionUser, code: string): void {
  requireMerchant(user);
  if (!user.isSuper && !user.permissions.has(code)) fail(101005);
}

/** Whether `orgId` has authorised `platform`. */
export async function isAuthorised(db: Queryable, orgId: number, platform: string): Promise<boolean> {
  const rows = await db.query('select 1 from ms_platform_auths where org_id = $1 and platform = $2 and authorised_at is not null', [orgId, platform]);
  return rows.length > 0;
}

/** One platform's authorisation state for a merchant, as the status list reads it (view ms_auth_states, migration 107). */
async function stateOf(db: Queryable, orgId: number, platform: string) {
  const [row] = await db.query(
    'select platform, state, authorised, sandbox, authorised_at as "authorisedAt" from ms_auth_states where org_id = $1 and platform = $2',
    [orgId, platform],
  );
  return row;
}

export const msOrgOperations: Operations = {
  async msAuthLink({ body, db, user }) {
    requireCode(user, 'msAuth.link');
    const token = randomBytes(16).toString('hex');
    const [row] = await db.query<{ expires: string }>(
      `insert into ms_platform_auths (org_id, platform, link_token, link_expires_at, updated_at)
       values ($1, $2, $3, now() + make_interval(mins => $4), now())
       on conflict (org_id, platform) do update set link_token = excluded.link_token, link_expires_at = excluded.link_expires_at, updated_at = now()
       returning link_expires_at as expires`,
      [user.orgId, body.platform, token, COUPON_LIMITS.authLinkMinutes],
    );
    return { platform: body.platform, sandbox: true, url: `/#/msAuth?platform=${body.platform}&sandboxToken=${token}`, token, expiresAt: row.expires };
  },

  async msAuthSandboxConfirm({ body, db }) {
    // single use: the token is cleared by the same update that authorises, so a second confirm finds nothing
    const [row] = await db.query<{ org_id: number; platform: string }>(
      `update ms_platform_auths set authorised_at = now(), link_token = null, link_expires_at = null, updated_at = now()
        where link_token = $1 and link_expires_at > now() returning org_id, platform`,
      [body.token],
    );
    if (!row) fail(206501);
    return stateOf(db, row.org_id, row.platform);
  },
};
