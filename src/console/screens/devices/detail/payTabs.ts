import { lazy } from 'react';
import type { DeviceTab } from './tabs';

/**
 * The device detail tab of the payment configuration (issue 9; see tabs.ts): the payee QR code settings
 * and test push messages, served by openapi/payments/push.yaml, after replenish.
 */
export const PAY_TABS: DeviceTab[] = [
  {
    key: 'payeeQr',
    label: 'screens.devices.detail.tabs.payeeQr',
    order: 290,
    permission: 'paymentCode.view',
    component: lazy(() => import('../../payments/push/PayeeQrTab')),
  },
];
