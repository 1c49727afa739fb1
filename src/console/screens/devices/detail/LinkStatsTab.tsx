/** The device detail's "message statistics / link flow" tab: the link flow screen's pieces for this one device. */
import type { DeviceTabProps } from './tabs';
import { LinkFlowPanel } from '../linkFlowParts';

export function LinkStatsTab({ device }: DeviceTabProps) {
  return <LinkFlowPanel fixedSerialNum={device.serialNum} />;
}

export default LinkStatsTab;
