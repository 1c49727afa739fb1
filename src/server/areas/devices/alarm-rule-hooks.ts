import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import type { HookContext, TableHooks, WriteHookContext } from '../../table/hooks.js';
import { PAY_ALARM_SOURCES, type PayAlarmSourceType } from '../../../domain/alarms.js';

/**
 * The domain rules of alarm rules (schemas/devices/alarm.schema.json $defs/rule, and the payment rules of
 * schemas/payments/pay-alarm.schema.json), which the generic table handler serves: a rule is addressed by
 * `sourceType` + `source` (x-table.key); `source` names a model by product key (device rules) or a channel
 * (payment rules). Rules are shared by every estate, so only the platform's staff write them (the table
 * handler's shared scope).
 */

/** The stored form of a rule body: a threshold given as digits becomes its number; a window only where the source counts in one. */
function ruleValues({ body, values }: WriteHookContext) {
  const source = body.sourceType as string;
  const windowed = source === 'faultRepeat' || (source in PAY_ALARM_SOURCES && PAY_ALARM_SOURCES[source as PayAlarmSourceType].window);
  values.threshold = Number(body.threshold);
  values.window_minutes = windowed ? Number(body.windowMinutes) : null;
  values.remark = (body.remark as string | undefined) ?? '';
}

/** A disabled or deleted rule's alarms are over: nothing of it stays active (the records keep their own copies). */
const clearActive = (tx: Queryable, ruleId: number) =>
  tx.query(`update alarm_records set status = 'cleared', cleared_at = now() where rule_id = $1 and status = 'active'`, [ruleId]);

const shared = {
  afterStatus: async ({ tx, id, enabled }: HookContext & { id: number; enabled: boolean }) => {
    if (!enabled) await clearActive(tx, id);
  },
  beforeDelete: async ({ tx, id }: HookContext & { id: number }) => {
    await clearActive(tx, id);
  },
};

/** Device rules: `source` is an existing, enabled model's product key (203201, 203207); one rule per model and source type (203202). */
export const alarmRuleHooks: TableHooks = {
  virtual: ['source'],
  columns: ['product_id', 'window_minutes'],
  clashes: { alarm_rules_product_id_source_type_key: 203202 },
  async beforeWrite(ctx) {
    ruleValues(ctx);
    if (ctx.verb !== 'create') return;
    const [product] = await ctx.tx.query<{ id: number; status: number }>('select id, status from products where product_key = $1', [ctx.body.source]);
    if (!product) fail(203201);
    // a disabled model is not offered to new rules (its existing rules stay)
    if (Number(product.status) !== 1) fail(203207);
    ctx.values.product_id = product.id;
  },
  ...shared,
};

/** Payment rules: `source` is a channel (one of PAY_CHANNELS by the schema's enum); one rule per channel and source type (216060). */
export const payAlarmRuleHooks: TableHooks = {
  virtual: ['source'],
  columns: ['channel', 'window_minutes'],
  clashes: { alarm_rules_channel_source: 216060 },
  async beforeWrite(ctx) {
    ruleValues(ctx);
    if (ctx.verb === 'create') ctx.values.channel = ctx.body.source;
  },
  ...shared,
};
