import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tabs of the telemetry part of the devices area (see tabs.ts), each a documented call
 * of openapi/devices/telemetry.yaml answered by src/server/areas/devices/telemetry.ts. `order` is the
 * tab's place in the spec's list (document 1 §7 device detail tabs, ten apart: device info 10, active
 * info 20, … log query 120, … network history 160, net-config history 170, health report 180, hardware
 * info 190, coin box status 200, signal health 210, temperature 220, … test report 290).
 */
export const TELEMETRY_TABS: DeviceTab[] = [
  { key: 'logs', label: 'screens.devices.detail.tabs.logs', order: 120, component: lazy(() => import('./LogsTab')) },
  { key: 'network', label: 'screens.devices.detail.tabs.network', order: 160, component: lazy(() => import('./NetworkTab')) },
  { key: 'netConfig', label: 'screens.devices.detail.tabs.netConfig', order: 170, component: lazy(() => import('./NetConfigTab')) },
  { key: 'health', label: 'screens.devices.detail.tabs.health', order: 180, component: lazy(() => import('./HealthTab')) },
  { key: 'hardware', label: 'screens.devices.detail.tabs.hardware', order: 190, component: lazy(() => import('./HardwareTab')) },
  { key: 'coinBox', label: 'screens.devices.detail.tabs.coinBox', order: 200, component: lazy(() => import('./CoinBoxTab')) },
  { key: 'signal', label: 'screens.devices.detail.tabs.signal', order: 210, component: lazy(() => import('./SignalTab')) },
  { key: 'temperature', label: 'screens.devices.detail.tabs.temperature', order: 220, component: lazy(() => import('./TemperatureTab')) },
  { key: 'checkUp', label: 'screens.devices.detail.tabs.checkUp', order: 290, component: lazy(() => import('./CheckUpTab')) },
];
