/**
 * The console's own messages: app title, login page, menus, resources and their fields, enum labels and the
 * generic CRUD screens. Each text is [ja, zh-CN, zh-TW, en]; each language is its own chunk, loaded when chosen
 * (i18n/index.ts). Error codes (`errors.*`) and field rules (`validation.*`) come from src/domain; the shell's
 * messages are in shell.ts, the bespoke screens' in messages/screens.ts.
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    home: ['ホーム', '首页', '首頁', 'Home'],
    accounts: ['アカウント管理', '账号管理', '帳號管理', 'Accounts'],
    users: ['ユーザー管理', '用户管理', '使用者管理', 'Users'],
    roles: ['ロール管理', '角色管理', '角色管理', 'Roles'],
    organisations: ['組織構成', '组织架构', '組織架構', 'Organisations'],
    bdUsers: ['BD管理', 'BD管理', 'BD管理', 'BD management'],
    // the spec's Ecosystem group and its ordering app (an address of the server's configuration, ORDERING_APP_URL)
    ecosystem: ['エコシステム', '生态', '生態', 'Ecosystem'],
    orderingApp: ['注文アプリ', '点餐应用', '點餐應用', 'Ordering app'],
  },
  resources: {
    users: {
      name: ['ユーザー', '用户', '使用者', 'User |||| Users'],
      fields: {
        account: ['アカウント', '账号', '帳號', 'Account'],
        name: ['氏名', '姓名', '姓名', 'Name'],
        email: ['メールアドレス', '邮箱', '電子郵件', 'Email'],
        password: ['パスワード', '密码', '密碼', 'Password'],
        confirmPassword: ['パスワード（確認）', '确认密码', '確認密碼', 'Confirm password'],
        orgId: ['所属組織', '所属组织', '所屬組織', 'Organisation'],
        orgName: ['所属組織', '所属组织', '所屬組織', 'Organisation'],
        roleId: ['ロール', '角色', '角色', 'Role'],
        roleName: ['ロール', '角色', '角色', 'Role'],
        isSuper: ['スーパー管理者', '超级管理员', '超級管理員', 'Super admin'],
        bd: ['BD', 'BD', 'BD', 'BD'],
        locked: ['状態変更・削除不可', '不可更改状态或删除', '不可變更狀態或刪除', 'Status and deletion locked'],
      },
    },
    roles: {
      name: ['ロール', '角色', '角色', 'Role |||| Roles'],
      fields: {
        name: ['ロール名', '角色名称', '角色名稱', 'Role name'],
        orgId: ['所属組織', '所属组织', '所屬組織', 'Organisation'],
        orgName: ['所属組織', '所属组织', '所屬組織', 'Organisation'],
        parentId: ['上位ロール', '上级角色', '上級角色', 'Parent role'],
        parentName: ['上位ロール', '上级角色', '上級角色', 'Parent role'],
        permissions: ['権限', '权限', '權限', 'Permissions'],
      },
    },
    organisations: {
      name: ['組織', '组织', '組織', 'Organisation |||| Organisations'],
      fields: {
        name: ['組織名', '组织名称', '組織名稱', 'Name'],
        type: ['種類', '类型', '類型', 'Type'],
        parentId: ['上位組織', '上级组织', '上級組織', 'Parent organisation'],
        parentName: ['上位組織', '上级组织', '上級組織', 'Parent organisation'],
        depth: ['階層', '层级', '層級', 'Level'],
        parentStatus: ['上位組織の状態', '上级组织状态', '上級組織狀態', 'Parent status'],
        childCount: ['下位組織数', '下级组织数', '下級組織數', 'Sub-organisations'],
        userCount: ['ユーザー数', '用户数', '使用者數', 'Users'],
        bdUserId: ['担当BD', '负责BD', '負責BD', 'BD in charge'],
      },
    },
    bdUsers: {
      name: ['BD', 'BD', 'BD', 'BD |||| BDs'],
      fields: {
        userId: ['ユーザーID', '用户ID', '使用者ID', 'User ID'],
        account: ['アカウント', '账号', '帳號', 'Account'],
        name: ['氏名', '姓名', '姓名', 'Name'],
        email: ['メールアドレス', '邮箱', '電子郵件', 'Email'],
        password: ['パスワード', '密码', '密碼', 'Password'],
        confirmPassword: ['パスワード（確認）', '确认密码', '確認密碼', 'Confirm password'],
        jobNumber: ['社員番号', '工号', '工號', 'Job number'],
        rank: ['職位', '职级', '職級', 'Rank'],
        providerOrgId: ['サービスプロバイダー', '服务商', '服務商', 'Service provider'],
        providerName: ['サービスプロバイダー', '服务商', '服務商', 'Service provider'],
        orgId: ['所属組織', '所属组织', '所屬組織', 'Organisation'],
        orgName: ['所属組織', '所属组织', '所屬組織', 'Organisation'],
        roleId: ['ロール', '角色', '角色', 'Role'],
        roleName: ['ロール', '角色', '角色', 'Role'],
        orgCount: ['担当組織数', '管理组织数', '管理組織數', 'Organisations managed'],
      },
    },
  },
  /** Names of the function codes of the permission menu (resources/menu.ts), by code; menus are named under `menu.` */
  functions: {
    user: {
      view: ['ユーザーの閲覧', '查看用户', '檢視使用者', 'View users'],
      save: ['ユーザーの追加', '新增用户', '新增使用者', 'Add users'],
      update: ['ユーザーの編集', '编辑用户', '編輯使用者', 'Edit users'],
      status: ['ユーザーの有効化・無効化', '启用/禁用用户', '啟用／停用使用者', 'Enable or disable users'],
      delete: ['ユーザーの削除', '删除用户', '刪除使用者', 'Delete users'],
    },
    role: {
      view: ['ロールの閲覧', '查看角色', '檢視角色', 'View roles'],
      save: ['ロールの追加', '新增角色', '新增角色', 'Add roles'],
      update: ['ロールの編集', '编辑角色', '編輯角色', 'Edit roles'],
      delete: ['ロールの削除', '删除角色', '刪除角色', 'Delete roles'],
    },
    menu: { manage: ['メニュー・機能の管理', '管理菜单和功能', '管理選單與功能', 'Manage menus and functions'] },
    org: {
      view: ['組織の閲覧', '查看组织', '檢視組織', 'View organisations'],
      save: ['組織の追加', '新增组织', '新增組織', 'Add organisations'],
      update: ['組織の編集', '编辑组织', '編輯組織', 'Edit organisations'],
      status: ['組織の有効化・無効化', '启用/禁用组织', '啟用／停用組織', 'Enable or disable organisations'],
    },
    bd: {
      view: ['BDの閲覧', '查看BD', '檢視BD', 'View BDs'],
      save: ['BDの追加', '新增BD', '新增BD', 'Add BDs'],
      bind: ['BDの組織割り当て・交代', 'BD绑定与更换', 'BD綁定與更換', 'Bind and replace BDs'],
    },
  },
  enum: {
    status: { '1': ['有効', '启用', '啟用', 'Enabled'], '0': ['無効', '禁用', '停用', 'Disabled'] },
    orgType: {
      platform: ['プラットフォーム', '平台', '平台', 'Platform'],
      agent: ['サービスプロバイダー', '服务商', '服務商', 'Service provider'],
      merchant: ['加盟店', '商户', '商戶', 'Merchant'],
      store: ['店舗', '门店', '門市', 'Store'],
    },
    bdRank: {
      '1': ['ディレクター', '总监', '總監', 'Director'],
      '2': ['マネージャー', '经理', '經理', 'Manager'],
      '3': ['スーパーバイザー', '主管', '主管', 'Supervisor'],
      '4': ['ルートマン', '路线员', '路線員', 'Route-man'],
    },
    errorLogType: { ajax: ['リクエストエラー', '请求错误', '請求錯誤', 'Request error'], script: ['スクリプトエラー', '脚本错误', '腳本錯誤', 'Script error'] },
  },
  crud: {
    chooseFile: ['ファイルを選択', '选择文件', '選擇檔案', 'Choose file'],
    uploading: ['アップロード中…', '上传中…', '上傳中…', 'Uploading…'],
    uploadFailed: ['アップロードできませんでした', '上传失败', '上傳失敗', 'The upload failed'],
    noImage: ['画像なし', '无图片', '無圖片', 'No image'],
    // a file over every size the field's image limits allow, refused before sending
    fileTooLarge: ['ファイルが大きすぎます（%{limit}）', '文件过大（%{limit}）', '檔案過大（%{limit}）', 'The file is too large (%{limit})'],
    uploadNeeds: ['先に%{fields}を選んでください', '请先选择%{fields}', '請先選擇%{fields}', 'Choose the %{fields} first'],
    removeFile: ['削除', '移除', '移除', 'Remove'],
    actions: ['操作', '操作', '操作', 'Actions'],
    enable: ['有効にする', '启用', '啟用', 'Enable'],
    disable: ['無効にする', '禁用', '停用', 'Disable'],
    enableTitle: ['「%{label}」を有効にしますか？', '确定启用“%{label}”吗？', '確定要啟用「%{label}」嗎？', 'Enable "%{label}"?'],
    disableTitle: ['「%{label}」を無効にしますか？', '确定禁用“%{label}”吗？', '確定要停用「%{label}」嗎？', 'Disable "%{label}"?'],
    enableContent: [
      '%{name}「%{label}」の状態を「有効」に変更します。',
      '将%{name}“%{label}”的状态改为“启用”。',
      '將%{name}「%{label}」的狀態改為「啟用」。',
      'The status of %{name} "%{label}" will be set to Enabled.',
    ],
    disableContent: [
      '%{name}「%{label}」の状態を「無効」に変更します。',
      '将%{name}“%{label}”的状态改为“禁用”。',
      '將%{name}「%{label}」的狀態改為「停用」。',
      'The status of %{name} "%{label}" will be set to Disabled.',
    ],
    statusChanged: ['状態を変更しました', '状态已更改', '狀態已變更', 'Status changed'],
    saved: ['保存しました', '保存成功', '儲存成功', 'Saved'],
    noForm: ['この画面の入力フォームが定義されていません', '此页面没有定义表单', '此頁面沒有定義表單', 'No form is declared for this screen'],
    select: ['選択してください', '请选择', '請選擇', 'Choose…'],
    search: ['検索', '搜索', '搜尋', 'Search'],
    noOptions: ['該当するデータがありません', '没有匹配的数据', '沒有符合的資料', 'Nothing matches'],
    ownOrganisationWhenEmpty: [
      '空欄ならご自身の組織に登録されます',
      '留空则登记在您自己的组织下',
      '留空則登記在您自己的組織下',
      'Empty: your own organisation',
    ],
    arrayItem: ['%{name} %{n}', '%{name} %{n}', '%{name} %{n}', '%{name} %{n}'],
    optionDisabled: ['無効のため選択できません', '已禁用，不可选择', '已停用，不可選擇', 'Disabled: cannot be chosen'],
    ownedBy: ['%{org} の%{name}', '%{org} 的%{name}', '%{org} 的%{name}', '%{name} of %{org}'],
    lockedStatus: [
      'このアカウントの状態はここでは変更できません。',
      '此账号的状态不能在此更改。',
      '此帳號的狀態不能在此變更。',
      'The status of this account cannot be changed here.',
    ],
    fixErrors: [
      '入力内容に誤りがあります。赤く表示された項目を確認してください',
      '输入有误，请检查标红的项目',
      '輸入有誤，請檢查標示為紅色的項目',
      'Some entries are not valid: check the fields marked in red',
    ],
  },
} satisfies MessageTable;

export default messages;
