import type { Translated } from './locale.js';

/**
 * Messages for the field rules of schemas/: a schema names one with `x-message`, and both the server's
 * 100001 answer and the console's forms show it in place of the validator's generic text.
 */
export const VALIDATION_MESSAGES: Record<string, Translated> = {
  'validation.required': {
    ja: '入力してください', 'zh-CN': '不能为空', 'zh-TW': '不能為空', en: 'Cannot be empty',
  },
  'validation.controlCharacters': {
    ja: '制御文字は使用できません', 'zh-CN': '不能包含控制字符', 'zh-TW': '不能包含控制字元',
    en: 'Must not contain control characters',
  },
  'validation.unreadableBody': {
    ja: 'リクエストの内容を読み取れません', 'zh-CN': '无法读取请求内容', 'zh-TW': '無法讀取請求內容',
    en: 'The request body could not be read',
  },
  'validation.contentType': {
    ja: 'この形式のリクエストには対応していません', 'zh-CN': '不支持该请求格式', 'zh-TW': '不支援該請求格式',
    en: 'This request format is not supported',
  },
  'validation.url': {
    ja: 'URL が正しくありません', 'zh-CN': 'URL 不正确', 'zh-TW': 'URL 不正確', en: 'The address is not valid',
  },
  'validation.urlTooLong': {
    ja: 'URL の一部が長すぎます', 'zh-CN': 'URL 的某一部分过长', 'zh-TW': 'URL 的某一部分過長',
    en: 'A part of the address is too long',
  },
  'validation.dateTime': {
    ja: '正しい日時を入力してください', 'zh-CN': '请输入有效的日期和时间', 'zh-TW': '請輸入有效的日期和時間',
    en: 'Enter a valid date and time',
  },
  'validation.account': {
    ja: 'アカウントは英字と数字のみ、20文字以内で入力してください',
    'zh-CN': '账号只能包含英文字母和数字，最多20位',
    'zh-TW': '帳號只能包含英文字母和數字，最多20位',
    en: 'The account may contain only English letters and digits, at most 20',
  },
  'validation.password': {
    ja: 'パスワードは8〜32文字の半角英数字・記号で入力してください',
    'zh-CN': '密码须为8至32位的字母、数字或符号',
    'zh-TW': '密碼須為8至32位的字母、數字或符號',
    en: 'The password must be 8 to 32 letters, digits or symbols',
  },
  'validation.passwordMismatch': {
    ja: '確認用パスワードが一致しません', 'zh-CN': '两次输入的密码不一致', 'zh-TW': '兩次輸入的密碼不一致',
    en: 'The passwords do not match',
  },
  'validation.personName': {
    ja: '名前は漢字・かな・カナ・英字とピリオドで、50文字以内で入力してください',
    'zh-CN': '姓名只能包含中文、日文、英文字母和点，最多50个字符',
    'zh-TW': '姓名只能包含中文、日文、英文字母和點，最多50個字元',
    en: 'The name may contain Chinese, Japanese, English letters and dots, at most 50',
  },
  'validation.phone': {
    ja: '中国または日本の電話番号を入力してください（例：090-1234-5678、+81 90-1234-5678。区切りは半角スペースかハイフン）',
    'zh-CN': '请输入中国或日本的电话号码（例：138 0013 8000、+86 138 0013 8000、090-1234-5678、+81 90-1234-5678，可用空格或连字符分隔）',
    'zh-TW': '請輸入中國或日本的電話號碼（例：138 0013 8000、+86 138 0013 8000、090-1234-5678、+81 90-1234-5678，可用空格或連字號分隔）',
    en: 'Enter a Chinese or Japanese phone number, e.g. 090-1234-5678 or +81 90-1234-5678 (groups separated by spaces or hyphens)',
  },
  'validation.email': {
    ja: '有効なメールアドレスを入力してください', 'zh-CN': '请输入有效的邮箱地址', 'zh-TW': '請輸入有效的電子郵件地址',
    en: 'Enter a valid email address',
  },
  'validation.status': {
    ja: '状態は有効(1)か無効(0)です', 'zh-CN': '状态只能是启用(1)或禁用(0)', 'zh-TW': '狀態只能是啟用(1)或停用(0)',
    en: 'Status is 1 (enabled) or 0 (disabled)',
  },
  'validation.roleName': {
    ja: 'ロール名は漢字・かな・カナ（長音「ー」を含む）・英字・数字で、20文字以内で入力してください',
    'zh-CN': '角色名称只能包含汉字、日文假名（含长音“ー”）、英文字母和数字，最多20个字符',
    'zh-TW': '角色名稱只能包含漢字、日文假名（含長音「ー」）、英文字母和數字，最多20個字元',
    en: 'The role name may contain Chinese characters, Japanese kana (with the long-vowel mark ー), English letters and digits, at most 20',
  },
  'validation.roleRemark': {
    ja: '備考は100文字以内で入力してください', 'zh-CN': '备注最多100个字符', 'zh-TW': '備註最多100個字元',
    en: 'The remark is at most 100 characters',
  },
  'validation.orgName': {
    ja: '組織名は1〜50文字で、先頭・末尾の空白や改行などの制御文字を含めずに入力してください',
    'zh-CN': '组织名称为1至50个字符，首尾不能有空格，不能包含换行等控制字符',
    'zh-TW': '組織名稱為1至50個字元，首尾不能有空格，不能包含換行等控制字元',
    en: 'The organisation name is 1 to 50 characters, without leading or trailing spaces, line breaks or control characters',
  },
  'validation.orgRemark': {
    ja: '備考は200文字以内で、制御文字を含めずに入力してください', 'zh-CN': '备注最多200个字符，不能包含控制字符',
    'zh-TW': '備註最多200個字元，不能包含控制字元', en: 'The remark is at most 200 characters, without control characters',
  },
  'validation.searchText': {
    ja: '検索文字列は50文字以内で、制御文字を含めずに入力してください', 'zh-CN': '搜索内容最多50个字符，不能包含控制字符',
    'zh-TW': '搜尋內容最多50個字元，不能包含控制字元', en: 'The search text is at most 50 characters, without control characters',
  },
  'validation.orgTypeForParent': {
    ja: 'この種類の組織は選択した上位組織の下に作成できません（代理店・加盟店はプラットフォームか代理店の下、店舗は加盟店の下）',
    'zh-CN': '该类型的组织不能建在所选上级组织下（服务商和商户建在平台或服务商下，门店建在商户下）',
    'zh-TW': '該類型的組織不能建在所選上級組織下（服務商和商戶建在平台或服務商下，門市建在商戶下）',
    en: 'This type cannot be created under the chosen parent (agents and merchants go under the platform or an agent, stores under a merchant)',
  },
  'validation.orgType': {
    ja: '組織の種類を選択してください', 'zh-CN': '请选择组织类型', 'zh-TW': '請選擇組織類型',
    en: 'Choose the organisation type',
  },
  'validation.jobNumber': {
    ja: '社員番号は英字・数字・ハイフンで、20文字以内で入力してください',
    'zh-CN': '工号只能包含字母、数字和连字符，最多20位',
    'zh-TW': '工號只能包含字母、數字和連字號，最多20位',
    en: 'The job number may contain letters, digits and hyphens, at most 20',
  },
  'validation.bdRank': {
    ja: '職位を選択してください', 'zh-CN': '请选择职级', 'zh-TW': '請選擇職級', en: 'Choose the rank',
  },
  'validation.bdOrgIds': {
    ja: '組織を1〜100件、重複なく選択してください', 'zh-CN': '请选择1至100个不重复的组织',
    'zh-TW': '請選擇1至100個不重複的組織', en: 'Choose 1 to 100 different organisations',
  },
  'validation.menuCode': {
    ja: 'コードは英小文字で始め、英字・数字・ドット・ハイフンで64文字以内で入力してください',
    'zh-CN': '编码须以小写字母开头，只能包含字母、数字、点和连字符，最多64个字符',
    'zh-TW': '代碼須以小寫字母開頭，只能包含字母、數字、點和連字號，最多64個字元',
    en: 'The code starts with a lower-case letter and may contain letters, digits, dots and hyphens, at most 64',
  },
  'validation.permissionCode': {
    ja: '存在しない権限コードが含まれています',
    'zh-CN': '包含不存在的权限编码',
    'zh-TW': '包含不存在的權限代碼',
    en: 'The list contains a permission code that does not exist',
  },
  'validation.roleParent': {
    ja: '上位ロールは同じ組織か上位組織のロールで、このロール自身や下位ロール以外を指定してください',
    'zh-CN': '上级角色须属于本组织或上级组织，且不能是该角色本身或其子角色',
    'zh-TW': '上級角色須屬於本組織或上級組織，且不能是該角色本身或其子角色',
    en: 'The parent role must belong to this organisation or one above it, and cannot be this role or one of its sub-roles',
  },
  'validation.menuParent': {
    ja: '機能はメニューの下にのみ追加できます',
    'zh-CN': '功能只能添加在菜单下',
    'zh-TW': '功能只能新增在選單下',
    en: 'A function can only be added under a menu',
  },
  'validation.menuPath': {
    ja: 'パスは「/」で始まり、英数字と / _ : . - のみ使用できます',
    'zh-CN': '路径须以“/”开头，只能包含字母、数字和 / _ : . -',
    'zh-TW': '路徑須以「/」開頭，只能包含字母、數字和 / _ : . -',
    en: 'The path starts with "/" and may contain letters, digits and / _ : . -',
  },
};
