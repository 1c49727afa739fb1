import type { ResourceDeclaration } from '../types.js';

/**
 * Collective print (spec: Marketing, "collective print"; issue 29 item 2): a campaign's claim QR cards, A4
 * posters and stamp cards for the stores that run it, as one document printed from the browser. One bespoke
 * screen over one call; `activity.print` reads what goes on paper (nothing is written).
 */
export const campaignPrint: ResourceDeclaration = {
  name: 'campaignPrint',
  schema: 'marketing/campaign-print.schema.json',
  calls: { list: 'activityPrint', actions: { campaigns: 'activityPageList' } },
  recordLabel: 'name',
  list: {
    columns: [{ source: 'name' }, { source: 'claimUrl' }],
    filters: [],
    defaultSort: { field: 'name', order: 'ASC' },
  },
  menu: { parent: 'menu.marketing', code: 'menu.campaignPrint', icon: 'Article', sort: 58 },
  permissions: { view: 'activity.print', campaigns: 'activity.view' },
  functionCodes: [{ code: 'activity.print', demo: ['merchantAdmin'] }],
  screens: { list: 'campaign-print' },
};
