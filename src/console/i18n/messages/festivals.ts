/** Messages of the festival table and holiday marketing. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    holidays: ['祝祭日マーケティング', '节日营销', '節日行銷', 'Holiday marketing'],
  },
  resources: {
    holidays: {
      name: ['祝祭日', '节日', '節日', 'Festivals'],
      fields: {
        year: ['年', '年份', '年份', 'Year'],
        date: ['日付', '日期', '日期', 'Date'],
        name: ['名前', '名称', '名稱', 'Name'],
        lunar: ['旧暦', '农历', '農曆', 'Lunar'],
        code: ['種類', '类型', '類型', 'Kind'],
      },
    },
  },
  functions: {
    holiday: {
      view: ['祝祭日の一覧を見る', '查看节日列表', '檢視節日列表', 'View the festival list'],
      add: ['独自の記念日を追加する', '添加自定义节日', '新增自訂節日', 'Add own festivals'],
    },
  },
  festivals: {
    title: ['祝祭日マーケティング', '节日营销', '節日行銷', 'Holiday marketing'],
    yearTable: ['%{year}年の祝祭日', '%{year}年的节日', '%{year}年的節日', 'Festivals of %{year}'],
    lunarYes: ['旧暦', '农历', '農曆', 'Lunar'],
    lunarNo: ['新暦', '公历', '國曆', 'Gregorian'],
    kind: ['種類', '类型', '類型', 'Kind'],
    empty: ['この年の祝祭日はありません', '该年没有节日', '該年沒有節日', 'No festivals in this year'],
    addTitle: ['独自の記念日を追加', '添加自定义节日', '新增自訂節日', 'Add an own festival'],
    nameHelp: ['1〜15文字', '1至15个字符', '1至15個字元', '1 to 15 characters'],
    add: ['追加', '添加', '新增', 'Add'],
    added: ['「%{name}」を追加しました', '已添加“%{name}”', '已新增「%{name}」', 'Added “%{name}”'],
    previousYear: ['前の年', '上一年', '上一年', 'Previous year'],
    nextYear: ['次の年', '下一年', '下一年', 'Next year'],
    showChinese: ['中国の記念日も表示', '显示中国纪念日', '顯示中國紀念日', 'Show Chinese civic days'],
    showChineseHelp: [
      '建党節・国慶節など中国の記念日（仕様の祝祭日一覧にあるもの）',
      '建党节、国庆节等中国纪念日（规格节日列表中的节日）',
      '建黨節、國慶節等中國紀念日（規格節日列表中的節日）',
      "Party Day, National Day and other civic days of China in the spec's festival list",
    ],
  },
  enum: {
    holidayKind: {
      publicHoliday: ['祝日', '日本公众假日', '日本國定假日', 'Public holiday (Japan)'],
      festival: ['行事', '节日', '節日', 'Festival'],
      chineseDay: ['中国の記念日', '中国纪念日', '中國紀念日', 'Chinese civic day'],
      custom: ['独自', '自定义', '自訂', 'Own'],
    },
    // a holiday campaign may name a yearly Japanese public holiday (src/domain/jp-holidays.ts names them alike)
    campaignFestival: {
      jpComingOfAge: ['成人の日', '成人节', '成人節', 'Coming of Age Day'],
      jpFoundationDay: ['建国記念の日', '建国纪念日', '建國紀念日', 'National Foundation Day'],
      jpEmperorsBirthday: ['天皇誕生日', '天皇诞辰', '天皇誕辰', "Emperor's Birthday"],
      jpVernalEquinox: ['春分の日', '春分日', '春分日', 'Vernal Equinox Day'],
      jpShowaDay: ['昭和の日', '昭和日', '昭和日', 'Shōwa Day'],
      jpConstitutionDay: ['憲法記念日', '宪法纪念日', '憲法紀念日', 'Constitution Memorial Day'],
      jpGreeneryDay: ['みどりの日', '绿之日', '綠之日', 'Greenery Day'],
      jpChildrensDay: ['こどもの日', '日本儿童节', '日本兒童節', "Children's Day (Japan)"],
      jpMarineDay: ['海の日', '海之日', '海之日', 'Marine Day'],
      jpMountainDay: ['山の日', '山之日', '山之日', 'Mountain Day'],
      jpRespectForAged: ['敬老の日', '敬老日', '敬老日', 'Respect for the Aged Day'],
      jpAutumnalEquinox: ['秋分の日', '秋分日', '秋分日', 'Autumnal Equinox Day'],
      jpSportsDay: ['スポーツの日', '体育日', '體育日', 'Sports Day'],
      jpCultureDay: ['文化の日', '文化日', '文化日', 'Culture Day'],
      jpLaborThanksgiving: ['勤労感謝の日', '勤劳感谢日', '勤勞感謝日', 'Labour Thanksgiving Day'],
    },
  },
} satisfies MessageTable;

export default messages;
