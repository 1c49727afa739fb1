/**
 * One row per creative and device for the whole proof chain (issue 18): scheduled (the push and its status) →
 * delivered (the MD5 the device reported against the creative's) → played (count, seconds, last play) → last
 * seen. The device's ad info tab and a creative's device list show the same rows (/device/advertInfo,
 * /custom/ad/creative/devices).
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import { DateTimeText } from '../../crud/fields';
import { DataTable, type Column } from '../../ui/DataTable';

export interface ChainRow {
  creativeId: number;
  creativeName: string;
  campaignName: string;
  advertiserName: string;
  zoneName: string;
  serialNum: string;
  md5: string;
  heldMd5: string | null;
  md5Ok: boolean | null;
  scheduledAt: string;
  pushStatus: string | null;
  deliveredAt: string | null;
  plays: number;
  playSeconds: number;
  lastPlayedAt: string | null;
  /** The device's clock ran ahead of the server's: lastPlayedAt is the time the server received the play. */
  clockAhead?: boolean;
  lastSeenAt: string | null;
  state: string;
  removedAt: string | null;
}

export const S = 'adScreens';
const COLOURS: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  played: 'success',
  delivered: 'info',
  scheduled: 'default',
  md5Mismatch: 'error',
  failed: 'error',
  removed: 'default',
};

export function ChainState({ state }: { state: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[state] ?? 'default'} label={translate(`enum.adChainState.${state}`)} />;
}

/** The chain rows; `by` names what each row is keyed by besides the creative (the device on a creative's list). */
export function AdChainTable({
  rows,
  by,
  label,
  empty,
  action,
}: {
  rows: ChainRow[];
  by: 'creative' | 'device';
  label: string;
  empty: string;
  action?: (row: ChainRow) => ReactNode;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`${S}.${k}`);
  const when = (v: string | null) => (v ? <DateTimeText value={v} /> : '—');
  const lead: Column<ChainRow>[] =
    by === 'creative'
      ? [
          { key: 'creative', header: t('creative'), render: (r) => r.creativeName },
          { key: 'campaign', header: t('campaign'), render: (r) => `${r.advertiserName} / ${r.campaignName}` },
          { key: 'zone', header: t('zone'), render: (r) => r.zoneName },
        ]
      : [{ key: 'serialNum', header: t('serialNum'), render: (r) => r.serialNum }];
  return (
    <DataTable<ChainRow>
      label={label}
      rows={rows}
      rowKey={(r) => `${r.creativeId}/${r.serialNum}`}
      empty={empty}
      columns={[
        ...lead,
        { key: 'state', header: t('state'), render: (r) => <ChainState state={r.state} /> },
        { key: 'scheduledAt', header: t('scheduledAt'), render: (r) => when(r.scheduledAt) },
        { key: 'push', header: t('push'), render: (r) => (r.pushStatus ? translate(`enum.adPushStatus.${r.pushStatus}`) : '—') },
        { key: 'md5', header: t('md5'), render: (r) => t(r.md5Ok === null ? 'md5Unknown' : r.md5Ok ? 'md5Ok' : 'md5Bad') },
        { key: 'deliveredAt', header: t('deliveredAt'), render: (r) => when(r.deliveredAt) },
        { key: 'plays', header: t('plays'), align: 'right', render: (r) => r.plays.toLocaleString() },
        { key: 'seconds', header: t('seconds'), align: 'right', render: (r) => r.playSeconds.toLocaleString() },
        {
          key: 'lastPlayedAt',
          header: t('lastPlayedAt'),
          render: (r) => (
            <>
              {when(r.lastPlayedAt)}
              {r.clockAhead && <Chip size="small" color="warning" sx={{ ml: 1 }} label={t('clockAhead')} title={t('clockAheadHelp')} />}
            </>
          ),
        },
        { key: 'lastSeenAt', header: t('lastSeenAt'), render: (r) => when(r.lastSeenAt) },
        ...(action ? [{ key: 'action', header: '', render: action }] : []),
      ]}
    />
  );
}
