/** Messages of the console kit in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { UiMessages } from './ja';

const messages: UiMessages = {
  ui: {
    pager: {
      // a list whose total the server counted only up to a ceiling (totalCapped)
      cappedRange: '%{offsetBegin}-%{offsetEnd}，超过 %{total} 条',
    },
    export: {
      button: '导出',
      busy: '正在导出…',
      done: '已保存 %{name}',
      failed: '导出失败',
    },
    import: {
      limits: '最多 %{rows} 行、%{size}',
      template: '下载模板',
      columnsLabel: '文件的列',
      column: '列',
      holds: '内容',
      required: '必填',
      optional: '选填',
      file: '文件',
      choose: '选择文件',
      noFile: '未选择文件',
      wrongType: '请选择 %{ext} 文件',
      close: '关闭',
      problems: '有错误的行',
      row: '行',
      reason: '原因',
    },
  },
};

export default messages;
