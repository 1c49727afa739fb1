/** Pieces the device detail's tabs share: a documented call read through react-query, a refresh button, places, values. */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { callDeclared, undescribed } from '../../../providers/http';

/** One documented call about a device, cached under the devices resource (so saving there refreshes it). */
export function useDeviceCall<T>(
  operationId: string,
  params: Record<string, unknown>,
  opts: { enabled?: boolean; refetchInterval?: UseQueryOptions<T, Error, T, unknown[]>['refetchInterval'] } = {},
) {
  return useQuery<T, Error, T, unknown[]>({
    queryKey: ['devices', operationId, params],
    queryFn: ({ signal }) => undescribed<T>(callDeclared(operationId, params, { signal })),
    enabled: opts.enabled ?? true,
    refetchInterval: opts.refetchInterval,
  });
}

/** A tab's Refresh: reads its call again, disabled while it is being read. */
export function RefreshButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<RefreshIcon />} onClick={() => query.refetch()} disabled={query.isFetching}>
      {translate('ra.action.refresh')}
    </Button>
  );
}

/** A machine's word in a table cell (a topic, a payload excerpt): monospace, broken anywhere rather than overflowing. */
export const MONO = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

export interface Place {
  lat: number;
  lng: number;
  address: string;
}

/** A place as its address and coordinates, or "not set". */
export function PlaceText({ value }: { value: Place | null | undefined }) {
  const translate = useTranslate();
  if (!value) return <>{translate('screens.devices.detail.position.none')}</>;
  return (
    <>
      {value.address}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {value.lat}, {value.lng}
      </Typography>
    </>
  );
}

/** Online or offline as a chip. */
export function OnlineChip({ online }: { online: boolean | undefined }) {
  const translate = useTranslate();
  if (online === undefined) return null;
  return (
    <Chip
      size="small"
      color={online ? 'success' : 'default'}
      variant={online ? 'filled' : 'outlined'}
      label={translate(`enum.deviceOnline.${online}`)}
      data-online={String(online)}
    />
  );
}

/** A JSON value as compact text (strings as they are). */
export function JsonText({ value }: { value: unknown }) {
  if (value === undefined) return <>—</>;
  if (typeof value === 'string') return <>{value}</>;
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
      {JSON.stringify(value)}
    </Box>
  );
}

export interface OrgRef {
  id: number;
  name: string;
  type: string;
}

/** An organisation as its name and translated type, or a dash. */
export function OrgText({ org }: { org: OrgRef | null | undefined }) {
  const translate = useTranslate();
  if (!org) return <>—</>;
  return (
    <>
      {org.name}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }} data-org-type={org.type}>
        ({translate(`enum.orgType.${org.type}`, { _: org.type })})
      </Typography>
    </>
  );
}
