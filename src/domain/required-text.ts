import type { Texts } from './texts.js';

/**
 * The rule text of a required field left empty (`validation.required`). Its own module: the login page shows it
 * before the other rule texts (validation-messages.ts) are loaded.
 */
export const REQUIRED_TEXTS: Texts = ['入力してください', '不能为空', '不能為空', 'Cannot be empty'];
