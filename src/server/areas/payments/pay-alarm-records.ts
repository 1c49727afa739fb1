import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { loadSchemaFiles } from '../../validation.js';
import { tableSpec } from '../../table/spec.js';
import { readRecord } from '../../table/queries.js';
import { scopedRow } from '../../table/scope.js';
import { SCHEMA_BASE } from '../../../domain/schema-registry.js';

/**
 * A person resolving a payment alarm (openapi/payments/pay-alarms.yaml): the list itself is the generic
 * table handler's over the view pay_alarm_records; this answers the very record that list answers.
 */
const SCHEMA = `${SCHEMA_BASE}payments/pay-alarm.schema.json`;
const RECORDS = tableSpec(SCHEMA, loadSchemaFiles()[SCHEMA], 'record');

export const payAlarmRecordOperations: Operations = {
  async payAlarmRecordResolve({ body, db, user }) {
    return db.transaction(async (tx) => {
      // in the caller's subtree like the list (the device's organisation, or the config's), else missing alike
      await scopedRow<{ id: number; org_path: string }>(tx, user, {
        sql: 'select r.id, o.path as org_path from pay_alarm_records r join organisations o on o.id = r.org_id where r.id = $1',
        params: [body.id],
        notFound: 200011,
      });
      const done = await tx.query(
        `update alarm_records set status = 'cleared', cleared_at = now(), resolved_by = $2, resolve_note = $3 where id = $1 and status = 'active' returning id`,
        [body.id, user.userId, body.note],
      );
      if (!done.length) fail(216061);
      return readRecord(tx, RECORDS, body.id);
    });
  },
};
