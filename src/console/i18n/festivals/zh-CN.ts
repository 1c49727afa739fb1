import type { FestivalsMessages } from './ja';

const messages: FestivalsMessages = {
  menu: {
    holidays: '节日营销',
  },
  resources: {
    holidays: {
      name: '节日',
      fields: {
        year: '年份',
        date: '日期',
        name: '名称',
        lunar: '农历',
        code: '类型',
        orgId: '组织',
        orgName: '组织',
      },
    },
  },
  functions: {
    holiday: {
      view: '查看节日列表',
      add: '添加自定义节日',
    },
  },
  festivals: {
    title: '节日营销',
    yearTable: '%{year}年的节日',
    builtIn: '内置',
    custom: '自定义',
    lunarYes: '农历',
    lunarNo: '公历',
    kind: '类型',
    empty: '该年没有节日',
    addTitle: '添加自定义节日',
    nameHelp: '1至15个字符',
    add: '添加',
    added: '已添加“%{name}”',
    previousYear: '上一年',
    nextYear: '下一年',
  },
};

export default messages;
