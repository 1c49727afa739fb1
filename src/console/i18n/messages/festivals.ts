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
    builtIn: ['定番', '内置', '內建', 'Built-in'],
    custom: ['独自', '自定义', '自訂', 'Own'],
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
  },
} satisfies MessageTable;

export default messages;
