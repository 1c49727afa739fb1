/**
 * The machines selling a good (document 1 §2 Goods: "view devices selling"), on the good's detail: each
 * machine the user sees with the good in a lane — its lanes, how many are open, units against capacity, and
 * the lane prices — paged by the server; a serial number opens the machine's detail.
 */
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callDeclared, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { DataTable } from '../../ui/DataTable';
import { Pager, usePaging } from '../../ui/Pager';
import { useMoney } from '../../ui/money';
import { GoodsCard } from './GoodsCard';

const T = 'sellingDevices';

export interface SellingDevice {
  id: number;
  serialNum: string;
  name: string;
  online: boolean;
  orgName: string | null;
  laneNos: string[];
  openLanes: number;
  stock: number;
  maxStock: number;
  minPrice: number | null;
  maxPrice: number | null;
}

export function GoodsSellingDevices({ call, goodsId }: { call: string; goodsId: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const paging = usePaging();
  const devices = useQuery({
    queryKey: ['goods', 'sellingDevices', goodsId, paging],
    queryFn: ({ signal }) =>
      undescribed<{ list: SellingDevice[]; total: number }>(
        callDeclared(call, { goodsId: Number(goodsId), pageNum: paging.page, pageSize: paging.size }, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
  const title = translate(`${T}.title`);
  return (
    <GoodsCard title={title} loading={devices.isPending}>
      {devices.isError && <Alert severity="error">{failureMessage(devices.error, translate)}</Alert>}
      {devices.data && (
        <>
          <DataTable<SellingDevice>
            label={title}
            rows={devices.data.list}
            rowKey={(d) => d.id}
            empty={translate(`${T}.empty`)}
            columns={[
              {
                key: 'serialNum',
                header: translate(`${T}.serialNum`),
                render: (d) => <Link to={`/devices/${encodeURIComponent(d.serialNum)}/show`}>{d.serialNum}</Link>,
              },
              { key: 'name', header: translate(`${T}.name`), render: (d) => d.name || '—' },
              { key: 'online', header: translate(`${T}.online`), render: (d) => translate(`${T}.${d.online ? 'isOnline' : 'isOffline'}`) },
              { key: 'lanes', header: translate(`${T}.lanes`), render: (d) => d.laneNos.join(', ') },
              { key: 'openLanes', header: translate(`${T}.openLanes`), render: (d) => d.openLanes },
              { key: 'stock', header: translate(`${T}.stock`), render: (d) => `${d.stock} / ${d.maxStock}` },
              {
                key: 'price',
                header: translate(`${T}.price`),
                render: (d) => (d.minPrice === d.maxPrice ? money.major(d.minPrice) : `${money.major(d.minPrice)} – ${money.major(d.maxPrice)}`),
              },
              { key: 'orgName', header: translate(`${T}.orgName`), render: (d) => d.orgName ?? '—' },
            ]}
          />
          {devices.data.total > 0 && <Pager total={devices.data.total} paging={paging} />}
        </>
      )}
    </GoodsCard>
  );
}
