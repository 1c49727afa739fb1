/** Pieces the app centre's screens share: an install's state as a coloured chip, and the app and release details' paged list and actions. */
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import { useNotifyFailure } from '../../providers/failure';
import { usePaging } from '../../ui/Pager';

/** The colour of each install state (the rest: default). */
export const INSTALL_COLOURS: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  installed: 'success',
  removed: 'success',
  failed: 'error',
  wrongVersion: 'error',
  timedOut: 'warning',
  downloading: 'info',
  pending: 'default',
  canceled: 'default',
  notSent: 'default',
};

export function InstallStateChip({ state }: { state: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={INSTALL_COLOURS[state] ?? 'default'} label={translate(`enum.appInstallState.${state}`)} />;
}

/**
 * A detail's paged list of the shown record (an app's versions, a release's devices), read once the record is,
 * `reload` (the record and its list read again) and `act`: a call on the record that says "done" and reloads.
 */
export function useDetailList<R, A>({
  key,
  id,
  read,
  refetch,
  refetchInterval,
  call,
}: {
  key: string;
  id: number | undefined;
  read: (id: number, page: { pageNum: number; pageSize: number }, signal: AbortSignal) => Promise<R>;
  /** Reads the shown record again. */
  refetch: () => Promise<unknown>;
  refetchInterval?: number;
  call: (action: A) => Promise<unknown>;
}) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const paging = usePaging();
  const list = useQuery({
    queryKey: [key, id, paging.page, paging.size],
    queryFn: id === undefined ? skipToken : ({ signal }) => read(id, { pageNum: paging.page, pageSize: paging.size }, signal),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  const reload = () => Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: [key, id] })]);
  const act = useMutation({
    mutationFn: call,
    onSuccess: async () => {
      notify('appScreens.done', { type: 'success' });
      await reload();
    },
    onError: (e) => notifyFailure(e),
  });
  return { paging, list, reload, act };
}
