/** The device detail's "payee QR code" tab: its QR code settings and, for holders of payTest.push, test pushes. */
import { useAccess } from '../../../crud/access';
import type { DeviceTabProps } from '../../devices/detail/tabs';
import { PaymentCodeForm, TestPushForm } from './PaymentCodeForm';

export function PayeeQrTab({ device }: DeviceTabProps) {
  const { can } = useAccess();
  return (
    <>
      <PaymentCodeForm serialNum={device.serialNum} />
      {can('payTest.push') && <TestPushForm serialNum={device.serialNum} />}
    </>
  );
}

export default PayeeQrTab;
