import { randomBytes } from 'node:crypto';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';

/**
 * Wallet card templates (openapi/members/cards.yaml): one card design and one collection form per merchant
 * and platform (alipay | wechat). Card authorisation is for merchant accounts only: a caller whose
 * organisation is not a merchant is refused with 206500 before anything is read.
 *
 * Review runs in a clearly labelled sandbox per platform, with a deterministic rule: saving a design submits
 * it (`pending`); the first template/status read after that decides it — `rejected` with the reason
 * "sandbox: the title contains 'reject'" when the title contains the word reject (any case), `approved`
 * otherwise. The decision is one conditional UPDATE (`where review_status = 'pending'`), so concurrent reads
 * decide once.
 */

export const SANDBOX_REJECT_WORD = 'reject';
export const SANDBOX_REJECT_REASON = "sandbox: the title contains 'reject'";

interface TemplateRow {
  platform: string; brand: string; title: string; color: string;
  custom_fields: unknown; actions: unknown; rights: unknown;
  review_status: string; review_reason: string | null; submitted_at: Date | string; reviewed_at: Date | string | null;
  link_token: string; updated_at: Date | string;
}

/** The caller's organisation, which must be a merchant (206500). */
function merchantOf(user: SessionUser): { orgId: number; orgPath: string } {
  if (user.orgType !== 'merchant') fail(206500);
  return { orgId: user.orgId, orgPath: user.orgPath };
}

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function templateRecord(r: TemplateRow) {
  return {
    platform: r.platform, brand: r.brand, title: r.title, color: r.color,
    customFields: json(r.custom_fields), actions: json(r.actions), rights: json(r.rights),
    status: r.review_status, reason: r.review_reason, submittedAt: iso(r.submitted_at), reviewedAt: iso(r.reviewed_at), updatedAt: iso(r.updated_at),
  };
}

async function readTemplate(db: Queryable, orgId: number, platform: string): Promise<TemplateRow | undefined> {
  const [row] = await db.query<TemplateRow>('select * from card_templates where org_id = $1 and platform = $2', [orgId, platform]);
  return row;
}

/** The collection link members open the card from: the platform's sandbox landing, keyed by the design's token. */
export const cardLink = (platform: string, token: string) => `https://sandbox.${platform}.ops-console.local/card/open/${token}`;

export const cardOperations: Operations = {
  async cardTemplateAddOrUpdate({ body, db, user }) {
    const { orgId, orgPath } = merchantOf(user);
    for (const r of body.rights as { startDate: string; endDate: string }[]) if (r.endDate < r.startDate) fail(206003);
    const [row] = await db.query<TemplateRow>(
      `insert into card_templates (org_id, org_path, platform, brand, title, color, custom_fields, actions, rights, link_token, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11)
       on conflict (org_id, platform) do update set brand = excluded.brand, title = excluded.title, color = excluded.color,
         custom_fields = excluded.custom_fields, actions = excluded.actions, rights = excluded.rights,
         review_status = 'pending', review_reason = null, submitted_at = now(), reviewed_at = null,
         updated_by = excluded.updated_by, updated_at = now()
       returning *`,
      [orgId, orgPath, body.platform, body.brand, body.title, body.color, JSON.stringify(body.customFields), JSON.stringify(body.actions),
        JSON.stringify(body.rights), randomBytes(16).toString('hex'), user.userId],
    );
    return templateRecord(row);
  },

  async cardTemplateInfo({ body, db, user }) {
    const { orgId } = merchantOf(user);
    const row = await readTemplate(db, orgId, body.platform);
    return row ? templateRecord(row) : null;
  },

  async cardTemplateStatus({ body, db, user }) {
    const { orgId } = merchantOf(user);
    // the sandbox decides a pending design at its first read: once, whoever reads first
    await db.query(
      `update card_templates set
         review_status = case when position($3 in lower(title)) > 0 then 'rejected' else 'approved' end,
         review_reason = case when position($3 in lower(title)) > 0 then $4 else null end,
         reviewed_at = now()
       where org_id = $1 and platform = $2 and review_status = 'pending'`,
      [orgId, body.platform, SANDBOX_REJECT_WORD, SANDBOX_REJECT_REASON],
    );
    const row = await readTemplate(db, orgId, body.platform);
    if (!row) return { platform: body.platform, status: 'none', reason: null, reviewedAt: null, sandbox: true };
    return { platform: row.platform, status: row.review_status, reason: row.review_reason, reviewedAt: iso(row.reviewed_at), sandbox: true };
  },

  async cardFormAddOrUpdate({ body, db, user }) {
    const { orgId } = merchantOf(user);
    const fields = body.fields as { field: string; required: boolean }[];
    if (new Set(fields.map((f) => f.field)).size !== fields.length) fail(206004);
    await db.query(
      `insert into card_forms (org_id, platform, fields, updated_by) values ($1, $2, $3::jsonb, $4)
       on conflict (org_id, platform) do update set fields = excluded.fields, updated_by = excluded.updated_by, updated_at = now()`,
      [orgId, body.platform, JSON.stringify(fields), user.userId],
    );
    return { platform: body.platform, fields };
  },

  async cardFormInfo({ body, db, user }) {
    const { orgId } = merchantOf(user);
    const [row] = await db.query<{ fields: unknown }>('select fields from card_forms where org_id = $1 and platform = $2', [orgId, body.platform]);
    return row ? { platform: body.platform, fields: json(row.fields) } : null;
  },

  async cardLink({ body, db, user }) {
    const { orgId } = merchantOf(user);
    const row = await readTemplate(db, orgId, body.platform);
    if (!row) fail(206001);
    if (row.review_status !== 'approved') fail(206002);
    return { platform: row.platform, url: cardLink(row.platform, row.link_token), sandbox: true };
  },
};
