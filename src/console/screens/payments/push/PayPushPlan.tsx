/**
 * The pay config push plan ("parameter config with push execution"; document 1 §4: pushable, not
 * pushable, pushed; re-push allowed; history). Three tabs: devices still to push (each pushable or not,
 * with the reason), devices pushed (acknowledged by the device: push again or take off the list), and the
 * push history (result and link stages; delete rows). Selected devices are pushed over the device link.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { callOperation, undescribed } from '../../../providers/http';
import { useNotifyFailure } from '../../../providers/failure';
import { ConfirmDialog } from '../../../shell/Modal';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { DateTimeText } from '../../../crud/fields';
import { EnumChip, SelectTable, filled, usePageCall, type SelectColumn } from './parts';
import { CallState } from '../../../ui/CallState';
import { Pager, usePaging } from '../../../ui/Pager';

const P = 'screens.payPush';
const F = 'resources.payPush.fields';

export interface PlanRow {
  serialNum: string;
  deviceName: string;
  orgName: string | null;
  configId: number | null;
  configName: string | null;
  status: 'pushable' | 'notPushable';
  reason: string | null;
  requestId: string | null;
  pushResult: string | null;
  pushedAt: string | null;
}
export interface PushedRow {
  serialNum: string;
  deviceName: string;
  orgName: string | null;
  configName: string;
  requestId: string;
  pushedAt: string;
  pushedBy: string | null;
  stages: { stage: string; at: string }[];
}
export interface HistoryRow {
  id: number;
  serialNum: string;
  orgName: string | null;
  configName: string;
  requestId: string;
  result: string;
  pushedAt: string;
  pushedBy: string | null;
  stages: { stage: string; at: string }[];
}

const RESULT_COLOR = { pending: 'info', succeeded: 'success', failed: 'error', expired: 'warning' } as const;

type TabKey = 'notPushed' | 'pushed' | 'history';

/** After a change every list of the screen is read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['payPush'] });
}

/** Pushes the devices named; tells how many were pushed and skipped. */
function usePush(onDone: () => void) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (serialNums: string[]) => undescribed<{ pushed: unknown[]; skipped: unknown[] }>(callOperation('payPushDevices', { serialNums })),
    onSuccess: async (data) => {
      notify(`${P}.pushedResult`, { type: 'success', messageArgs: { pushed: data.pushed.length, skipped: data.skipped.length } });
      onDone();
      await refresh();
    },
    onError: notifyFailure,
  });
}

function SearchField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const translate = useTranslate();
  return <TextField size="small" id="pay-push-serial" label={translate(`${P}.filter.serialNum`)} value={value} onChange={(e) => onChange(e.target.value)} />;
}

function NotPushedTab() {
  const translate = useTranslate();
  const { can } = useAccess();
  const paging = usePaging();
  const [serialNum, setSerialNum] = useState('');
  const [status, setStatus] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const query = usePageCall<PlanRow>('payPushNotPushedPageList', { pageNum: paging.page, pageSize: paging.size, ...filled({ serialNum, status }) });
  const push = usePush(() => setSelected(new Set()));
  const columns: SelectColumn<PlanRow>[] = [
    { key: 'serialNum', header: translate(`${F}.serialNum`), render: (r) => r.serialNum },
    { key: 'deviceName', header: translate(`${F}.deviceName`), render: (r) => r.deviceName || '—' },
    { key: 'orgName', header: translate(`${F}.orgName`), render: (r) => r.orgName ?? '—' },
    { key: 'configName', header: translate(`${F}.configName`), render: (r) => r.configName ?? '—' },
    {
      key: 'status',
      header: translate(`${F}.status`),
      render: (r) => <EnumChip group="pushPlanStatus" value={r.status} color={r.status === 'pushable' ? 'success' : 'default'} />,
    },
    { key: 'reason', header: translate(`${F}.reason`), render: (r) => <EnumChip group="payPushReason" value={r.reason} color="warning" /> },
    {
      key: 'pushResult',
      header: translate(`${F}.pushResult`),
      render: (r) => (
        <EnumChip group="payPushResult" value={r.pushResult} color={r.pushResult ? RESULT_COLOR[r.pushResult as keyof typeof RESULT_COLOR] : 'default'} />
      ),
    },
    { key: 'pushedAt', header: translate(`${F}.pushedAt`), render: (r) => <DateTimeText value={r.pushedAt} /> },
  ];
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          value={serialNum}
          onChange={(v) => {
            setSerialNum(v);
            paging.reset();
          }}
        />
        <TextField
          select
          size="small"
          id="pay-push-status"
          label={translate(`${P}.filter.status`)}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            paging.reset();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate(`${P}.filter.all`)}</MenuItem>
          <MenuItem value="pushable">{translate('enum.pushPlanStatus.pushable')}</MenuItem>
          <MenuItem value="notPushable">{translate('enum.pushPlanStatus.notPushable')}</MenuItem>
        </TextField>
        {can('payPush.push') && (
          <Button variant="contained" startIcon={<SendIcon />} disabled={!selected.size || push.isPending} onClick={() => push.mutate([...selected])}>
            {translate(`${P}.push`)}
          </Button>
        )}
        {selected.size > 0 && <span>{translate(`${P}.selected`, { count: selected.size })}</span>}
      </Stack>
      <CallState query={query} />
      {query.data && (
        <>
          <SelectTable
            label={translate(`${P}.tabs.notPushed`)}
            columns={columns}
            rows={query.data.list}
            rowKey={(r) => r.serialNum}
            rowName={(r) => r.serialNum}
            empty={translate(`${P}.empty.notPushed`)}
            selected={can('payPush.push') ? selected : undefined}
            onSelect={setSelected}
          />
          <Pager total={query.data.total} paging={paging} />
        </>
      )}
    </>
  );
}

function PushedTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { can } = useAccess();
  const paging = usePaging();
  const [serialNum, setSerialNum] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const query = usePageCall<PushedRow>('payPushPushedPageList', { pageNum: paging.page, pageSize: paging.size, ...filled({ serialNum }) });
  const push = usePush(() => setSelected(new Set()));
  const remove = useMutation({
    mutationFn: (serialNums: string[]) => callOperation('payPushPushedDelete', { serialNums }),
    onSuccess: async (data) => {
      notify(`${P}.removed`, { type: 'success', messageArgs: { count: data.removed } });
      setSelected(new Set());
      setConfirming(false);
      await refresh();
    },
    onError: (e) => {
      setConfirming(false);
      notifyFailure(e);
    },
  });
  const selectable = can('payPush.push') || can('payPush.delete');
  const columns: SelectColumn<PushedRow>[] = [
    { key: 'serialNum', header: translate(`${F}.serialNum`), render: (r) => r.serialNum },
    { key: 'deviceName', header: translate(`${F}.deviceName`), render: (r) => r.deviceName || '—' },
    { key: 'orgName', header: translate(`${F}.orgName`), render: (r) => r.orgName ?? '—' },
    { key: 'configName', header: translate(`${F}.configName`), render: (r) => r.configName },
    { key: 'stages', header: translate(`${P}.stages`), render: (r) => translate(`${P}.stageCount`, { count: r.stages.length }) },
    { key: 'pushedAt', header: translate(`${F}.pushedAt`), render: (r) => <DateTimeText value={r.pushedAt} /> },
    { key: 'pushedBy', header: translate(`${F}.pushedBy`), render: (r) => r.pushedBy ?? '—' },
  ];
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          value={serialNum}
          onChange={(v) => {
            setSerialNum(v);
            paging.reset();
          }}
        />
        {can('payPush.push') && (
          <Button variant="contained" startIcon={<SendIcon />} disabled={!selected.size || push.isPending} onClick={() => push.mutate([...selected])}>
            {translate(`${P}.repush`)}
          </Button>
        )}
        {can('payPush.delete') && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={!selected.size} onClick={() => setConfirming(true)}>
            {translate(`${P}.remove`)}
          </Button>
        )}
      </Stack>
      <CallState query={query} />
      {query.data && (
        <>
          <SelectTable
            label={translate(`${P}.tabs.pushed`)}
            columns={columns}
            rows={query.data.list}
            rowKey={(r) => r.serialNum}
            rowName={(r) => r.serialNum}
            empty={translate(`${P}.empty.pushed`)}
            selected={selectable ? selected : undefined}
            onSelect={setSelected}
          />
          <Pager total={query.data.total} paging={paging} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        loading={remove.isPending}
        title={translate(`${P}.remove`)}
        content={translate(`${P}.confirmRemove`, { count: selected.size })}
        confirmColor="error"
        onConfirm={() => remove.mutate([...selected])}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function HistoryTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { can } = useAccess();
  const paging = usePaging();
  const [serialNum, setSerialNum] = useState('');
  const [result, setResult] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const query = usePageCall<HistoryRow>('payPushHistoryPageList', { pageNum: paging.page, pageSize: paging.size, ...filled({ serialNum, result }) });
  const remove = useMutation({
    mutationFn: (ids: number[]) => callOperation('payPushHistoryDelete', { ids }),
    onSuccess: async (data) => {
      notify(`${P}.deleted`, { type: 'success', messageArgs: { count: data.removed } });
      setSelected(new Set());
      setConfirming(false);
      await refresh();
    },
    onError: (e) => {
      setConfirming(false);
      notifyFailure(e);
    },
  });
  const columns: SelectColumn<HistoryRow>[] = [
    { key: 'pushedAt', header: translate(`${F}.pushedAt`), render: (r) => <DateTimeText value={r.pushedAt} /> },
    { key: 'serialNum', header: translate(`${F}.serialNum`), render: (r) => r.serialNum },
    { key: 'orgName', header: translate(`${F}.orgName`), render: (r) => r.orgName ?? '—' },
    { key: 'configName', header: translate(`${F}.configName`), render: (r) => r.configName },
    {
      key: 'result',
      header: translate(`${F}.pushResult`),
      render: (r) => <EnumChip group="payPushResult" value={r.result} color={RESULT_COLOR[r.result as keyof typeof RESULT_COLOR]} />,
    },
    { key: 'stages', header: translate(`${P}.stages`), render: (r) => translate(`${P}.stageCount`, { count: r.stages.length }) },
    {
      key: 'requestId',
      header: translate(`${F}.requestId`),
      render: (r) => (
        <Box component="code" sx={{ fontSize: 12 }}>
          {r.requestId}
        </Box>
      ),
    },
    { key: 'pushedBy', header: translate(`${F}.pushedBy`), render: (r) => r.pushedBy ?? '—' },
  ];
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          value={serialNum}
          onChange={(v) => {
            setSerialNum(v);
            paging.reset();
          }}
        />
        <TextField
          select
          size="small"
          id="pay-push-result"
          label={translate(`${P}.filter.result`)}
          value={result}
          onChange={(e) => {
            setResult(e.target.value);
            paging.reset();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate(`${P}.filter.all`)}</MenuItem>
          {(['pending', 'succeeded', 'failed', 'expired'] as const).map((v) => (
            <MenuItem key={v} value={v}>
              {translate(`enum.payPushResult.${v}`)}
            </MenuItem>
          ))}
        </TextField>
        {can('payPush.delete') && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={!selected.size} onClick={() => setConfirming(true)}>
            {translate(`${P}.deleteHistory`)}
          </Button>
        )}
      </Stack>
      <CallState query={query} />
      {query.data && (
        <>
          <SelectTable
            label={translate(`${P}.tabs.history`)}
            columns={columns}
            rows={query.data.list}
            rowKey={(r) => String(r.id)}
            rowName={(r) => r.serialNum}
            empty={translate(`${P}.empty.history`)}
            selected={can('payPush.delete') ? selected : undefined}
            onSelect={setSelected}
          />
          <Pager total={query.data.total} paging={paging} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        loading={remove.isPending}
        title={translate(`${P}.deleteHistory`)}
        content={translate(`${P}.confirmDelete`, { count: selected.size })}
        confirmColor="error"
        onConfirm={() => remove.mutate([...selected].map(Number))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export function PayPushPlan(_props: Partial<ScreenProps>) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabKey>('notPushed');
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{translate(`${P}.title`)}</ScreenHeading>
      <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} sx={{ mb: 2 }} aria-label={translate(`${P}.title`)}>
        {(['notPushed', 'pushed', 'history'] as const).map((k) => (
          <Tab key={k} value={k} label={translate(`${P}.tabs.${k}`)} id={`pay-push-tab-${k}`} aria-controls={`pay-push-panel-${k}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`pay-push-panel-${tab}`} aria-labelledby={`pay-push-tab-${tab}`}>
        {tab === 'notPushed' && <NotPushedTab />}
        {tab === 'pushed' && <PushedTab />}
        {tab === 'history' && <HistoryTab />}
      </Box>
    </Box>
  );
}

export default PayPushPlan;
