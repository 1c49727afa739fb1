/** Messages of the alarms area in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { AlarmsMessages } from './ja';

const messages: AlarmsMessages = {
  menu: {
    alarmRules: 'Alarm rules',
    alarmRecords: 'Alarm records',
  },
  resources: {
    'alarm-rules': {
      name: 'Alarm rules',
      fields: {
        key: 'Rule',
        sourceType: 'Watches',
        source: 'Model',
        model: 'Model number',
        threshold: 'Threshold',
        windowMinutes: 'Window (minutes)',
        level: 'Level',
        serialNum: 'Serial number',
        ruleId: 'Rule ID',
        value: 'Value',
        count: 'Occurrences',
        firstAt: 'First raised',
        lastAt: 'Last raised',
        clearedAt: 'Cleared',
      },
    },
    'alarm-records': {
      name: 'Alarm records',
      fields: {
        serialNum: 'Serial number',
        model: 'Model number',
        ruleId: 'Rule ID',
        sourceType: 'Watches',
        level: 'Level',
        threshold: 'Threshold',
        value: 'Value',
        count: 'Occurrences',
        firstAt: 'First raised',
        lastAt: 'Last raised',
        clearedAt: 'Cleared',
        startTime: 'First raised from',
        endTime: 'First raised until',
      },
    },
  },
  functions: {
    alarm: {
      view: 'View alarm rules',
      save: 'Create alarm rules',
      update: 'Change, enable and disable alarm rules',
      delete: 'Delete alarm rules',
    },
    alarmRecord: {
      view: 'View alarm records',
      export: 'Export alarm records',
    },
  },
  enum: {
    alarmSource: {
      temperatureHigh: 'High temperature',
      temperatureLow: 'Low temperature',
      signalWeak: 'Weak signal',
      faultRepeat: 'Repeated faults',
      offline: 'Offline',
    },
    alarmLevel: { info: 'Info', warning: 'Warning', critical: 'Critical' },
    alarmStatus: { active: 'Active', cleared: 'Cleared' },
  },
  screens: {
    alarms: {
      rule: {
        chooseSourceType: 'Choose what the rule watches first: the threshold range depends on it.',
        meaning: {
          temperatureHigh: 'An alarm is raised when the temperature rises above the threshold (°C).',
          temperatureLow: 'An alarm is raised when the temperature falls below the threshold (°C).',
          signalWeak: 'An alarm is raised when the signal strength falls below the threshold (%).',
          faultRepeat: 'An alarm is raised when at least the threshold number of faults occur within the window.',
          offline: 'An alarm is raised when the device stays offline for at least the threshold (minutes).',
        },
        digitsOnly: 'The threshold is a whole number from %{min} to %{max}, typed as digits only ("25.0", "+25" and "025" are refused).',
        window: 'The window is %{min} to %{max} minutes.',
        thresholdHelp: '%{min} to %{max}, digits only',
        windowHelp: 'How long faults are counted for (minutes, digits only)',
        productKey: 'Model key: %{key}',
        exists: 'This model already has a rule watching this. A model has one rule per kind of watch.',
        editExisting: 'Edit the existing rule',
      },
      records: {
        statistics: 'Alarm counts',
        total: 'Total',
        active: 'Active',
        cleared: 'Cleared',
        bySource: 'By what is watched',
        byLevel: 'By level',
        filtered: 'Counts of the records matching the filters',
        retry: 'Reload',
      },
    },
  },
};

export default messages;
