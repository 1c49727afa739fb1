import type { Column, ResourceDeclaration } from '../types.js';

/**
 * Alarm rules: one per model (product key, the `source`) and source type; thresholds in the ranges of
 * schemas/devices/alarm.schema.json. Rules are per model and so shared by every estate using that model:
 * saving, changing and deleting them is for the platform's staff (platform-only codes); anyone holding
 * alarm.view may read them.
 */
/** The columns every alarm rule list ends with: the rule itself (device rules and payment rules alike). */
export const RULE_COLUMNS: Column[] = [
  { source: 'threshold', type: 'number', sortable: true },
  { source: 'windowMinutes', type: 'number' },
  { source: 'level', type: 'enum', enum: 'alarmLevel' },
  { source: 'status', type: 'status', sortable: true },
  { source: 'remark', hidden: true },
  { source: 'updatedAt', type: 'datetime', sortable: true },
];

/**
 * A family of alarm rules' codes (`alarm`, `payAlarm`): read by the demo merchant administrator, written by the
 * platform's staff alone (the rules are shared by every estate), in the one rule form.
 */
export const ruleAccess = (prefix: string): Pick<ResourceDeclaration, 'permissions' | 'functionCodes' | 'screens'> => ({
  permissions: { view: `${prefix}.view`, create: `${prefix}.save`, update: `${prefix}.update`, delete: `${prefix}.delete`, status: `${prefix}.update` },
  functionCodes: [
    { code: `${prefix}.view`, demo: ['merchantAdmin'] },
    { code: `${prefix}.save`, platformOnly: true },
    { code: `${prefix}.update`, platformOnly: true },
    { code: `${prefix}.delete`, platformOnly: true },
  ],
  screens: { create: 'alarm-rule-form', edit: 'alarm-rule-form' },
});

export const alarmRules: ResourceDeclaration = {
  name: 'alarm-rules',
  schema: 'devices/alarm.schema.json',
  forms: { create: 'save', edit: 'update', filter: 'rulePageQuery' },
  calls: {
    list: 'alarmRulePageList',
    get: 'alarmRuleGet',
    create: 'alarmRuleSave',
    update: 'alarmRuleUpdate',
    delete: 'alarmRuleDelete',
    status: 'alarmRuleStatus',
  },
  // a rule is named by its source type and model key (the paths' {sourceType}/{source})
  idField: 'key',
  idParts: ['sourceType', 'source'],
  recordLabel: 'key',
  list: {
    columns: [
      { source: 'sourceType', type: 'enum', enum: 'alarmSource', sortable: true },
      { source: 'source', sortable: true },
      { source: 'productName' },
      { source: 'model' },
      ...RULE_COLUMNS,
    ],
    filters: ['sourceType', 'source', 'status'],
    defaultSort: { field: 'updatedAt', order: 'DESC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.alarmRules', icon: 'Campaign', sort: 40 },
  ...ruleAccess('alarm'),
};
