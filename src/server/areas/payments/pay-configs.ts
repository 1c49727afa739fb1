import { randomBytes } from 'node:crypto';
import type { Operations, OperationContext, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { uniqueViolationCode } from '../../db/unique.js';
import { maskSecret } from '../../secrets.js';
import { readUpload, validateFields } from '../../uploads.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { PAY_CONFIG_LIMITS, channelRule } from '../../../domain/pay-config-rules.js';
import { scopedOrg, scopedRow } from '../../table/scope.js';
import { checkCertificate, checkPrivateKey, checkPublicKey, isPem } from './pay-config-certs.js';

/**
 * Collection (pay) configs (openapi/payments/config.yaml, tag payConfig), their certificate/key uploads and
 * the ISV parent lookups. Secrets are sealed with the server's key before they reach SQL and only their
 * masks are ever selected back; handlers never log a body.
 */

const FROM = 'pay_configs c join organisations o on o.id = c.org_id';

/** The unique indexes of pay_configs and the refusal each stands for (two saves racing meet them). */
const UNIQUE_CODES = { pay_configs_org_name: 216001, pay_configs_org_channel_merchant: 216001, pay_configs_org_default: 216004 } as const;

interface ConfigBody {
  id?: number;
  orgId?: number;
  name: string;
  channel: string;
  channelType?: string;
  currency?: string;
  isDefault?: boolean;
  remark?: string;
  merchantNo?: string;
  appId?: string;
  subMerchantId?: string;
  tradeUrl?: string;
  queryUrl?: string;
  timeoutSeconds?: number;
  configText?: string;
  publicKey?: string;
  secret?: string;
  privateKey?: string;
  certificate?: string;
  certificateFile?: string;
  privateKeyFile?: string;
}

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

/**
 * Reads (and consumes) a file the caller uploaded, of the kind, opened; 216050 otherwise. A file is the
 * uploader's own: whoever saves the config uploaded it (an administrator may save for an organisation below).
 */
async function takeFile(ctx: OperationContext, tx: Queryable, key: string, kind: string): Promise<string> {
  const [row] = await tx.query<{ sealed: string }>('delete from pay_files where key = $1 and created_by = $2 and kind = $3 returning sealed', [
    key,
    ctx.user.userId,
    kind,
  ]);
  if (!row) fail(216050);
  return ctx.req.server.secrets.open(row.sealed);
}

/** The columns a save writes, after every rule of document 1 §5; secrets sealed, left out when not given. */
async function columnsOf(ctx: OperationContext, tx: Queryable, b: ConfigBody, orgId: number, stored?: StoredConfig) {
  const rule = channelRule(b.channel);
  if (!rule) fail(207001);
  if ([...b.name].length > PAY_CONFIG_LIMITS.name) fail(216013);
  if (b.remark && [...b.remark].length > PAY_CONFIG_LIMITS.remark) fail(216014);
  if (b.configText && [...b.configText].length > PAY_CONFIG_LIMITS.configText) fail(216012);
  if (rule.merchantNo && !b.merchantNo) fail(207004);
  const secrets = ctx.req.server.secrets;
  const cols: Record<string, unknown> = {
    name: b.name,
    channel: b.channel,
    channel_type: b.channelType ?? 'normal',
    currency: b.currency ?? 'JPY',
    is_default: b.isDefault ?? false,
    remark: b.remark ?? '',
    merchant_no: b.merchantNo ?? null,
    app_id: b.appId ?? null,
    sub_merchant_id: b.subMerchantId ?? null,
    trade_url: b.tradeUrl ?? null,
    query_url: b.queryUrl ?? null,
    timeout_seconds: b.timeoutSeconds ?? 30,
    config_text: b.configText ?? '',
    public_key: b.publicKey ? checkPublicKey(b.publicKey) : null,
  };
  const certificate = b.certificate ?? (b.certificateFile ? await takeFile(ctx, tx, b.certificateFile, 'certificate') : undefined);
  if (certificate !== undefined) {
    const facts = checkCertificate(certificate);
    Object.assign(cols, { cert_sealed: secrets.seal(certificate), cert_subject: facts.subject, cert_valid_to: facts.validTo });
  } else if (rule.certificate && !stored?.cert_sealed) {
    fail(207005);
  }
  const privateKey = b.privateKey ?? (b.privateKeyFile ? await takeFile(ctx, tx, b.privateKeyFile, 'privateKey') : undefined);
  if (privateKey !== undefined) {
    checkPrivateKey(privateKey);
    Object.assign(cols, { private_key_sealed: secrets.seal(privateKey), private_key_mask: '••••' });
  }
  if (b.secret !== undefined) Object.assign(cols, { secret_sealed: secrets.seal(b.secret), secret_mask: maskSecret(b.secret) });
  return cols;
}

/** 216001 / 216004 before writing, so the common case answers without relying on the index. */
async function checkTaken(tx: Queryable, orgId: number, cols: Record<string, unknown>, exceptId = 0) {
  const [taken] = await tx.query<{ name: boolean; channel: boolean; isDefault: boolean }>(
    `select bool_or(lower(name) = lower($2)) as name, bool_or(merchant_no is not null and channel = $3 and merchant_no = $4) as channel,
            bool_or(is_default) as "isDefault"
       from pay_configs where org_id = $1 and id <> $5`,
    [orgId, cols.name, cols.channel, cols.merchant_no, exceptId],
  );
  if (taken.name || taken.channel) fail(216001);
  if (cols.is_default && taken.isDefault) fail(216004);
}

async function write<T>(ctx: OperationContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (err) {
    const code = uniqueViolationCode(err, UNIQUE_CODES);
    if (code) fail(code);
    throw err;
  }
}

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
  async payConfigAdd(ctx) {
    const b = ctx.body as ConfigBody;
    const org = await orgOf(ctx, b.orgId);
    const id = await write(ctx, async (tx) => {
      const cols = await columnsOf(ctx, tx, b, org.id);
      await checkTaken(tx, org.id, cols);
      const names = ['org_id', 'org_path', 'created_by', 'updated_by', ...Object.keys(cols)];
      const values = [org.id, org.path, ctx.user.userId, ctx.user.userId, ...Object.values(cols)];
      const [row] = await tx.query<{ id: number }>(
        `insert into pay_configs (${names.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        values,
      );
      return row.id;
    });
    return { id };
  },

  async payConfigModify(ctx) {
    const b = ctx.body as ConfigBody;
    const stored = await scopedConfig(ctx.db, ctx.user, b.id!);
    await write(ctx, async (tx) => {
      // the row is locked so that a concurrent modify cannot interleave its checks with ours
      await tx.query('select id from pay_configs where id = $1 for update', [stored.id]);
      const cols = await columnsOf(ctx, tx, b, stored.org_id, stored);
      await checkTaken(tx, stored.org_id, cols, stored.id);
      // the matrix names this config for its channel: moving it to another channel would break those rows
      const [matrixElsewhere] = await tx.query('select 1 from pay_matrix where pay_config_id = $1 and channel <> $2 limit 1', [stored.id, cols.channel]);
      if (matrixElsewhere) fail(216022);
      const sets = Object.keys(cols).map((k, i) => `${k} = $${i + 3}`);
      await tx.query(`update pay_configs set ${sets.join(', ')}, updated_by = $2, updated_at = now() where id = $1`, [
        stored.id,
        ctx.user.userId,
        ...Object.values(cols),
      ]);
    });
    return { id: stored.id };
  },

  async payConfigDeletes({ db, user, body }) {
    const ids: number[] = body.ids ?? (body.id === undefined ? [] : [body.id]); // the schema asks for one of the two
    for (const id of ids) await scopedConfig(db, user, id);
    return db
      .transaction(async (tx) => {
        const [used] = await tx.query<{ bound: boolean; matrix: boolean }>(
          `select exists (select 1 from device_pay_configs where pay_config_id = any($1::bigint[])) as bound,
                exists (select 1 from pay_matrix where pay_config_id = any($1::bigint[])) as matrix`,
          [ids],
        );
        if (used.bound) fail(216003);
        if (used.matrix) fail(216027);
        const rows = await tx.query('delete from pay_configs where id = any($1::bigint[]) returning id', [ids]);
        return { deleted: rows.length };
      })
      .catch((err: unknown) => {
        // a device bound or a matrix row added between the check and the delete meets the foreign key
        if ((err as { code?: string })?.code === '23503') fail(216003);
        throw err;
      });
  },

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
