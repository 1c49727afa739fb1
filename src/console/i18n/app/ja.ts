/**
 * The console's own messages in Japanese, the reference table: app title, login page, menus, resources and
 * their fields, enum labels and the generic CRUD screens. The other languages sit beside it (zh-CN.ts,
 * zh-TW.ts, en.ts) with the same keys; each language is its own chunk, loaded when chosen (i18n/index.ts).
 * Error codes (`errors.*`) and field rules (`validation.*`) come from src/domain; the shell's messages are in
 * i18n/shell/, the bespoke screens' in i18n/screens/.
 */
import type { Shape } from '../shape';

const messages = {
  app: {
    title: '新運営リテールプラットフォーム',
    loading: '読み込み中…',
    loggedOut: 'ログアウトしました',
    networkError: 'ネットワークエラーが発生しました。接続を確認してください',
    tryLater: 'サーバーが応答しません。しばらくしてから再度お試しください',
    language: '言語',
    moduleLoadFailed: '画面を読み込めませんでした。ページを再読み込みしてください',
  },
  login: {
    title: 'ログイン',
    account: 'アカウント',
    password: 'パスワード',
    submit: 'ログイン',
    submitting: 'ログイン中…',
    language: '言語',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
  },
  menu: {
    home: 'ホーム',
    accounts: 'アカウント管理',
    users: 'ユーザー管理',
    roles: 'ロール管理',
    organisations: '組織構成',
    bdUsers: 'BD管理',
  },
  resources: {
    users: {
      name: 'ユーザー',
      fields: {
        account: 'アカウント',
        name: '氏名',
        email: 'メールアドレス',
        password: 'パスワード',
        confirmPassword: 'パスワード（確認）',
        orgId: '所属組織',
        orgName: '所属組織',
        roleId: 'ロール',
        roleName: 'ロール',
        isSuper: 'スーパー管理者',
        bd: 'BD',
        locked: '状態変更・削除不可',
      },
    },
    roles: {
      name: 'ロール',
      fields: {
        name: 'ロール名',
        orgId: '所属組織',
        orgName: '所属組織',
        parentId: '上位ロール',
        parentName: '上位ロール',
        permissions: '権限',
      },
    },
    organisations: {
      name: '組織',
      fields: {
        name: '組織名',
        type: '種類',
        parentId: '上位組織',
        parentName: '上位組織',
        depth: '階層',
        parentStatus: '上位組織の状態',
        enabledChildren: '有効な下位組織数',
        enabledUsers: '有効なユーザー数',
        bdUserId: '担当BD',
      },
    },
    bdUsers: {
      name: 'BD',
      fields: {
        userId: 'ユーザーID',
        account: 'アカウント',
        name: '氏名',
        email: 'メールアドレス',
        password: 'パスワード',
        confirmPassword: 'パスワード（確認）',
        jobNumber: '社員番号',
        rank: '職位',
        providerOrgId: 'サービスプロバイダー',
        providerName: 'サービスプロバイダー',
        orgId: '所属組織',
        orgName: '所属組織',
        roleId: 'ロール',
        roleName: 'ロール',
        orgCount: '担当組織数',
      },
    },
  },
  /** Names of the function codes of the permission menu (resources/menu.ts), by code; menus are named under `menu.` */
  functions: {
    user: { view: 'ユーザーの閲覧', save: 'ユーザーの追加', update: 'ユーザーの編集', status: 'ユーザーの有効化・無効化', delete: 'ユーザーの削除' },
    role: { view: 'ロールの閲覧', save: 'ロールの追加', update: 'ロールの編集', delete: 'ロールの削除' },
    menu: { manage: 'メニュー・機能の管理' },
    org: { view: '組織の閲覧', save: '組織の追加', update: '組織の編集', status: '組織の有効化・無効化' },
    bd: { view: 'BDの閲覧', save: 'BDの追加', bind: 'BDの組織割り当て・交代' },
  },
  enum: {
    status: { '1': '有効', '0': '無効' },
    orgType: { platform: 'プラットフォーム', agent: 'サービスプロバイダー', merchant: '加盟店', store: '店舗' },
    bdRank: { '1': 'ディレクター', '2': 'マネージャー', '3': 'スーパーバイザー', '4': 'ルートマン' },
    errorLogType: { ajax: '通信エラー', script: 'スクリプトエラー' },
  },
  crud: {
    chooseFile: 'ファイルを選択',
    uploading: 'アップロード中…',
    uploadFailed: 'アップロードできませんでした',
    noImage: '画像なし',
    uploadNeeds: '先に%{fields}を選んでください',
    removeFile: '削除',
    actions: '操作',
    enable: '有効にする',
    disable: '無効にする',
    enableTitle: '「%{label}」を有効にしますか？',
    disableTitle: '「%{label}」を無効にしますか？',
    enableContent: '%{name}「%{label}」の状態を「有効」に変更します。',
    disableContent: '%{name}「%{label}」の状態を「無効」に変更します。',
    statusChanged: '状態を変更しました',
    saved: '保存しました',
    noForm: 'この画面の入力フォームが定義されていません',
    select: '選択してください',
    search: '検索',
    noOptions: '該当するデータがありません',
    ownOrganisationWhenEmpty: '空欄ならご自身の組織に登録されます',
    arrayItem: '%{name} %{n}',
    optionDisabled: '無効のため選択できません',
    ownedBy: '%{org} の%{name}',
    lockedStatus: 'このアカウントの状態はここでは変更できません。',
    fixErrors: '入力内容に誤りがあります。赤く表示された項目を確認してください',
  },
};

export type AppMessages = Shape<typeof messages>;

export default messages;
