import type { Operations, OperationContext, SessionUser } from '../../operation.js';
import type { SecretBox } from '../../secrets.js';
import { maskSecret } from '../../secrets.js';
import { fail } from '../../errors.js';
import { Where, likeText } from '../../db/sql.js';
import { PUSH_TYPES } from '../../../domain/devices.js';
import { pushToDevices } from '../../link/push.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { DEVICE_CONFIG_FROM, deviceFilters } from './pay-binding.js';
import { scopedConfig } from './pay-configs.js';
import { scopedDevices } from '../devices/device-scope.js';

/** What push_messages.source says of a pay config push (the link flow groups by it). */
export const PAY_CONFIG_PUSH_SOURCE = 'payConfig';

/** Why a device cannot be pushed to now; null when it can (as the plan list's view pay_push_plan_rows says, migration 111). */
const REASON = `case when c.id is null then 'noConfig' when d.status <> 1 then 'disabled' when d.activated_at is null then 'notActivated'
  when not d.online then 'offline' end`;
/** Column names of pay_configs that are bookkeeping, not something a device needs. */
const NOT_FOR_DEVICE = new Set([
  'id',
  'org_id',
  'org_path',
  'name',
  'channel',
  'channel_type',
  'currency',
  'is_default',
  'created_by',
  'created_at',
  'updated_at',
  'updated_by',
  'remark',
  'cert_subject',
]);
/** The console's masks of the sealed columns (migration 021: secret_mask…): the device gets the secret itself. */
const isMask = (column: string) => column.endsWith('_mask');
/** A sealed column's name as the device reads it: secret_sealed → secret, private_key_sealed → privateKey. */
const deviceKey = (column: string) => camel(column.replace(/_sealed$/, ''));
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The payload of a payConfig push (schemas/payments/pay-push.schema.json#/$defs/payConfigCommand), read
 * from `select *` so it carries every column the configuration migration gives pay_configs (provider ids,
 * links, timeout, keys) without naming each one. Sealed values are opened for the device; the recorded copy
 * has them masked, so neither the database nor the link flow ever holds them in clear.
 */
export function configPayloads(config: Record<string, unknown>, secrets: SecretBox): { sent: unknown; recorded: unknown } {
  const sent: Record<string, unknown> = {};
  const recorded: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(config)) {
    if (NOT_FOR_DEVICE.has(column) || isMask(column) || value === undefined) continue;
    const key = deviceKey(column);
    if (typeof value === 'string' && value.startsWith('v1:')) {
      let plain: string;
      try {
        plain = secrets.open(value);
      } catch {
        continue; // sealed under another key: the device could not use it either
      }
      sent[key] = plain;
      recorded[key] = maskSecret(plain);
    } else {
      const v = value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value;
      sent[key] = v;
      recorded[key] = v;
    }
  }
  // the transaction link is trade_url, the non-transaction (query) link query_url (migration 021)
  const head = (settings: Record<string, unknown>) => ({
    configId: Number(config.id),
    name: config.name,
    channel: config.channel,
    channelType: config.channel_type ?? 'normal',
    currency: config.currency ?? 'JPY',
    timeoutSeconds: config.timeout_seconds === null || config.timeout_seconds === undefined ? null : Number(config.timeout_seconds),
    links: { transaction: (config.trade_url as string | null) ?? null, nonTransaction: (config.query_url as string | null) ?? null },
    settings,
  });
  return { sent: head(sent), recorded: head(recorded) };
}

interface Candidate {
  id: number;
  serial_num: string;
  org_id: number | null;
  org_path: string | null;
  config_id: number | null;
  reason: string | null;
}

const CANDIDATE_SELECT = `select d.id, d.serial_num, d.org_id, d.org_path, c.id as config_id, ${REASON} as reason from ${DEVICE_CONFIG_FROM}`;

/**
 * Pushes to each candidate that can be pushed to now the config it uses, recording the plan row and a
 * history row per device; the others are answered as skipped with their reason.
 */
async function pushConfigs(ctx: OperationContext, candidates: Candidate[]) {
  const { db, user, req } = ctx;
  const skipped = candidates.filter((c) => c.reason !== null).map((c) => ({ serialNum: c.serial_num, reason: c.reason! }));
  const ready = candidates.filter((c) => c.reason === null);
  if (!ready.length) fail(216040);
  const configIds = [...new Set(ready.map((c) => Number(c.config_id)))];
  const configs = await db.query<Record<string, unknown>>('select * from pay_configs where id = any($1::bigint[])', [configIds]);
  const pushed: { serialNum: string; requestId: string }[] = [];
  for (const config of configs) {
    const targets = ready.filter((c) => Number(c.config_id) === Number(config.id));
    const { sent, recorded } = configPayloads(config, req.server.secrets);
    const ids = await pushToDevices(
      { db, link: req.server.link },
      {
        type: PUSH_TYPES.payConfig,
        payload: sent,
        recordedPayload: recorded,
        source: PAY_CONFIG_PUSH_SOURCE,
        sourceId: Number(config.id),
        userId: user.userId,
      },
      targets.map((t) => ({ deviceId: Number(t.id), serialNum: t.serial_num })),
    );
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into pay_push_plan (device_id, pay_config_id, request_id, pushed_by, pushed_at)
         select t.device_id, $3, t.request_id, $4, now() from unnest($1::bigint[], $2::uuid[]) as t(device_id, request_id)
         on conflict (device_id) do update set pay_config_id = excluded.pay_config_id, request_id = excluded.request_id,
           pushed_by = excluded.pushed_by, pushed_at = excluded.pushed_at`,
        [targets.map((t) => t.id), ids, config.id, user.userId],
      );
      await tx.query(
        `insert into pay_push_history (device_id, serial_num, org_id, org_path, pay_config_id, config_name, channel, request_id, pushed_by)
         select t.device_id, t.serial_num, t.org_id, coalesce(t.org_path, ''), $5, $6, $7, t.request_id, $8
         from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $9::uuid[]) as t(device_id, serial_num, org_id, org_path, request_id)`,
        [
          targets.map((t) => t.id),
          targets.map((t) => t.serial_num),
          targets.map((t) => t.org_id),
          targets.map((t) => t.org_path),
          config.id,
          config.name,
          config.channel,
          user.userId,
          ids,
        ],
      );
    });
    targets.forEach((t, i) => pushed.push({ serialNum: t.serial_num, requestId: ids[i] }));
  }
  return { pushed, skipped };
}

/** History rows the caller may see: pushed to a device of its subtree at the time. */
function historyScope(user: SessionUser, w: Where): void {
  if (user.orgType === 'platform' && user.orgPath.split('/').filter(Boolean).length === 1) return;
  w.add(`h.org_path like ? || '%'`, likeText(user.orgPath));
}

export const payPushOperations: Operations = {
  async payPushConfig(ctx) {
    const { body, db, user } = ctx;
    const config = await scopedConfig(db, user, body.id);
    const w = deviceFilters(user, {});
    w.add('c.id = ?', config.id);
    const candidates = await db.query<Candidate>(`${CANDIDATE_SELECT} ${w} order by d.id`, w.params);
    if (!candidates.length) fail(216041);
    return pushConfigs(ctx, candidates);
  },

  async payPushDevices(ctx) {
    const { body, db, user } = ctx;
    const devices = await scopedDevices(db, user, body.serialNums);
    const candidates = await db.query<Candidate>(`${CANDIDATE_SELECT} where d.id = any($1::bigint[]) order by d.id`, [devices.map((d) => d.id)]);
    return pushConfigs(ctx, candidates);
  },

  async payPushPushedDelete({ body, db, user }) {
    const devices = await scopedDevices(db, user, body.serialNums);
    const removed = await db.query('delete from pay_push_plan where device_id = any($1::bigint[]) returning device_id', [devices.map((d) => d.id)]);
    return { removed: removed.length };
  },

  async payPushHistoryDelete({ body, db, user, locale }) {
    // the schema asks for one parameter at least; unknown ones are dropped, so check again what is left
    const given: Record<string, unknown> = body;
    if (!['ids', 'serialNum', 'configId', 'startTime', 'endTime'].some((k) => given[k] !== undefined)) {
      fail(100001, [{ field: 'serialNum', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    }
    const w = new Where();
    historyScope(user, w);
    if (body.ids) w.add('h.id = any(?::bigint[])', body.ids);
    w.add('h.serial_num = ?', body.serialNum);
    w.add('h.pay_config_id = ?', body.configId);
    w.add('h.pushed_at >= ?', body.startTime);
    w.add('h.pushed_at < ?', body.endTime);
    const removed = await db.query(`delete from pay_push_history h ${w} returning h.id`, w.params);
    return { removed: removed.length };
  },
};
