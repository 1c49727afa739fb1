import { randomBytes, randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { FileReply, type Operations, type SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where } from '../../db/sql.js';
import { pathInScope, scopeCondition, scopedRow } from '../../table/scope.js';
import { readUpload } from '../../uploads.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { COUPON_LIMITS, daysBetween, type TemplateRuleInput } from '../../../domain/coupons.js';
import { isAuthorised } from './ms-org.js';
import { checkRules, checkStores, templateColumns } from './coupon-hooks.js';
import { IMAGE_LIMITS } from '../../../domain/image-limits.js';

/**
 * Coupon templates and claimed coupons (openapi/marketing/coupons.yaml). Race safety is the database's: a
 * claim is one transaction of a conditional update of the template's `claimed` (never past `quantity`, only
 * within the issue period) and a guarded upsert of the member's count (never past the per-person limit); a
 * write-off is one conditional update (`received` and valid today → `used` by a machine, `writtenOff` by a person), so whoever races, each coupon is
 * issued and used at most as often as the rules allow. States come from the Tokyo day when read.
 */

/** Today in Tokyo, in SQL. */
export const TODAY = `(now() at time zone 'Asia/Tokyo')::date`;
const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

interface TemplateRow {
  id: number;
  org_id: number;
  org_path: string;
  platform: string;
  type: string;
  issue_start: string;
  claimed: number;
}

/** A template of the caller's subtree (206201 when missing or outside it); `lock` holds it until the transaction ends. */
async function scopedTemplate(db: Queryable, user: SessionUser, id: number, lock = false): Promise<TemplateRow> {
  return scopedRow<TemplateRow>(db, user, {
    sql: `select id, org_id, org_path, platform, type, ${day('issue_start')} as issue_start, claimed from coupon_templates where id = $1${lock ? ' for update' : ''}`,
    params: [id],
    notFound: 206201,
  });
}

/** A coupon code: 16 digits from node:crypto. */
function couponCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0') + String(randomInt(0, 100_000_000)).padStart(8, '0');
}

export interface ClaimResult {
  couponCode: string;
  amount: number;
  validFrom: string;
  validTo: string;
}

/**
 * Claims one coupon of `templateId` for `memberId`, in one transaction (see the file's comment). The template
 * and the member are the caller's to check; this is the race-safe part, shared with the benchmark's callers.
 */
export async function claimCoupon(db: import('../../db/database.js').Database, templateId: number, memberId: number): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const [t] = await tx.query<{
      type: string;
      face_value: number;
      random_max: number | null;
      valid_type: string;
      valid_from: string;
      valid_to: string;
      per_person_limit: number;
      org_id: number;
      org_path: string;
    }>(
      `update coupon_templates set claimed = claimed + 1
        where id = $1 and claimed < quantity and ${TODAY} between issue_start and issue_end
        returning type, face_value, random_max, valid_type, per_person_limit, org_id, org_path,
          ${day(`case when valid_type = 'fixed' then valid_start else ${TODAY} end`)} as valid_from,
          ${day(`case when valid_type = 'fixed' then valid_end else ${TODAY} + valid_days - 1 end`)} as valid_to`,
      [templateId],
    );
    if (!t) {
      const [why] = await tx.query<{ in_period: boolean }>(
        `select ${TODAY} between issue_start and issue_end as in_period from coupon_templates where id = $1`,
        [templateId],
      );
      fail(why?.in_period ? 206203 : 206205);
    }
    const counted = await tx.query(
      `insert into coupon_claim_counts (template_id, member_id, n) values ($1, $2, 1)
       on conflict (template_id, member_id) do update set n = coupon_claim_counts.n + 1 where coupon_claim_counts.n < $3
       returning n`,
      [templateId, memberId, t.per_person_limit],
    );
    if (!counted.length) fail(206204); // the transaction rolls back: the template's count is not raised either
    const amount = t.type === 'random' ? randomInt(t.face_value, (t.random_max ?? t.face_value) + 1) : t.face_value;
    for (;;) {
      const code = couponCode();
      const [row] = await tx.query(
        `insert into coupon_items (code, template_id, member_id, org_id, org_path, amount, valid_from, valid_to)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (code) do nothing returning id`,
        [code, templateId, memberId, t.org_id, t.org_path, amount, t.valid_from, t.valid_to],
      );
      if (row) return { couponCode: code, amount, validFrom: t.valid_from, validTo: t.valid_to };
    }
  });
}

/** Who writes a coupon off: a person (within their subtree), or a machine (its organisation within the coupon's merchant). */
export type WriteOffBy = { user: SessionUser } | { device: { id: number; orgId: number; orgPath: string } };

/**
 * Writes a coupon off: one conditional update, so of any number of simultaneous write-offs of a code exactly
 * one is accepted. The till (`couponWriteOff`) and a machine's `coupon` event both come here.
 */
export async function writeOffCoupon(db: Queryable, code: string, orderNo: string | null, by: WriteOffBy) {
  const w = new Where();
  w.add('i.code = ?', code);
  if ('user' in by) {
    const scope = scopeCondition(by.user, 'i.org_path');
    if (scope) w.add(scope.sql, scope.value);
  } else {
    // a machine of the coupon's merchant, and of one of its stores when the template names stores
    w.add(`? like i.org_path || '%'`, by.device.orgPath);
    w.add(`(t.store_ids = '{}' or exists (select 1 from organisations s where s.id = any(t.store_ids) and ? like s.path || '%'))`, by.device.orgPath);
  }
  const where = `${w}`.replace(/^where /, '');
  const order = w.param(orderNo);
  const userId = w.param('user' in by ? by.user.userId : null);
  const deviceId = w.param('device' in by ? by.device.id : null);
  // a machine uses a coupon on a vend; a person at a till writes it off (spec: received, used, written off)
  const state = w.param('user' in by ? 'writtenOff' : 'used');
  const [done] = await db.query<{ couponCode: string; amount: number; usedAt: string; orderNumber: string | null }>(
    `update coupon_items i set state = ${state}, used_at = now(), order_no = ${order}, used_by = ${userId}, used_device_id = ${deviceId}
       from coupon_templates t
      where t.id = i.template_id and ${where} and i.state = 'received' and ${TODAY} between i.valid_from and i.valid_to
      returning i.code as "couponCode", i.amount, i.used_at as "usedAt", i.order_no as "orderNumber"`,
    w.params,
  );
  if (done) return done;
  const [item] = await db.query<{ state: string }>(
    `select i.state from coupon_items i join coupon_templates t on t.id = i.template_id where ${where}`,
    w.params.slice(0, w.params.length - 4),
  );
  if (!item) fail(206208);
  if (item.state !== 'received') fail(206209);
  fail(206210);
}

/** A view row's snake_case columns as the API's camelCase fields (`face_value` → `faceValue`). */
const camelRow = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), v]));

const IMAGE_TYPES: Record<string, 'png' | 'jpg'> = { png: 'png', jpg: 'jpg' };

export const couponOperations: Operations = {
  async couponTemplateCopy({ body, db, user, locale }) {
    return db.transaction(async (tx) => {
      const t = await scopedTemplate(tx, user, body.id);
      const [source] = await tx.query<Record<string, unknown>>(`select * from coupon_template_records where id = $1`, [t.id]);
      // the copy is the source's settings under its new name and issue period, checked as a new template is
      const copy = { ...camelRow(source), name: body.name, issueStart: body.issueStart, issueEnd: body.issueEnd } as TemplateRuleInput & Record<string, any>;
      checkRules(copy, locale, true);
      if (!(await isAuthorised(tx, t.org_id, t.platform))) fail(206202);
      const storeIds = await checkStores(tx, t.org_path, (copy.storeIds ?? []).map(Number));
      const columns = { org_id: t.org_id, org_path: t.org_path, created_by: user.userId, ...templateColumns(copy, storeIds) };
      const [{ id }] = await tx.query<{ id: number }>(
        `insert into coupon_templates (${Object.keys(columns).join(', ')}) values (${Object.keys(columns)
          .map((_, i) => `$${i + 1}`)
          .join(', ')}) returning id`,
        Object.values(columns),
      );
      return { id };
    });
  },

  async couponClaim({ body, db, user }) {
    // what the claim needs to know, read in one query: the template (in scope), the member, the authorisation,
    // and whether it is sold out or outside its period now — refused here without a lock; the transaction's
    // conditional updates stay the guarantee for claims racing past this read
    const [t] = await db.query<{
      org_id: number;
      org_path: string;
      platform: string;
      sold_out: boolean;
      in_period: boolean;
      authorised: boolean;
      member_org: number | null;
      member_platform: string | null;
    }>(
      `select t.org_id, t.org_path, t.platform, t.claimed >= t.quantity as sold_out, ${TODAY} between t.issue_start and t.issue_end as in_period,
              exists (select 1 from ms_platform_auths a where a.org_id = t.org_id and a.platform = t.platform and a.authorised_at is not null) as authorised,
              m.org_id as member_org, m.platform as member_platform
         from coupon_templates t left join members m on m.id = $2 where t.id = $1`,
      [body.templateId, body.memberId],
    );
    if (!t || !pathInScope(user, t.org_path)) fail(206201);
    if (t.member_org !== t.org_id) fail(206101);
    if (t.member_platform !== t.platform) fail(206207);
    if (!t.authorised) fail(206202);
    if (!t.in_period) fail(206205);
    if (t.sold_out) fail(206203);
    return claimCoupon(db, body.templateId, body.memberId);
  },

  async couponWriteOff({ body, db, user }) {
    return writeOffCoupon(db, body.couponCode, body.orderNumber ?? null, { user });
  },

  async couponBillAlipay({ body, db, user, locale }) {
    const w = new Where();
    const scope = scopeCondition(user, 'i.org_path');
    if (scope) w.add(scope.sql, scope.value);
    w.add(`t.platform = 'alipay'`);
    if (body.templateId !== undefined) {
      const t = await scopedTemplate(db, user, body.templateId);
      if (t.platform !== 'alipay') fail(206201);
      w.add('i.template_id = ?', body.templateId);
    }
    if (body.startDay !== undefined && body.endDay !== undefined) {
      if (body.endDay < body.startDay) fail(100001, [{ field: 'endDay', message: VALIDATION_MESSAGES['validation.couponEndBeforeStart'][locale] }]);
      if (daysBetween(body.startDay, body.endDay) + 1 > COUPON_LIMITS.billMaxDays)
        fail(100001, [{ field: 'endDay', message: VALIDATION_MESSAGES['validation.dateRangeOrder'][locale] }]);
      const from = w.param(body.startDay);
      const to = w.param(body.endDay);
      w.add(`(i.claimed_at at time zone 'Asia/Tokyo')::date between ${from}::date and ${to}::date`);
    }
    const rows = await db.query<{
      templateId: number;
      name: string;
      claimedCount: number;
      claimedAmount: number;
      usedCount: number;
      usedAmount: number;
      expiredCount: number;
    }>(
      `select t.id as "templateId", t.name, count(*)::int as "claimedCount", coalesce(sum(i.amount), 0)::int as "claimedAmount",
              count(*) filter (where i.state <> 'received')::int as "usedCount",
              coalesce(sum(i.amount) filter (where i.state <> 'received'), 0)::int as "usedAmount",
              count(*) filter (where i.state = 'received' and ${TODAY} > i.valid_to)::int as "expiredCount"
         from coupon_items i join coupon_templates t on t.id = i.template_id
         ${w}
        group by t.id, t.name order by t.id`,
      w.params,
    );
    const sum = (k: keyof (typeof rows)[number]) => rows.reduce((a, r) => a + Number(r[k]), 0);
    return {
      platform: 'alipay',
      templateId: body.templateId ?? null,
      startDay: body.startDay ?? null,
      endDay: body.endDay ?? null,
      claimedCount: sum('claimedCount'),
      claimedAmount: sum('claimedAmount'),
      usedCount: sum('usedCount'),
      usedAmount: sum('usedAmount'),
      expiredCount: sum('expiredCount'),
      templates: rows,
    };
  },

  async msImageUpload({ req, db, user, locale }) {
    const { file } = await readUpload(req, { fileField: 'file', maxFileBytes: IMAGE_LIMITS.couponImage.maxBytes, tooLarge: 206214 });
    if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFile'][locale] }]);
    let size: ReturnType<typeof imageSize> | undefined;
    try {
      size = imageSize(file.data);
    } catch {
      size = undefined;
    }
    const type = size?.type ? IMAGE_TYPES[size.type] : undefined;
    if (!size || !type || !size.width || !size.height) fail(206213);
    const key = randomBytes(16).toString('hex');
    await db.query('insert into ms_images (key, org_id, type, width, height, size, md5, data, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
      key,
      user.orgId,
      type,
      size.width,
      size.height,
      file.size,
      file.md5,
      file.data,
      user.userId,
    ]);
    return { image: key, url: `/api/ms/image/${key}`, width: size.width, height: size.height };
  },

  async msImage({ params, db, reply }) {
    const [row] = await db.query<{ data: Buffer | Uint8Array; type: string }>('select data, type from ms_images where key = $1', [params.key]);
    if (!row) fail(206215);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return new FileReply(Readable.from([Buffer.from(row.data)]), `${params.key}.${row.type}`, row.type === 'png' ? 'image/png' : 'image/jpeg');
  },
};
