import type { Translated } from './locale.js';

/**
 * The festival catalogue of holiday marketing (spec document 1 catalogues: name, lunar flag, date; document 2
 * /ms/holiday/*). Each built-in festival is a fixed Gregorian day, a day of the Chinese lunar calendar, or
 * a solar term (Qingming). The dates of each year are computed once on the server with tyme4ts and stored
 * as data (table `festivals`, migration 027, src/server/db/festival-table.ts); the console and
 * the API read that table, never a calendar of their own.
 *
 * `newYearsEve` is the lunar New Year's Eve (除夕): the last day of the twelfth lunar month, the day before
 * the Spring Festival of the same Gregorian year (so it falls in January or February). The Gregorian 31
 * December is not in the spec's list; New Year's Day is.
 */

/** The years the festival table holds, both included. */
export const FESTIVAL_YEARS = { min: 1921, max: 2100 } as const;

export type FestivalRule =
  { kind: 'solar'; month: number; day: number } | { kind: 'lunar'; month: number; day: number } | { kind: 'lunarEve' } | { kind: 'solarTerm'; name: '清明' };

export interface Festival {
  code: string;
  lunar: boolean;
  rule: FestivalRule;
  name: Translated;
}

const f = (code: string, rule: FestivalRule, ja: string, zhCN: string, zhTW: string, en: string): Festival => ({
  code,
  lunar: rule.kind === 'lunar' || rule.kind === 'lunarEve',
  rule,
  name: { ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en },
});
const solar = (month: number, day: number): FestivalRule => ({ kind: 'solar', month, day });
const lunar = (month: number, day: number): FestivalRule => ({ kind: 'lunar', month, day });

/** The built-in festivals, in the spec's order. */
export const FESTIVALS: Festival[] = [
  f('newYear', solar(1, 1), '元日', '元旦', '元旦', "New Year's Day"),
  f('valentines', solar(2, 14), 'バレンタインデー', '情人节', '情人節', "Valentine's Day"),
  f('womensDay', solar(3, 8), '国際女性デー', '妇女节', '婦女節', "International Women's Day"),
  f('arborDay', solar(3, 12), '植樹節', '植树节', '植樹節', 'Arbor Day'),
  f('aprilFools', solar(4, 1), 'エイプリルフール', '愚人节', '愚人節', "April Fools' Day"),
  f('qingming', { kind: 'solarTerm', name: '清明' }, '清明節', '清明节', '清明節', 'Qingming Festival'),
  f('labourDay', solar(5, 1), 'メーデー', '劳动节', '勞動節', 'Labour Day'),
  f('youthDay', solar(5, 4), '青年節', '青年节', '青年節', 'Youth Day'),
  f('childrensDay', solar(6, 1), '国際子どもの日', '儿童节', '兒童節', "Children's Day"),
  f('nursesDay', solar(5, 12), '国際看護師の日', '护士节', '護士節', "Nurses' Day"),
  f('partyDay', solar(7, 1), '建党記念日', '建党节', '建黨節', 'Party Day'),
  f('armyDay', solar(8, 1), '建軍記念日', '建军节', '建軍節', 'Army Day'),
  f('qixi', lunar(7, 7), '七夕（旧暦）', '七夕节', '七夕節', 'Qixi Festival'),
  f('teachersDay', solar(9, 10), '教師の日', '教师节', '教師節', "Teachers' Day"),
  f('nationalDay', solar(10, 1), '国慶節', '国庆节', '國慶節', 'National Day'),
  f('christmasEve', solar(12, 24), 'クリスマスイブ', '平安夜', '平安夜', 'Christmas Eve'),
  f('christmas', solar(12, 25), 'クリスマス', '圣诞节', '聖誕節', 'Christmas'),
  f('newYearsEve', { kind: 'lunarEve' }, '旧正月の大晦日（除夕）', '除夕', '除夕', "Lunar New Year's Eve"),
  f('springFestival', lunar(1, 1), '春節（旧正月）', '春节', '春節', 'Spring Festival'),
  f('lantern', lunar(1, 15), '元宵節', '元宵节', '元宵節', 'Lantern Festival'),
  f('dragonBoat', lunar(5, 5), '端午節', '端午节', '端午節', 'Dragon Boat Festival'),
  f('midAutumn', lunar(8, 15), '中秋節', '中秋节', '中秋節', 'Mid-Autumn Festival'),
  f('doubleNinth', lunar(9, 9), '重陽節', '重阳节', '重陽節', 'Double Ninth Festival'),
];

export const FESTIVAL_CODES = FESTIVALS.map((x) => x.code);

/**
 * The catalogue's civic days of the People's Republic of China (its youth day, party and army founding days,
 * national day, arbor day and teachers' day). The spec's catalogue lists them, so the list call answers them
 * (kind `chineseDay`); the console, for a Japanese estate, shows them only when asked to.
 */
export const CHINESE_CIVIC_DAYS: ReadonlySet<string> = new Set(['arborDay', 'youthDay', 'partyDay', 'armyDay', 'teachersDay', 'nationalDay']);

/** How the holiday list classes a day: a Japanese public holiday, a festival, a Chinese civic day, an own one. */
export const HOLIDAY_KINDS = ['publicHoliday', 'festival', 'chineseDay', 'custom'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
const BY_CODE = new Map(FESTIVALS.map((x) => [x.code, x]));

/** The built-in festival a code names, or undefined. */
export function festivalOf(code: string): Festival | undefined {
  return BY_CODE.get(code);
}
