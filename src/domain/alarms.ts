import type { Translated } from './locale.js';

/**
 * Alarm sources: what a rule watches, its threshold range (spec document 1 §7: "1-500, 2-500 or 1-100
 * depending on rule", pure digits) and its unit. schemas/devices/alarm.schema.json states the same ranges;
 * migration 008 checks them again in the database.
 */
export const ALARM_SOURCES = {
  /** telemetry `temperature` above the threshold (°C) */
  temperatureHigh: { min: 1, max: 100, unit: '°C', window: false },
  /** telemetry `temperature` below the threshold (°C) */
  temperatureLow: { min: 1, max: 100, unit: '°C', window: false },
  /** telemetry `signal` below the threshold (%) */
  signalWeak: { min: 1, max: 100, unit: '%', window: false },
  /** at least `threshold` fault events (event type "alarm") within `windowMinutes` */
  faultRepeat: { min: 2, max: 500, unit: '', window: true },
  /** offline for at least `threshold` minutes */
  offline: { min: 1, max: 500, unit: 'min', window: false },
} as const;

export type AlarmSourceType = keyof typeof ALARM_SOURCES;
export const ALARM_SOURCE_TYPES = Object.keys(ALARM_SOURCES) as AlarmSourceType[];

/**
 * Payment alarm sources (issue 29 item 3, the Deal menu's warning records): judged from the orders, refunds
 * and pay config pushes the payment area records, on the same rules and records (migration 069). A payment
 * rule names a channel where a device rule names a model. `subject` is what one active record is about.
 */
export const PAY_ALARM_SOURCES = {
  /** at least `threshold` of a device's payments failed (failed, directFailed) within `windowMinutes` */
  payFailRepeat: { min: 2, max: 500, unit: '', window: true, subject: 'device' },
  /** at least `threshold` of a pay config's gateway answers timed out (result unknown, or slower than its timeout) within `windowMinutes` */
  channelTimeout: { min: 1, max: 500, unit: '', window: true, subject: 'config' },
  /** at least `threshold` refunds of a device's orders failed within `windowMinutes` */
  refundFail: { min: 1, max: 500, unit: '', window: true, subject: 'device' },
  /** a device's pay config push not acknowledged `threshold` minutes after it was sent */
  payPushMissing: { min: 1, max: 500, unit: 'min', window: false, subject: 'device' },
} as const;

export type PayAlarmSourceType = keyof typeof PAY_ALARM_SOURCES;
export const PAY_ALARM_SOURCE_TYPES = Object.keys(PAY_ALARM_SOURCES) as PayAlarmSourceType[];
export const ALARM_LEVELS = ['info', 'warning', 'critical'] as const;
export const ALARM_RECORD_STATUSES = ['active', 'cleared'] as const;

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** What the export's cells say (the server writes the file, so it words it; the console has the same words in its i18n). */
export const ALARM_SOURCE_LABELS: Record<AlarmSourceType, Translated> = {
  temperatureHigh: t('高温', '温度过高', '溫度過高', 'Temperature high'),
  temperatureLow: t('低温', '温度过低', '溫度過低', 'Temperature low'),
  signalWeak: t('電波弱', '信号弱', '訊號弱', 'Weak signal'),
  faultRepeat: t('故障の繰り返し', '故障重复', '故障重複', 'Repeated faults'),
  offline: t('オフライン', '离线', '離線', 'Offline'),
};
export const ALARM_LEVEL_LABELS: Record<(typeof ALARM_LEVELS)[number], Translated> = {
  info: t('情報', '提示', '提示', 'Info'),
  warning: t('警告', '警告', '警告', 'Warning'),
  critical: t('重大', '严重', '嚴重', 'Critical'),
};
export const ALARM_STATUS_LABELS: Record<(typeof ALARM_RECORD_STATUSES)[number], Translated> = {
  active: t('発生中', '告警中', '告警中', 'Active'),
  cleared: t('解除済み', '已恢复', '已恢復', 'Cleared'),
};
/** The export's columns, in order. */
export const ALARM_EXPORT_COLUMNS: { key: string; label: Translated; width: number }[] = [
  { key: 'serialNum', label: t('シリアル番号', '设备序列号', '設備序號', 'Serial number'), width: 16 },
  { key: 'deviceName', label: t('デバイス名', '设备名称', '設備名稱', 'Device name'), width: 20 },
  { key: 'orgName', label: t('組織', '组织', '組織', 'Organisation'), width: 20 },
  { key: 'model', label: t('機種', '型号', '型號', 'Model'), width: 12 },
  { key: 'sourceType', label: t('アラーム種別', '告警类型', '告警類型', 'Alarm type'), width: 16 },
  { key: 'level', label: t('レベル', '级别', '級別', 'Level'), width: 10 },
  { key: 'threshold', label: t('しきい値', '阈值', '閾值', 'Threshold'), width: 10 },
  { key: 'value', label: t('測定値', '测量值', '測量值', 'Value'), width: 10 },
  { key: 'count', label: t('回数', '次数', '次數', 'Count'), width: 8 },
  { key: 'status', label: t('状態', '状态', '狀態', 'Status'), width: 10 },
  { key: 'firstAt', label: t('発生日時', '首次发生时间', '首次發生時間', 'First raised'), width: 20 },
  { key: 'lastAt', label: t('最終日時', '最近发生时间', '最近發生時間', 'Last seen'), width: 20 },
  { key: 'clearedAt', label: t('解除日時', '恢复时间', '恢復時間', 'Cleared at'), width: 20 },
];
/** The most records one export holds (209019 beyond). */
export const ALARM_EXPORT_MAX_ROWS = 30000;
