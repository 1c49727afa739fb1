import type { Translated } from './locale.js';
import { translated, type Texts } from './texts.js';
import { REQUIRED_TEXTS } from './required-text.js';

/**
 * Messages for the field rules of schemas/: a schema names one with `x-message` (`validation.<key>`), and
 * both the server's 100001 answer and the console's forms show it in place of the validator's generic text.
 * Every text is `[ja, zh-CN, zh-TW, en]` (domain/texts.ts). A rule that only differs from others by its
 * numbers is one of the SHAPES below with its numbers filled in, so each wording is written once.
 */

/**
 * The repeated wordings, with polyglot placeholders (`%{max}`, as react-admin's i18nProvider fills them): the
 * console also has them as `validation.<shape>` to fill itself (`translate('validation.maxChars', { max })`).
 * `maxChars` is also the generic maxLength keyword's wording (keyword-messages.ts).
 */
export const SHAPES = {
  maxChars: ['%{max}文字以内で入力してください', '最多输入%{max}个字符', '最多輸入%{max}個字元', 'Must be at most %{max} characters'],
  maxCharsNoControl: [
    '%{max}文字以内で、制御文字を含めずに入力してください',
    '最多%{max}个字符，不能包含控制字符',
    '最多%{max}個字元，不能包含控制字元',
    'At most %{max} characters, without control characters',
  ],
  trimmedText: [
    '1〜%{max}文字で、前後の空白・改行・制御文字を含めずに入力してください',
    '须为1至%{max}个字符，首尾不能有空格，不能包含换行等控制字符',
    '須為1至%{max}個字元，首尾不能有空白，不能包含換行等控制字元',
    '1 to %{max} characters, without spaces at either end, line breaks or control characters',
  ],
  chooseDevices: [
    'デバイスを1〜%{max}台、重複なく選んでください',
    '请选择1至%{max}台不重复的设备',
    '請選擇1至%{max}台不重複的設備',
    'Choose 1 to %{max} devices, each once',
  ],
  wholeNumber: [
    '%{min}〜%{max}の整数を入力してください',
    '请输入%{min}至%{max}的整数',
    '請輸入%{min}至%{max}的整數',
    'Enter a whole number from %{min} to %{max}',
  ],
  numberRange: ['%{min}〜%{max}の数値を入力してください', '请输入%{min}至%{max}的数字', '請輸入%{min}至%{max}的數字', 'Enter a number from %{min} to %{max}'],
  codeChars: [
    '英数字と %{chars} で、%{max}文字以内で入力してください',
    '只能包含字母、数字和 %{chars}，最多%{max}个字符',
    '只能包含字母、數字和 %{chars}，最多%{max}個字元',
    'Letters, digits and %{chars}, at most %{max} characters',
  ],
  digitsRange: [
    '%{min}〜%{max}の数字（半角数字のみ）で入力してください',
    '请输入%{min}-%{max}的纯数字',
    '請輸入%{min}-%{max}的純數字',
    'A number from %{min} to %{max} (digits only)',
  ],
} as const satisfies Record<string, Texts>;

/** Texts several rules share word for word. */
const SAME = {
  day: ['日付は 2026-03-01 の形式で入力してください', '日期格式应为 2026-03-01', '日期格式應為 2026-03-01', 'Enter a date like 2026-03-01'],
  endAfterStart: ['終了日時は開始日時より後にしてください', '结束时间须晚于开始时间', '結束時間須晚於開始時間', 'The end must be after the start'],
  endDateNotBeforeStart: [
    '終了日は開始日以降にしてください',
    '结束日期不能早于开始日期',
    '結束日期不能早於開始日期',
    'The end date may not be before the start date',
  ],
  md5: ['MD5 は 32 桁の 16 進数です', 'MD5 须为 32 位十六进制数', 'MD5 須為 32 位十六進位數', 'An MD5 is 32 hexadecimal digits'],
} as const satisfies Record<string, Texts>;

/** A text with its `%{name}` placeholders filled (one given nothing stays as written). */
export function fillTexts(texts: Texts, params: Record<string, unknown>): Texts {
  const fill = (text: string) => text.replace(/%\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
  return [fill(texts[0]), fill(texts[1]), fill(texts[2]), fill(texts[3])];
}

const maxChars = (max: number) => fillTexts(SHAPES.maxChars, { max });
const maxCharsNoControl = (max: number) => fillTexts(SHAPES.maxCharsNoControl, { max });
const trimmedText = (max: number) => fillTexts(SHAPES.trimmedText, { max });
const chooseDevices = (max: number) => fillTexts(SHAPES.chooseDevices, { max });
const wholeNumber = (min: number, max: number) => fillTexts(SHAPES.wholeNumber, { min, max });
const numberRange = (min: number, max: number) => fillTexts(SHAPES.numberRange, { min, max });
const codeChars = (chars: string, max: number) => fillTexts(SHAPES.codeChars, { chars, max });
const digitsRange = (min: number, max: number) => fillTexts(SHAPES.digitsRange, { min, max });

/** Each rule's text, by the key its schemas name after `validation.`. */
export const VALIDATION_TEXTS: Record<string, Texts> = {
  ...SHAPES,
  required: REQUIRED_TEXTS,
  controlCharacters: ['制御文字は使用できません', '不能包含控制字符', '不能包含控制字元', 'Must not contain control characters'],
  unreadableBody: ['リクエストの内容を読み取れません', '无法读取请求内容', '無法讀取請求內容', 'The request body could not be read'],
  oneFile: ['ファイルは 1 つだけ送ってください', '只能发送一个文件', '只能傳送一個檔案', 'Send one file only'],
  contentType: ['この形式のリクエストには対応していません', '不支持该请求格式', '不支援該請求格式', 'This request format is not supported'],
  contentTypeExpected: [
    'この呼び出しの内容は %{type} で送ってください',
    '此调用的内容须以 %{type} 发送',
    '此呼叫的內容須以 %{type} 傳送',
    'This call takes its body as %{type}',
  ],
  noBody: [
    'この呼び出しは内容を受け取りません（送るなら空の JSON オブジェクトに）',
    '此调用不接受请求内容（如需发送，请发送空的 JSON 对象）',
    '此呼叫不接受請求內容（如需傳送，請傳送空的 JSON 物件）',
    'This call takes no body (send none, or an empty JSON body)',
  ],
  url: ['URL が正しくありません', 'URL 不正确', 'URL 不正確', 'The address is not valid'],
  urlTooLong: ['URL の一部が長すぎます', 'URL 的某一部分过长', 'URL 的某一部分過長', 'A part of the address is too long'],
  connectionRange: ['期間は 7 日以内で指定してください', '时间范围不能超过 7 天', '時間範圍不能超過 7 天', 'The range may span at most 7 days'],
  dateRangeOrder: SAME.endAfterStart,
  dateTime: ['正しい日時を入力してください', '请输入有效的日期和时间', '請輸入有效的日期和時間', 'Enter a valid date and time'],
  account: [
    'アカウントは英字と数字のみ、20文字以内で入力してください',
    '账号只能包含英文字母和数字，最多20位',
    '帳號只能包含英文字母和數字，最多20位',
    'The account may contain only English letters and digits, at most 20',
  ],
  password: [
    'パスワードは8〜32文字の半角英数字・記号で入力してください',
    '密码须为8至32位的字母、数字或符号',
    '密碼須為8至32位的字母、數字或符號',
    'The password must be 8 to 32 letters, digits or symbols',
  ],
  passwordMismatch: ['確認用パスワードが一致しません', '两次输入的密码不一致', '兩次輸入的密碼不一致', 'The passwords do not match'],
  personName: [
    '名前は漢字・かな・カナ・英字とピリオドで、50文字以内で入力してください',
    '姓名只能包含中文、日文、英文字母和点，最多50个字符',
    '姓名只能包含中文、日文、英文字母和點，最多50個字元',
    'The name may contain Chinese, Japanese, English letters and dots, at most 50',
  ],
  phone: [
    '中国または日本の電話番号を入力してください（例：090-1234-5678、+81 90-1234-5678。区切りは半角スペースかハイフン）',
    '请输入中国或日本的电话号码（例：138 0013 8000、+86 138 0013 8000、090-1234-5678、+81 90-1234-5678，可用空格或连字符分隔）',
    '請輸入中國或日本的電話號碼（例：138 0013 8000、+86 138 0013 8000、090-1234-5678、+81 90-1234-5678，可用空格或連字號分隔）',
    'Enter a Chinese or Japanese phone number, e.g. 090-1234-5678 or +81 90-1234-5678 (groups separated by spaces or hyphens)',
  ],
  email: ['有効なメールアドレスを入力してください', '请输入有效的邮箱地址', '請輸入有效的電子郵件地址', 'Enter a valid email address'],
  status: ['状態は有効(1)か無効(0)です', '状态只能是启用(1)或禁用(0)', '狀態只能是啟用(1)或停用(0)', 'Status is 1 (enabled) or 0 (disabled)'],
  roleName: [
    'ロール名は漢字・かな・カナ（長音「ー」を含む）・英字・数字で、20文字以内で入力してください',
    '角色名称只能包含汉字、日文假名（含长音“ー”）、英文字母和数字，最多20个字符',
    '角色名稱只能包含漢字、日文假名（含長音「ー」）、英文字母和數字，最多20個字元',
    'The role name may contain Chinese characters, Japanese kana (with the long-vowel mark ー), English letters and digits, at most 20',
  ],
  roleRemark: maxChars(100),
  orgName: trimmedText(50),
  orgRemark: maxCharsNoControl(200),
  searchText: maxCharsNoControl(50),
  orgTypeForParent: [
    'この種類の組織は選択した上位組織の下に作成できません（代理店・加盟店はプラットフォームか代理店の下、店舗は加盟店の下）',
    '该类型的组织不能建在所选上级组织下（服务商和商户建在平台或服务商下，门店建在商户下）',
    '該類型的組織不能建在所選上級組織下（服務商和商戶建在平台或服務商下，門市建在商戶下）',
    'This type cannot be created under the chosen parent (agents and merchants go under the platform or an agent, stores under a merchant)',
  ],
  orgType: ['組織の種類を選択してください', '请选择组织类型', '請選擇組織類型', 'Choose the organisation type'],
  jobNumber: codeChars('-', 20),
  bdRank: ['職位を選択してください', '请选择职级', '請選擇職級', 'Choose the rank'],
  bdOrgIds: ['組織を1〜100件、重複なく選択してください', '请选择1至100个不重复的组织', '請選擇1至100個不重複的組織', 'Choose 1 to 100 different organisations'],
  menuCode: [
    'コードは英小文字で始め、英字・数字・ドット・ハイフンで64文字以内で入力してください',
    '编码须以小写字母开头，只能包含字母、数字、点和连字符，最多64个字符',
    '代碼須以小寫字母開頭，只能包含字母、數字、點和連字號，最多64個字元',
    'The code starts with a lower-case letter and may contain letters, digits, dots and hyphens, at most 64',
  ],
  permissionCode: [
    '存在しない権限コードが含まれています',
    '包含不存在的权限编码',
    '包含不存在的權限代碼',
    'The list contains a permission code that does not exist',
  ],
  roleParent: [
    '上位ロールは同じ組織か上位組織のロールで、このロール自身や下位ロール以外を指定してください',
    '上级角色须属于本组织或上级组织，且不能是该角色本身或其子角色',
    '上級角色須屬於本組織或上級組織，且不能是該角色本身或其子角色',
    'The parent role must belong to this organisation or one above it, and cannot be this role or one of its sub-roles',
  ],
  menuParent: ['機能はメニューの下にのみ追加できます', '功能只能添加在菜单下', '功能只能新增在選單下', 'A function can only be added under a menu'],
  menuPath: [
    'パスは「/」で始まり、英数字と / _ : . - のみ使用できます',
    '路径须以“/”开头，只能包含字母、数字和 / _ : . -',
    '路徑須以「/」開頭，只能包含字母、數字和 / _ : . -',
    'The path starts with "/" and may contain letters, digits and / _ : . -',
  ],
  // devices: fleet (issue 7)
  serialNum: codeChars('- _', 64),
  serialNums: chooseDevices(500),
  deviceAlias: maxChars(50),
  deviceName: maxChars(50),
  floor: wholeNumber(-5, 100),
  controlNumber: codeChars('-', 32),
  productKey: codeChars('- _', 64),
  latitude: [
    '緯度は -90 から 90 までの数値で入力してください',
    '纬度须为 -90 至 90 的数值',
    '緯度須為 -90 至 90 的數值',
    'The latitude must be a number from -90 to 90',
  ],
  longitude: [
    '経度は -180 から 180 までの数値で入力してください',
    '经度须为 -180 至 180 的数值',
    '經度須為 -180 至 180 的數值',
    'The longitude must be a number from -180 to 180',
  ],
  address: maxChars(200),
  // suppliers
  supplierName: trimmedText(50),
  supplierContactName: [
    '担当者名は50文字以内で、先頭・末尾の空白や改行などの制御文字を含めずに入力してください',
    '联系人最多50个字符，首尾不能有空格，不能包含换行等控制字符',
    '聯絡人最多50個字元，首尾不能有空格，不能包含換行等控制字元',
    'The contact name is at most 50 characters, without leading or trailing spaces, line breaks or control characters',
  ],
  // routes (device groups)
  routeName: trimmedText(50),
  routeRemark: maxCharsNoControl(200),
  routeSerialNum: codeChars('- _', 64),
  routeSerialNums: chooseDevices(256),
  reportDay: SAME.day,
  reportRange: [
    '期間は開始日から終了日まで31日以内で指定してください',
    '日期范围须从开始日到结束日，最多31天',
    '日期範圍須從開始日到結束日，最多31天',
    'The range runs from the start day to the end day, at most 31 days',
  ],
  // alarm rules (schemas/devices/alarm.schema.json): "pure digits" in the ranges of spec document 1 §7
  alarmThreshold1to100: digitsRange(1, 100),
  alarmThreshold2to500: digitsRange(2, 500),
  alarmThreshold1to500: digitsRange(1, 500),
  alarmWindow: [
    '集計時間は1〜500分の数字（半角数字のみ）で入力してください',
    '统计时长请输入1-500分钟的纯数字',
    '統計時長請輸入1-500分鐘的純數字',
    'The window is a number of minutes from 1 to 500 (digits only)',
  ],
  alarmSource: codeChars('_ . -', 64),
  alarmRemark: maxChars(100),
  // the device detail's telemetry ranges (schemas/devices/telemetry.schema.json)
  rangeOrder: SAME.endAfterStart,
  range30Days: ['期間は30日以内で指定してください', '时间范围最多30天', '時間範圍最多30天', 'The range is at most 30 days'],
  opMessageTitle: [
    'タイトルは空白以外を含めて50文字以内で入力してください',
    '标题不能为空，最多50个字符',
    '標題不能為空，最多50個字元',
    'Enter a title of at most 50 characters',
  ],
  opMessageContent: maxChars(1000),
  opMessageType: ['種類を選択してください', '请选择类型', '請選擇類型', 'Choose a kind'],
  opMessageFile: ['ファイルを選択してください', '请选择文件', '請選擇檔案', 'Choose a file'],
  opMessageFileName: [
    'ファイル名は200文字以内で、スラッシュやバックスラッシュを含めないでください',
    '文件名最多200个字符，且不能包含斜杠或反斜杠',
    '檔案名稱最多200個字元，且不能包含斜線或反斜線',
    'The file name may be at most 200 characters, without slashes or backslashes',
  ],
  opMessageSerialNum: codeChars('_ -', 64),
  opMessageSerialNums: chooseDevices(1000),
  statisticsDate: SAME.day,
  statisticsRange: [
    '終了日は開始日以降、期間は31日以内にしてください',
    '结束日期不能早于开始日期，期间最多31天',
    '結束日期不能早於開始日期，期間最多31天',
    'The end date must not be before the start date, and the range at most 31 days',
  ],
  // goods
  goodsBrand: [
    'ブランドは1〜50文字で、空白を含めずに入力してください',
    '品牌为1至50个字符，不能包含空格',
    '品牌為1至50個字元，不能包含空格',
    'The brand is 1 to 50 characters, without spaces',
  ],
  goodsName: [
    '商品名は1〜50文字で、空白やスラッシュを含めずに入力してください',
    '商品名称为1至50个字符，不能包含空格或斜杠',
    '商品名稱為1至50個字元，不能包含空格或斜線',
    'The goods name is 1 to 50 characters, without spaces or slashes',
  ],
  goodsCategory: ['分類を選択してください', '请选择分类', '請選擇分類', 'Choose a category'],
  goodsSpec: [
    '規格は0より大きく99999以下の数値で入力してください',
    '规格必须是大于0且不超过99999的数字',
    '規格必須是大於0且不超過99999的數字',
    'The spec is a number above 0, at most 99999',
  ],
  goodsSpecUnit: [
    '規格単位は1〜10文字で、空白を含めずに入力してください',
    '规格单位为1至10个字符，不能包含空格',
    '規格單位為1至10個字元，不能包含空格',
    'The spec unit is 1 to 10 characters, without spaces',
  ],
  goodsImage: ['画像をアップロードし直してください', '请重新上传图片', '請重新上傳圖片', 'Upload the image again'],
  goodsBarcode: ['バーコードは20桁以内の数字で入力してください', '条形码为最多20位数字', '條碼為最多20位數字', 'The barcode is up to 20 digits'],
  goodsItemCode: [
    '品番は50文字以内の英字と数字で入力してください',
    '货号为最多50个字母和数字',
    '貨號為最多50個字母和數字',
    'The item code is up to 50 letters and digits',
  ],
  goodsPurchasePrice: numberRange(1, 99999),
  goodsDefaultPrice: wholeNumber(1, 99999),
  goodsReferencePrice: numberRange(1, 99999),
  goodsRemark: maxChars(200),
  // lanes (schemas/retail/lane.schema.json)
  laneNo: [
    'レーン番号は英数字1〜10文字で入力してください',
    '货道号为1至10位字母或数字',
    '貨道號為1至10位字母或數字',
    'The lane number is 1 to 10 letters or digits',
  ],
  laneNoNew: [
    'レーン番号は英数字5文字以内で入力してください',
    '货道号最多5位字母或数字',
    '貨道號最多5位字母或數字',
    'The lane number is at most 5 letters or digits',
  ],
  laneGrid: ['行数・列数は1〜20で入力してください', '行数和列数为1至20', '行數和列數為1至20', 'Rows and columns are 1 to 20'],
  laneMaxStock: numberRange(1, 100),
  laneStock: numberRange(0, 100),
  laneAddStock: [
    '増減数は-100〜100（0以外）で入力してください',
    '增减数量为-100至100，且不能为0',
    '增減數量為-100至100，且不能為0',
    'The change is -100 to 100, and not 0',
  ],
  lanePrice: wholeNumber(1, 99999),
  laneThreshold: numberRange(0, 100),
  laneCopyTargets: chooseDevices(100),
  // members, points and levels (issue 16, m-members)
  walletUserId: [
    'ウォレットのユーザー ID は英数字・_・- の 1〜64 文字です',
    '钱包用户 ID 为 1 至 64 位字母、数字、_ 或 -',
    '錢包使用者 ID 為 1 至 64 位字母、數字、_ 或 -',
    'A wallet user id is 1 to 64 letters, digits, _ or -',
  ],
  memberPoints: wholeNumber(0, 100000),
  memberConsumeAmount: wholeNumber(1, 10000000),
  memberValidityDays: [
    '有効日数は0〜3650の整数で入力してください（0は無期限）',
    '有效天数为0至3650的整数（0为永久有效）',
    '有效天數為0至3650的整數（0為永久有效）',
    'The validity is a whole number of days from 0 to 3650 (0: no expiry)',
  ],
  memberLevelName: trimmedText(20),
  memberLevelThreshold: wholeNumber(0, 100000000),
  memberLevels: ['等級は10個までです', '等级最多10个', '等級最多10個', 'At most 10 levels'],
  memberMobileFilter: [
    '携帯番号は数字・+・- で入力してください',
    '手机号只能包含数字、+ 和 -',
    '手機號只能包含數字、+ 和 -',
    'A mobile number holds digits, + and - only',
  ],
  // coupons and the member-service authorisation and config (issue 16)
  couponDay: SAME.day,
  couponName: [
    'クーポン名は空白なしの 1〜20 文字で入力してください',
    '优惠券名称为 1 至 20 个字符，不能包含空格',
    '優惠券名稱為 1 至 20 個字元，不能包含空格',
    'The coupon name is 1 to 20 characters without spaces',
  ],
  couponRandomMax: [
    '上限額は額面以上、額面の 200 倍未満にしてください',
    '随机金额上限须不低于面额且低于面额的 200 倍',
    '隨機金額上限須不低於面額且低於面額的 200 倍',
    'The upper limit must be at least the face value and below 200 times the face value',
  ],
  couponUsageNote: maxChars(50),
  couponFixedWechat: [
    '固定の有効期間はウィーチャットのクーポンだけで使えます',
    '固定有效期仅适用于微信优惠券',
    '固定有效期僅適用於微信優惠券',
    'Fixed validity dates are for WeChat coupons only',
  ],
  couponCode: ['クーポンコードは 16 桁の数字です', '优惠券码为 16 位数字', '優惠券碼為 16 位數字', 'A coupon code is 16 digits'],
  couponIssueSpan: ['配布期間は 90 日以内にしてください', '发放期不能超过 90 天', '發放期不能超過 90 天', 'The issue period may span at most 90 days'],
  couponIssueLead: [
    '配布開始日は今日から 15 日後までの日にしてください',
    '发放开始日须在今天至 15 天后之间',
    '發放開始日須在今天至 15 天後之間',
    'The issue period must start between today and 15 days from today',
  ],
  couponEndBeforeStart: SAME.endDateNotBeforeStart,
  msAppId: [
    'アプリ ID は英数字・_・- の 1〜32 文字です',
    '应用 ID 为 1 至 32 位字母、数字、_ 或 -',
    '應用 ID 為 1 至 32 位字母、數字、_ 或 -',
    'The app id is 1 to 32 letters, digits, _ or -',
  ],
  msDisplayName: ['表示名は 1〜20 文字で入力してください', '显示名称为 1 至 20 个字符', '顯示名稱為 1 至 20 個字元', 'The display name is 1 to 20 characters'],
  msSecret: [
    'シークレットは空白なしの 8〜128 文字です',
    '密钥为 8 至 128 个字符，不含空格',
    '密鑰為 8 至 128 個字元，不含空格',
    'The secret is 8 to 128 characters without spaces',
  ],
  // holiday marketing (issue 16)
  festivalYear: numberRange(1921, 2100),
  festivalName: trimmedText(15),
  festivalDate: [
    '1921年〜2100年の日付を 2026-03-01 の形式で入力してください',
    '请输入1921年至2100年之间的日期，格式如 2026-03-01',
    '請輸入1921年至2100年之間的日期，格式如 2026-03-01',
    'Enter a date from 1921 to 2100, like 2026-03-01',
  ],
  // wallet card templates (issue 16)
  cardPlatform: ['ウォレットのプラットフォームを選んでください', '平台须为支付宝或微信', '平台須為支付寶或微信', 'Choose Alipay or WeChat'],
  cardBrand: trimmedText(12),
  cardTitle: [
    'タイトルは1〜9文字で、絵文字・前後の空白・改行は使えません',
    '标题为1至9个字符，不能包含表情符号、首尾空格或换行',
    '標題為1至9個字元，不能包含表情符號、首尾空白或換行',
    'The title is 1 to 9 characters, without emoji, leading or trailing spaces or line breaks',
  ],
  cardColor: [
    '色は #000000 の形式（16進数6桁）で入力してください',
    '颜色格式应为 #000000（6位十六进制）',
    '顏色格式應為 #000000（6位十六進位）',
    'Enter a colour like #000000 (six hex digits)',
  ],
  cardLabel: trimmedText(10),
  cardUrl: [
    'リンクは500文字以内のウェブアドレス（半角）にしてください',
    '链接须为不超过500个字符的网址（半角）',
    '連結須為不超過500個字元的網址（半形）',
    'The link is a URL starting with http:// or https://, at most 500 characters',
  ],
  cardCustomFields: ['カスタム項目は1〜3件です', '自定义栏目为1至3个', '自訂欄目為1至3個', 'Give 1 to 3 custom fields'],
  cardActions: ['アクションボタンは1〜3件です', '行动按钮为1至3个', '行動按鈕為1至3個', 'Give 1 to 3 calls to action'],
  cardRight: trimmedText(50),
  cardRights: ['特典は10件までです', '权益最多10项', '權益最多10項', 'At most 10 rights'],
  cardFormField: [
    'フォーム項目は携帯番号・氏名・性別・誕生日・身分証番号・メールから選んでください',
    '表单字段须为手机号、姓名、性别、生日、身份证号或邮箱',
    '表單欄位須為手機號碼、姓名、性別、生日、身分證號或電子郵件',
    'A form field is mobile, name, gender, birthday, ID card number or email',
  ],
  cardFormFields: ['フォーム項目は1〜6件です', '表单字段为1至6个', '表單欄位為1至6個', 'Give 1 to 6 form fields'],
  cardImage: ['アップロードした画像を選んでください', '请选择已上传的图片', '請選擇已上傳的圖片', 'Choose an uploaded image'],
  cardImageKind: ['画像の種類はロゴかカバーです', '图片类型为标志或封面', '圖片類型為標誌或封面', 'The image is a logo or a cover'],
  // the sandbox card opening (issue 16)
  cardLinkToken: [
    'リンクのトークンは 32 桁の 16 進数です',
    '链接令牌为 32 位十六进制数',
    '連結權杖為 32 位十六進位數',
    'The link token is 32 hexadecimal digits',
  ],
  cardIdNumber: [
    '身分証番号は英数字 6〜20 文字です',
    '证件号码为 6 至 20 位字母或数字',
    '證件號碼為 6 至 20 位字母或數字',
    'An ID number is 6 to 20 letters or digits',
  ],
  // campaigns (activities, issue 16, m-campaigns)
  campaignDay: [
    '日付は 2026-03-01 の形式で入力してください（東京時間）',
    '日期格式应为 2026-03-01（东京时间）',
    '日期格式應為 2026-03-01（東京時間）',
    'Enter the day like 2026-03-01 (Tokyo)',
  ],
  campaignName: trimmedText(15),
  campaignNote: [
    '活動説明は空白だけにせず 1〜100 文字で入力してください',
    '活动说明为 1 至 100 个字符，不能全为空白',
    '活動說明為 1 至 100 個字元，不能全為空白',
    'Each note is 1 to 100 characters and not blank',
  ],
  campaignNotes: ['活動説明は 1〜10 件入力してください', '活动说明须为 1 至 10 条', '活動說明須為 1 至 10 條', 'Give 1 to 10 notes'],
  campaignPrizePoints: wholeNumber(1, 100000),
  campaignStampNumber: wholeNumber(1, 100),
  campaignEndBeforeStart: SAME.endDateNotBeforeStart,
  campaignSpan: ['活動期間は 366 日以内にしてください', '活动期间不能超过 366 天', '活動期間不能超過 366 天', 'A campaign lasts at most 366 days'],
  campaignGiftLimit: ['新規会員プレゼントはお一人様 1 回です', '新会员礼每人限 1 次', '新會員禮每人限 1 次', 'A new-member gift is given once per member'],
  campaignPrintStampCard: [
    'スタンプカードはスタンプ活動でのみ印刷できます',
    '集章卡仅适用于集章活动',
    '集章卡僅適用於集章活動',
    'Stamp cards are printed for stamp campaigns only',
  ],
  // app centre (issue 17)
  appName: trimmedText(50),
  appPlatform: [
    'プラットフォームは Android、Windows、Linux から選んでください',
    '平台须为 Android、Windows 或 Linux',
    '平台須為 Android、Windows 或 Linux',
    'Choose Android, Windows or Linux',
  ],
  appType: ['種類はシステムアプリかアプリから選んでください', '类型须为系统应用或应用', '類型須為系統應用或應用', 'Choose a system app or an app'],
  appPackageName: [
    'パッケージ名は英字で始まる英数字と _ の名前をドットでつないだもの（150 文字以内）にしてください',
    '包名须由以字母开头的字母、数字和 _ 组成，以点分隔，最多 150 个字符',
    '套件名稱須由以字母開頭的字母、數字和 _ 組成，以點分隔，最多 150 個字元',
    'The package name is names of letters, digits and _ (each starting with a letter) joined by dots, at most 150 characters',
  ],
  appAndroidPackageName: [
    'Android のパッケージ名には少なくとも 1 つのドットが必要です',
    'Android 包名至少需要一个点',
    'Android 套件名稱至少需要一個點',
    'An Android package name has at least one dot (com.example.app)',
  ],
  appClassify: ['分類を選んでください', '请选择分类', '請選擇分類', 'Choose a class'],
  appIntro: maxChars(2000),
  appImage: ['画像をアップロードしてください', '请上传图片', '請上傳圖片', 'Upload the image'],
  appScreenshots: [
    'スクリーンショットは 5 枚までで、同じものは 1 回だけにしてください',
    '截图最多 5 张，且不能重复',
    '截圖最多 5 張，且不能重複',
    'At most 5 screenshots, each once',
  ],
  appShelf: [
    '掲載状態は 0（非掲載）か 1（掲載）にしてください',
    '上架状态须为 0（下架）或 1（上架）',
    '上架狀態須為 0（下架）或 1（上架）',
    'Listing is 0 (delisted) or 1 (listed)',
  ],
  appIds: ['1～100 件を重複なく選んでください', '请选择 1～100 项，不能重复', '請選擇 1～100 項，不能重複', 'Choose 1 to 100, each once'],
  appVersion: [
    'バージョン番号は数字とドットで、999.999.999.999 までにしてください',
    '版本号须为数字和点，最大 999.999.999.999',
    '版本號須為數字和點，最大 999.999.999.999',
    'The version number is digits and dots, at most 999.999.999.999',
  ],
  appVersionNote: maxChars(500),
  appPackageType: [
    'パッケージの種類はフルか差分から選んでください',
    '安装包类型须为完整包或差分包',
    '安裝包類型須為完整包或差分包',
    'Choose a full or a differential package',
  ],
  appMd5: SAME.md5,
  appFileKey: ['パッケージファイルをアップロードしてください', '请上传安装包文件', '請上傳安裝包檔案', 'Upload the package file'],
  appProducts: [
    '製品は 50 件までで、同じものは 1 回だけにしてください',
    '产品最多 50 个，且不能重复',
    '產品最多 50 個，且不能重複',
    'At most 50 products, each once',
  ],
  appValid: ['有効（1）か無効（0）にしてください', '须为有效（1）或失效（0）', '須為有效（1）或失效（0）', 'Valid (1) or invalid (0)'],
  appSerialNums: chooseDevices(100),
  appInstallMode: ['インストール方法は強制か通知から選んでください', '安装方式须为强制或提醒', '安裝方式須為強制或提醒', 'Choose forced or reminder'],
  appStartupMode: [
    '起動方法は自動、手動、キオスクから選んでください',
    '启动方式须为自动、手动或锁定模式',
    '啟動方式須為自動、手動或鎖定模式',
    'Choose auto, manual or kiosk',
  ],
  appReleaseScope: [
    '公開範囲は全体、サービスプロバイダー、デバイスから選んでください',
    '发布范围须为全部、服务商或设备',
    '發布範圍須為全部、服務商或設備',
    'Choose all, service providers or devices',
  ],
  appReleaseOrgs: [
    'サービスプロバイダーを 1～100 件、重複なく選んでください',
    '请选择 1～100 个服务商，不能重复',
    '請選擇 1～100 個服務商，不能重複',
    'Choose 1 to 100 service providers, each once',
  ],
  appReleaseStatus: ['状態は公開中かキャンセル済みから選んでください', '状态须为发布中或已取消', '狀態須為發布中或已取消', 'Choose published or canceled'],
  appInstallState: ['状態を一覧から選んでください', '请从列表中选择状态', '請從清單中選擇狀態', 'Choose a state from the list'],
  appGrayForced: ['グレーリリースは強制インストールにしてください', '灰度发布须为强制安装', '灰度發布須為強制安裝', 'A gray release installs forced'],
  appGrayThreshold: ['しきい値は 1～100% にしてください', '阈值须为 1～100%', '閾值須為 1～100%', 'A threshold is 1 to 100%'],
  appGrayPercent: ['割合は 1～100% にしてください', '比例须为 1～100%', '比例須為 1～100%', 'A percentage is 1 to 100'],
  appGrayChoice: [
    'グレーデバイスはデバイスか割合のどちらか一方で選んでください',
    '请用设备或比例中的一种选择灰度设备',
    '請用設備或比例其中一種選擇灰度設備',
    'Choose the gray devices either by name or by a percentage',
  ],
  // ads (issue 18)
  adName: trimmedText(50),
  adPriority: wholeNumber(0, 10),
  adWeight: wholeNumber(1, 100),
  adBookedPlays: [
    '予約再生回数は 0～100000000 です（0 は無制限）',
    '预订播放次数须为 0～100000000（0 为不限）',
    '預訂播放次數須為 0～100000000（0 為不限）',
    'Booked plays are 0 to 100,000,000 (0: no limit)',
  ],
  adCapPerHour: [
    '1 時間あたりの上限は 0～3600 回です（0 は無制限）',
    '每小时上限须为 0～3600 次（0 为不限）',
    '每小時上限須為 0～3600 次（0 為不限）',
    'The hourly cap is 0 to 3600 plays (0: no cap)',
  ],
  adEndAfterStart: SAME.endAfterStart,
  adPlayDays: ['曜日を 1 つ以上選んでください', '请至少选择一个星期', '請至少選擇一個星期', 'Choose at least one day of the week'],
  adTime: [
    '時刻は 00:00～24:00 の時:分で入力してください',
    '时间须为 00:00～24:00 的时:分',
    '時間須為 00:00～24:00 的時:分',
    'A time is HH:MM, 00:00 to 24:00',
  ],
  adMd5: SAME.md5,
  adUrl: [
    'ウェブのアドレス（2000 文字以内）を入力してください',
    '请输入网页地址（2000 字符以内）',
    '請輸入網頁位址（2000 字元以內）',
    'An http:// or https:// address of at most 2000 characters',
  ],
  adSize: [
    'ファイルサイズは 1～524288000 バイトです',
    '文件大小须为 1～524288000 字节',
    '檔案大小須為 1～524288000 位元組',
    'The file size is 1 to 524,288,000 bytes',
  ],
  adPixels: ['幅と高さは 1～7680 ピクセルです', '宽和高须为 1～7680 像素', '寬和高須為 1～7680 像素', 'Width and height are 1 to 7680 pixels'],
  adDuration: ['再生時間は 1～3600 秒です', '播放时长须为 1～3600 秒', '播放時長須為 1～3600 秒', 'A duration is 1 to 3600 seconds'],
  adDate: SAME.day,
  adTimeZone: [
    'タイムゾーンの名前が正しくありません（例：アジア/東京）',
    '时区名称不正确（例：亚洲/东京）',
    '時區名稱不正確（例：亞洲/東京）',
    'A time zone is an IANA name such as Asia/Tokyo',
  ],
  adWindow: ['帰属時間は 1～120 分です', '归因时间须为 1～120 分钟', '歸因時間須為 1～120 分鐘', 'The attribution window is 1 to 120 minutes'],
  adDevices: chooseDevices(100),
  // boot animations (issue 18)
  bootAnimationName: trimmedText(50),
  // the one targeting control (issue 28)
  targetSerialNums: chooseDevices(1000),
  targetMax: ['件数の上限は 1～5000 です', '数量上限须为 1～5000', '數量上限須為 1～5000', 'The limit is 1 to 5000'],
};

/** The same texts as `validation.<key>` → the four languages (the server's and the tests' reading). */
export const VALIDATION_MESSAGES: Record<string, Translated> = Object.fromEntries(
  Object.entries(VALIDATION_TEXTS).map(([key, texts]) => [`validation.${key}`, translated(texts)]),
);
