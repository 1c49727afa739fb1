/**
 * The device detail's lane history tab (`/vendingChannelLog/list/page`): every change to the machine's lanes,
 * newest first, paged in SQL — restock, dispatch, reduce stock, price change, open/close, change lane,
 * one-key restock, capacity change, good changed, lane added or removed — with who (or the device, for a
 * vend), when, and the values before and after. Filter by one action.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { DateTimeText } from '../../../crud/fields';
import type { DeviceTabProps } from '../../devices/detail/tabs';
import { JsonText, useDeviceCall } from '../../devices/detail/parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { AllSelect } from '../../../ui/AllSelect';
import { ValueTable } from '../../../ui/ValueTable';

const ACTIONS = [
  'restock',
  'dispatch',
  'reduceStock',
  'priceChange',
  'openClose',
  'changeLane',
  'oneKeyRestock',
  'capacityChange',
  'goodsChange',
  'add',
  'remove',
] as const;

interface Entry {
  id: number;
  laneNo: string;
  action: string;
  before: unknown;
  after: unknown;
  userName: string | null;
  createdAt: string;
}

export function LaneHistoryTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = (key: string) => translate(`screens.lanes.fields.${key}`);
  const paging = usePaging();
  const [action, setAction] = useState('');
  const history = useDeviceCall<{ list: Entry[]; total: number }>('vendingChannelLogPage', {
    serialNum: device.serialNum,
    pageNum: paging.page,
    pageSize: paging.size,
    ...(action ? { action } : {}),
  });
  const rows = history.data?.list ?? [];
  return (
    <Section
      id="lane-history-heading"
      title={translate('screens.devices.detail.tabs.laneHistory')}
      actions={
        <AllSelect
          label={f('action')}
          value={action}
          sx={{ minWidth: 180 }}
          onChange={(v) => {
            setAction(v);
            paging.reset();
          }}
          allLabel={translate('screens.lanes.allActions')}
          options={ACTIONS.map((a) => ({ value: a, label: translate(`enum.laneAction.${a}`) }))}
        />
      }
    >
      <CallState query={history} />
      {history.data && rows.length === 0 ? (
        <Empty>{translate('screens.lanes.historyEmpty')}</Empty>
      ) : (
        <>
          <ValueTable
            labelledBy="lane-history-heading"
            rows={rows}
            rowKey={(e) => e.id}
            columns={[
              { label: f('createdAt'), value: (e) => <DateTimeText value={e.createdAt} /> },
              { label: f('laneNo'), value: (e) => e.laneNo },
              { label: f('action'), value: (e) => translate(`enum.laneAction.${e.action}`, { _: e.action }) },
              { label: f('before'), value: (e) => <JsonText value={e.before ?? undefined} /> },
              { label: f('after'), value: (e) => <JsonText value={e.after ?? undefined} /> },
              { label: f('user'), value: (e) => e.userName ?? translate('screens.lanes.device') },
            ]}
          />
          <Pager total={history.data?.total ?? 0} paging={paging} />
        </>
      )}
    </Section>
  );
}

export default LaneHistoryTab;
