import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tab of the payment orders (issue 9; see tabs.ts): the device's pay log, served by
 * /das/payOrder/pageList filtered by its serial number, after the vending tab.
 */
export const ORDER_TABS: DeviceTab[] = [
  { key: 'payLog', label: 'orders.payLog', order: 45, permission: 'payOrder.view', component: lazy(() => import('../../payments/orders/PayLogTab')) },
];
