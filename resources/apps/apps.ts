import type { ResourceDeclaration } from '../types.js';

/**
 * The app centre (openapi/apps/*.yaml, issue 17): the apps (generic list, create and edit from
 * schemas/apps/app.schema.json; the icon is uploaded by the form's upload widget; the detail a bespoke screen
 * with the versions and packages, 'app-detail') and the kiosk-mode whitelist. The install calls and their
 * function codes are declared here too; their screen (the device detail's app list tab) comes next.
 */
export const apps: ResourceDeclaration = {
  name: 'apps',
  schema: 'apps/app.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'appBasePageList',
    get: 'appBaseGetDetail',
    create: 'appBaseSave',
    update: 'appBaseUpdate',
    actions: {
      classify: 'appClassifyQueryList', shelf: 'appUppLower', iconUpload: 'appIconUpload', screenshotUpload: 'appScreenshotUpload',
      packages: 'appPackagePageByVersion', packageList: 'appPackageQueryList', packageDetail: 'appPackageGetDetail',
      packageUpload: 'appPackageUpload', packageSave: 'appPackageSave', packageUpdateSave: 'appPackageUpdateSave',
      packageUpdate: 'appPackageUpdate', versionUpdate: 'appPackageBatchUpdateByVersion',
      install: 'appInstall', uninstall: 'appUninstall', deviceApps: 'deviceAppList',
      history: 'appInstallHistory', reinstall: 'appReinstallFromHistory', cancelDevice: 'appCancelDeviceCommand',
      kioskMode: 'appKioskMode', autoStart: 'appAutoStart',
    },
  },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'icon', type: 'image' },
      { source: 'name', sortable: true },
      { source: 'platform', type: 'enum', enum: 'appPlatform' },
      { source: 'type', type: 'enum', enum: 'appType' },
      { source: 'packageName' },
      { source: 'classify' },
      { source: 'latestVersion' },
      { source: 'versionCount', type: 'number' },
      { source: 'shelf', type: 'enum', enum: 'appShelf' },
      { source: 'orgName' },
      { source: 'createdAt', type: 'datetime', sortable: true },
      { source: 'updatedAt', type: 'datetime', sortable: true, hidden: true },
    ],
    filters: ['name', 'packageName', 'platform', 'type', 'shelf', 'orgId'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  show: [
    { source: 'id', type: 'number' },
    { source: 'icon', type: 'image' },
    { source: 'name' },
    { source: 'platform', type: 'enum', enum: 'appPlatform' },
    { source: 'type', type: 'enum', enum: 'appType' },
    { source: 'packageName' },
    { source: 'classify' },
    { source: 'intro' },
    { source: 'latestVersion' },
    { source: 'versionCount', type: 'number' },
    { source: 'shelf', type: 'enum', enum: 'appShelf' },
    { source: 'orgName' },
    { source: 'createdAt', type: 'datetime' },
    { source: 'updatedAt', type: 'datetime' },
  ],
  menu: { parent: 'menu.apps', code: 'menu.appManage', icon: 'Apps', sort: 10 },
  permissions: {
    view: 'app.view', create: 'app.save', update: 'app.update',
    classify: 'app.view', shelf: 'app.shelf', iconUpload: 'app.update', screenshotUpload: 'app.update',
    packages: 'appPackage.view', packageList: 'appPackage.view', packageDetail: 'appPackage.view',
    packageUpload: 'appPackage.save', packageSave: 'appPackage.save', packageUpdateSave: 'appPackage.save',
    packageUpdate: 'appPackage.update', versionUpdate: 'appPackage.update',
    install: 'appInstall.push', uninstall: 'appInstall.push', deviceApps: 'appInstall.view',
    history: 'appInstall.view', reinstall: 'appInstall.push', cancelDevice: 'appInstall.push',
    kioskMode: 'appInstall.push', autoStart: 'appInstall.push',
  },
  functionCodes: [
    { code: 'app.view', demo: ['merchantAdmin'] }, { code: 'app.save', demo: ['merchantAdmin'] }, { code: 'app.update', demo: ['merchantAdmin'] }, { code: 'app.shelf', demo: ['merchantAdmin'] },
    { code: 'appPackage.view', demo: ['merchantAdmin'] }, { code: 'appPackage.save', demo: ['merchantAdmin'] }, { code: 'appPackage.update', demo: ['merchantAdmin'] },
    { code: 'appInstall.view', demo: ['merchantAdmin'] }, { code: 'appInstall.push', demo: ['merchantAdmin'] },
  ],
  screens: { show: 'app-detail' },
};

/** The kiosk-mode auto-start whitelist: the generic list, an add form, and a row taken off by its id. */
export const appWhitelist: ResourceDeclaration = {
  name: 'appWhitelist',
  schema: 'apps/app.schema.json',
  forms: { create: 'whitelistAdd', filter: 'whitelistQuery' },
  calls: { list: 'appWhitelistList', create: 'appWhitelistAdd', delete: 'appWhitelistDelete' },
  recordLabel: 'appName',
  list: {
    columns: [
      { source: 'id', type: 'number' },
      { source: 'appName' },
      { source: 'packageName' },
      { source: 'platform', type: 'enum', enum: 'appPlatform' },
      { source: 'orgName' },
      { source: 'createdAt', type: 'datetime' },
    ],
    filters: ['appId', 'orgId'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.apps', code: 'menu.appWhitelist', icon: 'Widgets', sort: 20 },
  permissions: { view: 'appWhitelist.view', create: 'appWhitelist.update', delete: 'appWhitelist.update' },
  functionCodes: [{ code: 'appWhitelist.view', demo: ['merchantAdmin'] }, { code: 'appWhitelist.update', demo: ['merchantAdmin'] }],
};
