/**
 * Messages of the Deal menu's payment alarm rules and records (issue 29 item 3); the source types, levels
 * and states they share with the device alarms are in alarms.ts. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';
import { ALARM_FIELDS, RAISED_SPAN } from './alarms';

/** Every field of the file's rules and records: both resources read the one schema file. */
const FIELDS = {
  ...ALARM_FIELDS,
  ...RAISED_SPAN,
  source: ['チャネル', '渠道', '渠道', 'Channel'],
  payConfigId: ['決済設定ID', '支付配置ID', '支付設定ID', 'Pay config ID'],
  configName: ['決済設定', '支付配置', '支付設定', 'Pay config'],
  channel: ['チャネル', '渠道', '渠道', 'Channel'],
  resolvedByName: ['解決した人', '处理人', '處理人', 'Resolved by'],
  resolveNote: ['解決メモ', '处理说明', '處理說明', 'Resolution note'],
  note: ['解決メモ', '处理说明', '處理說明', 'Resolution note'],
} satisfies MessageTable;

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
