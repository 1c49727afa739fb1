/**
 * Choose-device and sending a boot animation or a wallpaper (issue 18): the one targeting control
 * (ui/DeviceTargets.tsx: route, model, product, organisation, or devices picked by search, with the count the
 * server resolves) and "Send", confirmed with that count (a push to many devices never leaves in one click) —
 * one command per device over the link — and each device's delivery: the command's link status and whether
 * the device reported the animation applied.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { useAccess } from '../../crud/access';
import { DataTable } from '../../ui/DataTable';
import { useIntlLocale } from '../../ui/locale';
import { TargetedSend, type TargetFilter } from '../../ui/DeviceTargets';
import { SCREEN_PUSH_MAX_DEVICES } from '../../../domain/custom-screens';

const T = 'screens.bootAnimations.push';

/** The calls of each kind of screen. */
const CALLS = {
  bootAnimation: { push: 'bootAnimationPush', deliveries: 'bootAnimationDeliveries' },
  wallpaper: { push: 'wallpaperPush', deliveries: 'wallpaperDeliveries' },
} as const;

interface Delivery {
  pushId: number;
  serialNum: string;
  status: string | null;
  sentAt: string;
  result: 'applied' | 'failed' | null;
  message: string | null;
  reportedAt: string | null;
}

export function ScreenPush({ kind = 'bootAnimation', id: animationId }: { kind?: keyof typeof CALLS; id: number }) {
  const translate = useTranslate();
  const when = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'short', timeStyle: 'medium' });
  const { can } = useAccess();
  const client = useQueryClient();
  const mayPush = can('bootAnimation.save');
  const deliveries = useQuery({
    queryKey: [kind, 'deliveries', animationId],
    queryFn: ({ signal }) =>
      undescribed<{ list: Delivery[]; total: number }>(callOperation(CALLS[kind].deliveries, { id: animationId, pageSize: 100 }, { signal })),
    refetchInterval: 3000,
  });
  const push = useMutation({
    // the server resolves the filter again: the devices it sends to are those the caller may see
    mutationFn: (filter: TargetFilter) => undescribed<{ count: number }>(callOperation(CALLS[kind].push, { id: animationId, filter })),
    onSuccess: () => void client.invalidateQueries({ queryKey: [kind, 'deliveries', animationId] }),
  });

  return (
    <Box component="section" aria-label={translate(`${T}.title`)} sx={{ mt: 2 }}>
      {mayPush && (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {translate(`${T}.title`)}
          </Typography>
          <TargetedSend max={SCREEN_PUSH_MAX_DEVICES} sendLabel={translate(`${T}.send`)} onSend={(r) => push.mutateAsync(r.filter)} />
          {push.isSuccess && (
            <Alert severity="success" sx={{ mt: 1 }}>
              {translate(`${T}.sent`, { smart_count: push.data.count })}
            </Alert>
          )}
          {push.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failureMessage(push.error, translate)}
            </Alert>
          )}
        </>
      )}
      <Box sx={{ mt: 1.5 }}>
        <DataTable<Delivery>
          label={translate(`${T}.deliveries`)}
          rows={deliveries.data?.list ?? []}
          rowKey={(d) => `${d.pushId}.${d.serialNum}`}
          empty={translate(`${T}.none`)}
          columns={[
            { key: 'serialNum', header: translate(`${T}.serialNum`), render: (d) => d.serialNum },
            { key: 'sentAt', header: translate(`${T}.sentAt`), render: (d) => when.format(new Date(d.sentAt)) },
            { key: 'status', header: translate(`${T}.status`), render: (d) => translate(`${T}.link.${d.status ?? 'SEND'}`, { _: d.status ?? '' }) },
            { key: 'result', header: translate(`${T}.result`), render: (d) => translate(`${T}.results.${d.result ?? 'waiting'}`) },
            { key: 'message', header: translate(`${T}.message`), render: (d) => d.message ?? '', wrap: true },
          ]}
        />
      </Box>
    </Box>
  );
}
