/** Message history tab: the pushes to this device with their stages (holders of pushMsg.view) and the messages it sent that were dropped. */
import { useAccess } from '../../../crud/access';
import type { DeviceTabProps } from './tabs';
import { DroppedMessages } from './DroppedMessages';
import { PushHistory } from './PushHistory';

export function MessagesTab({ device }: DeviceTabProps) {
  const { can } = useAccess();
  return (
    <>
      {can('pushMsg.view') && <PushHistory serialNum={device.serialNum} />}
      <DroppedMessages serialNum={device.serialNum} />
    </>
  );
}

export default MessagesTab;
