import holidayJp from '@holiday-jp/holiday_jp';
import type { Translated } from '../../../domain/locale.js';
import { festivalOf } from '../../../domain/festivals.js';
import { JP_NEW_YEAR, JP_SUBSTITUTE, jpHolidayKind, substituteName } from '../../../domain/jp-holidays.js';

/**
 * Japan's public holidays of a year from @holiday-jp/holiday_jp (the Cabinet Office's list as enacted, kept up
 * to date by its maintainers; it holds 1970-2050, so other years have none), each with the catalogue's code
 * and names (src/domain/jp-holidays.ts). 元日 is left out: the festival catalogue's `newYear` is that day.
 */

export interface JpHoliday {
  code: string;
  date: string;
  name: Translated;
}

const SUFFIX = ' 振替休日';

function named(ja: string): { code: string; name: Translated } {
  if (ja.endsWith(SUFFIX)) {
    const base = ja.slice(0, -SUFFIX.length);
    const baseName = base === JP_NEW_YEAR.ja ? festivalOf(JP_NEW_YEAR.code)!.name : jpHolidayKind(base)?.name;
    if (!baseName) throw new Error(`@holiday-jp/holiday_jp names a substitute of an unknown holiday: ${ja}`);
    return { code: JP_SUBSTITUTE, name: substituteName(baseName, ja) };
  }
  const kind = jpHolidayKind(ja);
  if (!kind) throw new Error(`@holiday-jp/holiday_jp names an unknown holiday: ${ja}`);
  // the law's name of that year in Japanese (体育の日 before 2020), the catalogue's in the other languages
  return { code: kind.code, name: kind.fixedJa ? kind.name : { ...kind.name, ja } };
}

/** Every holiday by year, built once at first use (about 1,100 days). */
let byYear: Map<number, JpHoliday[]> | undefined;

function index(): Map<number, JpHoliday[]> {
  const out = new Map<number, JpHoliday[]>();
  for (const h of Object.values(holidayJp.holidays)) {
    if (h.name === JP_NEW_YEAR.ja) continue;
    const year = Number(h.date.slice(0, 4));
    const list = out.get(year) ?? [];
    list.push({ date: h.date, ...named(h.name) });
    out.set(year, list);
  }
  return out;
}

/** The public holidays of one year (元日 excepted), in date order; none for a year the library does not hold. */
export function jpHolidaysOf(year: number): JpHoliday[] {
  byYear ??= index();
  return byYear.get(year) ?? [];
}

/** Whether the library lists 元日 as a public holiday of that year (so `newYear` is shown as one). */
export function newYearIsHoliday(year: number): boolean {
  return `${year}-01-01` in holidayJp.holidays;
}
