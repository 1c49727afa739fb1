/** Messages of the alarms area in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { AlarmsMessages } from './ja';

const messages: AlarmsMessages = {
  menu: {
    alarmRules: '告警规则',
    alarmRecords: '告警记录',
  },
  resources: {
    'alarm-rules': {
      name: '告警规则',
      fields: {
        key: '规则',
        sourceType: '监控项',
        source: '型号',
        model: '型号规格',
        threshold: '阈值',
        windowMinutes: '统计时长（分钟）',
        level: '级别',
        serialNum: '序列号',
        ruleId: '规则ID',
        value: '检测值',
        count: '发生次数',
        firstAt: '首次发生',
        lastAt: '最近发生',
        clearedAt: '解除时间',
      },
    },
    'alarm-records': {
      name: '告警记录',
      fields: {
        serialNum: '序列号',
        model: '型号规格',
        ruleId: '规则ID',
        sourceType: '监控项',
        level: '级别',
        threshold: '阈值',
        value: '检测值',
        count: '发生次数',
        firstAt: '首次发生',
        lastAt: '最近发生',
        clearedAt: '解除时间',
        startTime: '首次发生（起）',
        endTime: '首次发生（止）',
      },
    },
  },
  functions: {
    alarm: {
      view: '查看告警规则',
      save: '新建告警规则',
      update: '修改、启用和停用告警规则',
      delete: '删除告警规则',
    },
    alarmRecord: {
      view: '查看告警记录',
      export: '导出告警记录',
    },
  },
  enum: {
    alarmSource: {
      temperatureHigh: '高温',
      temperatureLow: '低温',
      signalWeak: '信号弱',
      faultRepeat: '故障频发',
      offline: '离线',
    },
    alarmLevel: { info: '提示', warning: '警告', critical: '严重' },
    alarmStatus: { active: '告警中', cleared: '已解除' },
  },
  screens: {
    alarms: {
      rule: {
        chooseSourceType: '请先选择监控项：阈值范围取决于监控项。',
        meaning: {
          temperatureHigh: '温度高于阈值（℃）时产生告警。',
          temperatureLow: '温度低于阈值（℃）时产生告警。',
          signalWeak: '信号强度低于阈值（%）时产生告警。',
          faultRepeat: '统计时长内故障次数达到阈值时产生告警。',
          offline: '设备离线持续达到阈值（分钟）时产生告警。',
        },
        digitsOnly: '阈值为 %{min}-%{max} 的整数，只能输入数字（“25.0”“+25”“025”均不可）。',
        window: '统计时长为 %{min}-%{max} 分钟。',
        thresholdHelp: '%{min}-%{max}，仅限数字',
        windowHelp: '统计故障次数的时长（分钟，仅限数字）',
        productKey: '型号标识：%{key}',
        exists: '该型号已有此监控项的规则。每个型号的每种监控项只能有一条规则。',
        editExisting: '编辑已有规则',
      },
      records: {
        statistics: '告警统计',
        total: '合计',
        active: '告警中',
        cleared: '已解除',
        bySource: '按监控项',
        byLevel: '按级别',
        filtered: '符合筛选条件的记录数',
        retry: '重新加载',
      },
    },
  },
};

export default messages;
