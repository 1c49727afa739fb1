/**
 * The festival table (src/server/db/festival-table.ts) for every year 1921-2100, against tyme4ts reached by
 * another route than the table's (lunar days converted one by one, month day counts, solar terms by index, and
 * each answer converted back to the lunar calendar); and why a library is used rather than `Intl`'s
 * 'chinese' calendar: ICU's is an approximation that disagrees with the published tables on some days.
 */
import { describe, expect, it } from 'vitest';
import { LunarDay, LunarMonth, SolarDay, SolarTerm } from 'tyme4ts';
import { festivalTable } from '../../src/server/db/festival-table.js';
import { FESTIVALS, FESTIVAL_CODES, FESTIVAL_YEARS, festivalOf } from '../../src/domain/festivals.js';
import { LOCALES } from '../../src/domain/locale.js';

const iso = (d: SolarDay) => {
  return `${d.getYear()}-${String(d.getMonth()).padStart(2, '0')}-${String(d.getDay()).padStart(2, '0')}`;
};
/** Day `day` of lunar month `month` of lunar year `year`, as tyme4ts converts a lunar day. */
const lunarDate = (year: number, month: number, day: number) => iso(LunarDay.fromYmd(year, month, day).getSolarDay());

/** What each festival's date is, worked out independently of the table's code. */
function expected(code: string, year: number): string {
  const lunar: Record<string, [number, number]> = {
    springFestival: [1, 1],
    lantern: [1, 15],
    dragonBoat: [5, 5],
    qixi: [7, 7],
    midAutumn: [8, 15],
    doubleNinth: [9, 9],
  };
  const solar: Record<string, string> = {
    newYear: '01-01',
    valentines: '02-14',
    womensDay: '03-08',
    arborDay: '03-12',
    aprilFools: '04-01',
    labourDay: '05-01',
    youthDay: '05-04',
    nursesDay: '05-12',
    childrensDay: '06-01',
    partyDay: '07-01',
    armyDay: '08-01',
    teachersDay: '09-10',
    nationalDay: '10-01',
    christmasEve: '12-24',
    christmas: '12-25',
  };
  if (lunar[code]) return lunarDate(year, ...lunar[code]);
  if (solar[code]) return `${year}-${solar[code]}`;
  // the last day of the twelfth month of the lunar year before (29 or 30 days)
  if (code === 'newYearsEve') return lunarDate(year - 1, 12, LunarMonth.fromYm(year - 1, 12).getDayCount());
  // 清明 is index 7 of a year's terms, counted from the winter solstice (冬至, index 0) of the year before
  if (code === 'qingming') return iso(SolarTerm.fromIndex(year, 7).getSolarDay());
  throw new Error(`no expectation for ${code}`);
}

const table = festivalTable();

describe('the festival catalogue', () => {
  it("has the spec's 23 festivals, each named in the four languages, the lunar ones flagged", () => {
    expect(FESTIVAL_CODES).toEqual([
      'newYear',
      'valentines',
      'womensDay',
      'arborDay',
      'aprilFools',
      'qingming',
      'labourDay',
      'youthDay',
      'childrensDay',
      'nursesDay',
      'partyDay',
      'armyDay',
      'qixi',
      'teachersDay',
      'nationalDay',
      'christmasEve',
      'christmas',
      'newYearsEve',
      'springFestival',
      'lantern',
      'dragonBoat',
      'midAutumn',
      'doubleNinth',
    ]);
    for (const f of FESTIVALS) for (const l of LOCALES) expect(f.name[l], `${f.code} ${l}`).toMatch(/\S/);
    expect(
      FESTIVALS.filter((f) => f.lunar)
        .map((f) => f.code)
        .sort(),
    ).toEqual(['doubleNinth', 'dragonBoat', 'lantern', 'midAutumn', 'newYearsEve', 'qixi', 'springFestival']);
    expect(festivalOf('qingming')!.lunar).toBe(false);
  });
});

describe('the festival table, 1921-2100', () => {
  it('has one row per festival and year', () => {
    expect(table).toHaveLength((FESTIVAL_YEARS.max - FESTIVAL_YEARS.min + 1) * 23);
    expect(new Set(table.map((r) => `${r.year}/${r.code}`)).size).toBe(table.length);
  });

  it('gives every festival of every year the date tyme4ts gives by another route, in that Gregorian year', () => {
    const wrong: string[] = [];
    for (const r of table) {
      const want = expected(r.code, r.year);
      if (r.date !== want || !r.date.startsWith(`${r.year}-`) || r.lunar !== festivalOf(r.code)!.lunar)
        wrong.push(`${r.year} ${r.code}: ${r.date}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each lunar date converts back to its lunar day; the eve is the day before the Spring Festival', () => {
    const lunarDay: Record<string, [number, number]> = {
      springFestival: [1, 1],
      lantern: [1, 15],
      dragonBoat: [5, 5],
      qixi: [7, 7],
      midAutumn: [8, 15],
      doubleNinth: [9, 9],
    };
    const byKey = new Map(table.map((r) => [`${r.year}/${r.code}`, r.date]));
    for (const r of table) {
      const [y, m, d] = r.date.split('-').map(Number);
      const l = SolarDay.fromYmd(y, m, d).getLunarDay();
      if (lunarDay[r.code]) {
        expect([l.getYear(), l.getMonth(), l.getDay()], `${r.year} ${r.code}`).toEqual([r.year, ...lunarDay[r.code]]);
      } else if (r.code === 'newYearsEve') {
        expect(l.getMonth(), `${r.year} eve`).toBe(12);
        expect(SolarDay.fromYmd(y, m, d).next(1).getLunarDay().getDay()).toBe(1);
        const next = SolarDay.fromYmd(y, m, d).next(1);
        expect(`${next.getYear()}-${String(next.getMonth()).padStart(2, '0')}-${String(next.getDay()).padStart(2, '0')}`).toBe(
          byKey.get(`${r.year}/springFestival`),
        );
      } else if (r.code === 'qingming') {
        expect(SolarDay.fromYmd(y, m, d).getTerm().getName()).toBe('清明');
        expect(r.date).toMatch(/-04-0[3-6]$/);
      }
    }
  });

  it('matches known published dates', () => {
    const at = (year: number, code: string) => table.find((r) => r.year === year && r.code === code)!.date;
    expect(at(1921, 'midAutumn')).toBe('1921-09-16');
    expect(at(2021, 'springFestival')).toBe('2021-02-12');
    expect(at(2024, 'springFestival')).toBe('2024-02-10');
    expect(at(2024, 'newYearsEve')).toBe('2024-02-09');
    expect(at(2025, 'qingming')).toBe('2025-04-04');
    expect(at(2100, 'springFestival')).toBe('2100-02-09');
  });
});

describe("why a library and not Intl's chinese calendar", () => {
  const chinese = new Intl.DateTimeFormat('en-u-ca-chinese', { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
  /** The lunar month and day ICU gives a Gregorian date. */
  const icu = (date: string) => {
    const parts = chinese.formatToParts(new Date(`${date}T00:00:00Z`));
    return [Number(parts.find((p) => p.type === 'month')!.value), Number(parts.find((p) => p.type === 'day')!.value)];
  };
  const icuText = (date: string) => {
    const parts = chinese.formatToParts(new Date(`${date}T00:00:00Z`));
    return `${parts.find((p) => p.type === 'month')!.value}/${parts.find((p) => p.type === 'day')!.value}`;
  };

  it('Spring Festival 1954 is 3 February in our table; ICU puts the first lunar day on 4 February', () => {
    const sf1954 = table.find((r) => r.year === 1954 && r.code === 'springFestival')!.date;
    expect(sf1954).toBe('1954-02-03');
    expect(icu('1954-02-03')).toEqual([12, 30]);
    expect(icu('1954-02-04')).toEqual([1, 1]);
  });

  it('names every lunar festival of 1921-2100 on which ICU disagrees: eight days in five years', () => {
    const want: Record<string, string> = { springFestival: '1/1', lantern: '1/15', dragonBoat: '5/5', qixi: '7/7', midAutumn: '8/15', doubleNinth: '9/9' };
    const differ = table.filter((r) => want[r.code] && icuText(r.date) !== want[r.code]).map((r) => `${r.code} ${r.date}: ICU ${icuText(r.date)}`);
    // ICU computes new moons and leap months astronomically on its own rules; the published tables (and
    // tyme4ts) differ where a new moon falls close to midnight in Beijing, or on which month is leap (1987)
    expect(differ).toEqual([
      'springFestival 1954-02-03: ICU 12/30',
      'lantern 1954-02-17: ICU 1/14',
      'qixi 1987-08-30: ICU 7bis/7',
      'qixi 2012-08-23: ICU 7/6',
      'springFestival 2027-02-06: ICU 12/30',
      'lantern 2027-02-20: ICU 1/14',
      'springFestival 2030-02-03: ICU 1/2',
      'lantern 2030-02-17: ICU 1/16',
    ]);
  });
});
