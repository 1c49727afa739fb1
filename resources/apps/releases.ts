import type { ResourceDeclaration } from '../types.js';

/**
 * Releases and the app market (openapi/apps/releases.yaml, issue 17 second part): the generic list and create
 * form of releases from schemas/apps/release.schema.json, and the app market as a generic list.
 */
export const appReleases: ResourceDeclaration = {
  name: 'appReleases',
  schema: 'apps/release.schema.json',
  forms: { create: 'save', filter: 'pageQuery' },
  calls: {
    list: 'appReleasePageList',
    get: 'appReleaseGetDetail',
    create: 'appReleaseSave',
    actions: {
      cancel: 'appReleaseCancel',
      strategy: 'appReleaseUpdatePubStrategy',
      devices: 'appReleaseDevicePageList',
      deviceAdd: 'appReleaseDeviceAdd',
      deviceDelete: 'appReleaseDeviceDelete',
      deviceDeleteUninstall: 'appReleaseDeviceDeleteUninstall',
      grayDevices: 'appGrayDevicePage',
      grayAdd: 'appGrayDeviceAdd',
      grayStart: 'appGraySave',
      grayClear: 'appGrayClear',
    },
  },
  recordLabel: 'appName',
  recordTitle: ['appName', 'version'],
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'appName' },
      { source: 'version' },
      { source: 'platform', type: 'enum', enum: 'appPlatform' },
      { source: 'scope', type: 'enum', enum: 'appReleaseScope' },
      { source: 'installMode', type: 'enum', enum: 'appInstallMode' },
      { source: 'startupMode', type: 'enum', enum: 'appStartupMode' },
      { source: 'status', type: 'enum', enum: 'appReleaseStatus' },
      { source: 'commandCount', type: 'number' },
      { source: 'orgName' },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['appId', 'appName', 'scope', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.apps', code: 'menu.appRelease', icon: 'Publish', sort: 30 },
  permissions: {
    view: 'appRelease.view',
    create: 'appRelease.save',
    cancel: 'appRelease.cancel',
    strategy: 'appRelease.save',
    devices: 'appRelease.view',
    deviceAdd: 'appRelease.save',
    deviceDelete: 'appRelease.save',
    deviceDeleteUninstall: 'appRelease.save',
    grayDevices: 'appRelease.view',
    grayAdd: 'appGray.update',
    grayStart: 'appGray.update',
    grayClear: 'appGray.update',
  },
  functionCodes: [
    { code: 'appRelease.view', demo: ['merchantAdmin'] },
    { code: 'appRelease.save', demo: ['merchantAdmin'] },
    { code: 'appRelease.cancel', demo: ['merchantAdmin'] },
    { code: 'appGray.update', demo: ['merchantAdmin'] },
  ],
  screens: { show: 'app-release-detail' },
};

export const appMarket: ResourceDeclaration = {
  name: 'appMarket',
  schema: 'apps/release.schema.json',
  forms: { filter: 'marketQuery' },
  idField: 'releaseId',
  calls: {
    list: 'appMarketPageList',
    actions: { all: 'appMarketList', versions: 'appMarketVersionPageList', kiosk: 'appKioskModeApps' },
  },
  recordLabel: 'appName',
  list: {
    columns: [
      { source: 'icon', type: 'image' },
      { source: 'appName' },
      { source: 'version' },
      { source: 'platform', type: 'enum', enum: 'appPlatform' },
      { source: 'type', type: 'enum', enum: 'appType' },
      { source: 'packageName' },
      { source: 'installMode', type: 'enum', enum: 'appInstallMode' },
      { source: 'startupMode', type: 'enum', enum: 'appStartupMode' },
      { source: 'publishedAt', type: 'datetime' },
    ],
    filters: ['name', 'platform'],
    defaultSort: { field: 'releaseId', order: 'DESC' },
  },
  menu: { parent: 'menu.apps', code: 'menu.appMarket', icon: 'Storefront', sort: 5 },
  permissions: { view: 'appMarket.view', all: 'appMarket.view', versions: 'appMarket.view', kiosk: 'appMarket.view' },
  functionCodes: [{ code: 'appMarket.view', demo: ['merchantAdmin'] }],
};
