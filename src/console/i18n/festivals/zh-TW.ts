import type { FestivalsMessages } from './ja';

const messages: FestivalsMessages = {
  menu: {
    holidays: '節日行銷',
  },
  resources: {
    holidays: {
      name: '節日',
      fields: {
        year: '年份',
        date: '日期',
        name: '名稱',
        lunar: '農曆',
        code: '類型',
        orgId: '組織',
        orgName: '組織',
      },
    },
  },
  functions: {
    holiday: {
      view: '檢視節日列表',
      add: '新增自訂節日',
    },
  },
  festivals: {
    title: '節日行銷',
    yearTable: '%{year}年的節日',
    builtIn: '內建',
    custom: '自訂',
    lunarYes: '農曆',
    lunarNo: '國曆',
    kind: '類型',
    empty: '該年沒有節日',
    addTitle: '新增自訂節日',
    nameHelp: '1至15個字元',
    add: '新增',
    added: '已新增「%{name}」',
    previousYear: '上一年',
    nextYear: '下一年',
  },
};

export default messages;
