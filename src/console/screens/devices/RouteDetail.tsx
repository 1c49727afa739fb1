/**
 * One route (device group; spec document 1 §3 Route, §9; document 2 §7 Groups): its details (POST
 * /device/group/detail), the devices on it (POST /device/group/groupDevicePageList {groupId, pageNum,
 * pageSize}) and the devices of its organisation that are on no route yet (POST
 * /device/group/unGroupDevicePageList), each paged, with several picked at once to add (POST
 * /device/group/bind {groupId, serialNums}) or remove (POST /device/group/unbind). The server's refusals
 * (256 devices per route 203014, a device already on a route 203005, outside the caller's scope 203001…)
 * are told with its message and the devices it names.
 */
import { useId, useState, type FormEvent } from 'react';
import { EditButton } from 'react-admin';
import { useDataProvider, useNotify, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/PlaylistAdd';
import RemoveIcon from '@mui/icons-material/PlaylistRemove';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/limits';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText, StatusChip } from '../../crud/fields';
import { callDeclared, isApiError, undescribed } from '../../providers/http';
import type { OpsDataProvider } from '../../providers/dataProvider';
import { ConfirmDialog } from '../../shell/Modal';
import { failureMessage, useNotifyFailure } from '../accounts/common';
import { InfoCard } from '../../ui/InfoCard';
import { Pager, usePaging } from '../../ui/Pager';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';

export interface RouteRecord extends RaRecord {
  id: number;
  name: string;
  remark: string;
  status: number;
  orgId: number;
  orgName: string;
  deviceCount: number;
  onlineCount?: number;
  createdAt: string;
  updatedAt: string;
}

export interface RouteDevice {
  id: number;
  serialNum: string;
  name: string;
  alias: string;
  model: string;
  productName: string;
  orgName: string | null;
  status: number;
  online: boolean;
  boundAt?: string | null;
}

type Kind = 'bound' | 'unbound';

const LIST_CALL: Record<Kind, string> = { bound: 'routeDevicePageList', unbound: 'routeUngroupedDevicePageList' };

export function RouteDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { record, isPending, error } = useShowController<RouteRecord>({ resource: declaration.name });
  const field = (f: string) => translate(`resources.routes.fields.${f}`);

  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const canBind = can(declaration.permissions.bind);

  return (
    <DetailFrame
      resource={declaration.name}
      title={translate('screens.routes.title', { name: record.name })}
      actions={can(declaration.permissions.update) && <EditButton resource={declaration.name} record={record} />}
    >
      <InfoCard
        id="route-info-heading"
        title={translate('screens.routes.info')}
        status={<StatusChip value={record.status} />}
        items={[
          { label: field('id'), value: record.id },
          { label: field('name'), value: record.name },
          { label: field('orgName'), value: record.orgName },
          {
            label: field('deviceCount'),
            value: (
              <span data-testid="route-device-count">{translate('screens.routes.capacity', { count: record.deviceCount, max: LIMITS.devicesPerRoute })}</span>
            ),
          },
          { label: field('onlineCount'), value: record.onlineCount ?? '—' },
          { label: field('remark'), value: record.remark || '—' },
          { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
          { label: field('updatedAt'), value: <DateTimeText value={record.updatedAt} /> },
        ]}
      />

      <RouteDevices resource={declaration.name} route={record} kind="bound" canBind={canBind} />
      <RouteDevices resource={declaration.name} route={record} kind="unbound" canBind={canBind} />
    </DetailFrame>
  );
}

/** A refusal with the devices the server named (`fields: [{field: 'serialNums', message: 'A, B'}]`). */
interface Refusal {
  message: string;
  serials?: string;
}

function refusalOf(e: unknown, translate: (key: string, options?: Record<string, unknown>) => string): Refusal {
  const serials = isApiError(e) ? e.fields?.find((f) => f.field === 'serialNums')?.message : undefined;
  return { message: failureMessage(e, translate), serials };
}

/** One of the route's two device lists, paged, with its rows picked for one bind or unbind. */
function RouteDevices({ resource, route, kind, canBind }: { resource: string; route: RouteRecord; kind: Kind; canBind: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const queryClient = useQueryClient();
  const headingId = useId();
  const paging = usePaging();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  const list = useQuery({
    queryKey: [resource, LIST_CALL[kind], route.id, filter, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: RouteDevice[]; total: number }>(
        callDeclared(LIST_CALL[kind], { groupId: route.id, pageNum: paging.page, pageSize: paging.size, ...(filter ? { serialNum: filter } : {}) }, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const free = Math.max(0, LIMITS.devicesPerRoute - route.deviceCount);
  const overCap = kind === 'unbound' && selected.size > free;

  const change = useMutation({
    mutationFn: (serialNums: string[]) => dataProvider.action(resource, kind === 'bound' ? 'unbind' : 'bind', { groupId: route.id, serialNums }),
    onSuccess: async (_, serialNums) => {
      notify(kind === 'bound' ? 'screens.routes.unbindDone' : 'screens.routes.bindDone', { type: 'success', messageArgs: { smart_count: serialNums.length } });
      setSelected(new Set());
      setRefusal(undefined);
      setConfirming(false);
      // the route's count and both lists change
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onError: (e) => {
      setConfirming(false);
      setRefusal(refusalOf(e, translate));
      notifyFailure(e);
    },
  });

  const toggle = (serial: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(serial)) next.delete(serial);
      else next.add(serial);
      return next;
    });
  const pageSerials = rows.map((r) => r.serialNum);
  const pagePicked = pageSerials.filter((s) => selected.has(s)).length;
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      if (pagePicked === pageSerials.length) for (const s of pageSerials) next.delete(s);
      else for (const s of pageSerials) next.add(s);
      return next;
    });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft.trim());
    paging.reset();
  };
  const act = () => {
    if (kind === 'bound') setConfirming(true);
    else change.mutate([...selected]);
  };
  const busy = change.isPending;
  const title = translate(kind === 'bound' ? 'screens.routes.bound' : 'screens.routes.unbound');

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={headingId} data-testid={`route-${kind}`}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 200 }}>
          {title}
        </Typography>
        <Box component="form" role="search" aria-label={title} onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            fullWidth={false}
            sx={{ width: 220 }}
            label={translate('screens.routes.filter')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <Button type="submit">{translate('screens.routes.search')}</Button>
        </Box>
        {canBind && (
          <Button
            variant="contained"
            color={kind === 'bound' ? 'warning' : 'primary'}
            startIcon={kind === 'bound' ? <RemoveIcon /> : <AddIcon />}
            disabled={busy || selected.size === 0 || overCap}
            onClick={act}
          >
            {translate(kind === 'bound' ? 'screens.routes.unbind' : 'screens.routes.bind', { smart_count: selected.size })}
          </Button>
        )}
      </Stack>
      {kind === 'unbound' && canBind && (overCap || free === 0) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('screens.routes.full', { max: LIMITS.devicesPerRoute, free })}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setRefusal(undefined)}>
          {refusal.message}
          {refusal.serials && <Box>{translate('screens.routes.refused', { serials: refusal.serials })}</Box>}
        </Alert>
      )}
      {(list.isFetching || busy) && <LinearProgress aria-label={translate('app.loading')} />}
      {list.isError ? (
        <Alert severity="error">{failureMessage(list.error, translate)}</Alert>
      ) : !list.data ? null : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(kind === 'bound' ? 'screens.routes.noBound' : 'screens.routes.noUnbound')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {canBind && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={pageSerials.length > 0 && pagePicked === pageSerials.length}
                      indeterminate={pagePicked > 0 && pagePicked < pageSerials.length}
                      onChange={togglePage}
                      disabled={busy || pageSerials.length === 0}
                      slotProps={{ input: { 'aria-label': translate('screens.routes.selectAll') } }}
                    />
                  </TableCell>
                )}
                <TableCell>{translate('resources.devices.fields.serialNum')}</TableCell>
                <TableCell>{translate('resources.devices.fields.name')}</TableCell>
                <TableCell>{translate('resources.devices.fields.model')}</TableCell>
                <TableCell>{translate('resources.devices.fields.orgName')}</TableCell>
                <TableCell>{translate('screens.routes.online')}</TableCell>
                <TableCell>{translate('resources.devices.fields.status')}</TableCell>
                {kind === 'bound' && <TableCell>{translate('screens.routes.boundAt')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.serialNum} hover selected={selected.has(d.serialNum)} data-serial={d.serialNum}>
                  {canBind && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selected.has(d.serialNum)}
                        onChange={() => toggle(d.serialNum)}
                        disabled={busy}
                        slotProps={{ input: { 'aria-label': translate('screens.routes.selectRow', { serialNum: d.serialNum }) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{d.serialNum}</TableCell>
                  <TableCell>{d.alias ? `${d.name} (${d.alias})` : d.name}</TableCell>
                  <TableCell>{d.model}</TableCell>
                  <TableCell>{d.orgName ?? '—'}</TableCell>
                  <TableCell>{translate(`enum.deviceOnline.${d.online}`)}</TableCell>
                  <TableCell>
                    <StatusChip value={d.status} />
                  </TableCell>
                  {kind === 'bound' && (
                    <TableCell>
                      <DateTimeText value={d.boundAt} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {(list.data?.total ?? 0) > 0 && <Pager total={list.data?.total ?? 0} paging={paging} />}
      <ConfirmDialog
        open={confirming}
        title={translate('screens.routes.unbindTitle')}
        content={translate('screens.routes.unbindConfirm', { smart_count: selected.size, name: route.name })}
        confirmColor="warning"
        loading={busy}
        onConfirm={() => change.mutate([...selected])}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

export default RouteDetail;
