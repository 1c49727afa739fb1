import type { Locale, Translated } from './locale.js';
import { SHAPES, VALIDATION_MESSAGES, fillTexts } from './validation-messages.js';
import { LOCALES } from './locale.js';
import { translated, type Texts } from './texts.js';

/**
 * What a user reads when a value breaks a generic schema keyword (a length, a range, a type): worded for
 * people in the four languages, with the schema's limit filled in ("20文字以内で入力してください"). The server's
 * 100001 answer and the console's forms both word their errors through `validationMessage`, so neither
 * shows a validator's raw text ("integerでなければいけない").
 */

/** The parts of a validator error (ajv's ErrorObject) that the wording depends on. */
export interface KeywordError {
  keyword: string;
  params: Record<string, unknown>;
  /** The schema holding the failed keyword (ajv's `verbose` option); its `x-message` wins when set. */
  parentSchema?: unknown;
}

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** By the type a value should have had. */
const TYPE_MESSAGES: Record<string, Translated> = {
  integer: t('整数で入力してください', '请输入整数', '請輸入整數', 'Enter a whole number'),
  number: t('数値で入力してください', '请输入数字', '請輸入數字', 'Enter a number'),
  string: t('文字で入力してください', '请输入文字', '請輸入文字', 'Enter text'),
  boolean: t('はい・いいえで指定してください', '请选择是或否', '請選擇是或否', 'Choose yes or no'),
  array: t('一覧で指定してください', '请以列表形式提供', '請以清單形式提供', 'Give a list'),
  object: t('入力の形式が正しくありません', '格式不正确', '格式不正確', 'Not in the expected form'),
  null: t('空のままにしてください', '请留空', '請留空', 'Leave it empty'),
};

/** By the format a text should have had; others get `format`'s generic text. */
const FORMAT_MESSAGES: Record<string, Translated> = {
  email: VALIDATION_MESSAGES['validation.email'],
  'date-time': VALIDATION_MESSAGES['validation.dateTime'],
  date: t('正しい日付を入力してください', '请输入有效的日期', '請輸入有效的日期', 'Enter a valid date'),
  time: t('正しい時刻を入力してください', '请输入有效的时间', '請輸入有效的時間', 'Enter a valid time'),
  uri: t('正しい URL を入力してください', '请输入有效的网址', '請輸入有效的網址', 'Enter a valid web address'),
  url: t('正しい URL を入力してください', '请输入有效的网址', '請輸入有效的網址', 'Enter a valid web address'),
};

const INVALID = t('入力内容が正しくありません', '输入内容不正确', '輸入內容不正確', 'This value is not valid');

/** By keyword; `%{limit}` (and `%{multipleOf}`) take the schema's value, as does `%{max}` of maxLength's shared wording. */
export const KEYWORD_MESSAGES: Record<string, Translated> = {
  required: VALIDATION_MESSAGES['validation.required'],
  minLength: t('%{limit}文字以上で入力してください', '至少输入%{limit}个字符', '至少輸入%{limit}個字元', 'Must be at least %{limit} characters'),
  maxLength: translated(SHAPES.maxChars),
  minimum: t('%{limit}以上の値を入力してください', '不能小于%{limit}', '不能小於%{limit}', 'Must be %{limit} or more'),
  maximum: t('%{limit}以下の値を入力してください', '不能大于%{limit}', '不能大於%{limit}', 'Must be %{limit} or less'),
  exclusiveMinimum: t('%{limit}より大きい値を入力してください', '必须大于%{limit}', '必須大於%{limit}', 'Must be more than %{limit}'),
  exclusiveMaximum: t('%{limit}より小さい値を入力してください', '必须小于%{limit}', '必須小於%{limit}', 'Must be less than %{limit}'),
  multipleOf: t('%{multipleOf}の倍数を入力してください', '必须是%{multipleOf}的倍数', '必須是%{multipleOf}的倍數', 'Must be a multiple of %{multipleOf}'),
  minItems: t('%{limit}件以上選択してください', '至少选择%{limit}项', '至少選擇%{limit}項', 'Choose at least %{limit}'),
  maxItems: t('%{limit}件以内で選択してください', '最多选择%{limit}项', '最多選擇%{limit}項', 'Choose at most %{limit}'),
  uniqueItems: t('同じ値が重複しています', '不能有重复的值', '不能有重複的值', 'Remove the repeated values'),
  enum: t('選択肢の中から選んでください', '请从选项中选择', '請從選項中選擇', 'Choose one of the options'),
  const: t('この値は指定できません', '不允许该值', '不允許該值', 'This value is not allowed'),
  pattern: t(
    '使用できない文字が含まれているか、形が正しくありません',
    '包含不允许的字符或格式不正确',
    '包含不允許的字元或格式不正確',
    'Contains characters that are not allowed, or is not in the expected form',
  ),
  format: t('形式が正しくありません', '格式不正确', '格式不正確', 'Not in the expected form'),
  additionalProperties: t('この項目は受け付けられません', '不接受该字段', '不接受該欄位', 'This field is not accepted'),
  /** Not a schema keyword: the server's one rule for every text it accepts (control-characters.ts). */
  controlCharacters: VALIDATION_MESSAGES['validation.controlCharacters'],
};

const fill = (text: string, params: Record<string, unknown>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));

/**
 * A schema's `x-message` in one of its three forms, as its four texts: a key of the rule table
 * (`"validation.supplierName"`); the wording itself beside the rule, `[ja, zh-CN, zh-TW, en]`, so a resource's
 * rule needs no edit of a shared table; or a shape with its numbers (`{"shape": "maxChars", "max": 20}`,
 * SHAPES in validation-messages.ts). Undefined for anything else (the i18n test names such a schema).
 */
export function ruleTexts(xMessage: unknown): Texts | undefined {
  if (typeof xMessage === 'string') {
    const t = VALIDATION_MESSAGES[xMessage];
    return t && (LOCALES.map((l) => t[l]) as unknown as Texts);
  }
  if (Array.isArray(xMessage))
    return xMessage.length === LOCALES.length && xMessage.every((x) => typeof x === 'string' && x) ? (xMessage as unknown as Texts) : undefined;
  if (xMessage && typeof xMessage === 'object') {
    const { shape, ...params } = xMessage as { shape?: string };
    const texts = typeof shape === 'string' ? (SHAPES as Record<string, Texts>)[shape] : undefined;
    return texts && fillTexts(texts, params);
  }
  return undefined;
}

/**
 * The message of one validator error: "cannot be empty" for a missing value, the field rule's own
 * `x-message` when its schema names one, else the keyword's wording.
 */
export function validationMessage(error: KeywordError, locale: Locale): string {
  if (error.keyword === 'required') return KEYWORD_MESSAGES.required[locale];
  const own = ruleTexts((error.parentSchema as Record<string, unknown> | undefined)?.['x-message']);
  if (own) return own[LOCALES.indexOf(locale)];
  const { keyword, params } = error;
  if (keyword === 'type') {
    const types = ([] as unknown[]).concat(params.type).map(String);
    const type = types.find((x) => x !== 'null') ?? types[0];
    return (TYPE_MESSAGES[type] ?? INVALID)[locale];
  }
  if (keyword === 'format') return (FORMAT_MESSAGES[String(params.format)] ?? KEYWORD_MESSAGES.format)[locale];
  if (keyword === 'minLength' && params.limit === 1) return KEYWORD_MESSAGES.required[locale];
  const wording = KEYWORD_MESSAGES[keyword];
  return wording ? fill(wording[locale], { max: params.limit, ...params }) : INVALID[locale];
}
