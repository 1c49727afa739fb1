/**
 * Device binding to pay configs: every device with the config it takes money through (its own binding or
 * its organisation's default). With a config ID (typed, or `?configId=` from the config list) the devices
 * using that config can be unbound and the devices of its organisation's subtree bound to it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { callOperation, undescribed } from '../../../providers/http';
import { useNotifyFailure } from '../../../providers/failure';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { DateTimeText } from '../../../crud/fields';
import { EnumChip, SelectTable, filled, usePageCall, type SelectColumn } from './parts';
import { CallState } from '../../../ui/CallState';
import { Pager, usePaging } from '../../../ui/Pager';
import { TargetDialog } from '../../../ui/DeviceTargets';

/** The bind call takes at most this many devices (schemas/payments/pay-push.schema.json serialNums). */
const PAY_BIND_MAX_DEVICES = 1000;

const B = 'screens.payBinding';
const F = 'resources.payBinding.fields';

export interface BindingRow {
  serialNum: string;
  deviceName: string;
  orgName: string | null;
  configId: number | null;
  configName: string | null;
  bindType: 'bound' | 'default';
  boundAt: string | null;
  boundBy: string | null;
}

type TabKey = 'all' | 'bound' | 'unbound';
const CALLS: Record<TabKey, string> = { all: 'payBindAllDevicePageList', bound: 'payBindBoundPageList', unbound: 'payBindUnboundPageList' };

export function PayBinding(_props: Partial<ScreenProps>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const [params] = useSearchParams();
  const [configText, setConfigText] = useState(params.get('configId') ?? '');
  const configId = /^\d+$/.test(configText) && Number(configText) > 0 ? Number(configText) : undefined;
  const [tab, setTab] = useState<TabKey>(configId ? 'bound' : 'all');
  const shown: TabKey = configId ? tab : 'all';
  const [serialNum, setSerialNum] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const paging = usePaging();
  const query = usePageCall<BindingRow>(CALLS[shown], {
    pageNum: paging.page,
    pageSize: paging.size,
    ...filled({ serialNum, configId: shown === 'all' ? undefined : configId }),
  });
  const [binding, setBinding] = useState(false);
  const change = useMutation({
    mutationFn: ({ kind, serialNums }: { kind: 'bind' | 'unbind'; serialNums: string[] }) =>
      undescribed<{ bound?: number; unbound?: number }>(callOperation(kind === 'bind' ? 'payBindBind' : 'payBindUnbind', { configId: configId!, serialNums })), // offered with a config id only
    onSuccess: async (data) => {
      if (data.bound !== undefined) notify(`${B}.bound`, { type: 'success', messageArgs: { count: data.bound } });
      else notify(`${B}.unbound`, { type: 'success', messageArgs: { count: data.unbound } });
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: ['payPush'] });
    },
    onError: notifyFailure,
  });
  const columns: SelectColumn<BindingRow>[] = [
    { key: 'serialNum', header: translate(`${F}.serialNum`), render: (r) => r.serialNum },
    { key: 'deviceName', header: translate(`${F}.deviceName`), render: (r) => r.deviceName || '—' },
    { key: 'orgName', header: translate(`${F}.orgName`), render: (r) => r.orgName ?? '—' },
    { key: 'configName', header: translate(`${F}.configName`), render: (r) => r.configName ?? translate(`${B}.none`) },
    {
      key: 'bindType',
      header: translate(`${F}.bindType`),
      render: (r) => <EnumChip group="payBindType" value={r.bindType} color={r.bindType === 'bound' ? 'info' : 'default'} />,
    },
    { key: 'boundAt', header: translate(`${F}.boundAt`), render: (r) => <DateTimeText value={r.boundAt} /> },
    { key: 'boundBy', header: translate(`${F}.boundBy`), render: (r) => r.boundBy ?? '—' },
  ];
  const editable = Boolean(configId) && shown !== 'all' && can('payBind.update');
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{translate(`${B}.title`)}</ScreenHeading>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          id="pay-binding-config"
          label={translate(`${B}.configId`)}
          value={configText}
          onChange={(e) => {
            setConfigText(e.target.value.trim());
            setSelected(new Set());
            paging.reset();
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          id="pay-binding-serial"
          label={translate('screens.payPush.filter.serialNum')}
          value={serialNum}
          onChange={(e) => {
            setSerialNum(e.target.value);
            paging.reset();
          }}
        />
      </Stack>
      {!configId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${B}.needConfig`)}
        </Alert>
      )}
      {configId && (
        <Tabs
          value={shown}
          onChange={(_, v: TabKey) => {
            setTab(v);
            setSelected(new Set());
            paging.reset();
          }}
          sx={{ mb: 2 }}
          aria-label={translate(`${B}.title`)}
        >
          {(['bound', 'unbound', 'all'] as const).map((k) => (
            <Tab key={k} value={k} label={translate(`${B}.tabs.${k}`)} />
          ))}
        </Tabs>
      )}
      {editable && (
        <Stack direction="row" spacing={1.5} sx={{ mb: 2 }}>
          {shown === 'unbound' && (
            <Button variant="contained" disabled={!selected.size || change.isPending} onClick={() => setBinding(true)}>
              {translate(`${B}.bind`)}
            </Button>
          )}
          {shown === 'bound' && (
            <Button
              color="error"
              variant="outlined"
              disabled={!selected.size || change.isPending}
              onClick={() => change.mutate({ kind: 'unbind', serialNums: [...selected] })}
            >
              {translate(`${B}.unbind`)}
            </Button>
          )}
        </Stack>
      )}
      {/* binding sends the config to the devices: chosen with the targeting control, the count confirmed */}
      <TargetDialog
        open={binding}
        title={translate(`${B}.bind`)}
        max={PAY_BIND_MAX_DEVICES}
        initialPicked={[...selected]}
        sendLabel={translate(`${B}.bind`)}
        onSend={(r) => change.mutateAsync({ kind: 'bind', serialNums: r.serialNums })}
        onClose={() => setBinding(false)}
      />
      <CallState query={query} />
      {query.data && (
        <>
          <SelectTable
            label={translate(`${B}.tabs.${shown}`)}
            columns={columns}
            rows={query.data.list}
            rowKey={(r) => r.serialNum}
            rowName={(r) => r.serialNum}
            empty={translate(`${B}.empty`)}
            selected={editable ? selected : undefined}
            onSelect={setSelected}
          />
          <Pager total={query.data.total} paging={paging} />
        </>
      )}
    </Box>
  );
}

export default PayBinding;
