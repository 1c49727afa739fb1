import type { Operations, SessionUser } from '../../operation.js';
import type { Database, Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { assertPlatformStaff } from '../../table/scope.js';
import type { ErrorCode } from '../../../domain/errors.js';
import { PAY_ALARM_SOURCES, type PayAlarmSourceType } from '../../../domain/alarms.js';

/**
 * Alarm rules (openapi/devices/alarms.yaml): one per model (`source`, the product key) and source type.
 * Rules are per model, shared by every estate using the model, so writing them needs platform-only codes
 * (resources/devices/alarm-rules.ts); reading needs alarm.view. Payment alarm rules are the same, per channel.
 */

/**
 * A family of rules: device rules name a model by its product key, payment rules (issue 29 item 3) a channel.
 * Both live in alarm_rules (migration 069) and are called alike; only what `source` names differs.
 */
interface RuleFamily {
  columns: string;
  from: string;
  /** The SQL naming the rule's source (`p.product_key`, `r.channel`). */
  sourceColumn: string;
  /** product_id and channel of a new rule for `source`, or the family's refusal. */
  subject(tx: Queryable, source: string): Promise<[number | null, string | null]>;
  /** The code of a second rule for the same source and source type. */
  exists: ErrorCode;
}

const RULE_TAIL = `r.threshold, r.window_minutes as "windowMinutes", r.level, r.status, r.remark, r.created_at as "createdAt", r.updated_at as "updatedAt"`;
const MODEL_RULES: RuleFamily = {
  columns: `r.id, r.source_type as "sourceType", p.product_key as source, r.source_type || '/' || p.product_key as key,
  r.product_id as "productId", p.name as "productName", p.model, ${RULE_TAIL}`,
  from: 'alarm_rules r join products p on p.id = r.product_id',
  sourceColumn: 'p.product_key',
  async subject(tx, source) {
    const [product] = await tx.query<{ id: number; status: number }>('select id, status from products where product_key = $1', [source]);
    if (!product) fail(203201);
    // a disabled model is not offered to new rules (its existing rules stay)
    if (product.status !== 1) fail(203207);
    return [product.id, null];
  },
  exists: 203202,
};
/** Payment rules: the channel is one of PAY_CHANNELS by the schema's enum. */
const CHANNEL_RULES: RuleFamily = {
  columns: `r.id, r.source_type as "sourceType", r.channel as source, r.source_type || '/' || r.channel as key, ${RULE_TAIL}`,
  from: 'alarm_rules r',
  sourceColumn: 'r.channel',
  subject: async (_tx, source) => [null, source],
  exists: 216060,
};

interface RuleKey {
  sourceType: string;
  source: string;
}

async function ruleRecord(db: Queryable, family: RuleFamily, key: RuleKey, lock = false) {
  const [row] = await db.query<{ id: number }>(
    `select ${family.columns} from ${family.from} where r.source_type = $1 and ${family.sourceColumn} = $2${lock ? ' for update of r' : ''}`,
    [key.sourceType, key.source],
  );
  return row;
}

async function existingRule(db: Queryable, family: RuleFamily, key: RuleKey, lock = false) {
  const row = await ruleRecord(db, family, key, lock);
  if (!row) fail(203203);
  return row;
}

/** The stored form of a rule body: a threshold given as digits becomes its number; a window only where the source counts in one. */
function ruleValues(body: Record<string, unknown>) {
  const source = body.sourceType as string;
  const windowed = source === 'faultRepeat' || (source in PAY_ALARM_SOURCES && PAY_ALARM_SOURCES[source as PayAlarmSourceType].window);
  return {
    threshold: Number(body.threshold),
    windowMinutes: windowed ? Number(body.windowMinutes) : null,
    level: body.level as string,
    status: body.status as number,
    remark: (body.remark as string | undefined) ?? '',
  };
}

type RuleBody = RuleKey & Record<string, unknown>;

/** The rule calls of a family; the two contracts' operations below hand their input to them. */
function ruleCalls(family: RuleFamily) {
  return {
    save: (body: RuleBody, db: Database, user: SessionUser) => {
      assertPlatformStaff(user);
      return db.transaction(async (tx) => {
        const [productId, channel] = await family.subject(tx, body.source);
        const v = ruleValues(body);
        // the unique (product or channel, source type) settles two saves racing: the second inserts nothing
        const inserted = await tx.query(
          `insert into alarm_rules (product_id, channel, source_type, threshold, window_minutes, level, status, remark, created_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
          [productId, channel, body.sourceType, v.threshold, v.windowMinutes, v.level, v.status, v.remark, user.userId],
        );
        if (!inserted.length) fail(family.exists);
        return ruleRecord(tx, family, body);
      });
    },

    update: (body: RuleBody, db: Database, user: SessionUser) => {
      assertPlatformStaff(user);
      return db.transaction(async (tx) => {
        const rule = await existingRule(tx, family, body, true);
        const v = ruleValues(body);
        await tx.query(`update alarm_rules set threshold = $2, window_minutes = $3, level = $4, status = $5, remark = $6, updated_at = now() where id = $1`, [
          rule.id,
          v.threshold,
          v.windowMinutes,
          v.level,
          v.status,
          v.remark,
        ]);
        return ruleRecord(tx, family, body);
      });
    },

    checkExist: async (key: RuleKey, db: Database) => Boolean(await ruleRecord(db, family, key)),

    get: (key: RuleKey, db: Database) => existingRule(db, family, key),

    delete: async (key: RuleKey, db: Database, user: SessionUser) => {
      assertPlatformStaff(user);
      await db.transaction(async (tx) => {
        const rule = await existingRule(tx, family, key, true);
        // the records stay (their own copies of source, level, threshold); the active ones end with the rule
        await tx.query(`update alarm_records set status = 'cleared', cleared_at = now() where rule_id = $1 and status = 'active'`, [rule.id]);
        await tx.query('delete from alarm_rules where id = $1', [rule.id]);
      });
      return null;
    },

    status: (key: RuleKey, status: number, db: Database, user: SessionUser) => {
      assertPlatformStaff(user);
      return db.transaction(async (tx) => {
        const rule = await existingRule(tx, family, key, true);
        await tx.query('update alarm_rules set status = $2, updated_at = now() where id = $1', [rule.id, status]);
        // a disabled rule's alarms are over: nothing of it is active any more
        if (status === 0) {
          await tx.query(`update alarm_records set status = 'cleared', cleared_at = now() where rule_id = $1 and status = 'active'`, [rule.id]);
        }
        return ruleRecord(tx, family, key);
      });
    },
  };
}

const model = ruleCalls(MODEL_RULES);
export const alarmRuleOperations: Operations = {
  alarmRuleSave: ({ body, db, user }) => model.save(body, db, user),
  alarmRuleUpdate: ({ body, db, user }) => model.update(body, db, user),
  alarmRuleCheckExist: ({ params, db }) => model.checkExist(params, db),
  alarmRuleGet: ({ params, db }) => model.get(params, db),
  alarmRuleDelete: ({ params, db, user }) => model.delete(params, db, user),
  alarmRuleStatus: ({ params, body, db, user }) => model.status(params, body.status, db, user),
};

/** Payment alarm rules (openapi/payments/pay-alarms.yaml): the same calls over the channels' rules. */
const channel = ruleCalls(CHANNEL_RULES);
export const payAlarmRuleOperations: Operations = {
  payAlarmRuleSave: ({ body, db, user }) => channel.save(body, db, user),
  payAlarmRuleUpdate: ({ body, db, user }) => channel.update(body, db, user),
  payAlarmRuleCheckExist: ({ params, db }) => channel.checkExist(params, db),
  payAlarmRuleGet: ({ params, db }) => channel.get(params, db),
  payAlarmRuleDelete: ({ params, db, user }) => channel.delete(params, db, user),
  payAlarmRuleStatus: ({ params, body, db, user }) => channel.status(params, body.status, db, user),
};
