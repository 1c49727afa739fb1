import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/** The device detail's ad info tab (issue 18; see tabs.ts), third in the spec's order, served by openapi/custom/ads.yaml. */
export const AD_TABS: DeviceTab[] = [{ key: 'ads', label: 'adScreens.tab', order: 30, component: lazy(() => import('../../custom/DeviceAdsTab')) }];
