/**
 * Messages of operator messages: a message with its file, its target devices and per-device delivery, and the
 * link flow (message statistics). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

/** The fields an operator message and its statistics row share. */
const MESSAGE_FIELDS = {
  content: ['内容', '内容', '內容', 'Content'],
  type: ['種類', '类型', '類型', 'Kind'],
  fileName: ['ファイル名', '文件名', '檔案名稱', 'File name'],
  fileSize: ['ファイルサイズ', '文件大小', '檔案大小', 'File size'],
  fileMime: ['ファイル形式', '文件格式', '檔案格式', 'File type'],
  fileMd5: ['ファイルのハッシュ値', '文件哈希值', '檔案雜湊值', 'MD5'],
  orgId: ['所有組織', '所属组织', '所屬組織', 'Owner'],
  orgName: ['所有組織', '所属组织', '所屬組織', 'Owner'],
  createdBy: ['作成者', '创建人', '建立人', 'Created by'],
  deviceCount: ['対象デバイス数', '目标设备数', '目標設備數', 'Target devices'],
} satisfies MessageTable;

const messages = {
  menu: {
    opMessages: ['オペレーションメッセージ', '运营消息', '營運訊息', 'Operator messages'],
  },
  resources: {
    opMessages: {
      name: ['オペレーションメッセージ', '运营消息', '營運訊息', 'Operator messages'],
      fields: {
        ...MESSAGE_FIELDS,
        file: ['ファイル', '文件', '檔案', 'File'],
      },
    },
    linkFlow: {
      name: ['メッセージ統計', '消息统计', '訊息統計', 'Message statistics'],
      fields: {
        requestId: ['リクエストID', '请求ID', '請求ID', 'Request ID'],
        serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
        status: ['配信状態', '推送状态', '推送狀態', 'Delivery status'],
        startDate: ['開始日', '开始日期', '開始日期', 'From'],
        endDate: ['終了日', '结束日期', '結束日期', 'To'],
        ...MESSAGE_FIELDS,
      },
    },
  },
  functions: {
    opMessage: {
      view: ['オペレーションメッセージの閲覧', '查看运营消息', '檢視營運訊息', 'View operator messages'],
      save: ['オペレーションメッセージの作成・編集', '创建和编辑运营消息', '建立和編輯營運訊息', 'Create and edit operator messages'],
      delete: ['オペレーションメッセージの削除', '删除运营消息', '刪除營運訊息', 'Delete operator messages'],
      push: ['オペレーションメッセージの配信', '推送运营消息', '推送營運訊息', 'Push operator messages'],
    },
    pushMsg: { view: ['メッセージ統計の閲覧', '查看消息统计', '檢視訊息統計', 'View message statistics'] },
  },
  enum: {
    opMessageType: {
      '1': ['お知らせ', '通知', '通知', 'Notice'],
      '2': ['ファイル', '文件', '檔案', 'File'],
      '3': ['アップグレード', '升级', '升級', 'Upgrade'],
    },
  },
  screens: {
    opMessages: {
      createTitle: ['オペレーションメッセージの作成', '新建运营消息', '新增營運訊息', 'New operator message'],
      editTitle: ['オペレーションメッセージの編集', '编辑运营消息', '編輯營運訊息', 'Edit operator message'],
      chooseFile: ['ファイルを選択', '选择文件', '選擇檔案', 'Choose a file'],
      keepFile: [
        '現在のファイル: %{name}（新しいファイルを選ばなければそのまま）',
        '当前文件：%{name}（不选择新文件则保留）',
        '目前檔案：%{name}（不選擇新檔案則保留）',
        'Current file: %{name} (kept unless you choose a new one)',
      ],
      noFile: ['ファイルが選択されていません', '未选择文件', '未選擇檔案', 'No file chosen'],
      fileTooLarge: [
        'ファイルは %{mb} メガバイト以内にしてください',
        '文件不能超过%{mb}兆字节',
        '檔案不能超過%{mb}百萬位元組',
        'The file may be at most %{mb} MB',
      ],
      save: ['保存', '保存', '儲存', 'Save'],
      saved: ['保存しました', '已保存', '已儲存', 'Saved'],
      cancel: ['キャンセル', '取消', '取消', 'Cancel'],
      targets: ['対象デバイス', '目标设备', '目標設備', 'Target devices'],
      addTargets: ['対象デバイスを追加', '添加目标设备', '新增目標設備', 'Add target devices'],
      serialNumsLabel: [
        'シリアル番号（改行・カンマ区切り、最大1000件）',
        '序列号（换行或逗号分隔，最多1000个）',
        '序號（換行或逗號分隔，最多1000個）',
        'Serial numbers (one per line or comma-separated, up to 1000)',
      ],
      add: ['追加', '添加', '新增', 'Add'],
      added: [
        '%{added} 台を追加しました（合計 %{total} 台）',
        '已添加%{added}台（共%{total}台）',
        '已新增%{added}台（共%{total}台）',
        'Added %{added} (now %{total})',
      ],
      remove: ['削除', '移除', '移除', 'Remove'],
      removeAll: ['すべて削除', '全部移除', '全部移除', 'Remove all'],
      removeAllConfirm: [
        'このメッセージの対象デバイスをすべて削除しますか？',
        '确定移除该消息的全部目标设备吗？',
        '確定移除該訊息的全部目標設備嗎？',
        'Remove every target device of this message?',
      ],
      removed: ['%{removed} 台を削除しました', '已移除%{removed}台', '已移除%{removed}台', 'Removed %{removed}'],
      pushAll: ['すべてに配信', '推送给全部', '推送給全部', 'Push to all'],
      pushed: ['%{count} 台に配信しました', '已推送给%{count}台设备', '已推送給%{count}台設備', 'Pushed to %{count} devices'],
      noTargets: ['対象デバイスはまだありません', '暂无目标设备', '暫無目標設備', 'No target devices yet'],
      never: ['未配信', '未推送', '未推送', 'Not pushed'],
      slow: ['遅延', '慢', '慢', 'Slow'],
      online: ['オンライン', '在线', '線上', 'Online'],
      offline: ['オフライン', '离线', '離線', 'Offline'],
      addedAt: ['追加日時', '添加时间', '新增時間', 'Added'],
      delivery: ['最新の配信', '最近推送', '最近推送', 'Latest push'],
      stages: ['ステージ', '阶段', '階段', 'Stages'],
      totalMs: ['全体（ミリ秒）', '全链路（毫秒）', '全鏈路（毫秒）', 'Whole link (ms)'],
      back: ['一覧へ戻る', '返回列表', '返回列表', 'Back to the list'],
      edit: ['編集', '编辑', '編輯', 'Edit'],
      pickDevices: ['追加するデバイス', '要添加的设备', '要新增的設備', 'Devices to add'],
      pickHelp: ['シリアル番号で検索', '按序列号搜索', '依序號搜尋', 'Search by serial number'],
      addConfirm: [
        '%{smart_count} 台を対象デバイスに追加しますか？',
        '将 %{smart_count} 台添加为目标设备？',
        '將 %{smart_count} 台新增為目標設備？',
        'Add %{smart_count} device as a target? |||| Add %{smart_count} devices as targets?',
      ],
      pushConfirm: [
        'このメッセージを対象デバイス %{count} 台に配信しますか？',
        '要将此消息推送到 %{count} 台目标设备吗？',
        '要將此訊息推送到 %{count} 台目標設備嗎？',
        'Push this message to its %{count} target devices?',
      ],
      pushedSkipped: [
        '%{count} 台に配信しました（無効化または管理範囲外の %{skipped} 台は除外）',
        '已推送到 %{count} 台设备（已停用或不在管理范围内的 %{skipped} 台未推送）',
        '已推送到 %{count} 台設備（已停用或不在管理範圍內的 %{skipped} 台未推送）',
        'Pushed to %{count} devices (%{skipped} left out: disabled or outside your scope)',
      ],
      deleteConfirm: [
        '「%{title}」を削除しますか？対象デバイスの一覧も削除されます（配信済みの履歴は残ります）。',
        '要删除“%{title}”吗？其目标设备列表也会一并删除（已推送的记录会保留）。',
        '要刪除「%{title}」嗎？其目標設備清單也會一併刪除（已推送的記錄會保留）。',
        'Delete "%{title}"? Its target list goes with it (pushes already made stay in the history).',
      ],
    },
    linkFlow: {
      title: ['メッセージ統計（リンクフロー）', '消息统计（链路流）', '訊息統計（鏈路流）', 'Message statistics (link flow)'],
      fleet: ['管理下のすべてのデバイス', '管辖范围内的全部设备', '管轄範圍內的全部設備', 'All devices in your scope'],
      apply: ['表示', '查询', '查詢', 'Show'],
      total: ['配信数', '推送数', '推送數', 'Pushes'],
      slow: ['遅延（5秒超）', '慢消息（超过5秒）', '慢訊息（超過5秒）', 'Slow (over 5 s)'],
      interval: ['区間', '区间', '區間', 'Interval'],
      count: ['件数', '数量', '數量', 'Count'],
      p50: ['中央値（ミリ秒）', '中位数（毫秒）', '中位數（毫秒）', 'Median (ms)'],
      p95: ['95パーセンタイル（ミリ秒）', '95百分位（毫秒）', '95百分位（毫秒）', '95th percentile (ms)'],
      latest: ['最新の配信', '最近推送', '最近推送', 'Latest push'],
      noData: ['この期間の配信はありません', '该期间没有推送', '該期間沒有推送', 'No pushes in this period'],
      stage: {
        apiSent: ['API 送信', 'API 发送', 'API 發送', 'API sent'],
        brokerReceived: ['ブローカー受信', '代理接收', '代理接收', 'Broker received'],
        brokerSent: ['ブローカー送信', '代理发送', '代理發送', 'Broker sent'],
        deviceReceived: ['デバイス受信', '设备接收', '設備接收', 'Device received'],
      },
      status: {
        pushed: ['送信済み', '已推送', '已推送', 'Pushed'],
        published: ['配信中', '已发布', '已發佈', 'Published'],
        succeeded: ['成功', '成功', '成功', 'Succeeded'],
        expired: ['期限切れ', '已过期', '已過期', 'Expired'],
        failed: ['失敗', '失败', '失败', 'Failed'],
        unknown: ['不明', '未知', '未知', 'Unknown'],
      },
      tab: ['メッセージ統計 / リンクフロー', '消息统计 / 链路流', '訊息統計 / 鏈路流', 'Message statistics / link flow'],
    },
  },
} satisfies MessageTable;

export default messages;
