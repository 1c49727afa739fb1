/**
 * A market app's released versions, opened below its row (packages/getAppMarketPckVersionPageList): newest first,
 * each with its update note, how it installs and starts, when it was published, and its usable packages.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import type { ScreenProps } from '../../crud/registry';
import { DateTimeText } from '../../crud/fields';
import { callOperation, undescribed } from '../../providers/http';
import { usePaging } from '../../ui/Pager';
import { PagedTable } from '../../ui/PagedTable';

interface VersionRow {
  releaseId: number;
  version: string;
  note: string | null;
  installMode: string;
  startupMode: string;
  publishedAt: string;
  packages: { id: number; packageType: string; format: string; size: number }[];
}

export function MarketVersions({ declaration }: ScreenProps) {
  const record = useRecordContext<{ id: number; appId: number; appName: string }>();
  const translate = useTranslate();
  const paging = usePaging();
  const appId = record?.appId;
  const versions = useQuery({
    queryKey: ['marketVersions', appId, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: VersionRow[]; total: number }>(
        callOperation('appMarketVersionPageList', { appId: appId!, pageNum: paging.page, pageSize: paging.size }, { signal }),
      ),
    enabled: appId !== undefined,
    placeholderData: keepPreviousData,
  });
  if (!record) return null;
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const label = translate('appStore.versionsOf', { name: record.appName });
  return (
    <Box id={`${declaration.name}-${record.id}-expand`} sx={{ py: 1 }}>
      <PagedTable<VersionRow>
        query={versions}
        paging={paging}
        label={label}
        rowKey={(v) => v.releaseId}
        empty={translate('appStore.noMarketVersions')}
        columns={[
          { key: 'version', header: field('version'), render: (v) => v.version },
          { key: 'note', header: translate('appScreens.note'), wrap: true, render: (v) => v.note ?? '—' },
          { key: 'installMode', header: field('installMode'), render: (v) => translate(`enum.appInstallMode.${v.installMode}`) },
          { key: 'startupMode', header: field('startupMode'), render: (v) => translate(`enum.appStartupMode.${v.startupMode}`) },
          { key: 'publishedAt', header: field('publishedAt'), render: (v) => <DateTimeText value={v.publishedAt} /> },
          {
            key: 'packages',
            header: translate('appScreens.packages'),
            render: (v) =>
              v.packages
                .map((p) => `${translate(`enum.appPackageType.${p.packageType}`)} ${p.format.toUpperCase()} ${p.size.toLocaleString()} B`)
                .join(' / ') || '—',
          },
        ]}
      />
    </Box>
  );
}

export default MarketVersions;
