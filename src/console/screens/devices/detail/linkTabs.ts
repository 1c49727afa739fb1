import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tabs of the link part of the devices area (see tabs.ts): the MQTT topics, the shadow,
 * the connection records, the parameters (from the shadow), the message history (pushes with their stages, dropped messages) and the
 * device's message statistics (link flow).
 */
export const LINK_TABS: DeviceTab[] = [
  { key: 'topics', label: 'screens.devices.detail.tabs.topics', order: 80, component: lazy(() => import('./TopicsTab')) },
  { key: 'shadow', label: 'screens.devices.detail.tabs.shadow', order: 90, component: lazy(() => import('./ShadowTab')) },
  { key: 'connections', label: 'screens.devices.detail.tabs.connections', order: 100, component: lazy(() => import('./ConnectionsTab')) },
  { key: 'parameters', label: 'screens.devices.detail.tabs.parameters', order: 130, component: lazy(() => import('./ParametersTab')) },
  { key: 'linkStats', label: 'screens.link.tab', order: 140, permission: 'pushMsg.view', component: lazy(() => import('./LinkStatsTab')) },
  { key: 'messages', label: 'screens.devices.detail.tabs.messages', order: 150, component: lazy(() => import('./MessagesTab')) },
];
