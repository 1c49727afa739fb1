/**
 * Messages of the console shell (side menu, header, tags bar, breadcrumb, error log, error pages, home),
 * all under `shell.` so they merge beside the other tables. Japanese is the reference: the other languages
 * beside it must have the same keys (a missing one is a type error).
 */
import type { Shape } from '../shape';

const messages = {
  shell: {
    skipToContent: 'メインコンテンツへ移動',
    menu: {
      label: 'メインメニュー',
      home: 'ホーム',
      expand: 'メニューを開く',
      collapse: 'メニューを閉じる',
      newWindow: '新しいウィンドウで開きます',
    },
    header: {
      fullscreen: '全画面表示',
      exitFullscreen: '全画面表示を終了',
      language: '言語',
      errors: 'エラーログ（%{smart_count} 件）',
      systems: 'システム切替',
      userMenu: 'ユーザーメニュー',
      logout: 'ログアウト',
      greeting: {
        morning: 'おはようございます、%{name} さん',
        afternoon: 'こんにちは、%{name} さん',
        evening: 'こんばんは、%{name} さん',
      },
    },
    systems: {
      device: 'デバイス設定プラットフォーム',
      production: '生産管理',
      merchant: '加盟店管理プラットフォーム',
      notConfigured: '未設定',
    },
    tags: {
      label: '開いているページ',
      close: '閉じる',
      closeTag: '%{title} を閉じる',
      closeOthers: '他を閉じる',
      closeAll: 'すべて閉じる',
      actions: 'タブの操作',
      scrollLeft: '左へスクロール',
      scrollRight: '右へスクロール',
      confirmClose: 'このページを閉じてもよろしいですか？',
      confirmSetting: '閉じる前に確認する',
      create: '新規作成',
      edit: '編集',
      show: '詳細',
      showRecord: '%{label} の詳細',
      editRecord: '%{label} を編集',
    },
    breadcrumb: { label: 'パンくずリスト' },
    dialog: { close: '閉じる', cancel: 'キャンセル', confirm: 'OK' },
    pages: {
      home: 'ホーム',
      errorLog: 'エラーログ',
      401: '権限がありません',
      404: 'ページが見つかりません',
      500: 'サーバーエラー',
    },
    errorPages: {
      401: 'このページを表示する権限がありません。',
      404: 'お探しのページは存在しないか、移動した可能性があります。',
      500: 'サーバーでエラーが発生しました。しばらくしてから再度お試しください。',
      backHome: 'ホームに戻る',
      goBack: '前のページに戻る',
    },
    errorLog: {
      title: 'エラーログ',
      empty: 'エラーは記録されていません',
      type: '種類',
      allTypes: 'すべて',
      types: { ajax: 'リクエストエラー', script: 'スクリプトエラー' },
      columns: { time: '日時', type: '種類', code: 'コード', message: 'メッセージ', url: 'URL', user: 'ユーザー' },
      refresh: '再読み込み',
      loadFailed: 'エラーログを読み込めませんでした',
    },
    home: {
      title: 'ホーム',
      organisation: '所属組織',
      role: 'ロール',
      figures: '概要',
      noFigures: '表示できる集計はありません',
      loadFailed: '読み込めませんでした',
      users: 'ユーザー',
      roles: 'ロール',
      bdUsers: 'BD',
      orgs: { agent: 'サービスプロバイダー', merchant: '加盟店', store: '店舗' },
      open: '%{name} を開く',
    },
    orgType: { platform: 'プラットフォーム', agent: 'サービスプロバイダー', merchant: '加盟店', store: '店舗' },
    relativeTime: {
      past: { second: '%{smart_count} 秒前', minute: '%{smart_count} 分前', hour: '%{smart_count} 時間前', day: '%{smart_count} 日前' },
      future: { second: '%{smart_count} 秒後', minute: '%{smart_count} 分後', hour: '%{smart_count} 時間後', day: '%{smart_count} 日後' },
    },
  },
};

export type ShellMessages = Shape<typeof messages>;

export default messages;
