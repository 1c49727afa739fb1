import type { FunctionCode, MenuGroup, MenuLinkEntry } from './types.js';

/** Top-level groups of the side menu, in order. Areas not built yet are not listed. */
export const MENU_GROUPS: MenuGroup[] = [
  { code: 'menu.home', icon: 'Home', sort: 0, path: '/home', notCache: true },
  { code: 'menu.accounts', icon: 'ManageAccounts', sort: 10 },
  { code: 'menu.devices', icon: 'Router', sort: 20 },
  { code: 'menu.goods', icon: 'Inventory2', sort: 30 },
  { code: 'menu.deal', icon: 'Payment', sort: 40 },
  { code: 'menu.members', icon: 'CardMembership', sort: 50 },
  { code: 'menu.marketing', icon: 'Campaign', sort: 60 },
  { code: 'menu.apps', icon: 'Apps', sort: 70 },
  { code: 'menu.custom', icon: 'DashboardCustomize', sort: 80 },
  // the spec's Ecosystem holds the ordering app alone: kept a group so that it reads as the spec's menu
  { code: 'menu.ecosystem', icon: 'Hub', sort: 90, showAlways: true },
];

/** Entries opening another application in a new window, their addresses from the server's configuration. */
export const MENU_LINKS: MenuLinkEntry[] = [{ code: 'menu.orderingApp', parent: 'menu.ecosystem', icon: 'ShoppingCart', sort: 10, href: 'orderingApp' }];

/**
 * Function codes of the accounts area; each call of the contract names one in x-permission. Later areas
 * declare theirs on their resources (`functionCodes`); resources/index.ts gathers them all.
 */
export const ACCOUNT_FUNCTION_CODES: FunctionCode[] = [
  { code: 'user.view', menu: 'menu.users', demo: ['merchantAdmin', 'storeStaff', 'bdStaff'] },
  { code: 'user.save', menu: 'menu.users', demo: ['merchantAdmin'] },
  { code: 'user.update', menu: 'menu.users', demo: ['merchantAdmin'] },
  { code: 'user.status', menu: 'menu.users', demo: ['merchantAdmin'] },
  { code: 'user.delete', menu: 'menu.users', demo: ['merchantAdmin'] },
  { code: 'role.view', menu: 'menu.roles', demo: ['merchantAdmin'] },
  { code: 'role.save', menu: 'menu.roles' },
  { code: 'role.update', menu: 'menu.roles' },
  { code: 'role.delete', menu: 'menu.roles' },
  { code: 'menu.manage', menu: 'menu.roles', platformOnly: true },
  { code: 'org.view', menu: 'menu.organisations', demo: ['merchantAdmin', 'storeStaff', 'bdStaff'] },
  { code: 'org.save', menu: 'menu.organisations', demo: ['merchantAdmin'] },
  { code: 'org.update', menu: 'menu.organisations', demo: ['merchantAdmin'] },
  { code: 'org.status', menu: 'menu.organisations', demo: ['merchantAdmin'] },
  { code: 'bd.view', menu: 'menu.bdUsers', demo: ['bdStaff'] },
  { code: 'bd.save', menu: 'menu.bdUsers' },
  { code: 'bd.bind', menu: 'menu.bdUsers', demo: ['bdStaff'] },
];

/**
 * Function codes of the device detail's vending tabs (vending management, printing, replenish: issue 8),
 * under the device list's menu: they have no screen of their own.
 */
export const VENDING_FUNCTION_CODES: FunctionCode[] = [
  { code: 'vending.view', menu: 'menu.deviceList', demo: ['merchantAdmin'] },
  { code: 'vending.export', menu: 'menu.deviceList', demo: ['merchantAdmin'] },
  { code: 'vending.print', menu: 'menu.deviceList', demo: ['merchantAdmin'] },
  { code: 'vending.replenishTime', menu: 'menu.deviceList', demo: ['merchantAdmin'] },
];

/**
 * Function codes of the lanes (openapi/retail/lanes.yaml): the device detail's lane tabs, under the device list.
 * `lane.view` reads a device's grid, lanes and lane history; `lane.update` changes them (and restocks).
 */
export const LANE_FUNCTION_CODES: FunctionCode[] = [
  { code: 'lane.view', menu: 'menu.deviceList', demo: ['merchantAdmin'] },
  { code: 'lane.update', menu: 'menu.deviceList', demo: ['merchantAdmin'] },
];
