/**
 * One operator message (document 2 §7 "Push messages"): what it says and its file, its target devices —
 * chosen with the one targeting control (ui/DeviceTargets.tsx), removed one by one or all — and "Push
 * to all", which sends it to every target through the one push path. Each target shows its latest push of
 * this message: the delivery status as the spec shows it (pushed, published, succeeded; expired, failed),
 * slow or not, the whole link's time and each of the four link stages with its time; the list is read again
 * every few seconds while a push is still on its way. Edit and delete for those holding the codes.
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCreatePath, useGetOne, useNotify, useRedirect, useTranslate } from 'ra-core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import { PageBar } from '../../ui/Pager';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { callDeclared, callOperation, undescribed } from '../../providers/http';
import { toServerId } from '../../providers/dataProvider';
import { failureMessage, useNotifyFailure } from '../../providers/failure';
import { ConfirmDialog } from '../../shell/Modal';
import { InfoGrid } from '../../ui/InfoGrid';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { fileSize } from './OpMessageForm';
import { LIMITS } from '../../../domain/limits';
import { TargetedSend } from '../../ui/DeviceTargets';
import { ValueTable } from '../../ui/ValueTable';

const STAGES = ['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'] as const;
/** While a push is on its way, its targets are read again this often. */
const POLL_MS = 2000;

export interface Target {
  serialNum: string;
  deviceName: string;
  online: boolean;
  addedAt: string;
  requestId: string | null;
  status: string | null;
  statusShown: string | null;
  slow: boolean | null;
  totalMs: number | null;
  stages: { stage: string; at: string }[];
}

const STATUS_COLOR: Record<string, 'default' | 'primary' | 'success' | 'warning' | 'error'> = {
  pushed: 'default',
  published: 'primary',
  succeeded: 'success',
  expired: 'warning',
  failed: 'error',
};

const time = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');
const clock = (iso: string) => {
  const d = new Date(iso);
  return `${d.toLocaleTimeString()}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};

/** The delivery of one target: the status chip, slow, and the stages with their times. */
function Delivery({ target }: { target: Target }) {
  const translate = useTranslate();
  if (!target.statusShown)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('screens.opMessages.never')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" alignItems="center">
      <Chip
        size="small"
        color={STATUS_COLOR[target.statusShown] ?? 'default'}
        variant={target.statusShown === 'pushed' ? 'outlined' : 'filled'}
        label={translate(`screens.linkFlow.status.${target.statusShown}`, { _: target.statusShown })}
        data-status={target.statusShown}
      />
      {target.slow && <Chip size="small" color="warning" variant="outlined" label={translate('screens.opMessages.slow')} />}
    </Stack>
  );
}

function Stages({ target }: { target: Target }) {
  const translate = useTranslate();
  if (!target.stages.length) return <>—</>;
  const at = new Map(target.stages.map((s) => [s.stage, s.at]));
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {STAGES.filter((s) => at.has(s)).map((s) => (
        <Typography component="li" variant="caption" key={s} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {translate(`screens.linkFlow.stage.${s}`)}: {clock(at.get(s)!)}
        </Typography>
      ))}
    </Box>
  );
}

/** Devices to add as targets, by the one targeting control: a filter or devices picked by search, the count confirmed. */
function AddTargets({ messageId, onAdded }: { messageId: number; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const add = useMutation({
    mutationFn: (serialNums: string[]) => callOperation('opMessageAddDevice', { messageId, serialNums }),
    onSuccess: (r) => {
      notify('screens.opMessages.added', { type: 'info', messageArgs: { added: r.added, total: r.total } });
      onAdded();
    },
    onError: notifyFailure,
  });
  return (
    <Box sx={{ mb: 2 }}>
      <TargetedSend
        max={LIMITS.opMessageTargetsPerCall}
        label={translate('screens.opMessages.pickDevices')}
        sendLabel={translate('screens.opMessages.add')}
        confirmTitle={(count) => translate('screens.opMessages.addConfirm', { smart_count: count })}
        onSend={(r) => add.mutateAsync(r.serialNums)}
      />
    </Box>
  );
}

export function OpMessageDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const p = declaration.permissions;
  const { id: rawId = '' } = useParams();
  const id = toServerId(rawId) as number;
  const message = useGetOne(declaration.name, { id });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [confirming, setConfirming] = useState<'push' | 'delete' | 'removeAll' | undefined>();

  const targets = useQuery({
    queryKey: [declaration.name, 'targets', id, page, perPage],
    queryFn: ({ signal }) =>
      undescribed<{ list: Target[]; total: number }>(
        callDeclared(declaration.calls.actions!.devices, { messageId: id, pageNum: page + 1, pageSize: perPage }, { signal }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((t) => t.statusShown === 'pushed' || t.statusShown === 'published') ? POLL_MS : false),
  });
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: [declaration.name] });
    void message.refetch();
  };

  const run = useMutation({
    mutationFn: async (what: 'push' | 'delete' | 'removeAll' | { remove: string }) => {
      if (what === 'push') return undescribed<{ pushed: number; skipped: number }>(callDeclared(declaration.calls.actions!.push, { messageId: id }));
      if (what === 'delete') return callDeclared(declaration.calls.delete!, { id });
      if (what === 'removeAll') return undescribed<{ removed: number }>(callDeclared(declaration.calls.actions!.removeAllDevices, { messageId: id }));
      return undescribed<{ removed: number }>(callDeclared(declaration.calls.actions!.removeDevices, { messageId: id, serialNums: [what.remove] }));
    },
    onSuccess: (answer, what) => {
      setConfirming(undefined);
      if (what === 'delete') {
        notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
        void queryClient.invalidateQueries({ queryKey: [declaration.name] });
        redirect('list', declaration.name);
        return;
      }
      if (what === 'push') {
        const r = answer as { pushed: number; skipped: number };
        notify(r.skipped ? 'screens.opMessages.pushedSkipped' : 'screens.opMessages.pushed', {
          type: 'info',
          messageArgs: { count: r.pushed, skipped: r.skipped },
        });
      } else {
        notify('screens.opMessages.removed', { type: 'info', messageArgs: { removed: (answer as { removed: number }).removed } });
      }
      reload();
    },
    onError: (e) => {
      setConfirming(undefined);
      notifyFailure(e);
    },
  });

  if (message.isPending) return <LinearProgress aria-label={translate('app.loading')} sx={{ mt: 2 }} />;
  if (message.error || !message.data) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {failureMessage(message.error, translate)}
      </Alert>
    );
  }
  const m = message.data as Record<string, unknown>;
  const field = (name: string) => translate(`resources.opMessages.fields.${name}`);
  const total = targets.data?.total ?? (m.deviceCount as number) ?? 0;
  const canSave = can(p.addDevices);

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Card>
        <CardContent>
          <ScreenHeading
            actions={
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {can(p.push) && (
                  <Button variant="contained" startIcon={<SendIcon />} disabled={!total || run.isPending} onClick={() => setConfirming('push')}>
                    {translate('screens.opMessages.pushAll')}
                  </Button>
                )}
                {can(p.update) && (
                  <Button component={RouterLink} to={createPath({ resource: declaration.name, id, type: 'edit' })} startIcon={<EditIcon />}>
                    {translate('screens.opMessages.edit')}
                  </Button>
                )}
                {can(p.delete) && (
                  <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming('delete')}>
                    {translate('ra.action.delete')}
                  </Button>
                )}
              </Stack>
            }
          >
            {String(m.title)}
          </ScreenHeading>
          <InfoGrid
            columns={3}
            items={[
              { label: field('type'), value: translate(`enum.opMessageType.${m.type}`, { _: String(m.type) }) },
              { label: field('fileName'), value: (m.fileName as string) ?? '—' },
              { label: field('fileSize'), value: fileSize(m.fileSize as number | null) },
              { label: field('fileMd5'), value: (m.fileMd5 as string) ?? '—' },
              { label: field('orgName'), value: m.orgName as string },
              { label: field('createdBy'), value: (m.createdBy as string) ?? '—' },
              { label: field('createdAt'), value: time(m.createdAt as string) },
              { label: field('updatedAt'), value: time(m.updatedAt as string) },
              { label: field('deviceCount'), value: String(total) },
            ]}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, mb: 0.5 }}>
            {field('content')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="op-message-content">
            {(m.content as string) || '—'}
          </Typography>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="op-message-targets">
        <CardContent>
          <ScreenHeading
            actions={
              canSave && total > 0 ? (
                <Button color="error" size="small" disabled={run.isPending} onClick={() => setConfirming('removeAll')}>
                  {translate('screens.opMessages.removeAll')}
                </Button>
              ) : undefined
            }
          >
            <span id="op-message-targets">{translate('screens.opMessages.targets')}</span>
          </ScreenHeading>
          {canSave && <AddTargets messageId={id} onAdded={reload} />}
          {targets.isError && <Alert severity="error">{failureMessage(targets.error, translate)}</Alert>}
          {targets.isFetching && !targets.isPending && <LinearProgress sx={{ height: 2 }} aria-label={translate('app.loading')} />}
          {targets.data && targets.data.total === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
              {translate('screens.opMessages.noTargets')}
            </Typography>
          )}
          {targets.data && targets.data.total > 0 && (
            <>
              <TableContainer>
                <ValueTable
                  labelledBy="op-message-targets"
                  rows={targets.data.list}
                  rowKey={(t) => t.serialNum}
                  rowProps={(t) => ({ 'data-serial': t.serialNum })}
                  columns={[
                    {
                      label: translate('resources.devices.fields.serialNum'),
                      value: (t) => <RouterLinkCell to={createPath({ resource: 'devices', id: t.serialNum, type: 'show' })}>{t.serialNum}</RouterLinkCell>,
                    },
                    { label: translate('resources.devices.fields.name'), value: (t) => t.deviceName },
                    {
                      label: translate('resources.devices.fields.online'),
                      value: (t) => (
                        <Chip
                          size="small"
                          variant="outlined"
                          color={t.online ? 'success' : 'default'}
                          label={translate(t.online ? 'screens.opMessages.online' : 'screens.opMessages.offline')}
                        />
                      ),
                    },
                    { label: translate('screens.opMessages.addedAt'), value: (t) => time(t.addedAt), sx: { whiteSpace: 'nowrap' } },
                    { label: translate('screens.opMessages.delivery'), value: (t) => <Delivery target={t} /> },
                    { label: translate('screens.opMessages.stages'), value: (t) => <Stages target={t} /> },
                    { label: translate('screens.opMessages.totalMs'), value: (t) => t.totalMs ?? '—', align: 'right' },
                    canSave && {
                      label: translate('crud.actions'),
                      value: (t) => (
                        <Button
                          size="small"
                          color="error"
                          disabled={run.isPending}
                          aria-label={`${translate('screens.opMessages.remove')} ${t.serialNum}`}
                          onClick={() => run.mutate({ remove: t.serialNum })}
                        >
                          {translate('screens.opMessages.remove')}
                        </Button>
                      ),
                    },
                  ]}
                />
              </TableContainer>
              <PageBar
                count={targets.data.total}
                page={page}
                size={perPage}
                sizes={[10, 20, 50, 100]}
                onPage={setPage}
                onSize={(size) => {
                  setPerPage(size);
                  setPage(0);
                }}
              />
            </>
          )}
        </CardContent>
      </Card>

      <Box>
        <Button component={RouterLink} to={createPath({ resource: declaration.name, type: 'list' })}>
          {translate('screens.opMessages.back')}
        </Button>
      </Box>

      <ConfirmDialog
        open={confirming !== undefined}
        loading={run.isPending}
        title={
          confirming === 'push'
            ? translate('screens.opMessages.pushAll')
            : confirming === 'removeAll'
              ? translate('screens.opMessages.removeAll')
              : translate('ra.message.delete_title', {
                  name: translate('resources.opMessages.name', { smart_count: 1 }),
                  recordRepresentation: String(m.title),
                })
        }
        content={
          confirming === 'push'
            ? translate('screens.opMessages.pushConfirm', { count: total })
            : confirming === 'removeAll'
              ? translate('screens.opMessages.removeAllConfirm')
              : translate('screens.opMessages.deleteConfirm', { title: String(m.title) })
        }
        confirmLabel={
          confirming === 'push'
            ? translate('screens.opMessages.pushAll')
            : confirming === 'removeAll'
              ? translate('screens.opMessages.removeAll')
              : translate('ra.action.delete')
        }
        confirmColor={confirming === 'push' ? 'primary' : 'error'}
        onConfirm={() => confirming && run.mutate(confirming)}
        onCancel={() => setConfirming(undefined)}
      />
    </Stack>
  );
}

function RouterLinkCell({ to, children }: { to: string; children: string }) {
  return (
    <Box component={RouterLink} to={to} sx={{ color: 'primary.main', fontFamily: 'monospace' }}>
      {children}
    </Box>
  );
}

export default OpMessageDetail;
