import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { templateRuleErrors, tokyoDay, type TemplateRuleInput } from '../../../domain/coupons.js';
import type { Locale } from '../../../domain/locale.js';
import { isAuthorised, requireMerchant } from './ms-org.js';

/**
 * The domain rules of a coupon template (schemas/marketing/coupon.schema.json#/$defs/template), which the
 * generic table handler saves and modifies; the copy (coupons.ts) checks a new template with the same rules.
 */

/** Refuses the rules a schema cannot state (spec §5, §9) as 100001 naming each field. */
export function checkRules(body: TemplateRuleInput, locale: Locale, checkLead: boolean): void {
  const errors = templateRuleErrors(body, tokyoDay(new Date()), checkLead);
  if (errors.length)
    fail(
      100001,
      errors.map((e) => ({ field: e.field, message: VALIDATION_MESSAGES[e.message][locale] })),
    );
}

/** storeIds must all be stores under the template's merchant, `orgPath`, itself within the caller's subtree (206211). */
export async function checkStores(db: Queryable, orgPath: string, storeIds: number[] | undefined): Promise<number[]> {
  const ids = [...new Set(storeIds ?? [])];
  if (!ids.length) return [];
  const [{ n }] = await db.query<{ n: number }>(
    `select count(*)::int as n from organisations where id = any($1::bigint[]) and type = 'store' and path like $2 || '%'`,
    [ids, orgPath],
  );
  if (n !== ids.length) fail(206211);
  return ids;
}

/**
 * The columns of a template from a save, modify or copy body: only the kind's fields are kept (a fixed coupon's
 * randomMax, relative validity's days and the like are cleared), optional ones left out are cleared.
 */
export function templateColumns(b: Readonly<Record<string, unknown>>, storeIds: number[]): Record<string, unknown> {
  const fixed = b.validType === 'fixed';
  return {
    name: b.name,
    type: b.type,
    face_value: b.faceValue,
    random_max: b.type === 'random' ? b.randomMax : null,
    quantity: b.quantity,
    per_person_limit: b.perPersonLimit ?? 1,
    issue_start: b.issueStart,
    issue_end: b.issueEnd,
    valid_type: b.validType,
    valid_start: fixed ? b.validStart : null,
    valid_end: fixed ? b.validEnd : null,
    valid_days: fixed ? null : b.validDays,
    usage_note: b.usageNote ?? null,
    threshold: b.threshold ?? null,
    stack_limit: b.stackLimit ?? null,
    platform: b.platform,
    store_ids: storeIds,
    image: b.image ?? null,
  };
}

interface Stored {
  org_path: string;
  issue_start: string;
  claimed: number;
  platform: string;
  type: string;
}

export const couponTemplateHooks: TableHooks = {
  columns: ['org_path'],
  async beforeWrite({ tx, user, locale, body, verb, id, orgId, values }) {
    const b = body as TemplateRuleInput & Record<string, unknown>;
    // a save is the merchant's own (its staff only); a modify is anyone's with the template in scope
    if (verb === 'create') requireMerchant(user);
    // the row is locked by the update (the generic verb): what is read here stays until the write commits
    const [t] =
      verb === 'update'
        ? await tx.query<Stored>(
            `select org_path, to_char(issue_start, 'YYYY-MM-DD') as issue_start, claimed, platform, type from coupon_templates where id = $1`,
            [id],
          )
        : [];
    checkRules(b, locale, !t || b.issueStart !== t.issue_start);
    if (!(await isAuthorised(tx, orgId!, String(b.platform)))) fail(206202);
    const orgPath = t?.org_path ?? (await tx.query<{ path: string }>('select path from organisations where id = $1', [orgId]))[0].path;
    const storeIds = await checkStores(tx, orgPath, b.storeIds as number[] | undefined);
    if (t) {
      if (Number(b.quantity) < t.claimed) fail(206212);
      // claimed coupons keep their member's platform and their amount: neither may change under them
      if (t.claimed > 0 && (b.platform !== t.platform || b.type !== t.type)) fail(206216);
    }
    Object.assign(values, templateColumns(b, storeIds));
    if (verb === 'create') values.org_path = orgPath;
  },
};
