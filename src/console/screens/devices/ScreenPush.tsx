/**
 * Choose-device and sending a boot animation or a wallpaper (issue 18): a filter of route, model, product and
 * organisation (each optional; the choices are the caller's own: routes, products, organisations), the
 * number of devices it picks as the server resolves it (read again on every change, before anything is
 * sent), then "Send", confirmed with that number (a push to many devices never leaves in one click) — one
 * command per device over the link — and each device's delivery: the command's link status and whether the
 * device reported the animation applied.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { useAccess } from '../../crud/access';
import { DataTable } from '../../ui/DataTable';
import { useIntlLocale } from '../../ui/locale';
import { ConfirmDialog } from '../../shell/Modal';

const T = 'screens.bootAnimations.push';

/** The calls of each kind of screen (choose-device's count is shared). */
const CALLS = {
  bootAnimation: { push: 'bootAnimationPush', deliveries: 'bootAnimationDeliveries' },
  wallpaper: { push: 'wallpaperPush', deliveries: 'wallpaperDeliveries' },
} as const;

interface Filter {
  routeId?: number;
  productId?: number;
  model?: string;
  orgId?: number;
}
interface Delivery {
  pushId: number;
  serialNum: string;
  status: string | null;
  sentAt: string;
  result: 'applied' | 'failed' | null;
  message: string | null;
  reportedAt: string | null;
}

const defined = (f: Filter): Filter => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Filter;

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number | undefined;
  options: { id: string | number; name: string }[];
  onChange: (v: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180 }}>
      <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ScreenPush({ kind = 'bootAnimation', id: animationId }: { kind?: keyof typeof CALLS; id: number }) {
  const translate = useTranslate();
  const when = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'short', timeStyle: 'medium' });
  const { can } = useAccess();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>({});
  const [confirming, setConfirming] = useState(false);
  const mayPush = can('bootAnimation.save');
  const routes = useQuery({
    queryKey: ['routes', 'routeGroupList'],
    queryFn: ({ signal }) => callOperation('routeGroupList', {}, { signal }),
    enabled: mayPush && can('route.view'),
  });
  const products = useQuery({
    queryKey: ['devices', 'deviceProductList'],
    queryFn: ({ signal }) => callOperation('deviceProductList', {}, { signal }),
    enabled: mayPush && can('device.view'),
  });
  const orgs = useQuery({
    queryKey: ['organisations', 'customerOrgList', {}],
    queryFn: ({ signal }) => callOperation('customerOrgList', {}, { signal }),
    enabled: mayPush && can('org.view'),
  });
  const body = defined(filter);
  const count = useQuery({
    queryKey: ['boot-animations', 'count', body],
    queryFn: ({ signal }) => callOperation('customDeviceCount', { ...body }, { signal }),
    enabled: mayPush,
  });
  const deliveries = useQuery({
    queryKey: [kind, 'deliveries', animationId],
    queryFn: ({ signal }) =>
      undescribed<{ list: Delivery[]; total: number }>(callOperation(CALLS[kind].deliveries, { id: animationId, pageSize: 100 }, { signal })),
    refetchInterval: 3000,
  });
  const push = useMutation({
    mutationFn: () => undescribed<{ count: number }>(callOperation(CALLS[kind].push, { id: animationId, filter: body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: [kind, 'deliveries', animationId] }),
    onSettled: () => setConfirming(false),
  });
  const set = (key: keyof Filter, numeric: boolean) => (v: string) => setFilter((f) => ({ ...f, [key]: v === '' ? undefined : numeric ? Number(v) : v }));
  const models = [...new Set((products.data ?? []).map((p) => p.model))].map((m) => ({ id: m, name: m }));

  return (
    <Box component="section" aria-label={translate(`${T}.title`)} sx={{ mt: 2 }}>
      {mayPush && (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {translate(`${T}.title`)}
          </Typography>
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center">
            <Choice label={translate(`${T}.route`)} value={filter.routeId} options={routes.data ?? []} onChange={set('routeId', true)} />
            <Choice label={translate(`${T}.model`)} value={filter.model} options={models} onChange={set('model', false)} />
            <Choice
              label={translate(`${T}.product`)}
              value={filter.productId}
              options={(products.data ?? []).map((p) => ({ id: p.id, name: p.name }))}
              onChange={set('productId', true)}
            />
            <Choice label={translate(`${T}.organisation`)} value={filter.orgId} options={orgs.data ?? []} onChange={set('orgId', true)} />
            <Typography variant="body2" role="status" data-testid="screen-push-count">
              {count.data ? translate(`${T}.count`, { smart_count: count.data.count }) : count.isError ? failureMessage(count.error, translate) : '…'}
            </Typography>
            <Button variant="contained" size="small" disabled={!count.data?.count || push.isPending} onClick={() => setConfirming(true)}>
              {translate(`${T}.send`)}
            </Button>
          </Stack>
          <ConfirmDialog
            open={confirming}
            loading={push.isPending}
            title={translate(`${T}.confirmTitle`)}
            content={translate(`${T}.confirmContent`, { smart_count: count.data?.count ?? 0 })}
            confirmLabel={translate(`${T}.send`)}
            onConfirm={() => push.mutate()}
            onCancel={() => setConfirming(false)}
          />
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
