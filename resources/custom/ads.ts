import type { ResourceDeclaration } from '../types.js';

/**
 * Ads with proof of play (issue 18), modelled on Revive Adserver: advertisers → campaigns → creatives (Revive's
 * banners), each creative made for a zone (a screen slot of a device model). The four are plain tables served
 * by the generic table handler (their calls derived from the schemas' x-table and these paths); a creative's
 * detail is a bespoke screen ('ad-creative-detail': schedule it to chosen devices and see each one's chain),
 * and the statistics one more ('ad-stats'). The ad codes are declared once, on the creatives; the other three
 * screens borrow `ad.view`.
 */
const AD_PERMISSIONS = { view: 'ad.view', create: 'ad.save', update: 'ad.update', status: 'ad.status' };
const base = (name: string) => ({
  list: `/custom/ad/${name}/list/page`,
  options: `/custom/ad/${name}/list`,
  get: `/custom/ad/${name}/getOne`,
  create: `/custom/ad/${name}/save`,
  update: `/custom/ad/${name}/update`,
  status: `/custom/ad/${name}/update/status/{id}`,
});
/** The four tables' calls are not in document 2 §7's list. */
const NOT_IN_SPEC = "ads (issue 18), not in §7's list: the ads edit screen's calls on the Revive-shaped tables (list, picker list, get, save, update, status)";
const calls = (prefix: string) => ({
  list: `${prefix}PageList`,
  get: `${prefix}GetOne`,
  create: `${prefix}Save`,
  update: `${prefix}Update`,
  status: `${prefix}UpdateStatus`,
  options: { call: `${prefix}List` },
});

export const adAdvertisers: ResourceDeclaration = {
  name: 'adAdvertisers',
  schema: 'custom/ad-advertiser.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: calls('adAdvertiser'),
  paths: base('advertiser'),
  notInSpec: NOT_IN_SPEC,
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'contactName' },
      { source: 'phone' },
      { source: 'orgName' },
      { source: 'status', type: 'status', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['name', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.custom', code: 'menu.adAdvertisers', icon: 'Business', sort: 10 },
  permissions: AD_PERMISSIONS,
};

export const adCampaigns: ResourceDeclaration = {
  name: 'adCampaigns',
  schema: 'custom/ad-campaign.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: calls('adCampaign'),
  paths: base('campaign'),
  notInSpec: NOT_IN_SPEC,
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'advertiserId', type: 'number' },
      { source: 'priority', type: 'number', sortable: true },
      { source: 'weight', type: 'number' },
      { source: 'startAt', type: 'datetime', sortable: true },
      { source: 'endAt', type: 'datetime', sortable: true },
      { source: 'bookedPlays', type: 'number' },
      { source: 'capPerHour', type: 'number' },
      { source: 'playFrom', hidden: true },
      { source: 'playTo', hidden: true },
      { source: 'playDays', hidden: true },
      { source: 'status', type: 'status', sortable: true },
    ],
    filters: ['name', 'advertiserId', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.custom', code: 'menu.adCampaigns', icon: 'Campaign', sort: 20 },
  permissions: AD_PERMISSIONS,
};

export const adZones: ResourceDeclaration = {
  name: 'adZones',
  schema: 'custom/ad-zone.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: calls('adZone'),
  paths: base('zone'),
  notInSpec: NOT_IN_SPEC,
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'productId', type: 'number', sortable: true },
      { source: 'width', type: 'number' },
      { source: 'height', type: 'number' },
      { source: 'orgName' },
      { source: 'status', type: 'status', sortable: true },
    ],
    filters: ['name', 'productId', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.custom', code: 'menu.adZones', icon: 'AspectRatio', sort: 30 },
  permissions: AD_PERMISSIONS,
};

export const adCreatives: ResourceDeclaration = {
  name: 'adCreatives',
  schema: 'custom/ad-creative.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    ...calls('adCreative'),
    delete: 'adCreativeDelete',
    actions: { schedule: 'adSchedule', unschedule: 'adUnschedule', devices: 'adCreativeDevices' },
  },
  paths: base('creative'),
  notInSpec: NOT_IN_SPEC,
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'mediaType', type: 'enum', enum: 'adMediaType', sortable: true },
      { source: 'campaignId', type: 'number' },
      { source: 'zoneId', type: 'number' },
      { source: 'width', type: 'number' },
      { source: 'height', type: 'number' },
      { source: 'durationSeconds', type: 'number', sortable: true },
      { source: 'md5', hidden: true },
      { source: 'status', type: 'status', sortable: true },
    ],
    filters: ['name', 'campaignId', 'zoneId', 'mediaType', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.custom', code: 'menu.adCreatives', icon: 'Slideshow', sort: 40 },
  permissions: { ...AD_PERMISSIONS, delete: 'ad.delete', schedule: 'ad.push', unschedule: 'ad.push', devices: 'ad.view' },
  functionCodes: [
    { code: 'ad.view', demo: ['merchantAdmin'] },
    { code: 'ad.save', demo: ['merchantAdmin'] },
    { code: 'ad.update', demo: ['merchantAdmin'] },
    { code: 'ad.status', demo: ['merchantAdmin'] },
    { code: 'ad.delete', demo: ['merchantAdmin'] },
    { code: 'ad.push', demo: ['merchantAdmin'] },
  ],
  screens: { show: 'ad-creative-detail' },
};

/** The statistics: Revive's affiliate, zone and banner history, with attribution beside the plays. */
export const adStats: ResourceDeclaration = {
  name: 'adStats',
  schema: 'custom/ad.schema.json',
  calls: { actions: { affiliate: 'adAffiliateHistory', zone: 'adZoneHistory', banner: 'adBannerStats', bannerDetail: 'adBannerStatsDetail' } },
  recordLabel: 'creativeName',
  list: { columns: [], filters: [], defaultSort: { field: 'period', order: 'ASC' } },
  menu: { parent: 'menu.custom', code: 'menu.adStats', icon: 'QueryStats', sort: 50 },
  permissions: { view: 'adStats.view', affiliate: 'adStats.view', zone: 'adStats.view', banner: 'adStats.view', bannerDetail: 'adStats.view' },
  functionCodes: [{ code: 'adStats.view', demo: ['merchantAdmin'] }],
  screens: { list: 'ad-stats' },
};
