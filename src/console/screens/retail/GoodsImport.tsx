/**
 * The goods import on the goods list (`list.actions` of resources/retail/goods.ts: the call goodsImport, the
 * code goods.import): a dialog that says which columns the workbook has and what each holds, offers the
 * template (the header row in the user's language, written in the browser), takes an .xlsx or .xls file,
 * uploads it as a multipart form and shows each row's result: on success every row's new good (and the
 * list is read again); on refusal the server's message, that nothing was imported, and every wrong cell
 * with its column and reason, as the server words them in the user's language. How many goods imports
 * have created so far (goodsImportCount) is shown above the file, so a file imported once is not twice.
 * The server decides a file's kind by its bytes; the name is only checked here to help.
 */
import { useRef, useState } from 'react';
import { Button as RaButton, useDataProvider, useLocaleState, useRefresh } from 'react-admin';
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
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import type { OpsDataProvider } from '../../providers/dataProvider';
import { isApiError } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { useAccess } from '../../crud/access';
import { LIMITS } from '../../../domain/limits';
import type { Locale } from '../../../domain/locale';
import { GOODS_IMPORT_COLUMNS, goodsTemplateHeader } from '../../../domain/goods-io';
import { DataTable, useFormat } from '../devices/detail/telemetryParts';
import { xlsxOf } from '../devices/xlsxTemplate';
import { splitCell } from '../devices/DeviceImport';

const T = 'goodsio.import';
const EXTS = ['.xlsx', '.xls'];
const EXT_TEXT = EXTS.join(' / ');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_TYPE = 'application/vnd.ms-excel';

interface ImportedRow {
  row: number;
  id: number;
  barcode: string;
  name: string;
}

interface ImportCount {
  count: number;
  imports: number;
}

type Outcome =
  | { kind: 'done'; count: number; rows: ImportedRow[] }
  | { kind: 'refused'; message: string; problems: { row: string; column: string; reason: string }[] };

/** The message key refusing a file before it is sent, or undefined when it may be sent. */
export function goodsFileProblem(file: File | null | undefined): string | undefined {
  if (!file) return `${T}.noFile`;
  const name = file.name.toLowerCase();
  if (!EXTS.some((ext) => name.endsWith(ext))) return `${T}.wrongType`;
  if (file.size === 0) return 'errors.203016';
  if (file.size > LIMITS.goodsImportMaxBytes) return 'errors.203015';
  return undefined;
}

export const GOODS_TEMPLATE_NAME = 'goods-import.xlsx';

/** Saves the template: the header row, in the user's language (the server reads any of the four). */
function downloadTemplate(locale: Locale) {
  const bytes = xlsxOf('goods', [goodsTemplateHeader(locale)]);
  const url = URL.createObjectURL(new Blob([bytes.buffer as ArrayBuffer], { type: XLSX_TYPE }));
  const a = document.createElement('a');
  a.href = url;
  a.download = GOODS_TEMPLATE_NAME;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function GoodsImport({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = (locale ?? 'ja') as Locale;
  const f = useFormat();
  const { can } = useAccess();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  const counted = Boolean(declaration.calls.actions?.importCount) && can(declaration.permissions.importCount);
  const soFar = useQuery({
    queryKey: [declaration.name, 'importCount'],
    queryFn: async () => (await dataProvider.action(declaration.name, 'importCount', {})).data as ImportCount,
    enabled: open && counted,
  });

  const upload = useMutation({
    mutationFn: (chosen: File) => dataProvider.action(declaration.name, 'import', { file: chosen }),
    onSuccess: ({ data }) => {
      const answer = data as { count: number; rows: ImportedRow[] };
      setOutcome({ kind: 'done', count: answer.count, rows: answer.rows });
      setFile(null);
      if (input.current) input.current.value = '';
      refresh();
      void soFar.refetch();
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
    const p = goodsFileProblem(file);
    setProblem(p);
    if (p || !file) return;
    setOutcome(undefined);
    upload.mutate(file);
  };

  const field = (key: string) => translate(`resources.goods.fields.${key}`, { _: key });
  const megabytes = f.number(LIMITS.goodsImportMaxBytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 });

  return (
    <>
      <RaButton label={`${T}.button`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </RaButton>
      <Dialog open={open} onClose={close} aria-labelledby="goods-import-title" maxWidth="md" fullWidth>
        <DialogTitle id="goods-import-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(`${T}.intro`, { ext: EXT_TEXT })}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
            {translate(`${T}.allOrNothing`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.limits`, { rows: f.number(LIMITS.goodsImportMaxRows), size: megabytes })}
          </Typography>
          {soFar.data && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="goods-import-so-far">
              {translate(`${T}.so_far`, { count: f.number(soFar.data.count), imports: f.number(soFar.data.imports) })}
            </Typography>
          )}
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadTemplate(lang)} sx={{ mb: 1 }}>
            {translate(`${T}.template`)}
          </Button>
          <DataTable
            label={translate(`${T}.columnsLabel`)}
            rows={GOODS_IMPORT_COLUMNS}
            rowKey={(c) => c.key}
            empty=""
            columns={[
              { key: 'column', header: translate(`${T}.column`), render: (c) => c.label[lang] },
              { key: 'rules', header: translate(`${T}.rules`), render: (c) => translate(`${T}.columnRules.${c.key}`) },
              { key: 'required', header: translate(`${T}.required`), render: (c) => translate(c.import === 'required' ? `${T}.required` : `${T}.optional`) },
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
            <Typography component="div" variant="subtitle2" id="goods-import-file-label">
              {translate(`${T}.file`)}
            </Typography>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mt: 0.5, flexWrap: 'wrap' }} useFlexGap>
              <Button variant="outlined" component="label" disabled={upload.isPending}>
                {translate(`${T}.choose`)}
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept={[...EXTS, XLSX_TYPE, XLS_TYPE].join(',')}
                  aria-labelledby="goods-import-file-label"
                  data-testid="goods-import-file"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setProblem(undefined);
                  }}
                />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
                {file ? file.name : translate(`${T}.noFile`)}
              </Typography>
            </Stack>
            {problem && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate(problem, { ext: EXT_TEXT })}
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
                  { key: 'barcode', header: field('barcode'), render: (r) => r.barcode },
                  { key: 'name', header: field('name'), render: (r) => r.name },
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
                    { key: 'column', header: translate(`${T}.column`), render: (p) => field(p.column) },
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

export default GoodsImport;
