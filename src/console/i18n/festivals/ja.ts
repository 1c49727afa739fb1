/**
 * Messages of the festival table and holiday marketing. Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    holidays: '祝祭日マーケティング',
  },
  resources: {
    holidays: {
      name: '祝祭日',
      fields: {
        year: '年',
        date: '日付',
        name: '名前',
        lunar: '旧暦',
        code: '種類',
        orgId: '組織',
        orgName: '組織',
      },
    },
  },
  functions: {
    holiday: {
      view: '祝祭日の一覧を見る',
      add: '独自の記念日を追加する',
    },
  },
  festivals: {
    title: '祝祭日マーケティング',
    yearTable: '%{year}年の祝祭日',
    builtIn: '定番',
    custom: '独自',
    lunarYes: '旧暦',
    lunarNo: '新暦',
    kind: '種類',
    empty: 'この年の祝祭日はありません',
    addTitle: '独自の記念日を追加',
    nameHelp: '1〜15文字',
    add: '追加',
    added: '「%{name}」を追加しました',
    previousYear: '前の年',
    nextYear: '次の年',
  },
};

export type FestivalsMessages = Shape<typeof messages>;

export default messages;
