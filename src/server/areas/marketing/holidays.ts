import type { Operations } from '../../operation.js';
import { scopeCondition } from '../../table/scope.js';
import { CHINESE_CIVIC_DAYS, FESTIVALS, type HolidayKind } from '../../../domain/festivals.js';
import { JP_HOLIDAY_KINDS } from '../../../domain/jp-holidays.js';
import { jpHolidaysOf, newYearIsHoliday } from './jp-holidays.js';

/**
 * Holiday marketing (openapi/marketing/holidays.yaml): the built-in festivals of a year, read from the
 * festival table (migration 027, filled by src/server/db/festival-table.ts), Japan's public holidays of that
 * year (./jp-holidays.ts, from @holiday-jp/holiday_jp), and the own dated festivals of the caller's subtree.
 * Adding an own one is the generic table handler's create (holiday-hooks.ts).
 */

/** An organisation's own festivals per year, at most (206402). */
export const OWN_FESTIVALS_PER_YEAR = 100;

// on one day: public holidays first (calendar order of their kinds), then the catalogue's festivals
const ORDER = new Map([...JP_HOLIDAY_KINDS.map((h) => h.code), 'jpSubstitute', ...FESTIVALS.map((f) => f.code)].map((code, i) => [code, i]));
const NAME = new Map(FESTIVALS.map((f) => [f.code, f.name]));

interface Own {
  id: number;
  name: string;
  date: string;
  org_id: number;
  org_name: string;
}
const ownRecord = (r: Own) => ({
  id: Number(r.id),
  code: 'custom',
  kind: 'custom' satisfies HolidayKind,
  name: r.name,
  date: r.date,
  lunar: false,
  orgId: Number(r.org_id),
  orgName: r.org_name,
});

interface BuiltIn {
  code: string;
  kind: HolidayKind;
  name: string;
  date: string;
  lunar: boolean;
}

export const holidayOperations: Operations = {
  async holidayList({ body, db, user, locale }) {
    const year: number = body.year;
    const builtIn = await db.query<{ code: string; date: string; lunar: boolean }>(
      `select code, to_char(day, 'YYYY-MM-DD') as date, lunar from festivals where year = $1`,
      [year],
    );
    const scope = scopeCondition(user, 'h.org_path');
    const own = await db.query<Own>(
      `select h.id, h.name, to_char(h.day, 'YYYY-MM-DD') as date, h.org_id, o.name as org_name
         from holidays h join organisations o on o.id = h.org_id
        where h.day >= make_date($1, 1, 1) and h.day < make_date($1 + 1, 1, 1)
          ${scope ? `and ${scope.sql.replace('?', '$2')}` : ''}
        order by h.day, h.id`,
      scope ? [year, scope.value] : [year],
    );
    const newYearHoliday = newYearIsHoliday(year);
    const kindOf = (code: string): HolidayKind =>
      code === 'newYear' && newYearHoliday ? 'publicHoliday' : CHINESE_CIVIC_DAYS.has(code) ? 'chineseDay' : 'festival';
    const festivals: BuiltIn[] = [
      ...builtIn
        .filter((r) => NAME.has(r.code))
        .map((r) => ({ code: r.code, kind: kindOf(r.code), name: NAME.get(r.code)![locale], date: r.date, lunar: r.lunar })),
      ...jpHolidaysOf(year).map((h) => ({ code: h.code, kind: 'publicHoliday' as const, name: h.name[locale], date: h.date, lunar: false })),
    ].sort((a, b) => a.date.localeCompare(b.date) || ORDER.get(a.code)! - ORDER.get(b.code)!);
    // merge by date: built-in first on one day, then own ones by id
    const out: (BuiltIn | ReturnType<typeof ownRecord>)[] = [];
    let i = 0;
    for (const f of festivals) {
      while (i < own.length && own[i].date < f.date) out.push(ownRecord(own[i++]));
      out.push(f);
    }
    while (i < own.length) out.push(ownRecord(own[i++]));
    return out;
  },
};
