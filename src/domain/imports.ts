import type { Translated } from './locale.js';
import { USER_IMPORT_COLUMNS } from './user-import.js';
import { GOODS_IO_COLUMNS } from './goods-io.js';

/**
 * Batch imports and their records (issue 18; document 1 §2 "batch import and export", §6 Account quick/batch
 * import). Every import writes a record: which kind, who, when, the file, its rows and each row's result.
 */
export const IMPORT_KINDS = ['device', 'activation', 'goods', 'user'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_RESULTS = ['imported', 'refused'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];

/** The files every import takes (document 1 §5: .xlsx or .xls; and CSV, read by domain/csv.ts). */
export const IMPORT_FILE_EXTENSIONS = ['.xlsx', '.xls', '.csv'];

/** The most row results one export of the records holds (209019 beyond). */
export const IMPORT_RECORD_EXPORT_MAX_ROWS = 30000;

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export const IMPORT_KIND_LABELS: Record<ImportKind, Translated> = {
  device: t('デバイス登録', '设备登记', '設備登記', 'Devices'),
  activation: t('デバイス有効化', '设备激活', '設備啟用', 'Activations'),
  goods: t('商品', '商品', '商品', 'Goods'),
  user: t('ユーザー', '用户', '使用者', 'Users'),
};
export const IMPORT_RESULT_LABELS: Record<ImportResult, Translated> = {
  imported: t('取込済み', '已导入', '已匯入', 'Imported'),
  refused: t('拒否', '已拒绝', '已拒絕', 'Refused'),
};

/** Appended to a refused cell's reason: the value as the import read it, so the user sees what was wrong. */
export const IMPORT_VALUE_READ: Translated = t('（読み取った値: %{value}）', '（读取的值：%{value}）', '（讀取的值：%{value}）', ' (value read: %{value})');

/** A refused cell's reason with the value read appended. */
export const withValueRead = (message: string, value: string | number, locale: keyof Translated): string =>
  message + IMPORT_VALUE_READ[locale].replace('%{value}', String(value));

/** The export's columns: one line per row result (a record refused as a whole is one line without a row). */
export const IMPORT_RECORD_EXPORT_COLUMNS: { key: string; label: Translated; width: number }[] = [
  { key: 'id', label: t('記録番号', '记录编号', '記錄編號', 'Record'), width: 10 },
  { key: 'createdAt', label: t('日時', '时间', '時間', 'Time'), width: 20 },
  { key: 'kind', label: t('種別', '类型', '類型', 'Kind'), width: 14 },
  { key: 'orgName', label: t('組織', '组织', '組織', 'Organisation'), width: 20 },
  { key: 'userAccount', label: t('実行者', '操作人', '操作人', 'By'), width: 14 },
  { key: 'fileName', label: t('ファイル名', '文件名', '檔案名稱', 'File'), width: 24 },
  { key: 'rows', label: t('行数', '行数', '列數', 'Rows'), width: 8 },
  { key: 'imported', label: t('取込件数', '导入数', '匯入數', 'Imported'), width: 8 },
  { key: 'result', label: t('結果', '结果', '結果', 'Result'), width: 10 },
  { key: 'error', label: t('理由', '原因', '原因', 'Reason'), width: 30 },
  { key: 'row', label: t('行', '行', '列', 'Row'), width: 6 },
  { key: 'rowResult', label: t('行の結果', '行结果', '列結果', 'Row result'), width: 10 },
  { key: 'key', label: t('キー', '键', '鍵', 'Key'), width: 18 },
  { key: 'field', label: t('列', '列', '欄', 'Column'), width: 14 },
  { key: 'message', label: t('行の理由', '行原因', '列原因', 'Row reason'), width: 36 },
];

/**
 * A refused cell's column as the import's template and dialog head it (電話番号, not `phone`), in every language.
 * The device sheets are headed by the field names themselves (`serialNum`), so those stay as written.
 */
export function importColumnLabel(kind: ImportKind, field: string): Translated | undefined {
  const columns: { key: string; label: Translated }[] = kind === 'user' ? USER_IMPORT_COLUMNS : kind === 'goods' ? GOODS_IO_COLUMNS : [];
  return columns.find((c) => c.key === field)?.label;
}
