import type { Queryable } from '../../db/database.js';
import { clearAlarm, raiseAlarm, type AlarmRule, type AlarmSubject } from '../devices/alarm-store.js';
import type { PayAlarmSourceType } from '../../../domain/alarms.js';
import type { OrderRow, RefundRow } from './order-ledger.js';

/**
 * Payment alarms (issue 29 item 3; migration 069): the device alarms' rules and records, judged from what the
 * payment area records. A rule names a channel; its enabled rule is read from the database on every judgement,
 * so a change applies to the next one.
 *
 *  - payFailRepeat and channelTimeout are judged by the ledger whenever an order's status changes, and
 *    refundFail whenever a refund settles, in that change's transaction (so every path is judged: a device's
 *    payment, the re-query sweep, a person resolving by hand). A failure that brings the count in the window
 *    to the threshold raises or updates the subject's one active record; a change leaving the count under it
 *    clears the record;
 *  - payPushMissing is a matter of time, judged by `sweepPayAlarms` (every PAY_ALARM_SECONDS in every process),
 *    which also clears count records whose window has emptied or whose rule is gone or disabled.
 */

/** Order statuses that are a failed payment (document 1 §4: payment failed, direct payment failure). */
const FAILED = ['failed', 'directFailed'];

async function ruleOf(db: Queryable, source: PayAlarmSourceType, channel: string): Promise<AlarmRule | undefined> {
  const [rule] = await db.query<AlarmRule>(
    'select id, source_type, threshold, window_minutes, level from alarm_rules where channel = $1 and source_type = $2 and status = 1',
    [channel, source],
  );
  return rule;
}

/** How many of `sql` (counting rows in the window ending at `at`) there are; `$1` is the subject, `$2` the channel. */
async function countIn(db: Queryable, sql: string, subject: number, channel: string, rule: AlarmRule, at: Date): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(sql, [subject, channel, at, rule.window_minutes ?? 60]);
  return n;
}

const FAILED_PAYMENTS = `select count(*)::int as n from pay_orders
  where device_id = $1 and channel = $2 and status = any('{${FAILED.join(',')}}') and created_at > $3::timestamptz - make_interval(mins => $4)`;
/** A gateway answer timed out: "result unknown" at once (now or before a re-query settled it), or slower than the config's timeout. */
const TIMED_OUT = `(o.status = 'unknown' or o.gateway_cost_ms > c.timeout_seconds * 1000
  or exists (select 1 from pay_order_events e where e.order_id = o.id and e.kind = 'status' and e.after->>'status' = 'unknown'))`;
const TIMEOUTS = `select count(*)::int as n from pay_orders o join pay_configs c on c.id = o.pay_config_id
  where o.pay_config_id = $1 and o.channel = $2 and o.created_at > $3::timestamptz - make_interval(mins => $4) and ${TIMED_OUT}`;
const FAILED_REFUNDS = `select count(*)::int as n from pay_refunds f join pay_orders o on o.id = f.order_id
  where o.device_id = $1 and o.channel = $2 and f.state = 'failed' and f.settled_at > $3::timestamptz - make_interval(mins => $4)`;

/** Raises when this change is a failure and the count reached the threshold; clears when the count is under it. */
async function judge(db: Queryable, subject: AlarmSubject, rule: AlarmRule, n: number, failure: boolean, at: Date) {
  if (failure && n >= rule.threshold) await raiseAlarm(db, subject, rule, n, at);
  else if (n < rule.threshold) await clearAlarm(db, subject, rule.source_type, at);
}

/** Judges an order's status change (order-ledger.ts calls it in the change's transaction). */
export async function judgeOrderChange(tx: Queryable, before: OrderRow, after: OrderRow, at = new Date()): Promise<void> {
  if (after.device_id !== null) {
    const rule = await ruleOf(tx, 'payFailRepeat', after.channel);
    if (rule) {
      const n = await countIn(tx, FAILED_PAYMENTS, after.device_id, after.channel, rule, at);
      const subject = { deviceId: after.device_id, payConfigId: after.pay_config_id, channel: after.channel };
      await judge(tx, subject, rule, n, FAILED.includes(after.status), at);
    }
  }
  if (after.pay_config_id !== null) {
    const rule = await ruleOf(tx, 'channelTimeout', after.channel);
    if (rule) {
      const n = await countIn(tx, TIMEOUTS, after.pay_config_id, after.channel, rule, at);
      // only the gateway's first answer is a new timeout; a later settlement may only end the alarm
      const [{ timed }] = await tx.query<{ timed: boolean }>(
        `select ${TIMED_OUT} as timed from pay_orders o join pay_configs c on c.id = o.pay_config_id where o.id = $1`,
        [after.id],
      );
      const subject = { deviceId: null, payConfigId: after.pay_config_id, channel: after.channel };
      await judge(tx, subject, rule, n, before.status === 'unpaid' && timed, at);
    }
  }
}

/** Judges a refund settled as succeeded or failed (order-ledger.ts, in the settlement's transaction). */
export async function judgeRefundSettled(tx: Queryable, order: OrderRow, refund: RefundRow, at = new Date()): Promise<void> {
  if (order.device_id === null || (refund.state !== 'failed' && refund.state !== 'success')) return;
  const rule = await ruleOf(tx, 'refundFail', order.channel);
  if (!rule) return;
  const n = await countIn(tx, FAILED_REFUNDS, order.device_id, order.channel, rule, at);
  await judge(tx, { deviceId: order.device_id, payConfigId: order.pay_config_id, channel: order.channel }, rule, n, refund.state === 'failed', at);
}

/** Of each count source, what is still counted for an active record `ar` under its rule `r` at `$1`. */
const STILL_COUNTED: Record<Exclude<PayAlarmSourceType, 'payPushMissing'>, string> = {
  payFailRepeat: `select count(*) from pay_orders o where o.device_id = ar.device_id and o.channel = ar.channel
    and o.status = any('{${FAILED.join(',')}}') and o.created_at > $1::timestamptz - make_interval(mins => r.window_minutes)`,
  channelTimeout: `select count(*) from pay_orders o join pay_configs c on c.id = o.pay_config_id where o.pay_config_id = ar.pay_config_id
    and o.channel = ar.channel and o.created_at > $1::timestamptz - make_interval(mins => r.window_minutes) and ${TIMED_OUT}`,
  refundFail: `select count(*) from pay_refunds f join pay_orders o on o.id = f.order_id where o.device_id = ar.device_id
    and o.channel = ar.channel and f.state = 'failed' and f.settled_at > $1::timestamptz - make_interval(mins => r.window_minutes)`,
};

/** A device whose latest pay config push is still unacknowledged `r.threshold` minutes on (at `$1`). */
const PUSH_OVERDUE = `from pay_push_plan p join push_messages m on m.request_id = p.request_id join pay_configs c on c.id = p.pay_config_id
  join alarm_rules r on r.channel = c.channel and r.source_type = 'payPushMissing' and r.status = 1
  where m.status <> 'SUBOK' and p.pushed_at <= $1::timestamptz - make_interval(mins => r.threshold)`;

/**
 * The time-driven half: clears count records whose window no longer holds the threshold (or whose rule is
 * gone or disabled), and raises, refreshes or clears payPushMissing from the push plan. Set-based and
 * idempotent, so every process may run it: the unique indexes keep one active record per subject.
 */
export async function sweepPayAlarms(db: Queryable, now = new Date()): Promise<void> {
  for (const [source, counted] of Object.entries(STILL_COUNTED)) {
    await db.query(
      `update alarm_records ar set status = 'cleared', cleared_at = $1
        where ar.status = 'active' and ar.source_type = $2
          and not exists (select 1 from alarm_rules r where r.channel = ar.channel and r.source_type = ar.source_type and r.status = 1
                            and (${counted}) >= r.threshold)`,
      [now, source],
    );
  }
  await db.query(
    `update alarm_records ar set status = 'cleared', cleared_at = $1
      where ar.status = 'active' and ar.source_type = 'payPushMissing'
        and not exists (select 1 ${PUSH_OVERDUE} and p.device_id = ar.device_id)`,
    [now],
  );
  // the value is the minutes since the push; first raised when the threshold was crossed
  await db.query(
    `insert into alarm_records (device_id, rule_id, pay_config_id, channel, source_type, level, threshold, value, first_at, last_at)
     select p.device_id, r.id, p.pay_config_id, c.channel, 'payPushMissing', r.level, r.threshold,
            least(floor(extract(epoch from ($1::timestamptz - p.pushed_at)) / 60), 9999999), p.pushed_at + make_interval(mins => r.threshold), $1
     ${PUSH_OVERDUE}
     on conflict (device_id, source_type) where status = 'active' do update
       set value = excluded.value, last_at = excluded.last_at, level = excluded.level, threshold = excluded.threshold,
           rule_id = excluded.rule_id, pay_config_id = excluded.pay_config_id`,
    [now],
  );
}
