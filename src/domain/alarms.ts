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
