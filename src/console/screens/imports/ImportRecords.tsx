/**
 * The import records (resources/system/import-records.ts; /aiot/import/record/{pageList, export}): the
 * generic list of every import of the caller's subtree — devices, activations, goods, users — paged by the
 * server, with the export on the toolbar. A row opens its row results below itself: why the file was refused
 * and each row's result as the server recorded it (a page carries the first few; the export has them all).
 */
import { useRecordContext } from 'react-admin';
import { useLocale, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import { GenericList } from '../../crud/GenericList';
import { DataTable } from '../../ui/DataTable';
import { importColumnLabel, type ImportKind } from '../../../domain/imports';
import type { Locale } from '../../../domain/locale';

const T = 'imports.records';

interface RowResult {
  row: number;
  result: 'imported' | 'refused';
  key?: string;
  field?: string;
  message?: string;
}

interface ImportRecord {
  id: number;
  kind: ImportKind;
  result: 'imported' | 'refused';
  errorCode: number | null;
  rowResultCount: number;
  rowResults: RowResult[];
}

/** A record's reason and row results, below its row. */
export function RowResults() {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const record = useRecordContext<ImportRecord>();
  if (!record) return null;
  return (
    <Box sx={{ py: 1 }} data-testid={`import-record-${record.id}`}>
      {record.errorCode !== null && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(`${T}.reason`)}: {translate(`errors.${record.errorCode}`, { _: String(record.errorCode) })}
        </Alert>
      )}
      {record.rowResults.length === 0 ? (
        record.errorCode !== null && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.noRows`)}
          </Typography>
        )
      ) : (
        <>
          <DataTable<RowResult>
            label={translate(`${T}.detail`)}
            rows={record.rowResults}
            rowKey={(r, i) => `${r.row}.${r.field ?? ''}.${i}`}
            empty=""
            columns={[
              { key: 'row', header: translate(`${T}.row`), render: (r) => r.row, align: 'right' },
              { key: 'result', header: translate(`${T}.result`), render: (r) => translate(`enum.importResult.${r.result}`) },
              { key: 'key', header: translate(`${T}.key`), render: (r) => r.key ?? '' },
              {
                key: 'column',
                header: translate(`${T}.column`),
                render: (r) => (r.field ? (importColumnLabel(record.kind, r.field)?.[locale] ?? r.field) : ''),
              },
              { key: 'message', header: translate(`${T}.message`), render: (r) => r.message ?? '', wrap: true },
            ]}
          />
          {record.rowResultCount > record.rowResults.length && (
            <Typography variant="caption" color="text.secondary">
              {translate(`${T}.shown`, { shown: record.rowResults.length, total: record.rowResultCount })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

export function ImportRecords({ declaration }: ScreenProps) {
  return <GenericList declaration={declaration} expand={<RowResults />} />;
}

export default ImportRecords;
