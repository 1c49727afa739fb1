import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tabs of the lanes (see tabs.ts; screens in src/console/screens/retail/lanes/): lane and
 * goods management (the grid), lane history and the lane list, in the spec's order after vending management.
 */
export const LANE_TABS: DeviceTab[] = [
  {
    key: 'lanes',
    label: 'screens.devices.detail.tabs.lanes',
    order: 50,
    permission: 'lane.view',
    component: lazy(() => import('../../retail/lanes/LaneGridTab')),
  },
  {
    key: 'laneHistory',
    label: 'screens.devices.detail.tabs.laneHistory',
    order: 60,
    permission: 'lane.view',
    component: lazy(() => import('../../retail/lanes/LaneHistoryTab')),
  },
  {
    key: 'laneList',
    label: 'screens.devices.detail.tabs.laneList',
    order: 70,
    permission: 'lane.view',
    component: lazy(() => import('../../retail/lanes/LaneListTab')),
  },
];
