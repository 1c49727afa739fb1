import type { Translated } from './locale.js';
import { AD_VALIDATION_MESSAGES } from './ads.js';

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
  'validation.oneFile': {
    ja: 'ファイルは 1 つだけ送ってください', 'zh-CN': '只能发送一个文件', 'zh-TW': '只能傳送一個檔案',
    en: 'Send one file only',
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
  'validation.connectionRange': {
    ja: '期間は 7 日以内で指定してください', 'zh-CN': '时间范围不能超过 7 天', 'zh-TW': '時間範圍不能超過 7 天',
    en: 'The range may span at most 7 days',
  },
  'validation.dateRangeOrder': {
    ja: '終了日時は開始日時より後にしてください', 'zh-CN': '结束时间必须晚于开始时间', 'zh-TW': '結束時間必須晚於開始時間',
    en: 'The end must come after the start',
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
  // devices: fleet (issue 7)
  'validation.serialNum': {
    ja: 'シリアル番号は英数字と - _ で、64文字以内で入力してください',
    'zh-CN': '序列号只能包含字母、数字和 - _，最多64位',
    'zh-TW': '序號只能包含字母、數字和 - _，最多64位',
    en: 'The serial number may contain letters, digits, - and _, at most 64',
  },
  'validation.serialNums': {
    ja: 'デバイスを1〜500台、重複なく選択してください',
    'zh-CN': '请选择1至500台不重复的设备',
    'zh-TW': '請選擇1至500台不重複的設備',
    en: 'Choose 1 to 500 devices, each once',
  },
  'validation.deviceAlias': {
    ja: '別名は50文字以内で入力してください',
    'zh-CN': '别名最多50个字符',
    'zh-TW': '別名最多50個字元',
    en: 'The alias may be at most 50 characters',
  },
  'validation.deviceName': {
    ja: 'デバイス名は50文字以内で入力してください',
    'zh-CN': '设备名称最多50个字符',
    'zh-TW': '設備名稱最多50個字元',
    en: 'The device name may be at most 50 characters',
  },
  'validation.floor': {
    ja: '階数は -5 から 100 までの整数で入力してください',
    'zh-CN': '楼层须为 -5 至 100 的整数',
    'zh-TW': '樓層須為 -5 至 100 的整數',
    en: 'The floor must be a whole number from -5 to 100',
  },
  'validation.controlNumber': {
    ja: '管理番号は英数字と - で、32文字以内で入力してください',
    'zh-CN': '管理编号只能包含字母、数字和 -，最多32位',
    'zh-TW': '管理編號只能包含字母、數字和 -，最多32位',
    en: 'The control number may contain letters, digits and -, at most 32',
  },
  'validation.productKey': {
    ja: '製品キーは英数字と - _ で、64文字以内で入力してください',
    'zh-CN': '产品密钥只能包含字母、数字和 - _，最多64位',
    'zh-TW': '產品金鑰只能包含字母、數字和 - _，最多64位',
    en: 'The product key may contain letters, digits, - and _, at most 64',
  },
  'validation.latitude': {
    ja: '緯度は -90 から 90 までの数値で入力してください',
    'zh-CN': '纬度须为 -90 至 90 的数值',
    'zh-TW': '緯度須為 -90 至 90 的數值',
    en: 'The latitude must be a number from -90 to 90',
  },
  'validation.longitude': {
    ja: '経度は -180 から 180 までの数値で入力してください',
    'zh-CN': '经度须为 -180 至 180 的数值',
    'zh-TW': '經度須為 -180 至 180 的數值',
    en: 'The longitude must be a number from -180 to 180',
  },
  'validation.address': {
    ja: '住所は200文字以内で入力してください',
    'zh-CN': '地址最多200个字符',
    'zh-TW': '地址最多200個字元',
    en: 'The address may be at most 200 characters',
  },
  // suppliers
  'validation.supplierName': {
    ja: '仕入先名は1〜50文字で、先頭・末尾の空白や改行などの制御文字を含めずに入力してください',
    'zh-CN': '供应商名称为1至50个字符，首尾不能有空格，不能包含换行等控制字符',
    'zh-TW': '供應商名稱為1至50個字元，首尾不能有空格，不能包含換行等控制字元',
    en: 'The supplier name is 1 to 50 characters, without leading or trailing spaces, line breaks or control characters',
  },
  'validation.supplierContactName': {
    ja: '担当者名は50文字以内で、先頭・末尾の空白や改行などの制御文字を含めずに入力してください',
    'zh-CN': '联系人最多50个字符，首尾不能有空格，不能包含换行等控制字符',
    'zh-TW': '聯絡人最多50個字元，首尾不能有空格，不能包含換行等控制字元',
    en: 'The contact name is at most 50 characters, without leading or trailing spaces, line breaks or control characters',
  },
  // routes (device groups)
  'validation.routeName': {
    ja: 'ルート名は1〜50文字で、先頭・末尾の空白や改行などの制御文字を含めずに入力してください',
    'zh-CN': '线路名称为1至50个字符，首尾不能有空格，不能包含换行等控制字符',
    'zh-TW': '路線名稱為1至50個字元，首尾不能有空格，不能包含換行等控制字元',
    en: 'The route name is 1 to 50 characters, without leading or trailing spaces, line breaks or control characters',
  },
  'validation.routeRemark': {
    ja: '説明は200文字以内で、制御文字を含めずに入力してください', 'zh-CN': '描述最多200个字符，不能包含控制字符',
    'zh-TW': '描述最多200個字元，不能包含控制字元', en: 'The description is at most 200 characters, without control characters',
  },
  'validation.routeSerialNum': {
    ja: 'シリアル番号は英数字と - _ で、64文字以内で入力してください',
    'zh-CN': '序列号只能包含字母、数字和 - _，最多64个字符',
    'zh-TW': '序號只能包含字母、數字和 - _，最多64個字元',
    en: 'The serial number has letters, digits, - and _, at most 64 characters',
  },
  'validation.routeSerialNums': {
    ja: 'デバイスを1〜256台、重複なしで指定してください', 'zh-CN': '请指定1至256台设备，不能重复',
    'zh-TW': '請指定1至256台設備，不能重複', en: 'Give 1 to 256 devices, each once',
  },
  'validation.reportDay': {
    ja: '日付は 2026-03-01 の形式で入力してください', 'zh-CN': '日期格式应为 2026-03-01',
    'zh-TW': '日期格式應為 2026-03-01', en: 'Enter a date like 2026-03-01',
  },
  'validation.reportRange': {
    ja: '期間は開始日から終了日まで31日以内で指定してください', 'zh-CN': '日期范围须从开始日到结束日，最多31天',
    'zh-TW': '日期範圍須從開始日到結束日，最多31天', en: 'The range runs from the start day to the end day, at most 31 days',
  },
  // alarm rules (schemas/devices/alarm.schema.json): "pure digits" in the ranges of spec document 1 §7
  'validation.alarmThreshold1to100': {
    ja: 'しきい値は1〜100の数字（半角数字のみ）で入力してください', 'zh-CN': '阈值请输入1-100的纯数字',
    'zh-TW': '閾值請輸入1-100的純數字', en: 'The threshold is a number from 1 to 100 (digits only)',
  },
  'validation.alarmThreshold2to500': {
    ja: 'しきい値は2〜500の数字（半角数字のみ）で入力してください', 'zh-CN': '阈值请输入2-500的纯数字',
    'zh-TW': '閾值請輸入2-500的純數字', en: 'The threshold is a number from 2 to 500 (digits only)',
  },
  'validation.alarmThreshold1to500': {
    ja: 'しきい値は1〜500の数字（半角数字のみ）で入力してください', 'zh-CN': '阈值请输入1-500的纯数字',
    'zh-TW': '閾值請輸入1-500的純數字', en: 'The threshold is a number from 1 to 500 (digits only)',
  },
  'validation.alarmWindow': {
    ja: '集計時間は1〜500分の数字（半角数字のみ）で入力してください', 'zh-CN': '统计时长请输入1-500分钟的纯数字',
    'zh-TW': '統計時長請輸入1-500分鐘的純數字', en: 'The window is a number of minutes from 1 to 500 (digits only)',
  },
  'validation.alarmSource': {
    ja: '機種キーは英数字と _ . - で64文字以内です', 'zh-CN': '型号标识只能包含字母、数字和 _ . -，最多64个字符',
    'zh-TW': '型號標識只能包含字母、數字和 _ . -，最多64個字元', en: 'The model key is letters, digits and _ . -, at most 64',
  },
  'validation.alarmRemark': {
    ja: '備考は100文字以内で入力してください', 'zh-CN': '备注最多100个字符', 'zh-TW': '備註最多100個字元',
    en: 'The remark is at most 100 characters',
  },
  // the device detail's telemetry ranges (schemas/devices/telemetry.schema.json)
  'validation.rangeOrder': {
    ja: '終了日時は開始日時より後にしてください', 'zh-CN': '结束时间须晚于开始时间', 'zh-TW': '結束時間須晚於開始時間',
    en: 'The end must be after the start',
  },
  'validation.range30Days': {
    ja: '期間は30日以内で指定してください', 'zh-CN': '时间范围最多30天', 'zh-TW': '時間範圍最多30天',
    en: 'The range is at most 30 days',
  },
  'validation.opMessageTitle': {
    ja: 'タイトルは空白以外を含めて50文字以内で入力してください',
    'zh-CN': '标题不能为空，最多50个字符',
    'zh-TW': '標題不能為空，最多50個字元',
    en: 'Enter a title of at most 50 characters',
  },
  'validation.opMessageContent': {
    ja: '内容は1000文字以内で入力してください',
    'zh-CN': '内容最多1000个字符',
    'zh-TW': '內容最多1000個字元',
    en: 'The content may be at most 1000 characters',
  },
  'validation.opMessageType': {
    ja: '種類を選択してください',
    'zh-CN': '请选择类型',
    'zh-TW': '請選擇類型',
    en: 'Choose a kind',
  },
  'validation.opMessageFile': {
    ja: 'ファイルを選択してください',
    'zh-CN': '请选择文件',
    'zh-TW': '請選擇檔案',
    en: 'Choose a file',
  },
  'validation.opMessageFileName': {
    ja: 'ファイル名は200文字以内で、スラッシュやバックスラッシュを含めないでください',
    'zh-CN': '文件名最多200个字符，且不能包含斜杠或反斜杠',
    'zh-TW': '檔案名稱最多200個字元，且不能包含斜線或反斜線',
    en: 'The file name may be at most 200 characters, without slashes or backslashes',
  },
  'validation.opMessageSerialNum': {
    ja: 'シリアル番号は英字・数字・_ と - で64文字以内です',
    'zh-CN': '序列号只能包含字母、数字、_ 和 -，最多64个字符',
    'zh-TW': '序號只能包含字母、數字、_ 和 -，最多64個字元',
    en: 'A serial number has letters, digits, _ and -, at most 64',
  },
  'validation.opMessageSerialNums': {
    ja: 'デバイスを1台以上、1000台以内で指定してください',
    'zh-CN': '请指定1至1000台设备',
    'zh-TW': '請指定1至1000台設備',
    en: 'Name from 1 to 1000 devices',
  },
  'validation.statisticsDate': {
    ja: '日付は 2026-03-01 の形式で入力してください',
    'zh-CN': '日期格式应为 2026-03-01',
    'zh-TW': '日期格式應為 2026-03-01',
    en: 'Enter a date like 2026-03-01',
  },
  'validation.statisticsRange': {
    ja: '終了日は開始日以降、期間は31日以内にしてください',
    'zh-CN': '结束日期不能早于开始日期，期间最多31天',
    'zh-TW': '結束日期不能早於開始日期，期間最多31天',
    en: 'The end date must not be before the start date, and the range at most 31 days',
  },
  // goods
  'validation.goodsBrand': {
    ja: 'ブランドは1〜50文字で、空白を含めずに入力してください',
    'zh-CN': '品牌为1至50个字符，不能包含空格',
    'zh-TW': '品牌為1至50個字元，不能包含空格',
    en: 'The brand is 1 to 50 characters, without spaces',
  },
  'validation.goodsName': {
    ja: '商品名は1〜50文字で、空白やスラッシュを含めずに入力してください',
    'zh-CN': '商品名称为1至50个字符，不能包含空格或斜杠',
    'zh-TW': '商品名稱為1至50個字元，不能包含空格或斜線',
    en: 'The goods name is 1 to 50 characters, without spaces or slashes',
  },
  'validation.goodsCategory': {
    ja: '分類を選択してください',
    'zh-CN': '请选择分类',
    'zh-TW': '請選擇分類',
    en: 'Choose a category',
  },
  'validation.goodsSpec': {
    ja: '規格は0より大きく99999以下の数値で入力してください',
    'zh-CN': '规格必须是大于0且不超过99999的数字',
    'zh-TW': '規格必須是大於0且不超過99999的數字',
    en: 'The spec is a number above 0, at most 99999',
  },
  'validation.goodsSpecUnit': {
    ja: '規格単位は1〜10文字で、空白を含めずに入力してください',
    'zh-CN': '规格单位为1至10个字符，不能包含空格',
    'zh-TW': '規格單位為1至10個字元，不能包含空格',
    en: 'The spec unit is 1 to 10 characters, without spaces',
  },
  'validation.goodsImage': {
    ja: '画像をアップロードし直してください',
    'zh-CN': '请重新上传图片',
    'zh-TW': '請重新上傳圖片',
    en: 'Upload the image again',
  },
  'validation.goodsBarcode': {
    ja: 'バーコードは20桁以内の数字で入力してください',
    'zh-CN': '条形码为最多20位数字',
    'zh-TW': '條碼為最多20位數字',
    en: 'The barcode is up to 20 digits',
  },
  'validation.goodsItemCode': {
    ja: '品番は50文字以内の英字と数字で入力してください',
    'zh-CN': '货号为最多50个字母和数字',
    'zh-TW': '貨號為最多50個字母和數字',
    en: 'The item code is up to 50 letters and digits',
  },
  'validation.goodsPurchasePrice': {
    ja: '仕入価格は1〜99999で入力してください',
    'zh-CN': '进货价为1至99999',
    'zh-TW': '進貨價為1至99999',
    en: 'The purchase price is 1 to 99999',
  },
  'validation.goodsDefaultPrice': {
    ja: '標準価格は1〜99999の整数で入力してください',
    'zh-CN': '默认价格为1至99999的整数',
    'zh-TW': '預設價格為1至99999的整數',
    en: 'The default price is a whole number from 1 to 99999',
  },
  'validation.goodsReferencePrice': {
    ja: '参考価格は1〜99999で入力してください',
    'zh-CN': '参考价为1至99999',
    'zh-TW': '參考價為1至99999',
    en: 'The reference price is 1 to 99999',
  },
  'validation.goodsRemark': {
    ja: '備考は200文字以内で入力してください',
    'zh-CN': '备注最多200个字符',
    'zh-TW': '備註最多200個字元',
    en: 'The remark may be at most 200 characters',
  },
  // lanes (schemas/retail/lane.schema.json)
  'validation.laneNo': {
    ja: 'レーン番号は英数字1〜10文字で入力してください',
    'zh-CN': '货道号为1至10位字母或数字',
    'zh-TW': '貨道號為1至10位字母或數字',
    en: 'The lane number is 1 to 10 letters or digits',
  },
  'validation.laneNoNew': {
    ja: 'レーン番号は英数字5文字以内で入力してください',
    'zh-CN': '货道号最多5位字母或数字',
    'zh-TW': '貨道號最多5位字母或數字',
    en: 'The lane number is at most 5 letters or digits',
  },
  'validation.laneGrid': {
    ja: '行数・列数は1〜20で入力してください',
    'zh-CN': '行数和列数为1至20',
    'zh-TW': '行數和列數為1至20',
    en: 'Rows and columns are 1 to 20',
  },
  'validation.laneMaxStock': {
    ja: '最大在庫は1〜100で入力してください',
    'zh-CN': '最大库存为1至100',
    'zh-TW': '最大庫存為1至100',
    en: 'The max stock is 1 to 100',
  },
  'validation.laneStock': {
    ja: '在庫は0〜100で入力してください',
    'zh-CN': '库存为0至100',
    'zh-TW': '庫存為0至100',
    en: 'The stock is 0 to 100',
  },
  'validation.laneAddStock': {
    ja: '増減数は-100〜100（0以外）で入力してください',
    'zh-CN': '增减数量为-100至100，且不能为0',
    'zh-TW': '增減數量為-100至100，且不能為0',
    en: 'The change is -100 to 100, and not 0',
  },
  'validation.lanePrice': {
    ja: '価格は1〜99999の整数で入力してください',
    'zh-CN': '价格为1至99999的整数',
    'zh-TW': '價格為1至99999的整數',
    en: 'The price is a whole number from 1 to 99999',
  },
  'validation.laneThreshold': {
    ja: '欠品しきい値は0〜100で入力してください',
    'zh-CN': '缺货阈值为0至100',
    'zh-TW': '缺貨閾值為0至100',
    en: 'The out-of-stock threshold is 0 to 100',
  },
  'validation.laneCopyTargets': {
    ja: 'コピー先のデバイスを1〜100台、重複なく選んでください',
    'zh-CN': '请选择1至100台不重复的目标设备',
    'zh-TW': '請選擇1至100台不重複的目標設備',
    en: 'Choose 1 to 100 different target devices',
  },
  // members, points and levels (issue 16, m-members)
  'validation.walletUserId': {
    ja: 'ウォレットのユーザー ID は英数字・_・- の 1〜64 文字です',
    'zh-CN': '钱包用户 ID 为 1 至 64 位字母、数字、_ 或 -',
    'zh-TW': '錢包使用者 ID 為 1 至 64 位字母、數字、_ 或 -',
    en: 'A wallet user id is 1 to 64 letters, digits, _ or -',
  },
  'validation.memberPoints': {
    ja: 'ポイントは0〜100000の整数で入力してください',
    'zh-CN': '积分为0至100000的整数',
    'zh-TW': '積分為0至100000的整數',
    en: 'Points are a whole number from 0 to 100000',
  },
  'validation.memberConsumeAmount': {
    ja: '金額は1〜10000000の整数で入力してください',
    'zh-CN': '金额为1至10000000的整数',
    'zh-TW': '金額為1至10000000的整數',
    en: 'The amount is a whole number from 1 to 10000000',
  },
  'validation.memberValidityDays': {
    ja: '有効日数は0〜3650の整数で入力してください（0は無期限）',
    'zh-CN': '有效天数为0至3650的整数（0为永久有效）',
    'zh-TW': '有效天數為0至3650的整數（0為永久有效）',
    en: 'The validity is a whole number of days from 0 to 3650 (0: no expiry)',
  },
  'validation.memberLevelName': {
    ja: '等級名は1〜20文字で、前後に空白を入れないでください',
    'zh-CN': '等级名称为1至20个字符，首尾不能有空格',
    'zh-TW': '等級名稱為1至20個字元，首尾不能有空格',
    en: 'A level name is 1 to 20 characters without a space at either end',
  },
  'validation.memberLevelThreshold': {
    ja: '必要ポイントは0〜100000000の整数で入力してください',
    'zh-CN': '所需积分为0至100000000的整数',
    'zh-TW': '所需積分為0至100000000的整數',
    en: 'The points needed are a whole number from 0 to 100000000',
  },
  'validation.memberLevels': {
    ja: '等級は10個までです',
    'zh-CN': '等级最多10个',
    'zh-TW': '等級最多10個',
    en: 'At most 10 levels',
  },
  'validation.memberMobileFilter': {
    ja: '携帯番号は数字・+・- で入力してください',
    'zh-CN': '手机号只能包含数字、+ 和 -',
    'zh-TW': '手機號只能包含數字、+ 和 -',
    en: 'A mobile number holds digits, + and - only',
  },
  // coupons and the member-service authorisation and config (issue 16)
  'validation.couponDay': {
    ja: '日付は 2026-03-01 の形式で入力してください', 'zh-CN': '日期格式应为 2026-03-01', 'zh-TW': '日期格式應為 2026-03-01',
    en: 'Enter a date like 2026-03-01',
  },
  'validation.couponName': {
    ja: 'クーポン名は空白なしの 1〜20 文字で入力してください', 'zh-CN': '优惠券名称为 1 至 20 个字符，不能包含空格', 'zh-TW': '優惠券名稱為 1 至 20 個字元，不能包含空格',
    en: 'The coupon name is 1 to 20 characters without spaces',
  },
  'validation.couponRandomMax': {
    ja: '上限額は額面以上、額面の 200 倍未満にしてください', 'zh-CN': '随机金额上限须不低于面额且低于面额的 200 倍', 'zh-TW': '隨機金額上限須不低於面額且低於面額的 200 倍',
    en: 'The upper limit must be at least the face value and below 200 times the face value',
  },
  'validation.couponUsageNote': {
    ja: '利用説明は 50 文字以内で入力してください', 'zh-CN': '使用说明不能超过 50 个字符', 'zh-TW': '使用說明不能超過 50 個字元',
    en: 'The usage note may be at most 50 characters',
  },
  'validation.couponFixedWechat': {
    ja: '固定の有効期間はウィーチャットのクーポンだけで使えます', 'zh-CN': '固定有效期仅适用于微信优惠券', 'zh-TW': '固定有效期僅適用於微信優惠券',
    en: 'Fixed validity dates are for WeChat coupons only',
  },
  'validation.couponCode': {
    ja: 'クーポンコードは 16 桁の数字です', 'zh-CN': '优惠券码为 16 位数字', 'zh-TW': '優惠券碼為 16 位數字',
    en: 'A coupon code is 16 digits',
  },
  'validation.couponIssueSpan': {
    ja: '配布期間は 90 日以内にしてください', 'zh-CN': '发放期不能超过 90 天', 'zh-TW': '發放期不能超過 90 天',
    en: 'The issue period may span at most 90 days',
  },
  'validation.couponIssueLead': {
    ja: '配布開始日は今日から 15 日後までの日にしてください', 'zh-CN': '发放开始日须在今天至 15 天后之间', 'zh-TW': '發放開始日須在今天至 15 天後之間',
    en: 'The issue period must start between today and 15 days from today',
  },
  'validation.couponEndBeforeStart': {
    ja: '終了日は開始日以降にしてください', 'zh-CN': '结束日不能早于开始日', 'zh-TW': '結束日不能早於開始日',
    en: 'The last day may not be before the first day',
  },
  'validation.msAppId': {
    ja: 'アプリ ID は英数字・_・- の 1〜32 文字です', 'zh-CN': '应用 ID 为 1 至 32 位字母、数字、_ 或 -', 'zh-TW': '應用 ID 為 1 至 32 位字母、數字、_ 或 -',
    en: 'The app id is 1 to 32 letters, digits, _ or -',
  },
  'validation.msDisplayName': {
    ja: '表示名は 1〜20 文字で入力してください', 'zh-CN': '显示名称为 1 至 20 个字符', 'zh-TW': '顯示名稱為 1 至 20 個字元',
    en: 'The display name is 1 to 20 characters',
  },
  'validation.msSecret': {
    ja: 'シークレットは空白なしの 8〜128 文字です', 'zh-CN': '密钥为 8 至 128 个字符，不含空格', 'zh-TW': '密鑰為 8 至 128 個字元，不含空格',
    en: 'The secret is 8 to 128 characters without spaces',
  },
  // holiday marketing (issue 16)
  'validation.festivalYear': {
    ja: '年は1921〜2100で入力してください',
    'zh-CN': '年份为1921至2100',
    'zh-TW': '年份為1921至2100',
    en: 'The year is 1921 to 2100',
  },
  'validation.festivalName': {
    ja: '名前は1〜15文字で、前後に空白や改行を含めないでください',
    'zh-CN': '名称为1至15个字符，首尾不能有空格，不能换行',
    'zh-TW': '名稱為1至15個字元，首尾不能有空白，不能換行',
    en: 'The name is 1 to 15 characters, without leading or trailing spaces or line breaks',
  },
  'validation.festivalDate': {
    ja: '1921年〜2100年の日付を 2026-03-01 の形式で入力してください',
    'zh-CN': '请输入1921年至2100年之间的日期，格式如 2026-03-01',
    'zh-TW': '請輸入1921年至2100年之間的日期，格式如 2026-03-01',
    en: 'Enter a date from 1921 to 2100, like 2026-03-01',
  },
  // wallet card templates (issue 16)
  'validation.cardPlatform': {
    ja: 'ウォレットのプラットフォームを選んでください',
    'zh-CN': '平台须为支付宝或微信',
    'zh-TW': '平台須為支付寶或微信',
    en: "Choose Alipay or WeChat",
  },
  'validation.cardBrand': {
    ja: 'ブランド名は1〜12文字で、前後に空白や改行を含めないでください',
    'zh-CN': '品牌名称为1至12个字符，首尾不能有空格，不能换行',
    'zh-TW': '品牌名稱為1至12個字元，首尾不能有空白，不能換行',
    en: "The brand is 1 to 12 characters, without leading or trailing spaces or line breaks",
  },
  'validation.cardTitle': {
    ja: 'タイトルは1〜9文字で、絵文字・前後の空白・改行は使えません',
    'zh-CN': '标题为1至9个字符，不能包含表情符号、首尾空格或换行',
    'zh-TW': '標題為1至9個字元，不能包含表情符號、首尾空白或換行',
    en: "The title is 1 to 9 characters, without emoji, leading or trailing spaces or line breaks",
  },
  'validation.cardColor': {
    ja: '色は #000000 の形式（16進数6桁）で入力してください',
    'zh-CN': '颜色格式应为 #000000（6位十六进制）',
    'zh-TW': '顏色格式應為 #000000（6位十六進位）',
    en: "Enter a colour like #000000 (six hex digits)",
  },
  'validation.cardLabel': {
    ja: '表示名は1〜10文字で、前後に空白や改行を含めないでください',
    'zh-CN': '显示名称为1至10个字符，首尾不能有空格，不能换行',
    'zh-TW': '顯示名稱為1至10個字元，首尾不能有空白，不能換行',
    en: "The label is 1 to 10 characters, without leading or trailing spaces or line breaks",
  },
  'validation.cardUrl': {
    ja: 'リンクは500文字以内のウェブアドレス（半角）にしてください',
    'zh-CN': '链接须为不超过500个字符的网址（半角）',
    'zh-TW': '連結須為不超過500個字元的網址（半形）',
    en: "The link is a URL starting with http:// or https://, at most 500 characters",
  },
  'validation.cardCustomFields': {
    ja: 'カスタム項目は1〜3件です',
    'zh-CN': '自定义栏目为1至3个',
    'zh-TW': '自訂欄目為1至3個',
    en: "Give 1 to 3 custom fields",
  },
  'validation.cardActions': {
    ja: 'アクションボタンは1〜3件です',
    'zh-CN': '行动按钮为1至3个',
    'zh-TW': '行動按鈕為1至3個',
    en: "Give 1 to 3 calls to action",
  },
  'validation.cardRight': {
    ja: '特典は1〜50文字で、前後に空白や改行を含めないでください',
    'zh-CN': '权益内容为1至50个字符，首尾不能有空格，不能换行',
    'zh-TW': '權益內容為1至50個字元，首尾不能有空白，不能換行',
    en: "A right is 1 to 50 characters, without leading or trailing spaces or line breaks",
  },
  'validation.cardRights': {
    ja: '特典は10件までです',
    'zh-CN': '权益最多10项',
    'zh-TW': '權益最多10項',
    en: "At most 10 rights",
  },
  'validation.cardFormField': {
    ja: 'フォーム項目は携帯番号・氏名・性別・誕生日・身分証番号・メールから選んでください',
    'zh-CN': '表单字段须为手机号、姓名、性别、生日、身份证号或邮箱',
    'zh-TW': '表單欄位須為手機號碼、姓名、性別、生日、身分證號或電子郵件',
    en: "A form field is mobile, name, gender, birthday, ID card number or email",
  },
  'validation.cardFormFields': {
    ja: 'フォーム項目は1〜6件です',
    'zh-CN': '表单字段为1至6个',
    'zh-TW': '表單欄位為1至6個',
    en: "Give 1 to 6 form fields",
  },
  'validation.cardImage': {
    ja: 'アップロードした画像を選んでください',
    'zh-CN': '请选择已上传的图片',
    'zh-TW': '請選擇已上傳的圖片',
    en: 'Choose an uploaded image',
  },
  'validation.cardImageKind': {
    ja: '画像の種類はロゴかカバーです',
    'zh-CN': '图片类型为标志或封面',
    'zh-TW': '圖片類型為標誌或封面',
    en: 'The image is a logo or a cover',
  },
  // the sandbox card opening (issue 16)
  'validation.cardLinkToken': {
    ja: 'リンクのトークンは 32 桁の 16 進数です', 'zh-CN': '链接令牌为 32 位十六进制数', 'zh-TW': '連結權杖為 32 位十六進位數',
    en: 'The link token is 32 hexadecimal digits',
  },
  'validation.cardIdNumber': {
    ja: '身分証番号は英数字 6〜20 文字です', 'zh-CN': '证件号码为 6 至 20 位字母或数字', 'zh-TW': '證件號碼為 6 至 20 位字母或數字',
    en: 'An ID number is 6 to 20 letters or digits',
  },
  // campaigns (activities, issue 16, m-campaigns)
  'validation.campaignDay': {
    ja: '日付は 2026-03-01 の形式で入力してください（東京時間）', 'zh-CN': '日期格式应为 2026-03-01（东京时间）', 'zh-TW': '日期格式應為 2026-03-01（東京時間）',
    en: 'Enter the day like 2026-03-01 (Tokyo)',
  },
  'validation.campaignName': {
    ja: '活動名は 1〜15 文字で、前後に空白を入れないでください', 'zh-CN': '活动名称为 1 至 15 个字符，首尾不能有空格', 'zh-TW': '活動名稱為 1 至 15 個字元，首尾不能有空格',
    en: 'The campaign name is 1 to 15 characters, without leading or trailing spaces',
  },
  'validation.campaignNote': {
    ja: '活動説明は空白だけにせず 1〜100 文字で入力してください', 'zh-CN': '活动说明为 1 至 100 个字符，不能全为空白', 'zh-TW': '活動說明為 1 至 100 個字元，不能全為空白',
    en: 'Each note is 1 to 100 characters and not blank',
  },
  'validation.campaignNotes': {
    ja: '活動説明は 1〜10 件入力してください', 'zh-CN': '活动说明须为 1 至 10 条', 'zh-TW': '活動說明須為 1 至 10 條',
    en: 'Give 1 to 10 notes',
  },
  'validation.campaignPrizePoints': {
    ja: '賞品のポイントは 1〜100000 の整数です', 'zh-CN': '奖品积分为 1 至 100000 的整数', 'zh-TW': '獎品積分為 1 至 100000 的整數',
    en: 'The prize points are a whole number from 1 to 100000',
  },
  'validation.campaignStampNumber': {
    ja: '1〜100 の整数を入力してください', 'zh-CN': '请输入 1 至 100 的整数', 'zh-TW': '請輸入 1 至 100 的整數',
    en: 'Enter a whole number from 1 to 100',
  },
  'validation.campaignEndBeforeStart': {
    ja: '終了日は開始日以降にしてください', 'zh-CN': '结束日期不能早于开始日期', 'zh-TW': '結束日期不能早於開始日期',
    en: 'The end date may not be before the start date',
  },
  'validation.campaignSpan': {
    ja: '活動期間は 366 日以内にしてください', 'zh-CN': '活动期间不能超过 366 天', 'zh-TW': '活動期間不能超過 366 天',
    en: 'A campaign lasts at most 366 days',
  },
  'validation.campaignGiftLimit': {
    ja: '新規会員プレゼントはお一人様 1 回です', 'zh-CN': '新会员礼每人限 1 次', 'zh-TW': '新會員禮每人限 1 次',
    en: 'A new-member gift is given once per member',
  },
  // app centre (issue 17)
  'validation.appName': {
    ja: 'アプリ名は 1～50 文字で、前後に空白を入れず、改行しないでください', 'zh-CN': '应用名称须为 1～50 个字符，首尾不能有空格，不能换行', 'zh-TW': '應用名稱須為 1～50 個字元，首尾不能有空格，不能換行',
    en: 'The app name is 1 to 50 characters, without a space at either end or a line break',
  },
  'validation.appPlatform': {
    ja: 'プラットフォームは Android、Windows、Linux から選んでください', 'zh-CN': '平台须为 Android、Windows 或 Linux', 'zh-TW': '平台須為 Android、Windows 或 Linux',
    en: 'Choose Android, Windows or Linux',
  },
  'validation.appType': {
    ja: '種類はシステムアプリかアプリから選んでください', 'zh-CN': '类型须为系统应用或应用', 'zh-TW': '類型須為系統應用或應用',
    en: 'Choose a system app or an app',
  },
  'validation.appPackageName': {
    ja: 'パッケージ名は英字で始まる英数字と _ の名前をドットでつないだもの（150 文字以内）にしてください', 'zh-CN': '包名须由以字母开头的字母、数字和 _ 组成，以点分隔，最多 150 个字符', 'zh-TW': '套件名稱須由以字母開頭的字母、數字和 _ 組成，以點分隔，最多 150 個字元',
    en: 'The package name is names of letters, digits and _ (each starting with a letter) joined by dots, at most 150 characters',
  },
  'validation.appAndroidPackageName': {
    ja: 'Android のパッケージ名には少なくとも 1 つのドットが必要です', 'zh-CN': 'Android 包名至少需要一个点', 'zh-TW': 'Android 套件名稱至少需要一個點',
    en: 'An Android package name has at least one dot (com.example.app)',
  },
  'validation.appClassify': {
    ja: '分類を選んでください', 'zh-CN': '请选择分类', 'zh-TW': '請選擇分類',
    en: 'Choose a class',
  },
  'validation.appIntro': {
    ja: '紹介は 2000 文字以内にしてください', 'zh-CN': '简介不能超过 2000 个字符', 'zh-TW': '簡介不能超過 2000 個字元',
    en: 'The intro may be at most 2000 characters',
  },
  'validation.appImage': {
    ja: '画像をアップロードしてください', 'zh-CN': '请上传图片', 'zh-TW': '請上傳圖片',
    en: 'Upload the image',
  },
  'validation.appScreenshots': {
    ja: 'スクリーンショットは 5 枚までで、同じものは 1 回だけにしてください', 'zh-CN': '截图最多 5 张，且不能重复', 'zh-TW': '截圖最多 5 張，且不能重複',
    en: 'At most 5 screenshots, each once',
  },
  'validation.appShelf': {
    ja: '掲載状態は 0（非掲載）か 1（掲載）にしてください', 'zh-CN': '上架状态须为 0（下架）或 1（上架）', 'zh-TW': '上架狀態須為 0（下架）或 1（上架）',
    en: 'Listing is 0 (delisted) or 1 (listed)',
  },
  'validation.appIds': {
    ja: '1～100 件を重複なく選んでください', 'zh-CN': '请选择 1～100 项，不能重复', 'zh-TW': '請選擇 1～100 項，不能重複',
    en: 'Choose 1 to 100, each once',
  },
  'validation.appVersion': {
    ja: 'バージョン番号は数字とドットで、999.999.999.999 までにしてください', 'zh-CN': '版本号须为数字和点，最大 999.999.999.999', 'zh-TW': '版本號須為數字和點，最大 999.999.999.999',
    en: 'The version number is digits and dots, at most 999.999.999.999',
  },
  'validation.appVersionNote': {
    ja: '更新内容は 500 文字以内にしてください', 'zh-CN': '更新说明不能超过 500 个字符', 'zh-TW': '更新說明不能超過 500 個字元',
    en: 'The update note may be at most 500 characters',
  },
  'validation.appPackageType': {
    ja: 'パッケージの種類はフルか差分から選んでください', 'zh-CN': '安装包类型须为完整包或差分包', 'zh-TW': '安裝包類型須為完整包或差分包',
    en: 'Choose a full or a differential package',
  },
  'validation.appMd5': {
    ja: 'MD5 は 16 進数 32 桁にしてください', 'zh-CN': 'MD5 须为 32 位十六进制数', 'zh-TW': 'MD5 須為 32 位十六進位數',
    en: 'The MD5 is 32 hexadecimal digits',
  },
  'validation.appFileKey': {
    ja: 'パッケージファイルをアップロードしてください', 'zh-CN': '请上传安装包文件', 'zh-TW': '請上傳安裝包檔案',
    en: 'Upload the package file',
  },
  'validation.appProducts': {
    ja: '製品は 50 件までで、同じものは 1 回だけにしてください', 'zh-CN': '产品最多 50 个，且不能重复', 'zh-TW': '產品最多 50 個，且不能重複',
    en: 'At most 50 products, each once',
  },
  'validation.appValid': {
    ja: '有効（1）か無効（0）にしてください', 'zh-CN': '须为有效（1）或失效（0）', 'zh-TW': '須為有效（1）或失效（0）',
    en: 'Valid (1) or invalid (0)',
  },
  'validation.appSerialNums': {
    ja: 'デバイスを 1～100 台、重複なく選んでください', 'zh-CN': '请选择 1～100 台设备，不能重复', 'zh-TW': '請選擇 1～100 台設備，不能重複',
    en: 'Choose 1 to 100 devices, each once',
  },
  'validation.appInstallMode': {
    ja: 'インストール方法は強制か通知から選んでください', 'zh-CN': '安装方式须为强制或提醒', 'zh-TW': '安裝方式須為強制或提醒',
    en: 'Choose forced or reminder',
  },
  'validation.appStartupMode': {
    ja: '起動方法は自動、手動、キオスクから選んでください', 'zh-CN': '启动方式须为自动、手动或锁定模式', 'zh-TW': '啟動方式須為自動、手動或鎖定模式',
    en: 'Choose auto, manual or kiosk',
  },
  'validation.appReleaseScope': {
    ja: '公開範囲は全体、サービスプロバイダー、デバイスから選んでください', 'zh-CN': '发布范围须为全部、服务商或设备', 'zh-TW': '發布範圍須為全部、服務商或設備',
    en: 'Choose all, service providers or devices',
  },
  'validation.appReleaseOrgs': {
    ja: 'サービスプロバイダーを 1～100 件、重複なく選んでください', 'zh-CN': '请选择 1～100 个服务商，不能重复', 'zh-TW': '請選擇 1～100 個服務商，不能重複',
    en: 'Choose 1 to 100 service providers, each once',
  },
  'validation.appReleaseStatus': {
    ja: '状態は公開中かキャンセル済みから選んでください', 'zh-CN': '状态须为发布中或已取消', 'zh-TW': '狀態須為發布中或已取消',
    en: 'Choose published or canceled',
  },
  'validation.appInstallState': {
    ja: '状態を一覧から選んでください', 'zh-CN': '请从列表中选择状态', 'zh-TW': '請從清單中選擇狀態',
    en: 'Choose a state from the list',
  },
  'validation.appGrayForced': {
    ja: 'グレーリリースは強制インストールにしてください', 'zh-CN': '灰度发布须为强制安装', 'zh-TW': '灰度發布須為強制安裝',
    en: 'A gray release installs forced',
  },
  'validation.appGrayThreshold': {
    ja: 'しきい値は 1～100% にしてください', 'zh-CN': '阈值须为 1～100%', 'zh-TW': '閾值須為 1～100%',
    en: 'A threshold is 1 to 100%',
  },
  'validation.appGrayPercent': {
    ja: '割合は 1～100% にしてください', 'zh-CN': '比例须为 1～100%', 'zh-TW': '比例須為 1～100%',
    en: 'A percentage is 1 to 100',
  },
  'validation.appGrayChoice': {
    ja: 'グレーデバイスはデバイスか割合のどちらか一方で選んでください', 'zh-CN': '请用设备或比例中的一种选择灰度设备', 'zh-TW': '請用設備或比例其中一種選擇灰度設備',
    en: 'Choose the gray devices either by name or by a percentage',
  },
  // ads (issue 18)
  ...AD_VALIDATION_MESSAGES,
  // boot animations (issue 18)
  'validation.bootAnimationName': {
    ja: '名前は 1〜50 文字で、前後に空白を入れないでください', 'zh-CN': '名称为 1～50 个字符，首尾不能有空格', 'zh-TW': '名稱為 1～50 個字元，首尾不能有空白',
    en: 'A name is 1 to 50 characters, without spaces at either end',
  },
};
