/**
 * Japan's public holidays (src/domain/jp-holidays.ts, read from @holiday-jp/holiday_jp by
 * src/server/areas/marketing/jp-holidays.ts): every day the library holds is named in all four languages (a
 * holiday the law adds, or a renamed one, fails here until the catalogue names it), the yearly kinds are the
 * codes a holiday campaign may name, and the console labels those codes as the server names them.
 */
import { describe, expect, it } from 'vitest';
import holidayJp from '@holiday-jp/holiday_jp';
import { jpHolidaysOf, newYearIsHoliday } from '../../src/server/areas/marketing/jp-holidays.js';
import { JP_HOLIDAY_CODES, JP_HOLIDAY_KINDS } from '../../src/domain/jp-holidays.js';
import { FESTIVAL_CODES } from '../../src/domain/festivals.js';
import { LOCALES } from '../../src/domain/locale.js';
import { messagesFor } from '../../src/console/i18n/all.js';
import campaign from '../../schemas/marketing/campaign.schema.json' with { type: 'json' };

const years = [...new Set(Object.keys(holidayJp.holidays).map((d) => Number(d.slice(0, 4))))];

describe("Japan's public holidays", () => {
  it('names every day of the library (1970-2050) in the four languages, 元日 as the catalogue newYear', () => {
    expect(years[0]).toBe(1970);
    expect(years.at(-1)).toBeGreaterThanOrEqual(2050);
    let days = 0;
    for (const year of years) {
      const list = jpHolidaysOf(year);
      expect(newYearIsHoliday(year)).toBe(true);
      expect(list.some((h) => h.date === `${year}-01-01`)).toBe(false);
      for (const h of list) {
        for (const l of LOCALES) expect(h.name[l], `${h.date} ${l}`).toMatch(/\S/);
        expect(h.name.ja).toBe(h.code === 'jpCitizensHoliday' ? '国民の休日' : holidayJp.holidays[h.date as keyof typeof holidayJp.holidays].name);
      }
      days += list.length + 1;
    }
    expect(days).toBe(Object.keys(holidayJp.holidays).length);
    expect(jpHolidaysOf(2051)).toEqual([]);
  });

  it('the 2026 calendar: the Monday holidays, the equinoxes, a substitute and a bridge day', () => {
    const at = Object.fromEntries(jpHolidaysOf(2026).map((h) => [h.date, `${h.code} ${h.name.ja} / ${h.name.en}`]));
    expect(at['2026-01-12']).toBe('jpComingOfAge 成人の日 / Coming of Age Day');
    expect(at['2026-03-20']).toBe('jpVernalEquinox 春分の日 / Vernal Equinox Day');
    expect(at['2026-07-20']).toBe('jpMarineDay 海の日 / Marine Day');
    expect(at['2026-09-23']).toBe('jpAutumnalEquinox 秋分の日 / Autumnal Equinox Day');
    expect(at['2026-05-06']).toBe("jpSubstitute こどもの日 振替休日 / Substitute holiday (Children's Day (Japan))");
    expect(at['2026-09-22']).toBe("jpCitizensHoliday 国民の休日 / Citizens' Holiday");
    expect(Object.keys(at)).toHaveLength(17);
  });

  it('a holiday campaign may name each yearly kind, and the console labels it as the server names it', () => {
    expect(JP_HOLIDAY_CODES).toHaveLength(15);
    expect(campaign.$defs.festivalCode.enum).toEqual([...FESTIVAL_CODES, ...JP_HOLIDAY_CODES]);
    for (const [i, l] of LOCALES.entries()) {
      const labels = (messagesFor(l).enum as Record<string, Record<string, string>>).campaignFestival;
      for (const h of JP_HOLIDAY_KINDS.filter((k) => k.yearly)) expect(labels[h.code], `${l} ${h.code} (${i})`).toBe(h.name[l]);
    }
  });
});
