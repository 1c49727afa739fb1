import { requestOrigin, type Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { WALLET_PLATFORMS } from '../../../domain/coupons.js';
import { scopedRow } from '../../table/scope.js';
import { requireMerchant } from './ms-org.js';
import { cardLink } from '../members/cards.js';

/**
 * Collective print (openapi/marketing/campaign-print.yaml; issue 29 item 2): what goes on the paper for a
 * campaign's stores. The stores that run a campaign are the enabled stores under its merchant — narrowed to
 * the prize coupon's stores when the prize is a coupon usable only at some. Each store's QR code carries the
 * merchant's card collection link (the approved design of the platform) with the campaign and the store, so a
 * card opened from the paper is the merchant's real link. Merchants only (206500), their own campaigns
 * (206301); an ended or terminated campaign has nothing left to print for (206302).
 */

interface PrintCampaign {
  id: number;
  org_id: number;
  org_path: string;
  org_name: string;
  type: string;
  name: string;
  notes: string[];
  start_date: string;
  end_date: string;
  over: boolean;
  not_started: boolean;
  stamp_mode: string | null;
  stamp_style: string | null;
  redeem_count: number | null;
  store_ids: number[] | null;
}

const TODAY = `(now() at time zone 'Asia/Tokyo')::date`;

/** The campaign's stores: enabled stores of its merchant, within the prize coupon's stores when it names some. */
async function storesOf(db: Queryable, c: PrintCampaign): Promise<{ id: number; name: string }[]> {
  const only = c.store_ids?.length ? c.store_ids : null;
  return db.query(
    `select id, name from organisations where type = 'store' and status = 1 and path like $1 || '%'
        and ($2::bigint[] is null or id = any($2::bigint[])) order by name, id`,
    [c.org_path, only],
  );
}

/** The platform whose card link the codes carry: the one asked for, else the first approved design. */
async function collectLink(db: Queryable, orgId: number, platform?: string): Promise<{ platform: 'alipay' | 'wechat'; token: string }> {
  const rows = await db.query<{ platform: 'alipay' | 'wechat'; review_status: string; link_token: string }>(
    'select platform, review_status, link_token from card_templates where org_id = $1',
    [orgId],
  );
  const candidates = platform ? rows.filter((r) => r.platform === platform) : rows;
  if (!candidates.length) fail(206001);
  const approved = WALLET_PLATFORMS.map((p) => candidates.find((r) => r.platform === p && r.review_status === 'approved')).find(Boolean);
  if (!approved) fail(206002);
  return { platform: approved.platform, token: approved.link_token };
}

export const campaignPrintOperations: Operations = {
  async activityPrint({ body, db, user, locale, req }) {
    requireMerchant(user);
    const c = await scopedRow<PrintCampaign>(db, user, {
      sql: `select c.id, c.org_id, c.org_path, o.name as org_name, c.type, c.name, c.notes,
                   to_char(c.start_day, 'YYYY-MM-DD') as start_date, to_char(c.end_day, 'YYYY-MM-DD') as end_date,
                   (c.terminated_at is not null or ${TODAY} > c.end_day) as over, ${TODAY} < c.start_day as not_started,
                   c.stamp_mode, c.stamp_style, c.redeem_count, t.store_ids
              from campaigns c join organisations o on o.id = c.org_id left join coupon_templates t on t.id = c.prize_template_id
             where c.id = $1`,
      params: [body.id],
      notFound: 206301,
    });
    if (c.over) fail(206302);
    if (body.kinds.includes('stampCard') && c.type !== 'stamp') {
      fail(100001, [{ field: 'kinds', message: VALIDATION_MESSAGES['validation.campaignPrintStampCard'][locale] }]);
    }
    const running = await storesOf(db, c);
    let stores = running;
    if (body.storeIds) {
      const byId = new Map(running.map((s) => [Number(s.id), s]));
      if (body.storeIds.some((id) => !byId.has(id))) fail(206305);
      stores = body.storeIds.map((id) => byId.get(id)!);
    }
    const link = await collectLink(db, c.org_id, body.platform);
    const url = cardLink(requestOrigin(req), link.token);
    return {
      campaign: {
        id: Number(c.id),
        name: c.name,
        type: c.type,
        state: c.not_started ? 'notStarted' : 'inProgress',
        startDate: c.start_date,
        endDate: c.end_date,
        notes: c.notes,
        stampMode: c.stamp_mode,
        stampStyle: c.stamp_style,
        redeemCount: c.redeem_count,
      },
      merchantName: c.org_name,
      platform: link.platform,
      sandbox: true,
      kinds: body.kinds,
      layout: body.layout,
      copies: body.copies ?? 1,
      stores: stores.map((s) => ({ id: Number(s.id), name: s.name, claimUrl: `${url}?activity=${c.id}&store=${s.id}` })),
    };
  },
};
