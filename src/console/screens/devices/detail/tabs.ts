/**
 * The device detail's tabs, gathered from the areas that own their data: each area lists its tabs in its
 * own file (fleetTabs.ts, linkTabs.ts, telemetryTabs.ts), and the detail screen shows them in `order`,
 * each loaded only when opened. A tab whose area has not landed is simply not listed (no empty tab).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { FLEET_TABS } from './fleetTabs';
import { LINK_TABS } from './linkTabs';
import { TELEMETRY_TABS } from './telemetryTabs';
import { VENDING_TABS } from './vendingTabs';
import { LANE_TABS } from './laneTabs';
import { PAY_TABS } from './payTabs';
import { ORDER_TABS } from './orderTabs';
import { APP_TABS } from './appTabs';
import { AD_TABS } from './adTabs';

/** What every tab receives: the device as `/device/get` answers it. */
export interface DeviceTabProps {
  device: { serialNum: string; [field: string]: unknown };
}

export interface DeviceTab {
  /** URL fragment and React key ('shadow'). */
  key: string;
  /** i18n key of the tab's title. */
  label: string;
  /** Position among all tabs (the spec's order: device info 10, active info 20, topic list 80, …). */
  order: number;
  /** The function code the caller must hold to see the tab (defaults to device.view). */
  permission?: string;
  component: LazyExoticComponent<ComponentType<DeviceTabProps>>;
}

export const DEVICE_TABS: DeviceTab[] = [
  ...FLEET_TABS,
  ...LINK_TABS,
  ...TELEMETRY_TABS,
  ...LANE_TABS,
  ...VENDING_TABS,
  ...PAY_TABS,
  ...ORDER_TABS,
  ...APP_TABS,
  ...AD_TABS,
].sort((a, b) => a.order - b.order);
