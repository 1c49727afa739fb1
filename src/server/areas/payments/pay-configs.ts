import { randomBytes } from 'node:crypto';
import type { Operations, OperationContext, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { readUpload, validateFields } from '../../uploads.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { PAY_CONFIG_LIMITS } from '../../../domain/pay-config-rules.js';
import { scopedOrg, scopedRow } from '../../table/scope.js';
import { checkCertificate, checkPrivateKey, checkPublicKey, isPem } from './pay-config-certs.js';

/**
 * Collection (pay) configs (openapi/payments/config.yaml, tag payConfig): their delete, certificate/key uploads
 * and the ISV parent lookups (the save and edit are the generic create and update, their rules in
 * pay-config-hooks.ts). Secrets are sealed with the server's key before they reach SQL and only their
 * masks are ever selected back; handlers never log a body.
 */

const FROM = 'pay_configs c join organisations o on o.id = c.org_id';

/** A config as the calls over one config reason about it (its owner's path for the scope). */
export interface StoredConfig {
  id: number;
  org_id: number;
  org_path: string;
  name: string;
  is_default: boolean;
  cert_sealed: string | null;
}

/** A config the caller may act on, or 207006 (missing and outside the subtree alike). */
export const scopedConfig = (db: Queryable, user: SessionUser, id: number) =>
  scopedRow<StoredConfig>(db, user, {
    sql: 'select id, org_id, org_path, name, is_default, cert_sealed from pay_configs where id = $1',
    params: [id],
    notFound: 207006,
  });

interface IsvAnswer {
  configId: number;
  orgId: number;
  orgName: string;
  appId: string | null;
  merchantNo: string | null;
  subMerchantId: string | null;
}

/** The nearest config of `channel` held by a strict ancestor of the organisation (its ISV / service provider). */
async function parentConfig(db: Queryable, orgPath: string, channel: string): Promise<IsvAnswer | null> {
  const ancestors = orgPath.split('/').filter(Boolean).map(Number).slice(0, -1);
  if (!ancestors.length) return null;
  const [row] = await db.query<IsvAnswer>(
    `select c.id as "configId", c.org_id as "orgId", o.name as "orgName", c.app_id as "appId", c.merchant_no as "merchantNo", c.sub_merchant_id as "subMerchantId"
       from ${FROM} where c.channel = $1 and c.org_id = any($2::bigint[])
      order by array_position($2::bigint[], c.org_id) desc, c.is_default desc, c.id limit 1`,
    [channel, ancestors],
  );
  return row ?? null;
}

async function ownConfig(db: Queryable, orgId: number, channel: string): Promise<IsvAnswer | null> {
  const [row] = await db.query<IsvAnswer>(
    `select c.id as "configId", c.org_id as "orgId", o.name as "orgName", c.app_id as "appId", c.merchant_no as "merchantNo", c.sub_merchant_id as "subMerchantId"
       from ${FROM} where c.channel = $1 and c.org_id = $2 order by (c.sub_merchant_id is not null) desc, c.is_default desc, c.id limit 1`,
    [channel, orgId],
  );
  return row ?? null;
}

const orgOf = (ctx: OperationContext, orgId?: number) => scopedOrg(ctx.db, ctx.user, orgId ?? ctx.user.orgId, { missing: 200001, outside: 200006 });

const FILE_CODES = ['payConfig.save', 'payConfig.update'];

export const payConfigOperations: Operations = {
  async payFileUpload(ctx) {
    const { req, db, user, locale } = ctx;
    // part of creating or editing a config: either code will do (the contract's x-permission is only "logged in")
    if (!user.isSuper && !FILE_CODES.some((c) => user.permissions.has(c))) fail(101005);
    const { fields, file } = await readUpload(req, { fileField: 'file', maxFileBytes: PAY_CONFIG_LIMITS.fileBytes, tooLarge: 216053 });
    const { kind } = validateFields<{ kind: 'certificate' | 'privateKey' | 'publicKey' }>(
      fields,
      'https://ops-console.local/schemas/payments/pay-config.schema.json#/$defs/uploadFields',
      locale,
    );
    if (!file || file.size === 0) fail(216050, [{ field: 'file', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    const text = file.data.toString('utf8');
    if (!isPem(text)) fail(216051);
    let subject: string | null = null;
    let validTo: Date | null = null;
    let publicKey: string | null = null;
    if (kind === 'certificate') ({ subject, validTo } = checkCertificate(text));
    else if (kind === 'privateKey') checkPrivateKey(text);
    else publicKey = checkPublicKey(text);
    const key = randomBytes(16).toString('hex');
    await db.query('insert into pay_files (key, org_id, kind, sealed, subject, valid_to, created_by) values ($1, $2, $3, $4, $5, $6, $7)', [
      key,
      user.orgId,
      kind,
      req.server.secrets.seal(text),
      subject,
      validTo,
      user.userId,
    ]);
    return { file: key, kind, subject, validTo, publicKey };
  },

  async payAliIsvAppId(ctx) {
    const org = await orgOf(ctx, ctx.body?.orgId);
    return parentConfig(ctx.db, org.path, 'Alipay');
  },

  async payAliIsvSubConfig(ctx) {
    const org = await orgOf(ctx, ctx.body?.orgId);
    return { parent: await parentConfig(ctx.db, org.path, 'Alipay'), own: await ownConfig(ctx.db, org.id, 'Alipay') };
  },

  async payWechatParentConfig(ctx) {
    const org = await orgOf(ctx, ctx.body?.orgId);
    return parentConfig(ctx.db, org.path, 'WeChat');
  },
};
