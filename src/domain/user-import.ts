/**
 * The users' batch import (Account's quick/batch import; /aiot/import/excel): the sheet's columns, each named
 * in the four languages. A header cell may name a column in any of them or by its field name, so a sheet
 * filled in by a colleague working in another language reads the same. The console's template and column
 * list come from here too.
 */
import type { Translated } from './locale.js';

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export interface UserImportColumn {
  /** The row schema's property (schemas/accounts/user.schema.json#/$defs/importRow). */
  key: 'account' | 'name' | 'phone' | 'email' | 'password' | 'status';
  label: Translated;
  required: boolean;
}

export const USER_IMPORT_COLUMNS: UserImportColumn[] = [
  { key: 'account', label: t('アカウント', '账号', '帳號', 'Account'), required: true },
  { key: 'name', label: t('氏名', '姓名', '姓名', 'Name'), required: true },
  { key: 'password', label: t('パスワード', '密码', '密碼', 'Password'), required: true },
  { key: 'phone', label: t('電話番号', '手机号', '手機號碼', 'Phone'), required: false },
  { key: 'email', label: t('メールアドレス', '邮箱', '電子郵件', 'Email'), required: false },
  { key: 'status', label: t('状態', '状态', '狀態', 'Status'), required: false },
];

/** The words a status cell may hold, in the four languages (or 1 and 0); empty is enabled. */
export const USER_STATUS_LABELS: Record<0 | 1, Translated> = {
  1: t('有効', '启用', '啟用', 'Enabled'),
  0: t('無効', '停用', '停用', 'Disabled'),
};

/** The most rows one file holds (209017 beyond; each password is hashed with argon2id, about 50 ms), and its size (203015 beyond). */
export const USER_IMPORT_LIMITS = { rows: 500, bytes: 2 * 1024 * 1024 } as const;

/** Header text and words compare without spaces and regardless of case. */
const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

const HEADER_KEYS = new Map<string, UserImportColumn['key']>();
for (const c of USER_IMPORT_COLUMNS) {
  HEADER_KEYS.set(norm(c.key), c.key);
  for (const label of Object.values(c.label)) HEADER_KEYS.set(norm(label), c.key);
}
const STATUS_WORDS = new Map<string, number>();
for (const [value, labels] of Object.entries(USER_STATUS_LABELS)) {
  STATUS_WORDS.set(value, Number(value));
  for (const label of Object.values(labels)) STATUS_WORDS.set(norm(label), Number(value));
}

/** The column a header cell names, or undefined. */
export const userHeaderKey = (text: string): UserImportColumn['key'] | undefined => HEADER_KEYS.get(norm(text));

/** A status cell as 1 or 0; a word it does not know stays as written (and the row's check refuses it). */
export const userStatusOf = (cell: string | number): number | string => STATUS_WORDS.get(norm(String(cell))) ?? cell;

/**
 * A phone cell as text. A spreadsheet keeps a phone typed without quotes as a number, so a Japanese number
 * loses its leading 0 (090-1111-2222 is stored as 9011112222) and separators. The rule, for a numeric cell
 * only: its digits (an integer, no exponent or decimals); and when there are 9 or 10 of them, the national
 * number of Japan without its trunk 0 (a mobile 90/80/70 + 8 digits; a fixed line's 9 digits), the 0 comes
 * back. A Chinese mobile has 11 digits and starts with 1, and an international number with a country code
 * (86…, 81…) is longer, so neither is touched. Text cells are kept as written.
 */
export function phoneOfCell(cell: string | number): string {
  if (typeof cell === 'string') return cell;
  if (!Number.isSafeInteger(cell) || cell < 0) return String(cell);
  const digits = String(cell);
  return digits.length === 9 || digits.length === 10 ? `0${digits}` : digits;
}
