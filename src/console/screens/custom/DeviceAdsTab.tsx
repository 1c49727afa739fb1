/**
 * The device detail's ad info tab (spec document 1 §2 "ad info"; /device/advertInfo): per creative scheduled to
 * the device, its whole chain in one row. Read again every few seconds while a push is not yet acknowledged.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import { callOperation, undescribed } from '../../providers/http';
import { CallState } from '../../ui/CallState';
import { Section } from '../../ui/Section';
import type { DeviceTabProps } from '../devices/detail/tabs';
import { AdChainTable, S, type ChainRow } from './AdChainTable';

export function DeviceAdsTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const rows = useQuery({
    queryKey: ['deviceAdvertInfo', device.serialNum],
    queryFn: ({ signal }) => undescribed<ChainRow[]>(callOperation('deviceAdvertInfo', { serialNum: device.serialNum }, { signal })),
    refetchInterval: (q) => ((q.state.data ?? []).some((r) => r.state === 'scheduled') ? 3000 : false),
  });
  return (
    <Section
      title={translate(`${S}.chain`)}
      level={2}
      actions={
        <Button size="small" onClick={() => void rows.refetch()}>
          {translate(`${S}.refresh`)}
        </Button>
      }
    >
      <CallState query={rows} />
      {rows.data && <AdChainTable rows={rows.data} by="creative" label={translate(`${S}.chain`)} empty={translate(`${S}.noAds`)} />}
    </Section>
  );
}

export default DeviceAdsTab;
