import { randomBytes } from 'node:crypto';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { COUPON_LIMITS, WALLET_PLATFORMS } from '../../../domain/coupons.js';

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
function requireCode(user: SessionUser, code: string): void {
  requireMerchant(user);
  if (!user.isSuper && !user.permissions.has(code)) fail(101005);
}

/** Whether `orgId` has authorised `platform`. */
export async function isAuthorised(db: Queryable, orgId: number, platform: string): Promise<boolean> {
  const rows = await db.query('select 1 from ms_platform_auths where org_id = $1 and platform = $2 and authorised_at is not null', [orgId, platform]);
  return rows.length > 0;
}

async function statusOf(db: Queryable, orgId: number, platform?: string) {
  const rows = await db.query<{ platform: string; authorised_at: string | null; pending: boolean }>(
    `select platform, authorised_at, (link_token is not null and link_expires_at > now()) as pending
       from ms_platform_auths where org_id = $1`,
    [orgId],
  );
  const by = new Map(rows.map((r) => [r.platform, r]));
  return WALLET_PLATFORMS.filter((p) => !platform || p === platform).map((p) => {
    const r = by.get(p);
    const state = r?.authorised_at ? 'authorised' : r?.pending ? 'pending' : 'none';
    return { platform: p, state, authorised: state === 'authorised', sandbox: true, authorisedAt: r?.authorised_at ?? null };
  });
}

export const msOrgOperations: Operations = {
  async msAuthStatus({ db, user }) {
    requireCode(user, 'msAuth.view');
    return statusOf(db, user.orgId);
  },

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
    return (await statusOf(db, row.org_id, row.platform))[0];
  },
};
