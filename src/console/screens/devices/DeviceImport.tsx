/**
 * The activation import on the device list (`list.actions` of resources/devices/devices.ts: the call
 * posImportExcel, the code device.import): a dialog that says which columns the .xlsx file has, takes the
 * file, uploads it as a multipart form and shows what became of each row: on success every row's serial
 * number and whether it was activated or registered (and the list is read again); on refusal the server's
 * message, that nothing was imported, and every wrong cell with its reason (in the user's language, as the
 * server gives it). A file that is not .xlsx, empty or over the size limit is refused before sending. The
 * template (the header row alone) is written in the browser: no call serves one.
 */
import { useRef, useState } from 'react';
import { Button as RaButton, useDataProvider, useRefresh } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import type { OpsDataProvider } from '../../providers/dataProvider';
import { isApiError, type FieldError } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { LIMITS } from '../../../domain/limits';
import { DataTable, useFormat } from './detail/telemetryParts';
import { xlsxOf } from './xlsxTemplate';

const T = 'screens.devices.import';
const EXT = '.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The columns of the sheet (the server's IMPORT_COLUMNS), the first two required. */
export const IMPORT_COLUMNS = [
  { name: 'serialNum', required: true },
  { name: 'productKey', required: true },
  { name: 'name', required: false },
  { name: 'controlNumber', required: false },
  { name: 'floor', required: false },
] as const;

interface ImportedRow {
  row: number;
  serialNum: string;
  result: 'created' | 'activated';
}

type Outcome =
  | { kind: 'done'; count: number; rows: ImportedRow[] }
  | { kind: 'refused'; message: string; problems: { row: string; column: string; reason: string }[] };

/** A refused cell `<row>.<column>` as its row and column (a field without a row stays whole). */
export function splitCell(field: FieldError): { row: string; column: string; reason: string } {
  const m = /^(\d+)\.(.+)$/.exec(field.field);
  return m ? { row: m[1], column: m[2], reason: field.message } : { row: '', column: field.field, reason: field.message };
}

/** The message key refusing a file before it is sent, or undefined when it may be sent. */
export function fileProblem(file: File | null | undefined): string | undefined {
  if (!file) return `${T}.noFile`;
  if (!file.name.toLowerCase().endsWith(EXT)) return `${T}.wrongType`;
  if (file.size === 0) return 'errors.203016';
  if (file.size > LIMITS.importMaxBytes) return 'errors.203015';
  return undefined;
}

/** The template's file name. */
export const TEMPLATE_NAME = 'device-import.xlsx';

/** Saves the template (the header row of the columns) as a download. */
function downloadTemplate() {
  const bytes = xlsxOf('devices', [IMPORT_COLUMNS.map((c) => c.name)]);
  const url = URL.createObjectURL(new Blob([bytes.buffer as ArrayBuffer], { type: XLSX_TYPE }));
  const a = document.createElement('a');
  a.href = url;
  a.download = TEMPLATE_NAME;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DeviceImport({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const f = useFormat();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  const upload = useMutation({
    mutationFn: (chosen: File) => dataProvider.action(declaration.name, 'import', { file: chosen }),
    onSuccess: ({ data }) => {
      const answer = data as { count: number; rows: ImportedRow[] };
      setOutcome({ kind: 'done', count: answer.count, rows: answer.rows });
      setFile(null);
      if (input.current) input.current.value = '';
      refresh();
    },
    onError: (e) => {
      setOutcome({ kind: 'refused', message: failureMessage(e, translate), problems: isApiError(e) ? (e.fields ?? []).map(splitCell) : [] });
    },
  });

  const close = () => {
    if (upload.isPending) return;
    setOpen(false);
    setFile(null);
    setProblem(undefined);
    setOutcome(undefined);
    upload.reset();
  };

  const submit = () => {
    const p = fileProblem(file);
    setProblem(p);
    if (p || !file) return;
    setOutcome(undefined);
    upload.mutate(file);
  };

  const megabytes = f.number(LIMITS.importMaxBytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 });

  return (
    <>
      <RaButton label={`${T}.button`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </RaButton>
      <Dialog open={open} onClose={close} aria-labelledby="device-import-title" maxWidth="md" fullWidth>
        <DialogTitle id="device-import-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(`${T}.intro`, { ext: EXT })}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
            {translate(`${T}.allOrNothing`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.limits`, { rows: f.number(LIMITS.importMaxRows), size: megabytes })}
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} onClick={downloadTemplate} sx={{ mb: 1 }}>
            {translate(`${T}.template`)}
          </Button>
          <DataTable
            label={translate(`${T}.columnsLabel`)}
            rows={[...IMPORT_COLUMNS]}
            rowKey={(c) => c.name}
            empty=""
            columns={[
              { key: 'column', header: translate(`${T}.column`), render: (c) => <code>{c.name}</code> },
              { key: 'meaning', header: translate(`${T}.meaning`), render: (c) => translate(`${T}.columns.${c.name}`) },
              { key: 'required', header: translate(`${T}.required`), render: (c) => translate(c.required ? `${T}.required` : `${T}.optional`) },
            ]}
          />
          <Box
            component="form"
            noValidate
            aria-label={translate(`${T}.title`)}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            sx={{ mt: 2 }}
          >
            <Typography component="div" variant="subtitle2" id="device-import-file-label">
              {translate(`${T}.file`)}
            </Typography>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mt: 0.5, flexWrap: 'wrap' }} useFlexGap>
              <Button variant="outlined" component="label" disabled={upload.isPending}>
                {translate(`${T}.choose`)}
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept={`${EXT},${XLSX_TYPE}`}
                  aria-labelledby="device-import-file-label"
                  data-testid="device-import-file"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setProblem(undefined);
                  }}
                />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid="device-import-file-name">
                {file ? file.name : translate(`${T}.noFile`)}
              </Typography>
            </Stack>
            {problem && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate(problem, { ext: EXT })}
              </Alert>
            )}
          </Box>
          {upload.isPending && <LinearProgress sx={{ mt: 2 }} aria-label={translate(`${T}.uploading`)} />}
          {outcome?.kind === 'done' && (
            <Box sx={{ mt: 2 }}>
              <Alert severity="success" sx={{ mb: 1 }}>
                {translate(`${T}.done`, { smart_count: outcome.count })}
              </Alert>
              <DataTable<ImportedRow>
                label={translate(`${T}.results`)}
                rows={outcome.rows}
                rowKey={(r) => r.row}
                empty=""
                columns={[
                  { key: 'row', header: translate(`${T}.row`), render: (r) => r.row, align: 'right' },
                  { key: 'serialNum', header: translate(`${T}.serialNum`), render: (r) => r.serialNum },
                  { key: 'result', header: translate(`${T}.result`), render: (r) => translate(`${T}.outcomes.${r.result}`, { _: r.result }) },
                ]}
              />
            </Box>
          )}
          {outcome?.kind === 'refused' && (
            <Box sx={{ mt: 2 }}>
              <Alert severity="error" sx={{ mb: 1 }}>
                <Box>{outcome.message}</Box>
                <Box>{translate(`${T}.failed`)}</Box>
              </Alert>
              {outcome.problems.length > 0 && (
                <DataTable
                  label={translate(`${T}.problems`)}
                  rows={outcome.problems}
                  rowKey={(p, i) => `${p.row}.${p.column}.${i}`}
                  empty=""
                  columns={[
                    { key: 'row', header: translate(`${T}.row`), render: (p) => p.row, align: 'right' },
                    { key: 'column', header: translate(`${T}.column`), render: (p) => <code>{p.column}</code> },
                    { key: 'reason', header: translate(`${T}.reason`), render: (p) => p.reason },
                  ]}
                />
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={upload.isPending}>
            {translate(`${T}.close`)}
          </Button>
          <Button variant="contained" onClick={submit} disabled={upload.isPending}>
            {translate(upload.isPending ? `${T}.uploading` : `${T}.upload`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default DeviceImport;
