import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { OWN_FESTIVALS_PER_YEAR } from './holidays.js';

/**
 * The domain rules of an own festival (schemas/marketing/holiday.schema.json#/$defs/festival), which the generic
 * table handler adds: at most OWN_FESTIVALS_PER_YEAR per organisation and year (206402), counted with the
 * organisation's row locked so concurrent adds cannot pass it; one name per organisation and day (206401, its
 * unique index); the day and the owner's path stored.
 */
export const holidayHooks: TableHooks = {
  virtual: ['date'],
  columns: ['day', 'org_path'],
  clashes: { holidays_org_day_name: 206401 },
  async beforeWrite({ tx, body, orgId, values }) {
    const [org] = await tx.query<{ path: string }>('select path from organisations where id = $1 for update', [orgId]);
    const [{ n }] = await tx.query<{ n: number }>(
      `select count(*)::int as n from holidays where org_id = $1 and day >= make_date($2, 1, 1) and day < make_date($2 + 1, 1, 1)`,
      [orgId, Number(String(body.date).slice(0, 4))],
    );
    if (n >= OWN_FESTIVALS_PER_YEAR) fail(206402);
    Object.assign(values, { day: body.date, org_path: org.path });
  },
};
