/**
 * The console's one import: a toolbar button opening a dialog that says which columns the spreadsheet has,
 * offers the template (its header row, written in the browser: no call serves one), takes an .xlsx/.xls/.csv file
 * and uploads it as a multipart form to the declaration's `import` action. On success it lists each imported
 * row (and the list is read again); on refusal the server's message, that nothing was imported (the server
 * imports all rows or none), and each wrong cell by row, column and reason as the server words them. A file
 * of another kind, empty, over the size limit or named .csv but no CSV (217030) is refused before sending (the
 * server checks the same).
 *
 * What differs by import — its title and verb, what a result row shows — comes from the screen: the texts
 * under `messages` (button, title, intro, allOrNothing, upload, uploading, done, failed, results), the
 * common ones are `ui.import.*`.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as RaButton, useDataProvider, useRefresh } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Modal } from '../shell/Modal';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import type { ResourceDeclaration } from '../../../resources/types';
import type { OpsDataProvider } from '../providers/dataProvider';
import { isApiError, type FieldError } from '../providers/http';
import { failureMessage } from '../providers/failure';
import { saveFile } from '../providers/download';
import { useIntlLocale } from './locale';
import { DataTable, type Column } from './DataTable';
import { xlsxOf } from './xlsxTemplate';
import { FileChoice } from './FileChoice';
import { readCsv } from '../../domain/csv';
import { IMPORT_FILE_EXTENSIONS } from '../../domain/imports';

const U = 'ui.import';

/** The spreadsheet kinds an import may take, by extension. */
const MIME: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.csv': 'text/csv',
};

/** A row of the file as the server reports it imported (`row`: its number in the sheet). */
export interface ImportedRow {
  row: number;
}

/** A wrong cell: its row, its column and why. */
export interface Problem {
  row: string;
  column: string;
  reason: string;
}

/** One column of the file, as the dialog describes it. */
export interface ImportColumn {
  key: string;
  name: ReactNode;
  /** What the column holds, translated. */
  holds: string;
  required: boolean;
}

/** A refused cell `<row>.<column>` as its row and column (a field without a row stays whole). */
export function splitCell(field: FieldError): Problem {
  const m = /^(\d+)\.(.+)$/.exec(field.field);
  return m ? { row: m[1], column: m[2], reason: field.message } : { row: '', column: field.field, reason: field.message };
}

/** The message key refusing a file before it is sent, or undefined when it may be sent. */
export function fileProblem(file: File | null | undefined, extensions: string[], maxBytes: number): string | undefined {
  if (!file) return `${U}.noFile`;
  const name = file.name.toLowerCase();
  if (!extensions.some((ext) => name.endsWith(ext))) return `${U}.wrongType`;
  if (file.size === 0) return 'errors.203016';
  if (file.size > maxBytes) return 'errors.203015';
  return undefined;
}

/** 'errors.217030' for a file named .csv that is no CSV (read as the server reads it), else undefined. */
export async function csvProblem(file: File): Promise<string | undefined> {
  if (!file.name.toLowerCase().endsWith('.csv')) return undefined;
  return readCsv(new Uint8Array(await file.arrayBuffer())) ? undefined : 'errors.217030';
}

type Outcome<R> = { kind: 'done'; count: number; rows: R[] } | { kind: 'refused'; message: string; problems: Problem[] };

export interface ImportDialogProps<R extends ImportedRow> {
  /** The resource whose `import` action takes the file. */
  declaration: ResourceDeclaration;
  /** The prefix of this import's own texts. */
  messages: string;
  /** The prefix of the dialog's element ids (`device-import` → `device-import-title`, test id `device-import-file`). */
  id: string;
  /** The file kinds taken: every import's ('.xlsx', '.xls', '.csv') unless given. */
  extensions?: string[];
  limits: { rows: number; bytes: number };
  /** The template: a sheet with the header row. */
  template: { fileName: string; sheet: string; header: string[] };
  columns: ImportColumn[];
  /** What an imported row shows beside its row number. */
  resultColumns: Column<R>[];
  /** How a wrong cell's column is named (as the sheet names it, by default). */
  columnName?: (column: string) => ReactNode;
  /** More to say above the file (how many rows imports made so far), or to choose (the organisation imported for). */
  children?: ReactNode;
  /** Form fields sent beside the file (what `children` chose). */
  fields?: Record<string, string | number | undefined>;
}

export function ImportDialog<R extends ImportedRow>({
  declaration,
  messages: T,
  id,
  extensions = IMPORT_FILE_EXTENSIONS,
  limits,
  template,
  columns,
  resultColumns,
  columnName,
  children,
  fields,
}: ImportDialogProps<R>) {
  const translate = useTranslate();
  const tag = useIntlLocale();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome<R>>();
  // the outcome comes below the file and the column list: brought into view (at 768 px high it was below the fold)
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [outcome]);
  const extText = extensions.join(' / ');

  const upload = useMutation({
    mutationFn: (chosen: File) => dataProvider.action(declaration.name, 'import', { ...fields, file: chosen }),
    onSuccess: ({ data }) => {
      const answer = data as { count: number; rows: R[] };
      setOutcome({ kind: 'done', count: answer.count, rows: answer.rows });
      setFile(null);
      if (input.current) input.current.value = '';
      // every query, the list's and what the dialog shows beside the file
      refresh();
    },
    onError: (e) => {
      const problems = isApiError(e) ? (e.fields ?? []).map(splitCell) : [];
      // the cells are in the table below, by row and column name: the message says only what happened (the
      // server's text appends the raw cell paths, for integrators)
      const message = isApiError(e) && problems.length ? translate(`errors.${e.code}`, { _: e.msg }) : failureMessage(e, translate);
      setOutcome({ kind: 'refused', message, problems });
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

  const submit = async () => {
    const p = fileProblem(file, extensions, limits.bytes) ?? (file ? await csvProblem(file) : undefined);
    setProblem(p);
    if (p || !file) return;
    setOutcome(undefined);
    upload.mutate(file);
  };

  const saveTemplate = () => {
    const bytes = xlsxOf(template.sheet, [template.header]);
    saveFile(new Blob([bytes.buffer as ArrayBuffer], { type: MIME['.xlsx'] }), template.fileName);
  };

  const number = (n: number, opts: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(tag, opts).format(n);
  const megabytes = number(limits.bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 });
  const rowColumn = <X extends { row: number | string }>(): Column<X> => ({ key: 'row', header: translate(`${U}.row`), render: (r) => r.row, align: 'right' });

  return (
    <>
      <RaButton label={`${T}.button`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </RaButton>
      <Modal open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth>
        <DialogTitle id={`${id}-title`}>{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(`${T}.intro`, { ext: extText })}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
            {translate(`${T}.allOrNothing`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${U}.limits`, { rows: number(limits.rows), size: megabytes })}
          </Typography>
          {extensions.includes('.csv') && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${U}.csv`)}
            </Typography>
          )}
          {children}
          <Button size="small" startIcon={<DownloadIcon />} onClick={saveTemplate} sx={{ mb: 1 }}>
            {translate(`${U}.template`)}
          </Button>
          <DataTable<ImportColumn>
            label={translate(`${U}.columnsLabel`)}
            rows={columns}
            rowKey={(c) => c.key}
            empty=""
            columns={[
              { key: 'column', header: translate(`${U}.column`), render: (c) => c.name },
              { key: 'holds', header: translate(`${U}.holds`), render: (c) => c.holds },
              { key: 'required', header: translate(`${U}.required`), render: (c) => translate(c.required ? `${U}.required` : `${U}.optional`) },
            ]}
          />
          <Box
            component="form"
            noValidate
            aria-label={translate(`${T}.title`)}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            sx={{ mt: 2 }}
          >
            <Typography component="div" variant="subtitle2" id={`${id}-file-label`}>
              {translate(`${U}.file`)}
            </Typography>
            <FileChoice
              file={file}
              disabled={upload.isPending}
              onChoose={(f) => {
                setFile(f);
                setProblem(undefined);
              }}
              inputRef={input}
              input={{
                accept: [...extensions, ...extensions.map((ext) => MIME[ext]).filter(Boolean)].join(','),
                'aria-labelledby': `${id}-file-label`,
                'data-testid': `${id}-file`,
              }}
              nameTestId={`${id}-file-name`}
              sx={{ mt: 0.5, flexWrap: 'wrap' }}
              useFlexGap
            />
            {problem && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate(problem, { ext: extText })}
              </Alert>
            )}
          </Box>
          {upload.isPending && <LinearProgress sx={{ mt: 2 }} aria-label={translate(`${T}.uploading`)} />}
          {outcome?.kind === 'done' && (
            <Box sx={{ mt: 2 }} ref={outcomeRef}>
              <Alert severity="success" sx={{ mb: 1 }}>
                {translate(`${T}.done`, { smart_count: outcome.count })}
              </Alert>
              <DataTable<R> label={translate(`${T}.results`)} rows={outcome.rows} rowKey={(r) => r.row} empty="" columns={[rowColumn<R>(), ...resultColumns]} />
            </Box>
          )}
          {outcome?.kind === 'refused' && (
            <Box sx={{ mt: 2 }} ref={outcomeRef}>
              <Alert severity="error" sx={{ mb: 1 }}>
                <Box>{outcome.message}</Box>
                <Box>{translate(`${T}.failed`)}</Box>
              </Alert>
              {outcome.problems.length > 0 && (
                <DataTable<Problem>
                  label={translate(`${U}.problems`)}
                  rows={outcome.problems}
                  rowKey={(p, i) => `${p.row}.${p.column}.${i}`}
                  empty=""
                  columns={[
                    rowColumn<Problem>(),
                    { key: 'column', header: translate(`${U}.column`), render: (p) => (columnName ? columnName(p.column) : <code>{p.column}</code>) },
                    { key: 'reason', header: translate(`${U}.reason`), render: (p) => p.reason, wrap: true },
                  ]}
                />
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={upload.isPending}>
            {translate(`${U}.close`)}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={upload.isPending}>
            {translate(upload.isPending ? `${T}.uploading` : `${T}.upload`)}
          </Button>
        </DialogActions>
      </Modal>
    </>
  );
}
