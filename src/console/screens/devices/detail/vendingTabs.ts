import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tabs of vending management (issue 8; see tabs.ts), each served by
 * openapi/retail/vending.yaml: vending management (lane reports and the device's currency) at 40, printing
 * at 230 (after temperature), replenish at 280 — their places in the spec's list of tabs.
 */
export const VENDING_TABS: DeviceTab[] = [
  { key: 'vending', label: 'screens.devices.detail.tabs.vending', order: 40, permission: 'vending.view', component: lazy(() => import('./VendingTab')) },
  { key: 'printing', label: 'screens.devices.detail.tabs.printing', order: 230, permission: 'vending.view', component: lazy(() => import('./PrintingTab')) },
  { key: 'replenish', label: 'screens.devices.detail.tabs.replenish', order: 280, permission: 'vending.view', component: lazy(() => import('./ReplenishTab')) },
];
