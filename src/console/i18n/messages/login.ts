/**
 * The product's title, the messages of the page before a session (login) and of the HTTP client. Each text is
 * [ja, zh-CN, zh-TW, en]. Its own table: the login page shown on a first visit (screens/login/LoginApp.tsx)
 * loads it alone, before the console's messages.
 */
import type { MessageTable } from '../../../domain/texts';

export default {
  app: {
    title: ['新運営リテールプラットフォーム', '新运营零售平台', '新營運零售平台', 'New Operations Retail Platform'],
    loading: ['読み込み中…', '加载中…', '載入中…', 'Loading…'],
    loggedOut: ['ログアウトしました', '已退出登录', '已登出', 'Logged out'],
    networkError: [
      'ネットワークエラーが発生しました。接続を確認してください',
      '网络错误，请检查网络连接',
      '網路錯誤，請檢查網路連線',
      'Network error: check your connection',
    ],
    tryLater: [
      'サーバーが応答しません。しばらくしてから再度お試しください',
      '服务器无响应，请稍后再试',
      '伺服器沒有回應，請稍後再試',
      'The server is not answering, please try later',
    ],
    language: ['言語', '语言', '語言', 'Language'],
    moduleLoadFailed: [
      '画面を読み込めませんでした。ページを再読み込みしてください',
      '页面加载失败，请刷新页面',
      '頁面載入失敗，請重新整理頁面',
      'The screen could not be loaded; reload the page',
    ],
  },
  login: {
    title: ['ログイン', '登录', '登入', 'Log in'],
    account: ['アカウント', '账号', '帳號', 'Account'],
    password: ['パスワード', '密码', '密碼', 'Password'],
    submit: ['ログイン', '登录', '登入', 'Log in'],
    submitting: ['ログイン中…', '登录中…', '登入中…', 'Logging in…'],
    language: ['言語', '语言', '語言', 'Language'],
    showPassword: ['パスワードを表示', '显示密码', '顯示密碼', 'Show password'],
    hidePassword: ['パスワードを隠す', '隐藏密码', '隱藏密碼', 'Hide password'],
  },
} satisfies MessageTable;
