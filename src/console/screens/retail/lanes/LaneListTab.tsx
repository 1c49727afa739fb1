/**
 * The device detail's lane list tab (`/channel/pageList`): the machine's lanes as a table paged in SQL, in
 * grid order — number, place, good, price, stock and max, status, price source, last change.
 */
import { useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DateTimeText } from '../../../crud/fields';
import type { DeviceTabProps } from '../../devices/detail/tabs';
import { useDeviceCall } from '../../devices/detail/parts';
import type { Lane } from './LaneGridTab';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { MoneyText } from '../../../ui/money';

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
          <Table size="small" aria-labelledby="lane-list-heading">
            <TableHead>
              <TableRow>
                {['laneNo', 'place', 'goods', 'price', 'stock', 'maxStock', 'status', 'priceSource', 'updatedAt'].map((k) => (
                  <TableCell key={k}>{f(k)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((l) => (
                <TableRow key={l.id}>
                  <TableCell>{l.laneNo}</TableCell>
                  <TableCell>
                    {l.rowNo}-{l.colNo}
                  </TableCell>
                  <TableCell>{l.goodsName ?? translate('screens.lanes.noGoods')}</TableCell>
                  <TableCell>
                    <MoneyText amount={l.price} />
                  </TableCell>
                  <TableCell>{l.stock}</TableCell>
                  <TableCell>{l.maxStock}</TableCell>
                  <TableCell>{translate(l.status === 1 ? 'screens.lanes.open' : 'screens.lanes.closed')}</TableCell>
                  <TableCell>{translate(`enum.lanePriceSource.${l.priceSource}`, { _: l.priceSource })}</TableCell>
                  <TableCell>
                    <DateTimeText value={l.updatedAt} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager total={lanes.data?.total ?? 0} paging={paging} />
        </>
      )}
    </Section>
  );
}

export default LaneListTab;
