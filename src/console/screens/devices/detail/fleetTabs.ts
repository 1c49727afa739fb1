import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tabs of the fleet part of the devices area (see tabs.ts): device info, activation
 * info, position editing and merchant info. Parameter info has no documented call, so it is not listed.
 */
export const FLEET_TABS: DeviceTab[] = [
  { key: 'info', label: 'screens.devices.detail.tabs.info', order: 10, component: lazy(() => import('./InfoTab')) },
  { key: 'active', label: 'screens.devices.detail.tabs.active', order: 20, component: lazy(() => import('./ActiveTab')) },
  { key: 'position', label: 'screens.devices.detail.tabs.position', order: 240, permission: 'device.update', component: lazy(() => import('./PositionTab')) },
  { key: 'merchant', label: 'screens.devices.detail.tabs.merchant', order: 250, component: lazy(() => import('./MerchantTab')) },
];
