import { LunarDay, SolarTerm, type SolarDay } from 'tyme4ts';
import type { Queryable } from './database.js';
import { FESTIVALS, FESTIVAL_YEARS, type Festival } from '../../domain/festivals.js';

/**
 * The festival table (migration 027): every built-in festival's Gregorian date for every year of
 * FESTIVAL_YEARS, computed with tyme4ts (lunar days and solar terms) and stored as data, so the list call
 * reads rows and never runs a calendar. Why a library and not `Intl`'s 'chinese' calendar: ICU's Chinese
 * calendar is an approximation that differs from the published tables on some days (tests/domain/festivals
 * .test.ts names them: Spring Festival 1954 is 3 February, ICU says 4 February).
 */

export interface FestivalDate { year: number; code: string; date: string; lunar: boolean }

const iso = (d: SolarDay) => `${d.getYear()}-${String(d.getMonth()).padStart(2, '0')}-${String(d.getDay()).padStart(2, '0')}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** The Gregorian date of one festival in one Gregorian year. */
export function festivalDate(festival: Festival, year: number): string {
  const r = festival.rule;
  switch (r.kind) {
    case 'solar':
      return `${year}-${pad(r.month)}-${pad(r.day)}`;
    case 'lunar':
      // lunar months 1-9 of lunar year `year` all fall in Gregorian `year` (the lunar year begins 21 Jan - 20 Feb)
      return iso(LunarDay.fromYmd(year, r.month, r.day).getSolarDay());
    case 'lunarEve':
      // the day before the Spring Festival: the last day of the twelfth month of the lunar year before
      return iso(LunarDay.fromYmd(year, 1, 1).getSolarDay().next(-1));
    case 'solarTerm':
      return iso(SolarTerm.fromName(year, r.name).getSolarDay());
  }
}

/** Every festival of every year from `from` to `to`, both included. */
export function festivalTable(from: number = FESTIVAL_YEARS.min, to: number = FESTIVAL_YEARS.max): FestivalDate[] {
  const rows: FestivalDate[] = [];
  for (let year = from; year <= to; year++) {
    for (const f of FESTIVALS) rows.push({ year, code: f.code, date: festivalDate(f, year), lunar: f.lunar });
  }
  return rows;
}

/**
 * Fills the festival table when it is not complete (the first start after migration 027, or a catalogue that
 * gained a festival): one count at every other start, one set-based insert when it fills. Safe with several
 * processes starting at once (rows are keyed by year and code; a conflict keeps the row).
 */
export async function syncFestivals(db: Queryable): Promise<void> {
  const expected = (FESTIVAL_YEARS.max - FESTIVAL_YEARS.min + 1) * FESTIVALS.length;
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from festivals');
  if (n === expected) return;
  const rows = festivalTable();
  await db.query(
    `insert into festivals (year, code, day, lunar)
     select * from unnest($1::smallint[], $2::text[], $3::date[], $4::boolean[])
     on conflict (year, code) do update set day = excluded.day, lunar = excluded.lunar`,
    [rows.map((r) => r.year), rows.map((r) => r.code), rows.map((r) => r.date), rows.map((r) => r.lunar)],
  );
}
