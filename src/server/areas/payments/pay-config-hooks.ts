import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import type { SecretBox } from '../../secrets.js';
import type { TableHooks, WriteHookContext } from '../../table/hooks.js';
import { fail } from '../../errors.js';
import { maskSecret } from '../../secrets.js';
import { PAY_CONFIG_LIMITS, channelRule } from '../../../domain/pay-config-rules.js';
import { checkCertificate, checkPrivateKey, checkPublicKey } from './pay-config-certs.js';

/**
 * The rules of a collection (pay) config's save and edit (document 1 §5; openapi/payments/config.yaml payConfigAdd,
 * payConfigModify), run by the generic create and update (schemas/payments/pay-config.schema.json x-table hooks
 * payConfigs) with the row locked: the channel's rules, the lengths, the certificate and keys (checked, then sealed
 * with the server's key: only masks are ever read back), the name and merchant number unique in the organisation and
 * one default per organisation, and — on an edit — no move to another channel while the payment matrix names it.
 */

/** The unique indexes of pay_configs and the refusal each stands for (two saves racing meet them). */
const UNIQUE_CODES = { pay_configs_org_name: 216001, pay_configs_org_channel_merchant: 216001, pay_configs_org_default: 216004 } as const;

interface ConfigBody {
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

/**
 * Reads (and consumes) a file the caller uploaded, of the kind, opened; 216050 otherwise. A file is the
 * uploader's own: whoever saves the config uploaded it (an administrator may save for an organisation below).
 */
async function takeFile(ctx: { tx: Queryable; user: SessionUser; secrets: SecretBox }, key: string, kind: string): Promise<string> {
  const [row] = await ctx.tx.query<{ sealed: string }>('delete from pay_files where key = $1 and created_by = $2 and kind = $3 returning sealed', [
    key,
    ctx.user.userId,
    kind,
  ]);
  if (!row) fail(216050);
  return ctx.secrets.open(row.sealed);
}

/** The columns a save writes, after every rule of document 1 §5; secrets sealed, left out when not given. */
async function columnsOf(ctx: WriteHookContext, b: ConfigBody, stored?: { cert_sealed: string | null }) {
  const rule = channelRule(b.channel);
  if (!rule) fail(207001);
  if ([...b.name].length > PAY_CONFIG_LIMITS.name) fail(216013);
  if (b.remark && [...b.remark].length > PAY_CONFIG_LIMITS.remark) fail(216014);
  if (b.configText && [...b.configText].length > PAY_CONFIG_LIMITS.configText) fail(216012);
  if (rule.merchantNo && !b.merchantNo) fail(207004);
  const secrets = ctx.secrets;
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
  const certificate = b.certificate ?? (b.certificateFile ? await takeFile(ctx, b.certificateFile, 'certificate') : undefined);
  if (certificate !== undefined) {
    const facts = checkCertificate(certificate);
    Object.assign(cols, { cert_sealed: secrets.seal(certificate), cert_subject: facts.subject, cert_valid_to: facts.validTo });
  } else if (rule.certificate && !stored?.cert_sealed) {
    fail(207005);
  }
  const privateKey = b.privateKey ?? (b.privateKeyFile ? await takeFile(ctx, b.privateKeyFile, 'privateKey') : undefined);
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

export const payConfigHooks: TableHooks = {
  // the secrets and uploads are sealed into columns of their own; a secret left out of an edit keeps the stored one
  virtual: ['secret', 'privateKey', 'certificate', 'certificateFile', 'privateKeyFile'],
  columns: [
    'org_path',
    'created_by',
    'updated_by',
    'cert_sealed',
    'cert_subject',
    'cert_valid_to',
    'private_key_sealed',
    'private_key_mask',
    'secret_sealed',
    'secret_mask',
  ],
  clashes: UNIQUE_CODES,
  // deleted all or none (payConfigDeletes): none may have bound devices (216003), then none be in the payment matrix (216027)
  async beforeDeleteMany({ tx, ids }) {
    const [used] = await tx.query<{ bound: boolean; matrix: boolean }>(
      `select exists (select 1 from device_pay_configs where pay_config_id = any($1::bigint[])) as bound,
              exists (select 1 from pay_matrix where pay_config_id = any($1::bigint[])) as matrix`,
      [ids],
    );
    if (used.bound) fail(216003);
    if (used.matrix) fail(216027);
  },
  async beforeWrite(ctx) {
    const { tx, id, verb, user } = ctx;
    const orgId = ctx.orgId!;
    const [stored] = id === undefined ? [] : await tx.query<{ cert_sealed: string | null }>('select cert_sealed from pay_configs where id = $1', [id]);
    const cols = await columnsOf(ctx, ctx.body as unknown as ConfigBody, stored);
    await checkTaken(tx, orgId, cols, id ?? 0);
    if (verb === 'update') {
      const [matrixElsewhere] = await tx.query('select 1 from pay_matrix where pay_config_id = $1 and channel <> $2 limit 1', [id, cols.channel]);
      if (matrixElsewhere) fail(216022);
    } else {
      const [org] = await tx.query<{ path: string }>('select path from organisations where id = $1', [orgId]);
      Object.assign(cols, { org_path: org.path, created_by: user.userId });
    }
    Object.assign(ctx.values, cols, { updated_by: user.userId });
  },
};
