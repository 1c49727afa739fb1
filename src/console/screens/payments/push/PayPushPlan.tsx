/**
 * The pay config push plan ("parameter config with push execution"; document 1 §4: pushable, not
 * pushable, pushed; re-push allowed; history). Three tabs: devices still to push (each pushable or not,
 * with the reason), devices pushed (acknowledged by the device: push again or take off the list), and the
 * push history (result and link stages; delete rows). Selected devices are pushed over the device link.
 */
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { AllSelect } from '../../../ui/AllSelect';
import { TargetDialog } from '../../../ui/DeviceTargets';

/** The push call takes at most this many devices (schemas/payments/pay-push.schema.json serialNums). */
const PAY_PUSH_MAX_DEVICES = 1000;

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

/**
 * Pushes to devices through the one targeting control: the selected rows start as the picked devices (more
 * can be searched, or a filter used), the count is confirmed, then it tells how many were pushed and skipped.
 */
function PushButton({ tab, label }: { tab: PlanTab<unknown>; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const push = useMutation({
    mutationFn: (serialNums: string[]) => undescribed<{ pushed: unknown[]; skipped: unknown[] }>(callOperation('payPushDevices', { serialNums })),
    onSuccess: async (data) => {
      notify(`${P}.pushedResult`, { type: 'success', messageArgs: { pushed: data.pushed.length, skipped: data.skipped.length } });
      tab.clear();
      await refresh();
    },
    onError: notifyFailure,
  });
  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} disabled={!tab.selected.size || push.isPending} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <TargetDialog
        open={open}
        title={translate(label)}
        max={PAY_PUSH_MAX_DEVICES}
        initialPicked={[...tab.selected]}
        sendLabel={translate(label)}
        onSend={(r) => push.mutateAsync(r.serialNums)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Takes the selected rows off (pushed devices, history rows) once confirmed: the pushed and history tabs do it alike. */
function useRemove({
  remove,
  tab,
  title,
  question,
  done,
}: {
  remove: (keys: string[]) => Promise<{ removed: number }>;
  tab: PlanTab<unknown>;
  /** The button's and the dialog's title, the dialog's question, the message once done (i18n keys). */
  title: string;
  question: string;
  done: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (data) => {
      notify(done, { type: 'success', messageArgs: { count: data.removed } });
      tab.clear();
      setConfirming(false);
      await refresh();
    },
    onError: (e) => {
      setConfirming(false);
      notifyFailure(e);
    },
  });
  const button = (
    <Button color="error" startIcon={<DeleteIcon />} disabled={!tab.selected.size} onClick={() => setConfirming(true)}>
      {translate(title)}
    </Button>
  );
  const dialog = (
    <ConfirmDialog
      open={confirming}
      loading={mutation.isPending}
      title={translate(title)}
      content={translate(question, { count: tab.selected.size })}
      confirmColor="error"
      onConfirm={() => mutation.mutate([...tab.selected])}
      onCancel={() => setConfirming(false)}
    />
  );
  return { button, dialog };
}

/** A filter's value; changing it goes back to page 1. */
function useFilter(paging: { reset: () => void }): [string, (v: string) => void] {
  const [value, setValue] = useState('');
  return [
    value,
    (v) => {
      setValue(v);
      paging.reset();
    },
  ];
}

/**
 * What each tab keeps: its page, the serial number search and its one other filter (`filterName`, if any), the
 * selected rows, and the page's call with the filters set.
 */
function usePlanTab<R>(operationId: string, filterName?: 'status' | 'result') {
  const paging = usePaging();
  const [serialNum, setSerialNum] = useFilter(paging);
  const [filter, setFilter] = useFilter(paging);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const query = usePageCall<R>(operationId, {
    pageNum: paging.page,
    pageSize: paging.size,
    ...filled({ serialNum, ...(filterName ? { [filterName]: filter } : {}) }),
  });
  return { paging, serialNum, setSerialNum, filter, setFilter, selected, setSelected, clear: () => setSelected(new Set()), query };
}
type PlanTab<R> = ReturnType<typeof usePlanTab<R>>;

/** The filters and buttons over a tab's table: the serial number search first (back to page 1 on each change). */
function Toolbar({
  tab,
  filter,
  children,
}: {
  tab: PlanTab<unknown>;
  /** The tab's other filter (its id, label and options), after the search. */
  filter?: { id: string; label: string; options: { value: string; label: string }[] };
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        id="pay-push-serial"
        label={translate(`${P}.filter.serialNum`)}
        value={tab.serialNum}
        onChange={(e) => tab.setSerialNum(e.target.value)}
      />
      {filter && (
        <AllSelect
          allLabel={translate(`${P}.filter.all`)}
          sx={{ minWidth: 180 }}
          id={filter.id}
          label={filter.label}
          value={tab.filter}
          onChange={tab.setFilter}
          options={filter.options}
        />
      )}
      {children}
    </Stack>
  );
}

/** The columns more than one tab shows, alike in each. */
function useSharedColumns() {
  const translate = useTranslate();
  return {
    serialNum: { key: 'serialNum', header: translate(`${F}.serialNum`), render: (r: { serialNum: string }) => r.serialNum },
    deviceName: { key: 'deviceName', header: translate(`${F}.deviceName`), render: (r: { deviceName: string }) => r.deviceName || '—' },
    orgName: { key: 'orgName', header: translate(`${F}.orgName`), render: (r: { orgName: string | null }) => r.orgName ?? '—' },
    stages: { key: 'stages', header: translate(`${P}.stages`), render: (r: { stages: unknown[] }) => translate(`${P}.stageCount`, { count: r.stages.length }) },
    pushedAt: { key: 'pushedAt', header: translate(`${F}.pushedAt`), render: (r: { pushedAt: string | null }) => <DateTimeText value={r.pushedAt} /> },
    pushedBy: { key: 'pushedBy', header: translate(`${F}.pushedBy`), render: (r: { pushedBy: string | null }) => r.pushedBy ?? '—' },
  };
}

/** A tab's page of rows: the call's state, the table (named, and its empty text, by the tab; a row's checkbox by its serial number) and its pager. */
function PagedTable<R extends { serialNum: string }>({
  tab,
  name,
  selectable,
  ...table
}: { tab: PlanTab<R>; name: TabKey; selectable: boolean } & Pick<Parameters<typeof SelectTable<R>>[0], 'columns' | 'rowKey'>) {
  const translate = useTranslate();
  const { query } = tab;
  return (
    <>
      <CallState query={query} />
      {query.data && (
        <>
          <SelectTable
            {...table}
            label={translate(`${P}.tabs.${name}`)}
            empty={translate(`${P}.empty.${name}`)}
            rowName={(r) => r.serialNum}
            rows={query.data.list}
            selected={selectable ? tab.selected : undefined}
            onSelect={tab.setSelected}
          />
          <Pager total={query.data.total} paging={tab.paging} />
        </>
      )}
    </>
  );
}

function NotPushedTab() {
  const translate = useTranslate();
  const { can } = useAccess();
  const tab = usePlanTab<PlanRow>('payPushNotPushedPageList', 'status');
  const shared = useSharedColumns();
  const columns: SelectColumn<PlanRow>[] = [
    shared.serialNum,
    shared.deviceName,
    shared.orgName,
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
    shared.pushedAt,
  ];
  return (
    <>
      <Toolbar
        tab={tab}
        filter={{
          id: 'pay-push-status',
          label: translate(`${P}.filter.status`),
          options: (['pushable', 'notPushable'] as const).map((v) => ({ value: v, label: translate(`enum.pushPlanStatus.${v}`) })),
        }}
      >
        {can('payPush.push') && <PushButton tab={tab} label={`${P}.push`} />}
        {tab.selected.size > 0 && <span>{translate(`${P}.selected`, { count: tab.selected.size })}</span>}
      </Toolbar>
      <PagedTable tab={tab} name="notPushed" columns={columns} rowKey={(r) => r.serialNum} selectable={can('payPush.push')} />
    </>
  );
}

function PushedTab() {
  const translate = useTranslate();
  const { can } = useAccess();
  const tab = usePlanTab<PushedRow>('payPushPushedPageList');
  const remove = useRemove({
    remove: (serialNums) => callOperation('payPushPushedDelete', { serialNums }),
    tab,
    title: `${P}.remove`,
    question: `${P}.confirmRemove`,
    done: `${P}.removed`,
  });
  const selectable = can('payPush.push') || can('payPush.delete');
  const shared = useSharedColumns();
  const columns: SelectColumn<PushedRow>[] = [
    shared.serialNum,
    shared.deviceName,
    shared.orgName,
    { key: 'configName', header: translate(`${F}.configName`), render: (r) => r.configName },
    shared.stages,
    shared.pushedAt,
    shared.pushedBy,
  ];
  return (
    <>
      <Toolbar tab={tab}>
        {can('payPush.push') && <PushButton tab={tab} label={`${P}.repush`} />}
        {can('payPush.delete') && remove.button}
      </Toolbar>
      <PagedTable tab={tab} name="pushed" columns={columns} rowKey={(r) => r.serialNum} selectable={selectable} />
      {remove.dialog}
    </>
  );
}

function HistoryTab() {
  const translate = useTranslate();
  const { can } = useAccess();
  const tab = usePlanTab<HistoryRow>('payPushHistoryPageList', 'result');
  const remove = useRemove({
    remove: (keys) => callOperation('payPushHistoryDelete', { ids: keys.map(Number) }),
    tab,
    title: `${P}.deleteHistory`,
    question: `${P}.confirmDelete`,
    done: `${P}.deleted`,
  });
  const shared = useSharedColumns();
  const columns: SelectColumn<HistoryRow>[] = [
    shared.pushedAt,
    shared.serialNum,
    shared.orgName,
    { key: 'configName', header: translate(`${F}.configName`), render: (r) => r.configName },
    {
      key: 'result',
      header: translate(`${F}.pushResult`),
      render: (r) => <EnumChip group="payPushResult" value={r.result} color={RESULT_COLOR[r.result as keyof typeof RESULT_COLOR]} />,
    },
    shared.stages,
    {
      key: 'requestId',
      header: translate(`${F}.requestId`),
      render: (r) => (
        <Box component="code" sx={{ fontSize: 12 }}>
          {r.requestId}
        </Box>
      ),
    },
    shared.pushedBy,
  ];
  return (
    <>
      <Toolbar
        tab={tab}
        filter={{
          id: 'pay-push-result',
          label: translate(`${P}.filter.result`),
          options: (['pending', 'succeeded', 'failed', 'expired'] as const).map((v) => ({ value: v, label: translate(`enum.payPushResult.${v}`) })),
        }}
      >
        {can('payPush.delete') && remove.button}
      </Toolbar>
      <PagedTable tab={tab} name="history" columns={columns} rowKey={(r) => String(r.id)} selectable={can('payPush.delete')} />
      {remove.dialog}
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
