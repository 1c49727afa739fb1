import type { Operations, OperationContext } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { PAY_CHANNELS, payMethodByCode } from '../../../domain/payments.js';
import { CHANNEL_RULES, channelRule } from '../../../domain/pay-config-rules.js';
import { scopedOrg } from '../../table/scope.js';

/**
 * The payment matrix (/pay/config/*), the channel choice per locale (/pay/channel/choose/*) and the
 * wallets derived from them (openapi/payments/config.yaml). Every change writes all its rows or none.
 */

interface MatrixRow {
  payType: number;
  channel: string;
  payConfigId?: number | null;
  enabled?: boolean;
  sort?: number;
}

const orgOf = (ctx: OperationContext, orgId?: number) => scopedOrg(ctx.db, ctx.user, orgId ?? ctx.user.orgId, { missing: 200001, outside: 200006 });

async function matrixOf(db: Queryable, orgId: number) {
  const rows = await db.query<{
    payType: number;
    channel: string;
    payConfigId: number | null;
    payConfigName: string | null;
    enabled: boolean;
    sort: number;
    updatedAt: Date;
  }>(
    `select m.pay_type as "payType", m.channel, m.pay_config_id as "payConfigId", c.name as "payConfigName", m.enabled, m.sort, m.updated_at as "updatedAt"
       from pay_matrix m left join pay_configs c on c.id = m.pay_config_id where m.org_id = $1 order by m.sort, m.pay_type`,
    [orgId],
  );
  return rows.map((r) => ({ ...r, payName: payMethodByCode(r.payType)?.name ?? String(r.payType), color: payMethodByCode(r.payType)?.color ?? '#8C8C8C' }));
}

/** The checks of every matrix row: a method once (216020), a known channel (207001) taking it (216021), a config of the org on that channel (207006, 216022). */
async function checkRows(tx: Queryable, orgId: number, rows: MatrixRow[]) {
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.payType)) fail(216020);
    seen.add(r.payType);
    const rule = channelRule(r.channel);
    if (!rule) fail(207001);
    if (!rule.wallets.includes(r.payType)) fail(216021);
    if (r.payConfigId != null) {
      const [config] = await tx.query<{ channel: string }>('select channel from pay_configs where id = $1 and org_id = $2', [r.payConfigId, orgId]);
      if (!config) fail(207006);
      if (config.channel !== r.channel) fail(216022);
    }
  }
}

async function upsert(tx: Queryable, org: { id: number; path: string }, userId: number, r: MatrixRow) {
  await tx.query(
    `insert into pay_matrix (org_id, org_path, pay_type, channel, pay_config_id, enabled, sort, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (org_id, pay_type) do update set channel = excluded.channel, pay_config_id = excluded.pay_config_id,
       enabled = excluded.enabled, sort = excluded.sort, updated_by = excluded.updated_by, updated_at = now()`,
    [org.id, org.path, r.payType, r.channel, r.payConfigId ?? null, r.enabled ?? true, r.sort ?? 0, userId],
  );
}

async function choicesOf(db: Queryable, orgId: number, locale?: string) {
  return db.query<{ locale: string; channel: string; sort: number; enabled: boolean; updatedAt: Date }>(
    `select locale, channel, sort, enabled, updated_at as "updatedAt" from pay_channel_choices
      where org_id = $1 and ($2::text is null or locale = $2) order by locale, sort, channel`,
    [orgId, locale ?? null],
  );
}

function checkChannels(channels: { channel: string }[]) {
  const seen = new Set<string>();
  for (const c of channels) {
    if (!channelRule(c.channel)) fail(207001);
    if (seen.has(c.channel)) fail(216025);
    seen.add(c.channel);
  }
}

async function replaceChoice(
  tx: Queryable,
  org: { id: number; path: string },
  userId: number,
  locale: string,
  channels: { channel: string; sort?: number; enabled?: boolean }[],
) {
  await tx.query('delete from pay_channel_choices where org_id = $1 and locale = $2', [org.id, locale]);
  for (const c of channels) {
    await tx.query('insert into pay_channel_choices (org_id, org_path, locale, channel, sort, enabled, updated_by) values ($1, $2, $3, $4, $5, $6, $7)', [
      org.id,
      org.path,
      locale,
      c.channel,
      c.sort ?? 0,
      c.enabled ?? true,
      userId,
    ]);
  }
}

export const payMatrixOperations: Operations = {
  async payMatrixAdd(ctx) {
    const org = await orgOf(ctx, ctx.body.orgId);
    const rows = ctx.body.rows as MatrixRow[];
    await ctx.db.transaction(async (tx) => {
      await checkRows(tx, org.id, rows);
      const [taken] = await tx.query('select 1 from pay_matrix where org_id = $1 and pay_type = any($2::smallint[]) limit 1', [
        org.id,
        rows.map((r) => r.payType),
      ]);
      if (taken) fail(216020);
      for (const r of rows) await upsert(tx, org, ctx.user.userId, r);
    });
    return matrixOf(ctx.db, org.id);
  },

  async payMatrixModify(ctx) {
    const org = await orgOf(ctx, ctx.body.orgId);
    const rows = ctx.body.rows as MatrixRow[];
    await ctx.db.transaction(async (tx) => {
      await checkRows(tx, org.id, rows);
      for (const r of rows) await upsert(tx, org, ctx.user.userId, r);
    });
    return matrixOf(ctx.db, org.id);
  },

  async payMatrixDelete(ctx) {
    const org = await orgOf(ctx, ctx.body.orgId);
    const payTypes = ctx.body.payTypes as number[];
    await ctx.db.transaction(async (tx) => {
      const deleted = await tx.query('delete from pay_matrix where org_id = $1 and pay_type = any($2::smallint[]) returning pay_type', [org.id, payTypes]);
      // all or nothing: a method without a row undoes the transaction
      if (deleted.length !== payTypes.length) fail(216023);
    });
    return matrixOf(ctx.db, org.id);
  },

  async payChannelChooseAdd(ctx) {
    const org = await orgOf(ctx, ctx.body.orgId);
    checkChannels(ctx.body.channels);
    await ctx.db.transaction(async (tx) => {
      const [exists] = await tx.query('select 1 from pay_channel_choices where org_id = $1 and locale = $2 limit 1', [org.id, ctx.body.locale]);
      if (exists) fail(216024);
      await replaceChoice(tx, org, ctx.user.userId, ctx.body.locale, ctx.body.channels);
    });
    return choicesOf(ctx.db, org.id, ctx.body.locale);
  },

  async payChannelChooseModify(ctx) {
    const org = await orgOf(ctx, ctx.body.orgId);
    checkChannels(ctx.body.channels);
    await ctx.db.transaction(async (tx) => {
      const [exists] = await tx.query('select 1 from pay_channel_choices where org_id = $1 and locale = $2 limit 1', [org.id, ctx.body.locale]);
      if (!exists) fail(216026);
      await replaceChoice(tx, org, ctx.user.userId, ctx.body.locale, ctx.body.channels);
    });
    return choicesOf(ctx.db, org.id, ctx.body.locale);
  },

  async payChannelChooseQueryList({ db, user, params }) {
    // the caller's own choice, else the nearest ancestor's: agents set it once for their merchants
    const chain = user.orgPath.split('/').filter(Boolean).map(Number);
    const rows = await db.query<{ org_id: number; channel: string; sort: number }>(
      `select org_id, channel, sort from pay_channel_choices where org_id = any($1::bigint[]) and locale = $2 and enabled
        order by array_position($1::bigint[], org_id) desc, sort, channel`,
      [chain, params.local],
    );
    if (!rows.length) return PAY_CHANNELS.map((channel, sort) => ({ channel, sort }));
    const nearest = rows[0].org_id;
    return rows.filter((r) => r.org_id === nearest).map(({ channel, sort }) => ({ channel, sort }));
  },

  async channelWalletList({ query }) {
    if (query.channel && !channelRule(query.channel)) fail(207001);
    const channels = query.channel ? [query.channel as (typeof PAY_CHANNELS)[number]] : [...PAY_CHANNELS];
    return channels.map((channel) => ({
      channel,
      wallets: CHANNEL_RULES[channel].wallets.map((code) => {
        const m = payMethodByCode(code)!;
        return { payType: m.code, name: m.name, color: m.color };
      }),
    }));
  },
};
