/** Messages of the alarms area in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { AlarmsMessages } from './ja';

const messages: AlarmsMessages = {
  menu: {
    alarmRules: '告警規則',
    alarmRecords: '告警記錄',
  },
  resources: {
    'alarm-rules': {
      name: '告警規則',
      fields: {
        key: '規則',
        sourceType: '監控項',
        source: '型號',
        model: '型號規格',
        threshold: '閾值',
        windowMinutes: '統計時長（分鐘）',
        level: '級別',
        serialNum: '序號',
        ruleId: '規則ID',
        value: '偵測值',
        count: '發生次數',
        firstAt: '首次發生',
        lastAt: '最近發生',
        clearedAt: '解除時間',
      },
    },
    'alarm-records': {
      name: '告警記錄',
      fields: {
        serialNum: '序號',
        model: '型號規格',
        ruleId: '規則ID',
        sourceType: '監控項',
        level: '級別',
        threshold: '閾值',
        value: '偵測值',
        count: '發生次數',
        firstAt: '首次發生',
        lastAt: '最近發生',
        clearedAt: '解除時間',
        startTime: '首次發生（起）',
        endTime: '首次發生（迄）',
      },
    },
  },
  functions: {
    alarm: {
      view: '檢視告警規則',
      save: '新增告警規則',
      update: '修改、啟用與停用告警規則',
      delete: '刪除告警規則',
    },
    alarmRecord: {
      view: '檢視告警記錄',
      export: '匯出告警記錄',
    },
  },
  enum: {
    alarmSource: {
      temperatureHigh: '高溫',
      temperatureLow: '低溫',
      signalWeak: '訊號弱',
      faultRepeat: '故障頻繁',
      offline: '離線',
    },
    alarmLevel: { info: '提示', warning: '警告', critical: '嚴重' },
    alarmStatus: { active: '告警中', cleared: '已解除' },
  },
  screens: {
    alarms: {
      rule: {
        chooseSourceType: '請先選擇監控項：閾值範圍取決於監控項。',
        meaning: {
          temperatureHigh: '溫度高於閾值（℃）時產生告警。',
          temperatureLow: '溫度低於閾值（℃）時產生告警。',
          signalWeak: '訊號強度低於閾值（%）時產生告警。',
          faultRepeat: '統計時長內故障次數達到閾值時產生告警。',
          offline: '設備離線持續達到閾值（分鐘）時產生告警。',
        },
        digitsOnly: '閾值為 %{min}-%{max} 的整數，只能輸入數字（「25.0」「+25」「025」皆不可）。',
        window: '統計時長為 %{min}-%{max} 分鐘。',
        thresholdHelp: '%{min}-%{max}，僅限數字',
        windowHelp: '統計故障次數的時長（分鐘，僅限數字）',
        productKey: '型號標識：%{key}',
        exists: '此型號已有此監控項的規則。每個型號的每種監控項只能有一條規則。',
        editExisting: '編輯既有規則',
      },
      records: {
        statistics: '告警統計',
        total: '合計',
        active: '告警中',
        cleared: '已解除',
        bySource: '依監控項',
        byLevel: '依級別',
        filtered: '符合篩選條件的記錄數',
        retry: '重新載入',
      },
    },
  },
};

export default messages;
