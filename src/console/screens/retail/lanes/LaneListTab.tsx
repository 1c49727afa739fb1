/**
 * The device detail's lane list tab (`/channel/pageList`): the machine's lanes as a table paged in SQL, in
 * grid order — number, place, good, price, stock and max, status, price source, last change.
 */
import { useTranslate } from 'ra-core';
import { DateTimeText } from '../../../crud/fields';
import type { DeviceTabProps } from '../../devices/detail/tabs';
import { useDeviceCall } from '../../devices/detail/parts';
import type { Lane } from './LaneGridTab';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { MoneyText } from '../../../ui/money';
import { ValueTable } from '../../../ui/ValueTable';

export function LaneListTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = (key: string) => translate(`screens.lanes.fields.${key}`);
  const paging = usePaging();
  const lanes = useDeviceCall<{ list: Lane[]; total: number }>('channelPageList', { serialNum: device.serialNum, pageNum: paging.page, pageSize: paging.size });
  const rows = lanes.data?.list ?? [];
  return (
    <Section id="lane-list-heading" title={translate('screens.devices.detail.tabs.laneList')}>
      <CallState query={lanes} />
      {lanes.data && rows.length === 0 ? (
        <Empty>{translate('screens.lanes.empty')}</Empty>
      ) : (
        <>
          <ValueTable
            labelledBy="lane-list-heading"
            rows={rows}
            rowKey={(l) => l.id}
            columns={[
              { label: f('laneNo'), value: (l) => l.laneNo },
              { label: f('place'), value: (l) => `${l.rowNo}-${l.colNo}` },
              { label: f('goods'), value: (l) => l.goodsName ?? translate('screens.lanes.noGoods') },
              { label: f('price'), value: (l) => <MoneyText amount={l.price} /> },
              { label: f('stock'), value: (l) => l.stock },
              { label: f('maxStock'), value: (l) => l.maxStock },
              { label: f('status'), value: (l) => translate(l.status === 1 ? 'screens.lanes.open' : 'screens.lanes.closed') },
              { label: f('priceSource'), value: (l) => translate(`enum.lanePriceSource.${l.priceSource}`, { _: l.priceSource }) },
              { label: f('updatedAt'), value: (l) => <DateTimeText value={l.updatedAt} /> },
            ]}
          />
          <Pager total={lanes.data?.total ?? 0} paging={paging} />
        </>
      )}
    </Section>
  );
}

export default LaneListTab;
