/**
 * Messages of the console kit (src/console/ui/): the export button and the import dialog's common texts. What
 * differs by screen (an import's title, its verb, what it reports) stays with that screen's messages.
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  ui: {
    pager: {
      // a list whose total the server counted only up to a ceiling (totalCapped)
      cappedRange: [
        '%{offsetBegin} - %{offsetEnd} / %{total} 件以上',
        '%{offsetBegin}-%{offsetEnd}，超过 %{total} 条',
        '%{offsetBegin}-%{offsetEnd}，超過 %{total} 筆',
        '%{offsetBegin}-%{offsetEnd} of more than %{total}',
      ],
    },
    export: {
      button: ['エクスポート', '导出', '匯出', 'Export'],
      busy: ['エクスポート中…', '正在导出…', '正在匯出…', 'Exporting…'],
      done: ['%{name} を保存しました', '已保存 %{name}', '已儲存 %{name}', '%{name} saved'],
      failed: ['エクスポートできませんでした', '导出失败', '匯出失敗', 'The export failed'],
    },
    import: {
      limits: ['最大 %{rows} 行・%{size}', '最多 %{rows} 行、%{size}', '最多 %{rows} 列、%{size}', 'At most %{rows} rows and %{size}'],
      csv: [
        'CSV は UTF-8（BOM の有無を問わず）または Shift_JIS、カンマ区切りで保存してください',
        'CSV 请以 UTF-8（带或不带 BOM）或 Shift_JIS 编码、逗号分隔保存',
        'CSV 請以 UTF-8（含或不含 BOM）或 Shift_JIS 編碼、逗號分隔儲存',
        'Save a CSV as UTF-8 (with or without BOM) or Shift_JIS, comma-separated',
      ],
      template: ['テンプレートをダウンロード', '下载模板', '下載範本', 'Download the template'],
      columnsLabel: ['ファイルの列', '文件的列', '檔案的欄位', 'Columns of the file'],
      column: ['列', '列', '欄位', 'Column'],
      holds: ['内容', '内容', '內容', 'What it holds'],
      required: ['必須', '必填', '必填', 'Required'],
      optional: ['任意', '选填', '選填', 'Optional'],
      file: ['ファイル', '文件', '檔案', 'File'],
      choose: ['ファイルを選択', '选择文件', '選擇檔案', 'Choose a file'],
      noFile: ['ファイルが選択されていません', '未选择文件', '未選擇檔案', 'No file chosen'],
      wrongType: ['%{ext} ファイルを選択してください', '请选择 %{ext} 文件', '請選擇 %{ext} 檔案', 'Choose a %{ext} file'],
      close: ['閉じる', '关闭', '關閉', 'Close'],
      problems: ['誤りのある行', '有错误的行', '有錯誤的列', 'Rows with errors'],
      row: ['行', '行', '列', 'Row'],
      reason: ['理由', '原因', '原因', 'Reason'],
    },
  },
} satisfies MessageTable;

export default messages;
