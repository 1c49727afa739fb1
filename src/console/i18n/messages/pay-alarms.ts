/**
 * Messages of the Deal menu's payment alarm rules and records (issue 29 item 3); the source types, levels
 * and states they share with the device alarms are in alarms.ts. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

/** Every field of the file's rules and records: both resources read the one schema file. */
const FIELDS = {
  key: ['ルール', '规则', '規則', 'Rule'],
  sourceType: ['監視対象', '监控项', '監控項', 'Watches'],
  source: ['チャネル', '渠道', '渠道', 'Channel'],
  threshold: ['しきい値', '阈值', '閾值', 'Threshold'],
  windowMinutes: ['集計時間（分）', '统计时长（分钟）', '統計時長（分鐘）', 'Window (minutes)'],
  level: ['レベル', '级别', '級別', 'Level'],
  serialNum: ['シリアル番号', '序列号', '序號', 'Serial number'],
  deviceName: ['デバイス名', '设备名称', '設備名稱', 'Device name'],
  payConfigId: ['決済設定ID', '支付配置ID', '支付設定ID', 'Pay config ID'],
  configName: ['決済設定', '支付配置', '支付設定', 'Pay config'],
  channel: ['チャネル', '渠道', '渠道', 'Channel'],
  value: ['検出値', '检测值', '偵測值', 'Value'],
  count: ['発生回数', '发生次数', '發生次數', 'Occurrences'],
  firstAt: ['初回発生', '首次发生', '首次發生', 'First raised'],
  lastAt: ['最終発生', '最近发生', '最近發生', 'Last raised'],
  clearedAt: ['解除日時', '解除时间', '解除時間', 'Cleared'],
  resolvedByName: ['解決した人', '处理人', '處理人', 'Resolved by'],
  resolveNote: ['解決メモ', '处理说明', '處理說明', 'Resolution note'],
  note: ['解決メモ', '处理说明', '處理說明', 'Resolution note'],
  startTime: ['初回発生（から）', '首次发生（起）', '首次發生（起）', 'First raised from'],
  endTime: ['初回発生（まで）', '首次发生（止）', '首次發生（迄）', 'First raised until'],
} as const;

export default {
  menu: {
    payAlarmRules: ['決済アラームルール', '支付告警规则', '支付告警規則', 'Payment alarm rules'],
    payAlarmRecords: ['決済アラーム記録', '支付告警记录', '支付告警記錄', 'Payment alarm records'],
  },
  resources: {
    'pay-alarm-rules': {
      name: ['決済アラームルール', '支付告警规则', '支付告警規則', 'Payment alarm rules'],
      fields: FIELDS,
    },
    'pay-alarm-records': {
      name: ['決済アラーム記録', '支付告警记录', '支付告警記錄', 'Payment alarm records'],
      fields: FIELDS,
      actions: {
        resolve: ['解決済みにする', '标记为已处理', '標記為已處理', 'Mark resolved'],
        resolveDone: ['アラームを解除しました', '告警已解除', '告警已解除', 'The alarm is cleared'],
      },
    },
  },
  functions: {
    payAlarm: {
      view: ['決済アラームルールの閲覧', '查看支付告警规则', '檢視支付告警規則', 'View payment alarm rules'],
      save: ['決済アラームルールの作成', '新建支付告警规则', '新增支付告警規則', 'Create payment alarm rules'],
      update: [
        '決済アラームルールの変更・有効化／無効化',
        '修改、启用和停用支付告警规则',
        '修改、啟用與停用支付告警規則',
        'Change, enable and disable payment alarm rules',
      ],
      delete: ['決済アラームルールの削除', '删除支付告警规则', '刪除支付告警規則', 'Delete payment alarm rules'],
    },
    payAlarmRecord: {
      view: ['決済アラーム記録の閲覧', '查看支付告警记录', '檢視支付告警記錄', 'View payment alarm records'],
      resolve: ['決済アラームの解決', '处理支付告警', '處理支付告警', 'Resolve payment alarms'],
    },
  },
  screens: {
    payAlarms: {
      rule: {
        exists: [
          'このチャネルにはこの監視対象のルールがすでにあります。1つのチャネルにつき監視対象ごとに1つのルールです。',
          '该渠道已有此监控项的规则。每个渠道的每种监控项只能有一条规则。',
          '此渠道已有此監控項的規則。每個渠道的每種監控項只能有一條規則。',
          'This channel already has a rule watching this. A channel has one rule per kind of watch.',
        ],
        windowHelp: [
          '回数を数える時間の長さ（分、半角数字のみ）',
          '统计次数的时长（分钟，仅限数字）',
          '統計次數的時長（分鐘，僅限數字）',
          'How long occurrences are counted for (minutes, digits only)',
        ],
      },
    },
  },
} satisfies MessageTable;
