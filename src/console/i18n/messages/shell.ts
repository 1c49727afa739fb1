/**
 * Messages of the console shell (side menu, header, tags bar, breadcrumb, error log, error pages, home), all
 * under `shell.` so they merge beside the other tables. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  shell: {
    skipToContent: ['メインコンテンツへ移動', '跳到主要内容', '跳到主要內容', 'Skip to main content'],
    menu: {
      label: ['メインメニュー', '主菜单', '主選單', 'Main menu'],
      home: ['ホーム', '首页', '首頁', 'Home'],
      expand: ['メニューを開く', '展开菜单', '展開選單', 'Expand the menu'],
      collapse: ['メニューを閉じる', '收起菜单', '收合選單', 'Collapse the menu'],
      newWindow: ['新しいウィンドウで開きます', '在新窗口中打开', '在新視窗中開啟', 'opens in a new window'],
    },
    header: {
      fullscreen: ['全画面表示', '全屏', '全螢幕', 'Full screen'],
      exitFullscreen: ['全画面表示を終了', '退出全屏', '結束全螢幕', 'Exit full screen'],
      language: ['言語', '语言', '語言', 'Language'],
      errors: [
        'エラーログ（%{smart_count} 件）',
        '错误日志（%{smart_count} 条）',
        '錯誤日誌（%{smart_count} 筆）',
        'Error log (%{smart_count} error) |||| Error log (%{smart_count} errors)',
      ],
      systems: ['システム切替', '系统切换', '系統切換', 'Switch system'],
      userMenu: ['ユーザーメニュー', '用户菜单', '使用者選單', 'User menu'],
      logout: ['ログアウト', '退出登录', '登出', 'Log out'],
      greeting: {
        morning: ['おはようございます、%{name} さん', '早上好，%{name}', '早安，%{name}', 'Good morning, %{name}'],
        afternoon: ['こんにちは、%{name} さん', '下午好，%{name}', '午安，%{name}', 'Good afternoon, %{name}'],
        evening: ['こんばんは、%{name} さん', '晚上好，%{name}', '晚安，%{name}', 'Good evening, %{name}'],
      },
    },
    systems: {
      device: ['デバイス設定プラットフォーム', '设备配置平台', '設備設定平台', 'Device configuration platform'],
      production: ['生産管理', '生产管理', '生產管理', 'Production management'],
      merchant: ['加盟店管理プラットフォーム', '商户管理平台', '商戶管理平台', 'Merchant management platform'],
      notConfigured: ['未設定', '未配置', '未設定', 'not configured'],
    },
    tags: {
      label: ['開いているページ', '已打开的页面', '已開啟的頁面', 'Opened pages'],
      close: ['閉じる', '关闭', '關閉', 'Close'],
      closeTag: ['%{title} を閉じる', '关闭 %{title}', '關閉 %{title}', 'Close %{title}'],
      closeOthers: ['他を閉じる', '关闭其他', '關閉其他', 'Close others'],
      closeAll: ['すべて閉じる', '关闭所有', '關閉全部', 'Close all'],
      actions: ['タブの操作', '标签操作', '標籤操作', 'Tab actions'],
      scrollLeft: ['左へスクロール', '向左滚动', '向左捲動', 'Scroll left'],
      scrollRight: ['右へスクロール', '向右滚动', '向右捲動', 'Scroll right'],
      confirmClose: ['このページを閉じてもよろしいですか？', '确定要关闭这一页吗？', '確定要關閉這一頁嗎？', 'Are you sure to close this page?'],
      confirmSetting: ['閉じる前に確認する', '关闭前确认', '關閉前確認', 'Ask before closing a page'],
      create: ['新規作成', '新建', '新增', 'New'],
      edit: ['編集', '编辑', '編輯', 'Edit'],
      show: ['詳細', '详情', '詳情', 'Details'],
      showRecord: ['%{label} の詳細', '%{label} 的详情', '%{label} 的詳情', 'Details of %{label}'],
      editRecord: ['%{label} を編集', '编辑 %{label}', '編輯 %{label}', 'Edit %{label}'],
    },
    breadcrumb: { label: ['パンくずリスト', '面包屑导航', '導覽路徑', 'Breadcrumb'] },
    dialog: { close: ['閉じる', '关闭', '關閉', 'Close'], cancel: ['キャンセル', '取消', '取消', 'Cancel'], confirm: ['OK', '确定', '確定', 'OK'] },
    pages: {
      home: ['ホーム', '首页', '首頁', 'Home'],
      errorLog: ['エラーログ', '错误日志', '錯誤日誌', 'Error log'],
      401: ['権限がありません', '无权访问', '無權存取', 'Unauthorised'],
      404: ['ページが見つかりません', '页面不存在', '頁面不存在', 'Page not found'],
      500: ['サーバーエラー', '服务器错误', '伺服器錯誤', 'Server error'],
    },
    errorPages: {
      401: ['このページを表示する権限がありません。', '您没有访问此页面的权限。', '您沒有存取此頁面的權限。', 'You do not have permission to see this page.'],
      404: [
        'お探しのページは存在しないか、移動した可能性があります。',
        '您要找的页面不存在或已被移动。',
        '您要找的頁面不存在或已被移動。',
        'The page you are looking for does not exist or has moved.',
      ],
      500: [
        'サーバーでエラーが発生しました。しばらくしてから再度お試しください。',
        '服务器出错了，请稍后再试。',
        '伺服器發生錯誤，請稍後再試。',
        'Something went wrong on the server. Please try again later.',
      ],
      backHome: ['ホームに戻る', '返回首页', '返回首頁', 'Back to home'],
      goBack: ['前のページに戻る', '返回上一页', '返回上一頁', 'Go back'],
    },
    errorLog: {
      title: ['エラーログ', '错误日志', '錯誤日誌', 'Error log'],
      empty: ['エラーは記録されていません', '没有错误记录', '沒有錯誤記錄', 'No errors recorded'],
      type: ['種類', '类型', '類型', 'Type'],
      allTypes: ['すべて', '全部', '全部', 'All'],
      columns: {
        time: ['日時', '时间', '時間', 'Time'],
        type: ['種類', '类型', '類型', 'Type'],
        code: ['コード', '编码', '代碼', 'Code'],
        message: ['メッセージ', '信息', '訊息', 'Message'],
        url: ['URL', 'URL', 'URL', 'URL'],
        user: ['ユーザー', '用户', '使用者', 'User'],
        session: ['セッション', '会话', '工作階段', 'Session'],
      },
      sessionOnly: ['セッション %{session} のみ', '仅会话 %{session}', '僅工作階段 %{session}', 'Session %{session} only'],
      showSession: ['このセッションのエラーだけを表示', '只显示此会话的错误', '只顯示此工作階段的錯誤', "Show only this session's errors"],
      refresh: ['再読み込み', '刷新', '重新整理', 'Refresh'],
      loadFailed: ['エラーログを読み込めませんでした', '无法加载错误日志', '無法載入錯誤日誌', 'Could not load the error log'],
    },
    home: {
      title: ['ホーム', '首页', '首頁', 'Home'],
      organisation: ['所属組織', '所属组织', '所屬組織', 'Organisation'],
      role: ['ロール', '角色', '角色', 'Role'],
      figures: ['概要', '概览', '概覽', 'Overview'],
      noFigures: ['表示できる集計はありません', '没有可显示的统计', '沒有可顯示的統計', 'No figures to show'],
      loadFailed: ['読み込めませんでした', '加载失败', '載入失敗', 'Could not load'],
      users: ['ユーザー', '用户', '使用者', 'Users'],
      roles: ['ロール', '角色', '角色', 'Roles'],
      bdUsers: ['BD', 'BD', 'BD', 'BDs'],
      orgs: {
        agent: ['サービスプロバイダー', '服务商', '服務商', 'Service providers'],
        merchant: ['加盟店', '商户', '商戶', 'Merchants'],
        store: ['店舗', '门店', '門市', 'Stores'],
      },
      open: ['%{name} を開く', '打开%{name}', '開啟%{name}', 'Open %{name}'],
    },
    orgType: {
      platform: ['プラットフォーム', '平台', '平台', 'Platform'],
      agent: ['サービスプロバイダー', '服务商', '服務商', 'Service provider'],
      merchant: ['加盟店', '商户', '商戶', 'Merchant'],
      store: ['店舗', '门店', '門市', 'Store'],
    },
    relativeTime: {
      past: {
        second: ['%{smart_count} 秒前', '%{smart_count}秒前', '%{smart_count}秒前', '%{smart_count} second ago |||| %{smart_count} seconds ago'],
        minute: ['%{smart_count} 分前', '%{smart_count}分钟前', '%{smart_count}分鐘前', '%{smart_count} minute ago |||| %{smart_count} minutes ago'],
        hour: ['%{smart_count} 時間前', '%{smart_count}小时前', '%{smart_count}小時前', '%{smart_count} hour ago |||| %{smart_count} hours ago'],
        day: ['%{smart_count} 日前', '%{smart_count}天前', '%{smart_count}天前', '%{smart_count} day ago |||| %{smart_count} days ago'],
      },
      future: {
        second: ['%{smart_count} 秒後', '%{smart_count}秒后', '%{smart_count}秒後', 'in %{smart_count} second |||| in %{smart_count} seconds'],
        minute: ['%{smart_count} 分後', '%{smart_count}分钟后', '%{smart_count}分鐘後', 'in %{smart_count} minute |||| in %{smart_count} minutes'],
        hour: ['%{smart_count} 時間後', '%{smart_count}小时后', '%{smart_count}小時後', 'in %{smart_count} hour |||| in %{smart_count} hours'],
        day: ['%{smart_count} 日後', '%{smart_count}天后', '%{smart_count}天後', 'in %{smart_count} day |||| in %{smart_count} days'],
      },
    },
  },
} satisfies MessageTable;

export default messages;
