import type { Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { assertPlatformStaff } from '../../table/scope.js';

/**
 * Alarm rules (openapi/devices/alarms.yaml): one per model (`source`, the product key) and source type.
 * Rules are per model, shared by every estate using the model, so writing them needs platform-only codes
 * (resources/devices/alarm-rules.ts); reading needs alarm.view.
 */
const RULE_COLUMNS = `r.id, r.source_type as "sourceType", p.product_key as source, r.source_type || '/' || p.product_key as key,
  r.product_id as "productId", p.name as "productName", p.model, r.threshold, r.window_minutes as "windowMinutes",
  r.level, r.status, r.remark, r.created_at as "createdAt", r.updated_at as "updatedAt"`;
const RULE_FROM = 'alarm_rules r join products p on p.id = r.product_id';

interface RuleKey {
  sourceType: string;
  source: string;
}

async function ruleRecord(db: Queryable, key: RuleKey, lock = false) {
  const [row] = await db.query<{ id: number }>(
    `select ${RULE_COLUMNS} from ${RULE_FROM} where r.source_type = $1 and p.product_key = $2${lock ? ' for update of r' : ''}`,
    [key.sourceType, key.source],
  );
  return row;
}

async function existingRule(db: Queryable, key: RuleKey, lock = false) {
  const row = await ruleRecord(db, key, lock);
  if (!row) fail(203203);
  return row;
}

/** The stored form of a rule body: a threshold given as digits becomes its number; a window only for faultRepeat. */
function ruleValues(body: Record<string, unknown>) {
  return {
    threshold: Number(body.threshold),
    windowMinutes: body.sourceType === 'faultRepeat' ? Number(body.windowMinutes) : null,
    level: body.level as string,
    status: body.status as number,
    remark: (body.remark as string | undefined) ?? '',
  };
}

export const alarmRuleOperations: Operations = {
  async alarmRuleSave({ body, db, user }) {
    assertPlatformStaff(user);
    return db.transaction(async (tx) => {
      const [product] = await tx.query<{ id: number; status: number }>('select id, status from products where product_key = $1', [body.source]);
      if (!product) fail(203201);
      // a disabled model is not offered to new rules (its existing rules stay)
      if (product.status !== 1) fail(203207);
      const v = ruleValues(body);
      // the unique (product, source type) settles two saves racing: the second inserts nothing
      const inserted = await tx.query(
        `insert into alarm_rules (product_id, source_type, threshold, window_minutes, level, status, remark, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (product_id, source_type) do nothing returning id`,
        [product.id, body.sourceType, v.threshold, v.windowMinutes, v.level, v.status, v.remark, user.userId],
      );
      if (!inserted.length) fail(203202);
      return ruleRecord(tx, body);
    });
  },

  async alarmRuleUpdate({ body, db, user }) {
    assertPlatformStaff(user);
    return db.transaction(async (tx) => {
      const rule = await existingRule(tx, body, true);
      const v = ruleValues(body);
      await tx.query(`update alarm_rules set threshold = $2, window_minutes = $3, level = $4, status = $5, remark = $6, updated_at = now() where id = $1`, [
        rule.id,
        v.threshold,
        v.windowMinutes,
        v.level,
        v.status,
        v.remark,
      ]);
      return ruleRecord(tx, body);
    });
  },

  async alarmRuleCheckExist({ params, db }) {
    return Boolean(await ruleRecord(db, params));
  },

  async alarmRuleGet({ params, db }) {
    return existingRule(db, params);
  },

  async alarmRuleDelete({ params, db, user }) {
    assertPlatformStaff(user);
    await db.transaction(async (tx) => {
      const rule = await existingRule(tx, params, true);
      // the records stay (their own copies of source, level, threshold); the active ones end with the rule
      await tx.query(`update alarm_records set status = 'cleared', cleared_at = now() where rule_id = $1 and status = 'active'`, [rule.id]);
      await tx.query('delete from alarm_rules where id = $1', [rule.id]);
    });
    return null;
  },

  async alarmRuleStatus({ params, body, db, user }) {
    assertPlatformStaff(user);
    return db.transaction(async (tx) => {
      const rule = await existingRule(tx, params, true);
      await tx.query('update alarm_rules set status = $2, updated_at = now() where id = $1', [rule.id, body.status]);
      // a disabled rule's alarms are over: nothing of it is active any more
      if (body.status === 0) {
        await tx.query(`update alarm_records set status = 'cleared', cleared_at = now() where rule_id = $1 and status = 'active'`, [rule.id]);
      }
      return ruleRecord(tx, params);
    });
  },
};
