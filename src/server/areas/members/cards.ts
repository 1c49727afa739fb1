import { randomBytes, randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { FileReply, requestOrigin, type Operations, type SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { orgInScope } from '../../table/queries.js';
import { readUpload, validateFields } from '../../uploads.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { IMAGE_LIMITS } from '../../../domain/image-limits.js';
import { earnDailyLogin, openMember } from './points-ledger.js';
import { stampOnLogin } from '../marketing/campaigns.js';

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

/** The card images' rules (spec §5: logo, cover), from IMAGE_LIMITS, with the codes of their refusals. */
const CARD_IMAGE_RULES = {
  logo: { ...IMAGE_LIMITS.cardLogo, small: 206006, large: 206007 },
  cover: { ...IMAGE_LIMITS.cardCover, small: 206008, large: 206009 },
} as const;
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
// the view card_template_rows (migration 093) answers a design's images by the same address
const imageUrl = (key: string) => `/api/ms/card/image/link/${key}`;

/** Refuses an image that is not a PNG or JPEG by its bytes (206005), too small (206006/206008) or too large (206007/206009). */
export function checkCardImage(kind: 'logo' | 'cover', data: Buffer): { type: 'png' | 'jpg'; width: number; height: number } {
  const rule = CARD_IMAGE_RULES[kind];
  if (data.length > rule.maxBytes) fail(rule.large);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    fail(206005);
  }
  if (size.type !== 'png' && size.type !== 'jpg') fail(206005);
  if (!size.width || !size.height) fail(206005);
  if (size.width < rule.min.width || size.height < rule.min.height) fail(rule.small);
  return { type: size.type, width: size.width, height: size.height };
}

interface TemplateRow {
  platform: string;
  brand: string;
  title: string;
  color: string;
  code_style: string;
  logo: string | null;
  cover: string | null;
  custom_fields: unknown;
  actions: unknown;
  rights: unknown;
  review_status: string;
  review_reason: string | null;
  submitted_at: Date | string;
  reviewed_at: Date | string | null;
  link_token: string;
  updated_at: Date | string;
}

/** The caller's organisation, which must be a merchant (206500): designs are saved by the merchant's own staff. */
function merchantOf(user: SessionUser): { orgId: number; orgPath: string } {
  if (user.orgType !== 'merchant') fail(206500);
  return { orgId: user.orgId, orgPath: user.orgPath };
}

/**
 * The merchant whose card a read is about: the caller's own, or — for the platform's and agents' staff, who have
 * no card of their own — the merchant `orgId` of their subtree (200006 outside it, 206500 when not a merchant).
 */
async function readableMerchant(db: Queryable, user: SessionUser, orgId: number | undefined): Promise<{ orgId: number }> {
  if (orgId === undefined || orgId === user.orgId) return merchantOf(user);
  const org = await orgInScope(db, user, orgId);
  if (org.type !== 'merchant') fail(206500);
  return { orgId: org.id };
}

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function templateRecord(r: TemplateRow) {
  return {
    platform: r.platform,
    brand: r.brand,
    title: r.title,
    color: r.color,
    codeStyle: r.code_style,
    logo: r.logo,
    cover: r.cover,
    logoUrl: r.logo ? imageUrl(r.logo) : null,
    coverUrl: r.cover ? imageUrl(r.cover) : null,
    customFields: json(r.custom_fields),
    actions: json(r.actions),
    rights: json(r.rights),
    status: r.review_status,
    reason: r.review_reason,
    submittedAt: iso(r.submitted_at),
    reviewedAt: iso(r.reviewed_at),
    updatedAt: iso(r.updated_at),
  };
}

async function readTemplate(db: Queryable, orgId: number, platform: string): Promise<TemplateRow | undefined> {
  const [row] = await db.query<TemplateRow>('select * from card_templates where org_id = $1 and platform = $2', [orgId, platform]);
  return row;
}

/**
 * The collection link members open the card from: the sandbox's landing, served by this product's console
 * (/card/open/<token>, public) at the address the caller reached it by, keyed by the design's token.
 */
export const cardLink = (origin: string, token: string) => `${origin}/card/open/${token}`;

/** The approved design a collection link's token names (206011 for an unknown token or a design not approved). */
async function linkedCard(db: Queryable, token: string): Promise<TemplateRow & { org_id: number }> {
  const [card] = await db.query<TemplateRow & { org_id: number }>('select * from card_templates where link_token = $1', [token]);
  if (!card || card.review_status !== 'approved') fail(206011);
  return card;
}

export const cardOperations: Operations = {
  async cardTemplateStatus({ body, db, user }) {
    const { orgId } = await readableMerchant(db, user, body.orgId);
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

  async cardLink({ body, db, user, req }) {
    const { orgId } = await readableMerchant(db, user, body.orgId);
    const row = await readTemplate(db, orgId, body.platform);
    if (!row) fail(206001);
    if (row.review_status !== 'approved') fail(206002);
    return { platform: row.platform, url: cardLink(requestOrigin(req), row.link_token), sandbox: true };
  },

  /**
   * Sandbox: what the collection link's public page shows — the approved design the token names, as a member
   * sees it, and the merchant's collection form (each field required or not). Nothing of the merchant but the card.
   */
  async cardSandboxForm({ body, db }) {
    const card = await linkedCard(db, body.token);
    const [form] = await db.query<{ fields: unknown }>('select fields from card_forms where org_id = $1 and platform = $2', [card.org_id, card.platform]);
    const { platform, brand, title, color, codeStyle, logo, cover, customFields, actions, rights } = templateRecord(card);
    return { platform, brand, title, color, codeStyle, logo, cover, customFields, actions, rights, fields: json(form?.fields ?? []), sandbox: true };
  },

  /**
   * Sandbox: a wallet user opens the card from its collection link. The link's token names the merchant's approved
   * design; the fields the merchant's collection form requires must be sent (100001 on the field). The same wallet
   * user again is the same member. Opening gives the new-member reward (and any new-member gift) in one transaction.
   * An ID number is checked for presence and shape and not kept: the platform holds it, this console never needs it.
   */
  async cardSandboxOpen({ body, db, locale }) {
    const card = (await linkedCard(db, body.token)) as TemplateRow & { org_id: number; platform: 'alipay' | 'wechat' };
    const [form] = await db.query<{ fields: unknown }>('select fields from card_forms where org_id = $1 and platform = $2', [card.org_id, card.platform]);
    const fields: Record<string, unknown> = body; // the form's fields are named by data
    const missing = (json(form?.fields ?? []) as { field: string; required: boolean }[])
      .filter((f) => f.required && (fields[f.field] === undefined || fields[f.field] === ''))
      .map((f) => ({ field: f.field, message: VALIDATION_MESSAGES['validation.required'][locale] }));
    if (missing.length) fail(100001, missing);
    return db.transaction(async (tx) => {
      const cardNo = `${card.platform === 'alipay' ? '8' : '9'}${randomInt(1e7).toString().padStart(7, '0')}${randomInt(1e7).toString().padStart(7, '0')}`;
      const opened = await openMember(tx, {
        orgId: card.org_id,
        platform: card.platform,
        walletUserId: body.walletUserId,
        cardNo,
        name: body.name ?? null,
        mobile: body.mobile ?? null,
      });
      if (opened.created) {
        await tx.query('update members set gender = $2, birthday = $3, email = $4 where id = $1', [
          opened.id,
          body.gender ?? null,
          body.birthday ?? null,
          body.email ?? null,
        ]);
      }
      const [member] = await tx.query<{ card_no: string; points: number }>('select card_no, points from members where id = $1', [opened.id]);
      return { memberId: opened.id, cardNo: member.card_no, created: opened.created, points: Number(member.points), sandbox: true };
    });
  },

  /**
   * Sandbox: a member opens their card in the wallet (WeChat's user_view_card event; Alipay tells of a visit
   * alike). The first visit of a Tokyo day is the day's login: the merchant's daily login points and a stamp of
   * each running login stamp campaign, once a day however often the platform tells it.
   */
  async cardSandboxVisit({ body, db }) {
    const card = await linkedCard(db, body.token);
    return db.transaction(async (tx) => {
      const [member] = await tx.query<{ id: number }>('select id from members where org_id = $1 and platform = $2 and wallet_user_id = $3', [
        card.org_id,
        card.platform,
        body.walletUserId,
      ]);
      if (!member) fail(206101);
      const ledgerRow = await earnDailyLogin(tx, member.id);
      const stamps = await stampOnLogin(tx, member.id);
      const [after] = await tx.query<{ points: number }>('select points from members where id = $1', [member.id]);
      const [earned] = ledgerRow ? await tx.query<{ delta: number }>('select delta from member_points_ledger where id = $1', [ledgerRow]) : [];
      return { memberId: member.id, dailyLoginPoints: earned ? Number(earned.delta) : 0, stamps, points: Number(after.points), sandbox: true };
    });
  },

  async cardImageUpload({ req, db, user, locale }) {
    const { orgId } = merchantOf(user);
    // the cover's cap is the larger one: a logo over its own cap is refused by checkCardImage
    const upload = await readUpload(req, { fileField: 'file', maxFileBytes: CARD_IMAGE_RULES.cover.maxBytes, tooLarge: 206009 });
    const { kind } = validateFields<{ kind: 'logo' | 'cover' }>(
      upload.fields,
      'https://ops-console.local/schemas/members/card.schema.json#/$defs/uploadFields',
      locale,
    );
    if (!upload.file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    const file = upload.file;
    const image = checkCardImage(kind, file.data);
    const key = randomBytes(16).toString('hex');
    await db.query('insert into card_images (key, org_id, kind, type, width, height, size, data, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
      key,
      orgId,
      kind,
      image.type,
      image.width,
      image.height,
      file.size,
      file.data,
      user.userId,
    ]);
    return { image: key, kind, type: image.type, width: image.width, height: image.height, url: imageUrl(key) };
  },

  async cardImageLink({ body, db, user }) {
    const { orgId } = merchantOf(user);
    const [row] = await db.query<{ kind: string }>('select kind from card_images where key = $1 and org_id = $2', [body.image, orgId]);
    if (!row) fail(206010);
    return { image: body.image, kind: row.kind, url: imageUrl(body.image) };
  },

  async cardImage({ params, db, reply }) {
    const [row] = await db.query<{ type: 'png' | 'jpg'; data: Buffer | Uint8Array }>('select type, data from card_images where key = $1', [params.key]);
    if (!row) fail(206010);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return new FileReply(Readable.from([Buffer.from(row.data)]), `${params.key}.${row.type}`, CONTENT_TYPES[row.type]);
  },
};
