/**
 * Alarm records (document 2 §7 Alarms: /alarm/record/{statistics, list/page, export}): the generic list of
 * the records the server raised within the caller's device scope, with
 * - filters: serial number, model (from the products call), what is watched, level, status, and when the
 *   record was first raised (from / until);
 * - the counts of the records matching those filters above the table (alarmRecordStatistics: total, active,
 *   cleared, by source type, by level), read again whenever the filters change;
 * - "Export": the server's .xlsx of the matching records, streamed by the server and saved by the browser as
 *   the server names it (nothing is built in the browser); a refusal (over 30000 rows: 209019) is told.
 */
import { Button, DateTimeInput, SelectInput, TextInput, useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDeclaration } from '../../../../resources/types';
import type { ScreenProps } from '../../crud/registry';
import { GenericList } from '../../crud/GenericList';
import { useAccess } from '../../crud/access';
import { callOperation, undescribed } from '../../providers/http';
import { ExportButton } from '../../ui/ExportButton';
import { formSchema } from '../../providers/schemas';
import { failureMessage } from '../../providers/failure';
import { PRODUCTS_CALL, type Product } from './AlarmRuleForm';

type Data = Record<string, unknown>;

const STATISTICS_CALL = 'alarmRecordStatistics';
const EXPORT_CALL = 'alarmRecordExport';

export interface AlarmStatistics {
  total: number;
  active: number;
  cleared: number;
  bySource: { sourceType: string; count: number }[];
  byStatus: { status: string; count: number }[];
  byLevel: { level: string; count: number }[];
  byDay: { day: string; count: number }[];
}

/** The list's filters as a call's body: only what the call's schema declares, without empty values. */
export function filtersFor(declaration: ResourceDeclaration, filterValues: Data, def: 'recordExportQuery' | 'statisticsQuery'): Data {
  const props = formSchema({ ...declaration, forms: { filter: def } }, 'filter')?.properties ?? {};
  const out: Data = {};
  for (const [k, v] of Object.entries(filterValues ?? {})) {
    if (v === undefined || v === null || v === '' || !props[k]) continue;
    out[k] = v;
  }
  return out;
}

/** The caller's offset from UTC in minutes, so the per-day counts are the user's days. */
const utcOffsetMinutes = () => -new Date().getTimezoneOffset();

function Count({ label, value, color }: { label: string; value: number; color?: 'error' | 'success' }) {
  return (
    <Box component="div" sx={{ minWidth: 96 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, color: color ? `${color}.dark` : undefined }} data-count={label}>
        {value.toLocaleString()}
      </Typography>
    </Box>
  );
}

/** The counts of the records the list's filters match, above the table. */
function Statistics({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const body = { ...filtersFor(declaration, filterValues, 'statisticsQuery'), utcOffsetMinutes: utcOffsetMinutes() };
  const stats = useQuery({
    queryKey: [declaration.name, STATISTICS_CALL, body],
    queryFn: ({ signal }) => undescribed<AlarmStatistics>(callOperation(STATISTICS_CALL, body, { signal })),
  });
  const title = translate('screens.alarms.records.statistics');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {translate('screens.alarms.records.filtered')}
        </Typography>
      </Typography>
      {stats.isPending && <CircularProgress size={20} aria-label={translate('app.loading')} />}
      {stats.isError && (
        <Alert severity="error" action={<Button label="screens.alarms.records.retry" onClick={() => void stats.refetch()} />}>
          {failureMessage(stats.error, translate)}
        </Alert>
      )}
      {stats.data && (
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap" alignItems="flex-start">
          <Box component="dl" sx={{ m: 0, display: 'flex', gap: 3 }}>
            <Count label={translate('screens.alarms.records.total')} value={stats.data.total} />
            <Count label={translate('screens.alarms.records.active')} value={stats.data.active} color="error" />
            <Count label={translate('screens.alarms.records.cleared')} value={stats.data.cleared} color="success" />
          </Box>
          <Breakdown
            label={translate('screens.alarms.records.bySource')}
            items={stats.data.bySource.map((s) => ({
              key: s.sourceType,
              label: translate(`enum.alarmSource.${s.sourceType}`, { _: s.sourceType }),
              count: s.count,
            }))}
          />
          <Breakdown
            label={translate('screens.alarms.records.byLevel')}
            items={stats.data.byLevel.map((s) => ({ key: s.level, label: translate(`enum.alarmLevel.${s.level}`, { _: s.level }), count: s.count }))}
          />
        </Stack>
      )}
    </Box>
  );
}

function Breakdown({ label, items }: { label: string; items: { key: string; label: string; count: number }[] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0, mb: 0.5 }}>
        {label}
      </Typography>
      <Stack component="ul" direction="row" spacing={0.5} useFlexGap flexWrap="wrap" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.length === 0 && (
          <li>
            <Typography variant="body2">0</Typography>
          </li>
        )}
        {items.map((i) => (
          <li key={i.key}>
            <Chip size="small" variant="outlined" label={`${i.label} ${i.count.toLocaleString()}`} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The export button: the matching records as the server's .xlsx (the export call's own filter fields). */
function AlarmExport({ declaration }: { declaration: ResourceDeclaration }) {
  const { filterValues } = useListContext();
  return (
    <ExportButton operationId={EXPORT_CALL} request={{ body: filtersFor(declaration, filterValues, 'recordExportQuery') }} fallbackName="alarm-records.xlsx" />
  );
}

/** The products (models) as filter choices. */
function ProductFilter(props: { source: string; alwaysOn?: boolean }) {
  const products = useQuery({
    queryKey: ['alarm-rules', PRODUCTS_CALL],
    queryFn: ({ signal }) => undescribed<Product[]>(callOperation(PRODUCTS_CALL, {}, { signal })),
    staleTime: 60_000,
  });
  const choices = (products.data ?? []).map((p) => ({ id: p.id, name: `${p.name}（${p.model}）` }));
  return <SelectInput {...props} choices={choices} isPending={products.isPending} translateChoice={false} emptyText="crud.select" />;
}

const toIso = (v: string) => (v ? new Date(v).toISOString() : null);

/** The record list's filters: the declared ones, with a product picker and date-time inputs. */
function recordFilters(declaration: ResourceDeclaration) {
  const props = formSchema(declaration, 'filter')?.properties ?? {};
  return declaration.list.filters.map((source) => {
    const prop = props[source] ?? {};
    if (source === 'productId') return <ProductFilter key={source} source={source} alwaysOn />;
    if (prop.format === 'date-time') return <DateTimeInput key={source} source={source} alwaysOn parse={toIso} />;
    const group = prop['x-enum'];
    if (Array.isArray(prop.enum)) {
      const choices = prop.enum.map((v) => ({ id: v as string, name: `enum.${group}.${v}` }));
      return <SelectInput key={source} source={source} choices={choices} alwaysOn emptyText="crud.select" />;
    }
    return <TextInput key={source} source={source} alwaysOn resettable slotProps={{ htmlInput: { maxLength: prop.maxLength } }} />;
  });
}

export function AlarmRecords({ declaration }: ScreenProps) {
  const { can } = useAccess();
  const canExport = can(declaration.permissions.export);
  return (
    <GenericList
      declaration={declaration}
      filters={recordFilters(declaration)}
      above={<Statistics declaration={declaration} />}
      actions={canExport ? <AlarmExport declaration={declaration} /> : undefined}
    />
  );
}

export default AlarmRecords;
