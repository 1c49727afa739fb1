/** Pieces the device detail's tabs share: a documented call read through react-query, sections, places, values. */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { callOperation } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';

/** One documented call about a device, cached under the devices resource (so saving there refreshes it). */
export function useDeviceCall<T>(
  operationId: string,
  params: Record<string, unknown>,
  opts: { enabled?: boolean; refetchInterval?: UseQueryOptions<T, Error, T, unknown[]>['refetchInterval'] } = {},
) {
  return useQuery<T, Error, T, unknown[]>({
    queryKey: ['devices', operationId, params],
    queryFn: ({ signal }) => callOperation<T>(operationId, params, { signal }),
    enabled: opts.enabled ?? true,
    refetchInterval: opts.refetchInterval,
  });
}

/** While a call is under way a progress bar; when it failed the server's message. */
export function CallState({ query }: { query: UseQueryResult<unknown> }) {
  const translate = useTranslate();
  if (query.isError) return <Alert severity="error">{failureMessage(query.error, translate)}</Alert>;
  if (query.isFetching) return <LinearProgress aria-label={translate('app.loading')} sx={{ mb: 1 }} />;
  return null;
}

/** A titled part of a tab (level-three heading under the screen's). */
export function Section({ id, title, actions, children }: { id: string; title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

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
  return <Chip size="small" color={online ? 'success' : 'default'} variant={online ? 'filled' : 'outlined'} label={translate(`enum.deviceOnline.${online}`)} data-online={String(online)} />;
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

/** Text shown when a list or a part has nothing. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}

/** A page of a list: its number (from 0) and size. */
export interface PageState {
  page: number;
  pageSize: number;
}

/** The pager under a table, in the user's language. */
export function Pager({ total, state, onChange }: { total: number; state: PageState; onChange: (next: PageState) => void }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={state.page}
      rowsPerPage={state.pageSize}
      rowsPerPageOptions={[10, 20, 50]}
      onPageChange={(_e, page) => onChange({ ...state, page })}
      onRowsPerPageChange={(e) => onChange({ page: 0, pageSize: Number(e.target.value) })}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(t) => translate(t === 'next' ? 'ra.navigation.next' : t === 'previous' ? 'ra.navigation.previous' : t === 'first' ? 'ra.navigation.first' : 'ra.navigation.last')}
    />
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
