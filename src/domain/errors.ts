import type { Translated } from './locale.js';

/**
 * The error catalogue (document 2 §8). Each code carries the HTTP status the server answers with and
 * its message in the four languages. Families the spec names without numbers are numbered here in the
 * order the spec lists them; the numbers the spec does give are kept exactly.
 */
export interface CatalogueEntry {
  status: number;
  msg: Translated;
}

const e = (status: number, ja: string, zhCN: string, zhTW: string, en: string): CatalogueEntry => ({
  status,
  msg: { ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en },
});

export const ERRORS = {
  // general
  200: e(200, '成功しました', '操作成功', '操作成功', 'Success'),
  100001: e(400, 'パラメータが正しくありません', '参数错误', '參數錯誤', 'Invalid parameters'),
  100404: e(404, '該当する API がありません', '接口不存在', '介面不存在', 'No such call'),
  100413: e(413, 'リクエストが大きすぎます', '请求内容过大', '請求內容過大', 'Request too large'),
  100500: e(500, 'システムエラーが発生しました', '系统错误', '系統錯誤', 'System error'),
  15999: e(500, '不明なシステムエラーです', '未知系统错误', '未知系統錯誤', 'Unknown system error'),
  200010: e(400, '一致する件数が多すぎます', '匹配结果过多', '符合結果過多', 'Too many matches'),
  // session and login (1010xx)
  101001: e(401, 'ログインしていません', '未登录', '未登入', 'Not logged in'),
  101002: e(401, 'アカウントまたはパスワードが正しくありません', '用户名或密码错误', '使用者名稱或密碼錯誤', 'Wrong account or password'),
  101003: e(401, 'アカウントまたはパスワードが正しくありません', '用户名或密码错误', '使用者名稱或密碼錯誤', 'Wrong account or password'),
  101004: e(401, 'ログインの有効期限が切れました。再度ログインしてください', '登录已过期，请重新登录', '登入已過期，請重新登入', 'Login expired, please log in again'),
  101005: e(403, 'このリソースへのアクセス権限がありません', '没有该资源的访问权限', '沒有該資源的存取權限', 'No permission for this resource'),
  101006: e(403, 'プラットフォームへのログイン権限がありません', '没有平台登录权限', '沒有平台登入權限', 'No permission to log in to the platform'),
  101007: e(403, 'ユーザーは無効化されています', '用户已被禁用', '使用者已被停用', 'User is disabled'),
  101008: e(401, 'トークンが空です', 'Token 为空', 'Token 為空', 'Token is empty'),
  101009: e(401, 'セッションが無効です。再度ログインしてください', '登录状态已失效，请重新登录', '登入狀態已失效，請重新登入', 'Session is invalid, please log in again'),
  101010: e(500, '認証コードの送信に失敗しました', '验证码发送失败', '驗證碼發送失敗', 'Failed to send the verification code'),
  101011: e(400, '認証コードの有効期限が切れました', '验证码已过期', '驗證碼已過期', 'The verification code has expired'),
  101012: e(403, 'この操作は許可されていません', '不允许该操作', '不允許該操作', 'This operation is not allowed'),
  101013: e(404, 'ユーザーが存在しません', '用户不存在', '使用者不存在', 'User does not exist'),
  101014: e(403, 'ゲストはログインできません', '游客无法登录', '訪客無法登入', 'Visitors cannot log in'),
  101015: e(400, 'サポートされていない操作です', '不支持的操作', '不支援的操作', 'Unsupported operation'),
  101016: e(400, 'ミニプログラムの電話番号を解析できません', '小程序手机号解析失败', '小程式手機號碼解析失敗', 'Could not read the mini-program phone number'),
  101018: e(429, 'ログインの失敗が多すぎます。しばらくしてから再度お試しください', '登录失败次数过多，请稍后再试', '登入失敗次數過多，請稍後再試', 'Too many failed logins, please try again later'),
  101017: e(400, 'BD が紐付けられていません', '未绑定BD', '未綁定BD', 'No BD is bound'),
  // users, organisations (the spec's "departments": the console's wording is used), BD (2010xx)
  201001: e(409, 'アカウントは既に存在します', '用户名已存在', '使用者名稱已存在', 'The account already exists'),
  201002: e(404, 'ユーザーが存在しません', '用户不存在', '使用者不存在', 'The user does not exist'),
  201003: e(409, '社員番号は既に存在します', '工号已存在', '工號已存在', 'The job number already exists'),
  201004: e(409, '電話番号は既に登録されています', '手机号已存在', '手機號碼已存在', 'The phone number is already registered'),
  201005: e(409, 'スーパー管理者は既に存在します', '超级管理员已存在', '超級管理員已存在', 'A super admin already exists'),
  201006: e(409, '組織は無効化されています', '组织已被禁用', '組織已被停用', 'The organisation is disabled'),
  201007: e(409, '上位組織が無効のため有効化できません', '上级组织已禁用，无法启用', '上級組織已停用，無法啟用', 'Cannot enable while the parent organisation is disabled'),
  201008: e(400, '認証コードが正しくありません', '验证码错误', '驗證碼錯誤', 'Invalid verification code'),
  201009: e(409, '組織は既に存在します', '组织已存在', '組織已存在', 'The organisation already exists'),
  201010: e(404, '組織が存在しません', '组织不存在', '組織不存在', 'The organisation does not exist'),
  201011: e(409, '有効な下位組織またはユーザーがあるため無効化できません', '存在启用中的下级组织或用户，无法禁用', '存在啟用中的下級組織或使用者，無法停用', 'Cannot disable an organisation that has enabled sub-organisations or users'),
  201012: e(409, 'BD ではありません', '不是BD', '不是BD', 'Not a BD'),
  201013: e(409, 'BD は既に存在します', 'BD已存在', 'BD已存在', 'The BD already exists'),
  201014: e(409, 'BD の紐付けに失敗しました', 'BD绑定失败', 'BD綁定失敗', 'Binding the BD failed'),
  201015: e(409, '電話番号がこのユーザーのものではありません', '手机号不属于该用户', '手機號碼不屬於該使用者', 'The phone number does not belong to this user'),
  201016: e(409, 'このサービスプロバイダーには既にディレクター級の BD がいます', '该服务商已有总监级BD', '該服務商已有總監級BD', 'This service provider already has a director-level BD'),
  201017: e(403, 'この職位の BD はアカウントを作成できません', '该职级的BD不能创建账号', '該職級的BD不能建立帳號', 'BDs of this rank cannot create accounts'),
  201018: e(409, 'ルートマンのレベルが一致しません', '路线员级别不匹配', '路線員級別不符', 'The route-man levels do not match'),
  201019: e(409, 'BD がサービスプロバイダーに紐付けられていません', 'BD未绑定服务商', 'BD未綁定服務商', 'The BD is not bound to a service provider'),
  201020: e(400, '現在のパスワードが正しくありません', '原密码错误', '原密碼錯誤', 'The current password is wrong'),
  201021: e(400, 'パスワードにアカウント名を含めることはできません', '密码不能包含用户名', '密碼不能包含使用者名稱', 'The password cannot contain the account'),
  211035: e(409, 'パスワードは24時間以内に再変更できません', '24小时内不能再次修改密码', '24小時內不能再次修改密碼', 'The password cannot be changed again within 24 hours'),
  211036: e(409, '最近使用したパスワードは再利用できません', '不能使用最近使用过的密码', '不能使用最近使用過的密碼', 'A recently used password cannot be reused'),
  // organisations and merchants (2000xx)
  200001: e(404, '組織が存在しません', '组织不存在', '組織不存在', 'The organisation does not exist'),
  200002: e(409, '同じ階層に同名の組織が既に存在します', '同级组织名称已存在', '同級組織名稱已存在', 'An organisation with this name already exists at this level'),
  200003: e(409, '組織の階層数が上限を超えています', '组织层级超出限制', '組織層級超出限制', 'The organisation level limit is exceeded'),
  200004: e(404, '上位組織が存在しません', '上级组织不存在', '上級組織不存在', 'The parent organisation does not exist'),
  200005: e(409, '下位組織が存在します', '存在下级组织', '存在下級組織', 'The organisation has sub-organisations'),
  200006: e(403, 'この組織に対する権限がありません', '没有该组织的权限', '沒有該組織的權限', 'No permission for this organisation'),
  200007: e(404, 'テナントが存在しません', '租户不存在', '租戶不存在', 'The tenant does not exist'),
  200008: e(409, '店舗は下位店舗を作成できません', '门店不能创建子门店', '門市不能建立子門市', 'A store cannot create sub-stores'),
  200009: e(409, '加盟店は店舗のみ作成できます', '商户只能创建门店', '商戶只能建立門市', 'A merchant may only create stores'),
  // roles, apps, menus, functions (2020xx)
  202001: e(404, 'ロールが存在しません', '角色不存在', '角色不存在', 'The role does not exist'),
  202002: e(409, 'ロール名が重複しています', '角色名称重复', '角色名稱重複', 'The role name is already used'),
  202003: e(409, 'ロールに権限がありません', '角色没有权限', '角色沒有權限', 'The role has no permissions'),
  202004: e(409, '下位ロールがあるため削除できません', '存在子角色，无法删除', '存在子角色，無法刪除', 'The role has sub-roles and cannot be deleted'),
  202005: e(409, 'アプリにメニューがあります', '应用下存在菜单', '應用下存在選單', 'The app has menus'),
  202006: e(409, 'メニューに機能があります', '菜单下存在功能', '選單下存在功能', 'The menu has functions'),
  202007: e(400, 'リソースは空にできません', '资源不能为空', '資源不能為空', 'The resource cannot be empty'),
  202008: e(404, 'メニューが存在しません', '菜单不存在', '選單不存在', 'The menu does not exist'),
  202009: e(409, 'メニューコードは既に存在します', '菜单编码已存在', '選單代碼已存在', 'The menu code already exists'),
  202010: e(409, 'ロールはユーザーに割り当てられているため削除できません', '角色已分配给用户，无法删除', '角色已分配給使用者，無法刪除', 'The role is given to users and cannot be deleted'),
  // products, brands, suppliers, devices (2030xx-2034xx): the numbered ones
  203001: e(404, 'デバイスが存在しません', '设备不存在', '設備不存在', 'The device does not exist'),
  203002: e(409, 'デバイスは既に存在します', '设备已存在', '設備已存在', 'The device already exists'),
  203003: e(409, '有効化・無効化できません', '无法启用或停用', '無法啟用或停用', 'It cannot be enabled or disabled'),
  203004: e(409, 'ルート名は既に存在します', '线路名称已存在', '路線名稱已存在', 'The route name already exists'),
  203005: e(409, 'デバイスは既にルートに登録されています', '设备已绑定线路', '設備已綁定路線', 'The device is already on a route'),
  203006: e(409, 'デバイスは決済チャネルに紐付いています', '设备已绑定支付渠道', '設備已綁定支付通道', 'The device is bound to a payment channel'),
  203007: e(409, 'デバイスは既に組織に紐付いています', '设备已绑定商户', '設備已綁定商戶', 'The device is already bound to an organisation'),
  203008: e(409, 'デバイスは有効化されていません', '设备未激活', '設備未啟用', 'The device is not activated'),
  203009: e(409, 'デバイスは既に有効化されています', '设备已激活', '設備已啟用', 'The device is already activated'),
  203010: e(409, 'サービスプロバイダーのデバイスは紐付けを解除できません', '服务商设备不可解绑', '服務商設備不可解綁', 'A service provider\'s devices cannot be unbound'),
  203011: e(403, 'このデバイスを操作する権限がありません', '无权操作该设备', '無權操作該設備', 'You may not act on this device'),
  203012: e(404, 'ルートが存在しません', '线路不存在', '路線不存在', 'The route does not exist'),
  203013: e(409, 'ルート数が上限に達しています', '线路数量已达上限', '路線數量已達上限', 'The organisation has reached its route limit'),
  203014: e(409, 'ルートのデバイス数が上限に達しています', '线路设备数量已达上限', '路線設備數量已達上限', 'The route has reached its device limit'),
  203015: e(413, 'ファイルが大きすぎます', '文件过大', '檔案過大', 'The file is too large'),
  203016: e(400, 'インポートリストが空です', '导入列表为空', '匯入清單為空', 'The import list is empty'),
  203017: e(400, 'ファイルを解析できません', '文件解析失败', '檔案解析失敗', 'The file could not be parsed'),
  // suppliers (203040-203049, this product's)
  203040: e(404, '仕入先が存在しません', '供应商不存在', '供應商不存在', 'The supplier does not exist'),
  203041: e(409, 'この組織には同じ名前の仕入先が既に存在します', '该组织已存在同名供应商', '該組織已存在同名供應商', 'A supplier with this name already exists in this organisation'),
  203201: e(404, '製品（機種）が存在しません', '产品（型号）不存在', '產品（型號）不存在', 'The product (model) does not exist'),
  203202: e(409, 'この機種とソースのアラームルールは既に存在します', '该型号与来源的告警规则已存在', '該型號與來源的告警規則已存在', 'An alarm rule for this model and source already exists'),
  203203: e(404, 'アラームルールが存在しません', '告警规则不存在', '告警規則不存在', 'The alarm rule does not exist'),
  203204: e(404, 'プッシュメッセージが存在しません', '推送消息不存在', '推送訊息不存在', 'The push message does not exist'),
  203205: e(404, 'オペレーションメッセージが存在しません', '运营消息不存在', '營運訊息不存在', 'The operator message does not exist'),
  203206: e(409, 'デバイスは無効化されています', '设备已停用', '設備已停用', 'The device is disabled'),
  203210: e(503, 'デバイスとの通信が動作していません', '设备通信未运行', '設備通訊未運行', 'The device link (MQTT) is not running'),
  // fleet (203220-203229)
  203220: e(409, 'この管理番号は別のデバイスで使われています', '该管理编号已被其他设备使用', '該管理編號已被其他設備使用', 'Another device already has this control number'),
  // routes 203230-239
  203230: e(409, 'デバイスはこのルートに登録されていません', '设备不在该线路上', '設備不在該路線上', 'The device is not on this route'),
  // operator messages (203250-203259, this product's)
  203250: e(409, 'メッセージの対象デバイス数が上限に達しています', '消息的目标设备数量已达上限', '訊息的目標設備數量已達上限', 'The message has reached its target device limit'),
  203251: e(409, 'メッセージに対象デバイスがありません', '消息没有目标设备', '訊息沒有目標設備', 'The message has no target devices'),
  // apps, payments, lanes, device import: the numbered ones
  205000: e(409, 'アプリ名は既に存在します', '应用名称已存在', '應用名稱已存在', 'The app name already exists'),
  205011: e(409, 'アプリ名は既に存在します', '应用名称已存在', '應用名稱已存在', 'The app name already exists'),
  // payment config (2160xx in the spec's order; 216020-216039 config calls, 216040-216049 binding and push,
  // 216050-216059 file upload: numbers chosen here)
  216001: e(409, 'このチャネルまたは名前の設定は既に存在します', '该渠道或名称的配置已存在', '該渠道或名稱的設定已存在', 'A config with this channel or name already exists'),
  216002: e(400, 'セキュリティチェックに失敗しました', '安全校验失败', '安全校驗失敗', 'The security check failed'),
  216003: e(409, 'デバイスが紐付いている設定は削除できません', '已绑定设备的配置不能删除', '已綁定設備的設定不能刪除', 'A config with bound devices cannot be deleted'),
  216004: e(409, 'デフォルト設定は既に存在します', '默认配置已存在', '預設設定已存在', 'A default config already exists'),
  216005: e(409, 'デフォルト設定がありません', '缺少默认配置', '缺少預設設定', 'There is no default config'),
  216006: e(409, 'デフォルト設定は紐付け解除できません', '默认配置不能解绑', '預設設定不能解綁', 'The default config cannot be unbound'),
  216007: e(409, 'このアカウントは既に紐付けられています', '该账户已被关联', '該帳戶已被關聯', 'This account is already linked'),
  216008: e(409, 'デフォルト SN のアクティベーションにはこの機種が必要です', '默认 SN 激活需要特定设备型号', '預設 SN 啟用需要特定設備型號', 'Activating a default SN needs a specific device model'),
  216009: e(409, 'SN は既にアクティベートされています', 'SN 已激活', 'SN 已啟用', 'The SN is already activated'),
  216010: e(403, '組織が正しくありません', '组织错误', '組織錯誤', 'The organisation is not right for this config'),
  216011: e(400, 'エクセルファイルに誤りがあります', '电子表格文件有错误', '試算表檔案有錯誤', 'The Excel file has errors'),
  216012: e(400, '設定は 512 文字以内です', '配置不能超过 512 个字符', '設定不能超過 512 個字元', 'The config text may be at most 512 characters'),
  216013: e(400, '名前が長すぎます', '名称过长', '名稱過長', 'The name is too long'),
  216014: e(400, '備考が長すぎます', '备注过长', '備註過長', 'The remark is too long'),
  // payment channels and certificates (other 207xxx: 207001-207009 chosen here)
  207001: e(400, 'この決済チャネルには対応していません', '不支持该支付渠道', '不支援該支付渠道', 'This payment channel is not supported'),
  207002: e(400, '証明書が有効ではありません', '证书无效', '憑證無效', 'The certificate is not valid'),
  207003: e(400, '証明書の有効期限が切れています', '证书已过期', '憑證已過期', 'The certificate has expired'),
  207004: e(400, '加盟店番号は必須です', '商户号为必填项', '商戶號為必填項', 'The merchant number is required'),
  207005: e(400, '証明書は必須です', '证书为必填项', '憑證為必填項', 'The certificate is required'),
  207006: e(404, '決済設定が存在しません', '支付配置不存在', '支付設定不存在', 'The payment config does not exist'),
  // orders and refunds (207040-207059, numbers chosen here)
  207040: e(404, '決済注文が存在しません', '支付订单不存在', '支付訂單不存在', 'The payment order does not exist'),
  207041: e(409, '支払い済みの注文だけが返金・取消できます', '只有已支付的订单可以退款或撤销', '只有已支付的訂單可以退款或撤銷', 'Only paid orders can be refunded or revoked'),
  207042: e(409, '返金額が返金可能額を超えています', '退款金额超过可退金额', '退款金額超過可退金額', 'The refund is more than the refundable amount'),
  207043: e(409, '取り消された注文は返金できません', '已撤销的订单不能退款', '已撤銷的訂單不能退款', 'A revoked order cannot be refunded'),
  207044: e(409, '注文は既に取り消されています', '订单已撤销', '訂單已撤銷', 'The order is already revoked'),
  207045: e(409, '返金のある注文は取り消せません', '有退款的订单不能撤销', '有退款的訂單不能撤銷', 'An order with refunds cannot be revoked'),
  207046: e(409, '返金パスワードが設定されていません。先に設定してください', '尚未设置退款密码，请先设置', '尚未設定退款密碼，請先設定', 'The refund password is not set; set it first'),
  207047: e(404, '返金が存在しません', '退款不存在', '退款不存在', 'The refund does not exist'),
  207048: e(409, '返金は既に確定しています', '退款已有结果', '退款已有結果', 'The refund is already settled'),
  207049: e(422, 'この冪等キーは別の内容の依頼で使われています', '该幂等键已用于内容不同的请求', '該冪等鍵已用於內容不同的請求', 'This idempotency key was used for a different request'),
  207050: e(409, '注文の状態が変更を許しません', '订单状态不允许此变更', '訂單狀態不允許此變更', "The order's status does not allow this change"),
  207051: e(409, '返金パスワードは既に設定されています', '退款密码已设置', '退款密碼已設定', 'The refund password is already set'),
  207052: e(400, '2 回入力したパスワードが一致しません', '两次输入的密码不一致', '兩次輸入的密碼不一致', 'The two passwords do not match'),
  207053: e(400, '金額の小数桁が通貨で許されていません', '金额的小数位数不符合该币种', '金額的小數位數不符合該幣種', 'The amount has more decimals than the currency allows'),
  207035: e(400, '返金パスワードが正しくありません', '退款密码错误', '退款密碼錯誤', 'Wrong refund password'),
  209006: e(409, 'レーン番号が重複しています', '货道号重复', '貨道號重複', 'Duplicate lane number'),
  // goods library (2090xx: "product missing or disabled", "barcode or name duplicate"; numbers chosen here)
  209008: e(404, '商品が存在しないか、無効化されています', '商品不存在或已停用', '商品不存在或已停用', 'The good does not exist or is disabled'),
  209012: e(409, 'この組織には同じバーコードの商品が既に存在します', '该组织已存在相同条形码的商品', '該組織已存在相同條碼的商品', 'A good with this barcode already exists in this organisation'),
  209013: e(409, 'この組織には同じ名前の商品が既に存在します', '该组织已存在同名商品', '該組織已存在同名商品', 'A good with this name already exists in this organisation'),
  209007: e(404, '現金決済が存在しません', '现金支付不存在', '現金支付不存在', 'The cash payment does not exist'),
  209009: e(409, '現金決済は既に取り消されています', '现金支付已撤销', '現金支付已撤銷', 'The cash payment is already cancelled'),
  209016: e(409, 'レーンが満杯か、補充する余地がありません', '货道已满或补货空间不足', '貨道已滿或補貨空間不足', 'The lane is full or has no room to replenish'),
  209017: e(413, 'インポート件数が多すぎます', '导入数据过多', '匯入資料過多', 'The import is too large'),
  209019: e(413, 'エクスポート件数が多すぎます', '导出数据过多', '匯出資料過多', 'The export is too large'),
  209020: e(429, '操作が頻繁すぎます', '操作过于频繁', '操作過於頻繁', 'Operation too frequent'),
  // lanes and stock, shared by the retail areas (2090xx "lane number missing", "lane not found"; numbers chosen here)
  209001: e(400, 'レーン番号がありません', '缺少货道号', '缺少貨道號', 'The lane number is missing'),
  209002: e(404, 'レーンが存在しません', '货道不存在', '貨道不存在', 'The lane does not exist'),
  209021: e(409, '在庫が足りません', '库存不足', '庫存不足', 'There is not enough stock'),
  209022: e(409, '在庫が上限（999999）を超えます', '库存将超过上限（999999）', '庫存將超過上限（999999）', 'The stock would exceed its maximum (999999)'),
  // goods import (2090 70-79, chosen here)
  209070: e(400, 'ファイルがエクセルのブック形式ではありません', '文件不是电子表格（工作簿）格式', '檔案不是試算表（活頁簿）格式', 'The file is not an .xlsx or .xls workbook'),
  209071: e(400, 'インポートに誤りのある行があるため、何もインポートされていません', '导入数据中有错误的行，未导入任何数据', '匯入資料中有錯誤的行，未匯入任何資料', 'Some rows of the import are wrong, so nothing was imported'),
  // replenishment: shipping lists and out-of-stock orders (2090xx, numbers 209050-209059 chosen here)
  209050: e(400, '補充リストのデバイスは 100 台までです', '补货单最多 100 台设备', '補貨單最多 100 台設備', 'A shipping list may name at most 100 devices'),
  209051: e(404, '補充リストが存在しません', '补货单不存在', '補貨單不存在', 'The shipping list does not exist'),
  209052: e(409, '補充リストは既に反映されています', '补货单已执行', '補貨單已執行', 'The shipping list has already been applied'),
  209053: e(409, 'レーンの商品が明細の商品と一致しません', '货道商品与明细商品不一致', '貨道商品與明細商品不一致', 'The lane holds a different good than the line names'),
  209054: e(400, '明細のデバイスが補充リストのデバイスに含まれていません', '明细中的设备不在补货单的设备中', '明細中的設備不在補貨單的設備中', "A line names a device that is not one of the list's devices"),
  209055: e(404, '欠品リストが存在しません', '缺货单不存在', '缺貨單不存在', 'The out-of-stock order does not exist'),
  209056: e(409, 'しきい値以下のレーンがありません', '没有低于阈值的货道', '沒有低於閾值的貨道', 'No lane is at or below its threshold'),
  // vending management and printing (209060-209069, numbers chosen here)
  209060: e(404, '印刷記録が存在しません', '打印记录不存在', '列印記錄不存在', 'The print record does not exist'),
  209061: e(409, '自動販売機ではないため補充できません', '该设备不是售货机，无法补货', '該設備不是販賣機，無法補貨', 'The device is not a vending machine and is not replenished'),
  // lane calls (openapi/retail/lanes.yaml; 2090xx, numbers 209040-209049 chosen here)
  209040: e(409, 'このデバイスにはレーン構成が既にあります', '该设备已有货道配置', '該設備已有貨道配置', 'The device already has a lane grid'),
  209041: e(400, 'レーンの位置がレーン構成の範囲外です', '货道位置超出货道配置范围', '貨道位置超出貨道配置範圍', 'The lane lies outside the lane grid'),
  209042: e(404, 'このデバイスにはレーン構成がありません', '该设备没有货道配置', '該設備沒有貨道配置', 'The device has no lane grid'),
  209043: e(409, 'この位置には既にレーンがあります', '该位置已有货道', '該位置已有貨道', 'There is already a lane at this place'),
  209044: e(400, '新しい値が現在の値と同じです', '新值与当前值相同', '新值與目前值相同', 'The new value is the same as the current one'),
  209045: e(400, '最大在庫は現在の在庫を下回れません', '最大库存不能低于当前库存', '最大庫存不能低於目前庫存', 'The max stock cannot be below the current stock'),
  209046: e(409, 'レーンに在庫が残っています。先に在庫を減らしてください', '货道仍有库存，请先减少库存', '貨道仍有庫存，請先減少庫存', 'The lane still holds stock; reduce it first'),
  209047: e(400, 'レーン構成を同じデバイスにはコピーできません', '不能将货道配置复制到同一设备', '不能將貨道配置複製到同一設備', 'A lane grid cannot be copied onto its own device'),
  209048: e(404, 'この注文番号の販売記録がありません', '没有该订单号的出货记录', '沒有該訂單號的出貨記錄', 'No vend with this order number'),
  209049: e(409, 'レーンに商品が設定されていません', '货道未设置商品', '貨道未設定商品', 'The lane has no good'),
  // purchase/return orders and stock adjustments (209030-209039, this product's)
  209030: e(404, '発注・返品伝票が存在しません', '采购/退货单不存在', '採購/退貨單不存在', 'The purchase or return order does not exist'),
  209031: e(409, '伝票は既に確定済みです', '该单据已确认', '該單據已確認', 'The order is already confirmed'),
  209033: e(409, '仕入先は無効化されています', '供应商已停用', '供應商已停用', 'The supplier is disabled'),
  209034: e(409, '同じ商品が複数の明細にあります', '同一商品出现在多行明细中', '同一商品出現在多行明細中', 'The same good is on more than one line'),
  209035: e(409, 'この伝票には未解決の質問が既にあります', '该单据已有未解决的疑问', '該單據已有未解決的疑問', 'The order already has an open question'),
  209036: e(409, 'この伝票に未解決の質問はありません', '该单据没有未解决的疑问', '該單據沒有未解決的疑問', 'The order has no open question'),
  209037: e(409, '在庫数が変わりません', '库存数量没有变化', '庫存數量沒有變化', 'The stock quantity is unchanged'),
  // goods images (2110xx "image", numbers chosen here)
  211040: e(400, '画像は PNG 形式のファイルを選択してください', '图片必须是PNG格式', '圖片必須是PNG格式', 'The image must be a PNG file'),
  211041: e(400, '画像のサイズは 750×750 ピクセルにしてください', '图片尺寸必须为750×750像素', '圖片尺寸必須為750×750像素', 'The image must be exactly 750 × 750 pixels'),
  211042: e(413, '画像のファイルサイズは 200KB 以下にしてください', '图片大小不能超过200KB', '圖片大小不能超過200KB', 'The image may be at most 200 KB'),
  211043: e(404, '画像が存在しません', '图片不存在', '圖片不存在', 'The image does not exist'),
  // device import (2150xx, 2151xx)
  215001: e(409, 'シリアル番号が重複しています', '设备序列号重复', '設備序號重複', 'Duplicate serial number'),
  215002: e(400, 'デバイスの種類が正しくありません', '设备类型错误', '設備類型錯誤', 'Wrong device type'),
  215003: e(400, 'デバイスリストが空です', '设备列表为空', '設備清單為空', 'The device list is empty'),
  215004: e(400, 'データの形式が正しくありません', '数据格式错误', '資料格式錯誤', 'Malformed JSON'),
  215005: e(409, 'サービスプロバイダーが一致しません', '服务商不匹配', '服務商不匹配', 'The service provider does not match'),
  215101: e(400, '製品キーまたは製品シークレットが正しくありません', '产品密钥或产品秘钥无效', '產品金鑰或產品密鑰無效', 'Invalid product key or secret'),
  215150: e(409, 'デバイスの QR コードが設定されていません', '设备二维码未配置', '設備 QR 碼未設定', 'The device QR code is not configured'),
  215401: e(401, 'トークン認証に失敗しました', 'Token认证失败', 'Token認證失敗', 'Token authentication failed'),
  // payment matrix, channel choice and config files (216020-216039, 216050-216053: numbers chosen here)
  216020: e(409, 'この決済方法は既に決済マトリクスにあります', '该支付方式已在支付矩阵中', '該支付方式已在支付矩陣中', 'This payment method is already in the payment matrix'),
  216021: e(400, 'このチャネルはこの決済方法を扱えません', '该渠道不支持此支付方式', '該渠道不支援此支付方式', 'This channel does not take this payment method'),
  216022: e(400, '決済設定のチャネルが選んだチャネルと違います', '支付配置的渠道与所选渠道不一致', '支付設定的渠道與所選渠道不一致', "The payment config's channel is not the chosen channel"),
  216023: e(404, 'この決済方法は決済マトリクスにありません', '该支付方式不在支付矩阵中', '該支付方式不在支付矩陣中', 'This payment method is not in the payment matrix'),
  216024: e(409, 'この言語のチャネル選択は既にあります', '该语言的渠道选择已存在', '該語言的渠道選擇已存在', 'The channel choice of this language already exists'),
  216025: e(400, '同じチャネルが 2 回選ばれています', '同一渠道被选择了两次', '同一渠道被選擇了兩次', 'A channel is chosen twice'),
  216026: e(404, 'この言語のチャネル選択はまだありません', '该语言的渠道选择尚不存在', '該語言的渠道選擇尚不存在', 'The channel choice of this language does not exist yet'),
  216027: e(409, '決済マトリクスで使われている設定は削除できません', '支付矩阵正在使用的配置不能删除', '支付矩陣正在使用的設定不能刪除', 'A config the payment matrix uses cannot be deleted'),
  216050: e(400, 'ファイルがないか、使えないファイルです', '文件不存在或不可用', '檔案不存在或不可用', 'The file is missing or cannot be used'),
  216051: e(400, 'ファイルが証明書・鍵のテキスト形式ではありません', '文件不是证书或密钥的文本格式', '檔案不是憑證或金鑰的文字格式', 'The file is not a certificate or key in PEM text'),
  216052: e(400, '鍵を読み取れません', '无法读取密钥', '無法讀取金鑰', 'The key cannot be read'),
  216053: e(413, 'ファイルは 16KB 以下にしてください', '文件不能超过 16KB', '檔案不能超過 16KB', 'The file may be at most 16 KB'),
  // pay config push plan and payee QR code (216040-216049, this product's)
  216040: e(409, 'プッシュできるデバイスがありません（オフライン、無効、未アクティベート、または設定なし）', '没有可推送的设备（离线、停用、未激活或无配置）', '沒有可推送的設備（離線、停用、未啟用或無設定）', 'No device can be pushed to now (offline, disabled, not activated or without a config)'),
  216041: e(409, 'この設定を使うデバイスがありません', '没有设备使用该配置', '沒有設備使用該設定', 'No device uses this config'),
  216042: e(404, '受取用 QR コードが設定されていません', '未设置收款二维码', '未設定收款 QR 碼', 'The payee QR code is not set for this device'),
  // payment statistics (207060-207069, numbers chosen here)
  207060: e(400, '期間が正しくありません（開始日は終了日以前、最長 366 日）', '日期范围无效（开始日不晚于结束日，最多 366 天）', '日期範圍無效（開始日不晚於結束日，最多 366 天）', 'The date range is invalid: the start may not be after the end, at most 366 days'),
  // cash payments and vending orders (209080-209089, numbers chosen here)
  209080: e(400, '期間は開始日以降に終わる 1 年以内で指定してください', '时间范围须在开始日之后结束且不超过一年', '時間範圍須在開始日之後結束且不超過一年', 'The date range must end on or after its start and span at most one year'),
  209081: e(404, '自販機注文が存在しません', '售货订单不存在', '售貨訂單不存在', 'The vending order does not exist'),
  // members and marketing (issue 16): card and coupon authorisation is for merchant accounts only (206500)
  206500: e(403, '認可を取得できません（カード・クーポンの認可は加盟店アカウントのみ）', '无法获取授权（卡券授权仅限商户账号）', '無法取得授權（卡券授權僅限商戶帳號）', 'Cannot obtain authorization: cards and coupons are authorised for merchant accounts only'),
  // holiday marketing (issue 16): own dated festivals (206401-206409)
  206401: e(409, 'この組織のこの日には同じ名前の記念日が既にあります', '该组织在这一天已有同名节日', '該組織在這一天已有同名節日', 'This organisation already has a festival with this name on this day'),
  206402: e(409, '独自の記念日は組織ごとに 1 年 100 件までです', '每个组织每年最多添加 100 个自定义节日', '每個組織每年最多新增 100 個自訂節日', 'An organisation may add at most 100 own festivals per year'),
  // wallet card templates (issue 16): 206001-206009
  206001: e(404, 'カードのデザインがまだありません', '尚未创建卡片设计', '尚未建立卡片設計', 'There is no card design yet'),
  206002: e(409, 'カードのデザインが審査で承認されていません', '卡片设计尚未审核通过', '卡片設計尚未審核通過', 'The card design is not approved'),
  206003: e(400, '特典の終了日は開始日以降にしてください', '权益的结束日期不能早于开始日期', '權益的結束日期不能早於開始日期', "A right's end date may not be before its start date"),
  206004: e(400, '入力フォームの項目は一度ずつ指定してください', '表单字段不能重复', '表單欄位不能重複', 'Each form field may be listed once'),
} satisfies Record<number, CatalogueEntry>;

export type ErrorCode = keyof typeof ERRORS;

export function isCatalogued(code: number): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERRORS, code);
}
