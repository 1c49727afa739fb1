import type { ResourceDeclaration } from '../types.js';

/**
 * Campaigns (activities, issue 16): the marketing centre's list of the merchant's campaigns with their state
 * derived from the Tokyo day, a create form per kind (new-member gift, stamp collecting, holiday marketing)
 * with the rules shown before submit, and the detail with its Data, Rules and History tabs and the
 * terminate action.
 */
export const campaigns: ResourceDeclaration = {
  name: 'campaigns',
  schema: 'marketing/campaign.schema.json',
  forms: { create: 'create', filter: 'pageQuery' },
  calls: {
    list: 'activityPageList',
    get: 'activityGetInfo',
    create: 'activityCreate',
    actions: { over: 'activityOver', rule: 'activityGetRule', chart: 'activityGetChart', prizes: 'activityPrizeSendPageList', prize: 'prizeGetInfo' },
  },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'type', type: 'enum', enum: 'campaignType' },
      { source: 'startDate', sortable: true },
      { source: 'endDate', sortable: true },
      { source: 'state', type: 'enum', enum: 'campaignState' },
      { source: 'participants', type: 'number' },
      { source: 'stamps', type: 'number' },
      { source: 'prizesSent', type: 'number' },
      { source: 'createdAt', type: 'datetime', sortable: true, hidden: true },
    ],
    filters: ['name', 'type', 'state'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  screens: { create: 'campaign-create', show: 'campaign-detail' },
  menu: { parent: 'menu.marketing', code: 'menu.campaigns', icon: 'Campaign', sort: 58 },
  permissions: {
    view: 'activity.view',
    create: 'activity.create',
    over: 'activity.over',
    rule: 'activity.view',
    chart: 'activity.view',
    prizes: 'activity.view',
    prize: 'activity.view',
  },
  functionCodes: [{ code: 'activity.view' }, { code: 'activity.create' }, { code: 'activity.over' }],
};
