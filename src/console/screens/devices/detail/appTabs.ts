import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tab of the app centre (issue 17; see tabs.ts): the app list, after the connection records
 * (the spec's order), served by openapi/apps/installs.yaml.
 */
export const APP_TABS: DeviceTab[] = [
  { key: 'apps', label: 'appScreens.tab', order: 110, permission: 'appInstall.view', component: lazy(() => import('../../apps/DeviceAppsTab')) },
];
