import type { Translated } from './locale.js';

/**
 * Japan's public holidays (国民の祝日) in holiday marketing, beside the spec's festival catalogue. Their dates
 * come from @holiday-jp/holiday_jp (the server reads it: src/server/areas/marketing/jp-holidays.ts), which
 * names each day in Japanese as the law does (体育の日 before 2020, スポーツの日 after); this catalogue gives
 * each kind a code (campaigns name a festival by code) and its name in the other languages. A day of the
 * library whose Japanese name is not here would be unnamed: tests/domain/jp-holidays.test.ts walks every
 * day the library holds and fails on one.
 *
 * 元日 is the catalogue's `newYear` (src/domain/festivals.ts), not a second entry on the same day.
 */

export interface JpHolidayKind {
  code: string;
  /** The library's Japanese names of this kind (the law renamed some). */
  ja: string[];
  /** Its name; in Japanese the law's name of the day's year is shown instead, unless `fixedJa`. */
  name: Translated;
  /** The Japanese name is always `name.ja` (the library's is a bare 休日). */
  fixedJa?: boolean;
  /** A yearly holiday a campaign can be named after (not a substitute, a bridge day or a one-off). */
  yearly: boolean;
}

const k = (code: string, ja: string[], zhCN: string, zhTW: string, en: string, yearly = true): JpHolidayKind => ({
  code,
  ja,
  name: { ja: ja[ja.length - 1], 'zh-CN': zhCN, 'zh-TW': zhTW, en },
  yearly,
});

/** The kinds, in calendar order. */
export const JP_HOLIDAY_KINDS: JpHolidayKind[] = [
  k('jpComingOfAge', ['成人の日'], '成人节', '成人節', 'Coming of Age Day'),
  k('jpFoundationDay', ['建国記念の日'], '建国纪念日', '建國紀念日', 'National Foundation Day'),
  k('jpEmperorsBirthday', ['天皇誕生日'], '天皇诞辰', '天皇誕辰', "Emperor's Birthday"),
  k('jpVernalEquinox', ['春分の日'], '春分日', '春分日', 'Vernal Equinox Day'),
  k('jpShowaDay', ['昭和の日'], '昭和日', '昭和日', 'Shōwa Day'),
  k('jpConstitutionDay', ['憲法記念日'], '宪法纪念日', '憲法紀念日', 'Constitution Memorial Day'),
  k('jpGreeneryDay', ['みどりの日'], '绿之日', '綠之日', 'Greenery Day'),
  k('jpChildrensDay', ['こどもの日'], '日本儿童节', '日本兒童節', "Children's Day (Japan)"),
  k('jpMarineDay', ['海の日'], '海之日', '海之日', 'Marine Day'),
  k('jpMountainDay', ['山の日'], '山之日', '山之日', 'Mountain Day'),
  k('jpRespectForAged', ['敬老の日'], '敬老日', '敬老日', 'Respect for the Aged Day'),
  k('jpAutumnalEquinox', ['秋分の日'], '秋分日', '秋分日', 'Autumnal Equinox Day'),
  k('jpSportsDay', ['体育の日', '体育の日（スポーツの日）', 'スポーツの日'], '体育日', '體育日', 'Sports Day'),
  k('jpCultureDay', ['文化の日'], '文化日', '文化日', 'Culture Day'),
  k('jpLaborThanksgiving', ['勤労感謝の日'], '勤劳感谢日', '勤勞感謝日', 'Labour Thanksgiving Day'),
  // a day between two holidays (国民の休日), and the days the 2019 accession law made holidays
  {
    ...k('jpCitizensHoliday', ['休日'], '国民休息日', '國民休息日', "Citizens' Holiday", false),
    name: { ja: '国民の休日', 'zh-CN': '国民休息日', 'zh-TW': '國民休息日', en: "Citizens' Holiday" },
    fixedJa: true,
  },
  k('jpSpecialHoliday', ['休日（祝日扱い）'], '特别公众假日', '特別國定假日', 'Special public holiday', false),
  k('jpImperialFuneral', ['大喪の礼'], '昭和天皇大丧之礼', '昭和天皇大喪之禮', 'State Funeral of Emperor Shōwa', false),
  k('jpEnthronement', ['即位礼正殿の儀'], '即位礼正殿之仪', '即位禮正殿之儀', 'Enthronement Ceremony', false),
  k('jpImperialWedding', ['結婚の儀'], '皇太子结婚之仪', '皇太子結婚之儀', 'Wedding of the Crown Prince', false),
];

/** A substitute holiday (振替休日): the Monday after a holiday that fell on a Sunday. */
export const JP_SUBSTITUTE = 'jpSubstitute';

/** The code of the catalogue festival that is also a public holiday (元日). */
export const JP_NEW_YEAR = { ja: '元日', code: 'newYear' } as const;

/** The yearly kinds' codes, which a holiday campaign may name. */
export const JP_HOLIDAY_CODES = JP_HOLIDAY_KINDS.filter((h) => h.yearly).map((h) => h.code);

const BY_JA = new Map(JP_HOLIDAY_KINDS.flatMap((h) => h.ja.map((ja) => [ja, h] as const)));

/** The kind a Japanese name of the library names (a substitute's base name included), or undefined. */
export function jpHolidayKind(ja: string): JpHolidayKind | undefined {
  return BY_JA.get(ja);
}

/** How a substitute holiday is named, given its base holiday's name in each language. */
export function substituteName(base: Translated, jaAsWritten: string): Translated {
  return {
    ja: jaAsWritten,
    'zh-CN': `${base['zh-CN']}补休`,
    'zh-TW': `${base['zh-TW']}補假`,
    en: `Substitute holiday (${base.en})`,
  };
}
