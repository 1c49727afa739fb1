/** Messages of the console kit in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { UiMessages } from './ja';

const messages: UiMessages = {
  ui: {
    pager: {
      // a list whose total the server counted only up to a ceiling (totalCapped)
      cappedRange: '%{offsetBegin}-%{offsetEnd}，超過 %{total} 筆',
    },
    export: {
      button: '匯出',
      busy: '正在匯出…',
      done: '已儲存 %{name}',
      failed: '匯出失敗',
    },
    import: {
      limits: '最多 %{rows} 列、%{size}',
      template: '下載範本',
      columnsLabel: '檔案的欄位',
      column: '欄位',
      holds: '內容',
      required: '必填',
      optional: '選填',
      file: '檔案',
      choose: '選擇檔案',
      noFile: '未選擇檔案',
      wrongType: '請選擇 %{ext} 檔案',
      close: '關閉',
      problems: '有錯誤的列',
      row: '列',
      reason: '原因',
    },
  },
};

export default messages;
