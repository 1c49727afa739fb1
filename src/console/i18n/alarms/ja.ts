/**
 * Messages of alarm rules and records, and the telemetry tabs of the device detail (signal, temperature, network, health, coin box). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    alarmRules: 'アラームルール',
    alarmRecords: 'アラーム記録',
  },
  resources: {
    'alarm-rules': {
      name: 'アラームルール',
      fields: {
        key: 'ルール',
        sourceType: '監視対象',
        source: '機種',
        model: '型式',
        threshold: 'しきい値',
        windowMinutes: '集計時間（分）',
        level: 'レベル',
        serialNum: 'シリアル番号',
        ruleId: 'ルールID',
        value: '検出値',
        count: '発生回数',
        firstAt: '初回発生',
        lastAt: '最終発生',
        clearedAt: '解除日時',
      },
    },
    'alarm-records': {
      name: 'アラーム記録',
      fields: {
        serialNum: 'シリアル番号',
        model: '型式',
        ruleId: 'ルールID',
        sourceType: '監視対象',
        level: 'レベル',
        threshold: 'しきい値',
        value: '検出値',
        count: '発生回数',
        firstAt: '初回発生',
        lastAt: '最終発生',
        clearedAt: '解除日時',
        startTime: '初回発生（から）',
        endTime: '初回発生（まで）',
      },
    },
  },
  functions: {
    alarm: {
      view: 'アラームルールの閲覧',
      save: 'アラームルールの作成',
      update: 'アラームルールの変更・有効化／無効化',
      delete: 'アラームルールの削除',
    },
    alarmRecord: {
      view: 'アラーム記録の閲覧',
      export: 'アラーム記録のエクスポート',
    },
  },
  enum: {
    alarmSource: {
      temperatureHigh: '高温',
      temperatureLow: '低温',
      signalWeak: '電波微弱',
      faultRepeat: '故障の繰り返し',
      offline: 'オフライン',
    },
    alarmLevel: { info: '情報', warning: '警告', critical: '重大' },
    alarmStatus: { active: '発生中', cleared: '解除済み' },
  },
  screens: {
    alarms: {
      rule: {
        chooseSourceType: 'まず監視対象を選んでください。しきい値の範囲は監視対象によって異なります。',
        meaning: {
          temperatureHigh: '庫内温度がしきい値（℃）を上回るとアラームになります。',
          temperatureLow: '庫内温度がしきい値（℃）を下回るとアラームになります。',
          signalWeak: '電波強度がしきい値（%）を下回るとアラームになります。',
          faultRepeat: '集計時間内に故障がしきい値の回数以上発生するとアラームになります。',
          offline: 'オフラインの状態がしきい値（分）以上続くとアラームになります。',
        },
        digitsOnly: 'しきい値は %{min}〜%{max} の整数を半角数字のみで入力します（「25.0」「+25」「025」は不可）。',
        window: '集計時間は %{min}〜%{max} 分です。',
        thresholdHelp: '%{min}〜%{max}、半角数字のみ',
        windowHelp: '故障の回数を数える時間の長さ（分、半角数字のみ）',
        productKey: '機種キー: %{key}',
        exists: 'この機種にはこの監視対象のルールがすでにあります。1つの機種につき監視対象ごとに1つのルールです。',
        editExisting: '既存のルールを編集',
      },
      records: {
        statistics: 'アラームの集計',
        total: '合計',
        active: '発生中',
        cleared: '解除済み',
        bySource: '監視対象別',
        byLevel: 'レベル別',
        filtered: '絞り込み条件に一致する記録の件数です',
        retry: '再読み込み',
      },
    },
  },
};

export type AlarmsMessages = Shape<typeof messages>;

export default messages;
