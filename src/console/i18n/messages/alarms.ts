/**
 * Messages of alarm rules and records, and the telemetry tabs of the device detail (signal, temperature,
 * network, health, coin box). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable, Texts } from '../../../domain/texts';

/** What a rule and what it raised are labelled alike, for devices and payments (pay-alarms.ts) both. */
export const ALARM_FIELDS = {
  key: ['ルール', '规则', '規則', 'Rule'],
  ruleId: ['ルールID', '规则ID', '規則ID', 'Rule ID'],
  sourceType: ['監視対象', '监控项', '監控項', 'Watches'],
  threshold: ['しきい値', '阈值', '閾值', 'Threshold'],
  windowMinutes: ['集計時間（分）', '统计时长（分钟）', '統計時長（分鐘）', 'Window (minutes)'],
  level: ['レベル', '级别', '級別', 'Level'],
  serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
  value: ['検出値', '检测值', '偵測值', 'Value'],
  count: ['発生回数', '发生次数', '發生次數', 'Occurrences'],
  firstAt: ['初回発生', '首次发生', '首次發生', 'First raised'],
  lastAt: ['最終発生', '最近发生', '最近發生', 'Last raised'],
  clearedAt: ['解除日時', '解除时间', '解除時間', 'Cleared'],
} satisfies MessageTable;

/** The records' filter by when an alarm was first raised (the rules keep the shared From/To). */
export const RAISED_SPAN = {
  startTime: ['初回発生（から）', '首次发生（起）', '首次發生（起）', 'First raised from'],
  endTime: ['初回発生（まで）', '首次发生（止）', '首次發生（迄）', 'First raised until'],
} satisfies MessageTable;

const MODEL_NUMBER: Texts = ['型番', '型号规格', '型號規格', 'Model number'];

const messages = {
  menu: {
    alarmRules: ['アラームルール', '告警规则', '告警規則', 'Alarm rules'],
    alarmRecords: ['アラーム記録', '告警记录', '告警記錄', 'Alarm records'],
  },
  resources: {
    'alarm-rules': {
      name: ['アラームルール', '告警规则', '告警規則', 'Alarm rules'],
      fields: { ...ALARM_FIELDS, source: ['機種', '型号', '型號', 'Model'], model: MODEL_NUMBER },
    },
    'alarm-records': {
      name: ['アラーム記録', '告警记录', '告警記錄', 'Alarm records'],
      fields: { ...ALARM_FIELDS, ...RAISED_SPAN, model: MODEL_NUMBER },
    },
  },
  functions: {
    alarm: {
      view: ['アラームルールの閲覧', '查看告警规则', '檢視告警規則', 'View alarm rules'],
      save: ['アラームルールの作成', '新建告警规则', '新增告警規則', 'Create alarm rules'],
      update: ['アラームルールの変更・有効化／無効化', '修改、启用和停用告警规则', '修改、啟用與停用告警規則', 'Change, enable and disable alarm rules'],
      delete: ['アラームルールの削除', '删除告警规则', '刪除告警規則', 'Delete alarm rules'],
    },
    alarmRecord: {
      view: ['アラーム記録の閲覧', '查看告警记录', '檢視告警記錄', 'View alarm records'],
      export: ['アラーム記録のエクスポート', '导出告警记录', '匯出告警記錄', 'Export alarm records'],
    },
  },
  enum: {
    alarmSource: {
      temperatureHigh: ['高温', '高温', '高溫', 'High temperature'],
      temperatureLow: ['低温', '低温', '低溫', 'Low temperature'],
      signalWeak: ['電波微弱', '信号弱', '訊號弱', 'Weak signal'],
      faultRepeat: ['故障の繰り返し', '故障频发', '故障頻繁', 'Repeated faults'],
      offline: ['オフライン', '离线', '離線', 'Offline'],
      payFailRepeat: ['決済失敗の繰り返し', '支付频繁失败', '支付頻繁失敗', 'Repeated payment failures'],
      channelTimeout: ['チャネル応答のタイムアウト', '渠道应答超时', '渠道應答逾時', 'Channel answers timing out'],
      refundFail: ['返金の失敗', '退款失败', '退款失敗', 'Refunds failing'],
      payPushMissing: ['決済設定の配信未着', '支付配置推送未送达', '支付設定推送未送達', 'Pay config push not arrived'],
    },
    alarmLevel: { info: ['情報', '提示', '提示', 'Info'], warning: ['警告', '警告', '警告', 'Warning'], critical: ['重大', '严重', '嚴重', 'Critical'] },
    alarmStatus: { active: ['発生中', '告警中', '告警中', 'Active'], cleared: ['解除済み', '已解除', '已解除', 'Cleared'] },
  },
  screens: {
    alarms: {
      rule: {
        chooseSourceType: [
          'まず監視対象を選んでください。しきい値の範囲は監視対象によって異なります。',
          '请先选择监控项：阈值范围取决于监控项。',
          '請先選擇監控項：閾值範圍取決於監控項。',
          'Choose what the rule watches first: the threshold range depends on it.',
        ],
        meaning: {
          temperatureHigh: [
            '庫内温度がしきい値（℃）を上回るとアラームになります。',
            '温度高于阈值（℃）时产生告警。',
            '溫度高於閾值（℃）時產生告警。',
            'An alarm is raised when the temperature rises above the threshold (°C).',
          ],
          temperatureLow: [
            '庫内温度がしきい値（℃）を下回るとアラームになります。',
            '温度低于阈值（℃）时产生告警。',
            '溫度低於閾值（℃）時產生告警。',
            'An alarm is raised when the temperature falls below the threshold (°C).',
          ],
          signalWeak: [
            '電波強度がしきい値（%）を下回るとアラームになります。',
            '信号强度低于阈值（%）时产生告警。',
            '訊號強度低於閾值（%）時產生告警。',
            'An alarm is raised when the signal strength falls below the threshold (%).',
          ],
          faultRepeat: [
            '集計時間内に故障がしきい値の回数以上発生するとアラームになります。',
            '统计时长内故障次数达到阈值时产生告警。',
            '統計時長內故障次數達到閾值時產生告警。',
            'An alarm is raised when at least the threshold number of faults occur within the window.',
          ],
          offline: [
            'オフラインの状態がしきい値（分）以上続くとアラームになります。',
            '设备离线持续达到阈值（分钟）时产生告警。',
            '設備離線持續達到閾值（分鐘）時產生告警。',
            'An alarm is raised when the device stays offline for at least the threshold (minutes).',
          ],
          payFailRepeat: [
            '集計時間内にデバイスの決済がしきい値の回数以上失敗するとアラームになります。',
            '统计时长内设备的支付失败次数达到阈值时产生告警。',
            '統計時長內設備的支付失敗次數達到閾值時產生告警。',
            "An alarm is raised when at least the threshold number of a device's payments fail within the window.",
          ],
          channelTimeout: [
            '集計時間内に決済設定のチャネル応答がしきい値の回数以上タイムアウト（結果不明、または設定のタイムアウト超過）するとアラームになります。',
            '统计时长内支付配置的渠道应答超时（结果未知或超过配置的超时时间）次数达到阈值时产生告警。',
            '統計時長內支付設定的渠道應答逾時（結果不明或超過設定的逾時時間）次數達到閾值時產生告警。',
            "An alarm is raised when at least the threshold number of a pay config's channel answers time out (result unknown, or slower than the config's timeout) within the window.",
          ],
          refundFail: [
            '集計時間内にデバイスの注文の返金がしきい値の回数以上失敗するとアラームになります。',
            '统计时长内设备订单的退款失败次数达到阈值时产生告警。',
            '統計時長內設備訂單的退款失敗次數達到閾值時產生告警。',
            "An alarm is raised when at least the threshold number of refunds of a device's orders fail within the window.",
          ],
          payPushMissing: [
            '決済設定の配信にデバイスがしきい値（分）以上応答しないとアラームになります。',
            '设备在阈值（分钟）内未确认支付配置推送时产生告警。',
            '設備在閾值（分鐘）內未確認支付設定推送時產生告警。',
            'An alarm is raised when a device has not acknowledged its pay config push after the threshold (minutes).',
          ],
        },
        digitsOnly: [
          'しきい値は %{min}〜%{max} の整数を半角数字のみで入力します（「25.0」「+25」「025」は不可）。',
          '阈值为 %{min}-%{max} 的整数，只能输入数字（“25.0”“+25”“025”均不可）。',
          '閾值為 %{min}-%{max} 的整數，只能輸入數字（「25.0」「+25」「025」皆不可）。',
          'The threshold is a whole number from %{min} to %{max}, typed as digits only ("25.0", "+25" and "025" are refused).',
        ],
        window: [
          '集計時間は %{min}〜%{max} 分です。',
          '统计时长为 %{min}-%{max} 分钟。',
          '統計時長為 %{min}-%{max} 分鐘。',
          'The window is %{min} to %{max} minutes.',
        ],
        thresholdHelp: ['%{min}〜%{max}、半角数字のみ', '%{min}-%{max}，仅限数字', '%{min}-%{max}，僅限數字', '%{min} to %{max}, digits only'],
        windowHelp: [
          '故障の回数を数える時間の長さ（分、半角数字のみ）',
          '统计故障次数的时长（分钟，仅限数字）',
          '統計故障次數的時長（分鐘，僅限數字）',
          'How long faults are counted for (minutes, digits only)',
        ],
        productKey: ['機種キー: %{key}', '型号标识：%{key}', '型號標識：%{key}', 'Model key: %{key}'],
        exists: [
          'この機種にはこの監視対象のルールがすでにあります。1つの機種につき監視対象ごとに1つのルールです。',
          '该型号已有此监控项的规则。每个型号的每种监控项只能有一条规则。',
          '此型號已有此監控項的規則。每個型號的每種監控項只能有一條規則。',
          'This model already has a rule watching this. A model has one rule per kind of watch.',
        ],
        editExisting: ['既存のルールを編集', '编辑已有规则', '編輯既有規則', 'Edit the existing rule'],
      },
      records: {
        statistics: ['アラームの集計', '告警统计', '告警統計', 'Alarm counts'],
        total: ['合計', '合计', '合計', 'Total'],
        active: ['発生中', '告警中', '告警中', 'Active'],
        cleared: ['解除済み', '已解除', '已解除', 'Cleared'],
        bySource: ['監視対象別', '按监控项', '依監控項', 'By what is watched'],
        byLevel: ['レベル別', '按级别', '依級別', 'By level'],
        filtered: ['絞り込み条件に一致する記録の件数です', '符合筛选条件的记录数', '符合篩選條件的記錄數', 'Counts of the records matching the filters'],
        retry: ['再読み込み', '重新加载', '重新載入', 'Reload'],
      },
    },
  },
} satisfies MessageTable;

export default messages;
