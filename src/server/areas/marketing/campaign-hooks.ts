import { catalogueMessage, fail } from '../../errors.js';
import type { ErrorCode } from '../../../domain/errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { campaignRuleErrors } from '../../../domain/campaigns.js';
import { requireMerchant } from './ms-org.js';

/**
 * The domain rules of a campaign record (schemas/marketing/campaign.schema.json#/$defs/record), which the generic
 * table handler lists, reads and creates: merchants' accounts only (206500), the rules between the days, the
 * prize's coupon template of the merchant (206303), and only the kind's and the prize's fields stored.
 */
export const campaignHooks: TableHooks = {
  virtual: ['startDate', 'endDate'],
  columns: ['start_day', 'end_day', 'org_path'],
  beforeRead: ({ user }) => requireMerchant(user),
  async beforeWrite({ tx, user, locale, body: b, orgId, values }) {
    requireMerchant(user);
    const errors = campaignRuleErrors(b);
    if (errors.length)
      fail(
        100001,
        errors.map((e) => ({ field: e.field, message: VALIDATION_MESSAGES[e.message as keyof typeof VALIDATION_MESSAGES][locale] })),
      );
    const points = b.prizeType === 'points';
    const stamp = b.type === 'stamp';
    if (!points) {
      const [t] = await tx.query('select 1 from coupon_templates where id = $1 and org_id = $2', [b.prizeTemplateId, orgId]);
      if (!t) fail(206303);
    }
    // only the kind's and the prize's fields are stored (another kind's, sent along, are left out)
    Object.assign(values, {
      start_day: b.startDate,
      end_day: b.endDate,
      prize_points: points ? b.prizePoints : null,
      prize_template_id: points ? null : b.prizeTemplateId,
      prize_limit: b.type === 'newMember' ? 1 : (b.prizeLimit ?? 1),
      stamp_mode: stamp ? b.stampMode : null,
      daily_cap: stamp ? b.dailyCap : null,
      redeem_count: stamp ? b.redeemCount : null,
      stamp_style: stamp ? b.stampStyle : null,
      festival_code: b.type === 'holiday' ? b.festivalCode : null,
      org_path: (await tx.query<{ path: string }>('select path from organisations where id = $1', [orgId]))[0].path,
    });
  },
};

/**
 * The reading rules of a campaign's prizes (schemas/marketing/campaign.schema.json#/$defs/prizeSend, listed and read
 * by the generic table handler from view campaign_prize_records): merchants' accounts only (206500); a prize not sent
 * says why, the refusal's catalogue text in the caller's language.
 */
export const campaignPrizeHooks: TableHooks = {
  beforeRead: ({ user }) => requireMerchant(user),
  shown(row, _user, locale) {
    row.reason = row.reasonCode ? catalogueMessage(row.reasonCode as ErrorCode, locale) : null;
  },
};
