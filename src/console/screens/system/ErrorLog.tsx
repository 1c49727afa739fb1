/**
 * The error-log page (reached from the header's error-count badge): the entries the server keeps for the
 * user (everyone's for the super admin), newest first — time, type, code, message, URL, user and session — with
 * a type filter, one session's entries on a click of its fingerprint, and paging. A new error while the page is open reloads the list. Messages recorded in
 * another language are read in the current one where they are the console's own texts (errorLogText.ts).
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import { PageBar } from '../../ui/Pager';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { errorLog } from '../../providers/errorLog';
import { fetchErrorLog, type ServerErrorLogEntry } from '../../shell/errorLogApi';
import { markErrorsSeen } from '../../shell/errorLogState';
import { formatRelativeTime } from '../../shell/relativeTime';
import { formatLocalDate } from '../../../domain/relative-time';
import { LOCALES } from '../../../domain/locale';
import { loadMessages, type Messages } from '../../i18n';
import { indexTexts, localiseMessage } from '../../shell/errorLogText';

type TypeFilter = '' | 'ajax' | 'script';

/** The console's texts of every language, to recognise a message recorded in another one. */
function useTextIndex() {
  const [tables, setTables] = useState<Messages[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all(LOCALES.map((l) => loadMessages(l).catch(() => ({}) as Messages))).then((t) => live && setTables(t));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => indexTexts(tables), [tables]);
}

function MessageCell({
  message,
  type,
  translate,
  texts,
}: {
  message: string;
  type: string;
  translate: (k: string, o?: Record<string, unknown>) => string;
  texts: ReturnType<typeof indexTexts>;
}) {
  // a script's message is the browser's own: kept as it came
  const shown = type === 'ajax' ? localiseMessage(message, texts, translate) : message;
  return (
    <TableCell sx={{ wordBreak: 'break-word', maxWidth: 420 }} title={shown !== message ? message : undefined}>
      {shown}
    </TableCell>
  );
}

export default function ErrorLog() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [type, setType] = useState<TypeFilter>('');
  const [session, setSession] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [data, setData] = useState<{ list: ServerErrorLogEntry[]; total: number } | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [reload, setReload] = useState(0);
  const local = useSyncExternalStore(errorLog.subscribe, errorLog.getSnapshot, errorLog.getSnapshot);
  const texts = useTextIndex();

  useEffect(() => {
    markErrorsSeen();
  }, [local]);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    fetchErrorLog({ pageNum: page + 1, pageSize, ...(type ? { type } : {}), ...(session ? { tokenFingerprint: session } : {}) }, abort.signal)
      .then((d) => {
        setData(d);
        setFailed(undefined);
      })
      .catch((e: Error) => {
        if (!abort.signal.aborted) setFailed(e.message);
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [page, pageSize, type, session, reload, locale]);

  // a new error while the page is open: show the server's list again (it has saved it by then)
  const refresh = useCallback(() => setReload((n) => n + 1), []);
  useEffect(() => {
    if (local.length === 0) return;
    const t = setTimeout(refresh, 800);
    return () => clearTimeout(t);
  }, [local, refresh]);

  const col = (k: string) => translate(`shell.errorLog.columns.${k}`);
  const rows = data?.list ?? [];

  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('shell.errorLog.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <FormControl size="small" sx={{ width: 220, flex: '0 0 auto' }}>
          <InputLabel id="error-log-type">{translate('shell.errorLog.type')}</InputLabel>
          <Select
            labelId="error-log-type"
            label={translate('shell.errorLog.type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value as TypeFilter);
              setPage(0);
            }}
          >
            <MenuItem value="">{translate('shell.errorLog.allTypes')}</MenuItem>
            <MenuItem value="ajax">{translate('enum.errorLogType.ajax')}</MenuItem>
            <MenuItem value="script">{translate('enum.errorLogType.script')}</MenuItem>
          </Select>
        </FormControl>
        {session && (
          <Chip
            label={translate('shell.errorLog.sessionOnly', { session })}
            onDelete={() => {
              setSession('');
              setPage(0);
            }}
          />
        )}
        <Button startIcon={<Refresh />} onClick={refresh} disabled={loading} sx={{ whiteSpace: 'nowrap' }}>
          {translate('shell.errorLog.refresh')}
        </Button>
      </Box>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('shell.errorLog.loadFailed')}: {failed}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={translate('shell.errorLog.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{col('time')}</TableCell>
              <TableCell>{col('type')}</TableCell>
              <TableCell>{col('code')}</TableCell>
              <TableCell>{col('message')}</TableCell>
              <TableCell>{col('url')}</TableCell>
              <TableCell>{col('user')}</TableCell>
              <TableCell>{col('session')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                  {translate('shell.errorLog.empty')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((e) => (
              <TableRow key={e.id} data-error-id={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={formatLocalDate(e.time, true)}>
                    <time dateTime={e.time}>{formatRelativeTime(translate, e.time)}</time>
                  </Tooltip>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`enum.errorLogType.${e.type}`, { _: e.type })}</TableCell>
                <TableCell>{e.code}</TableCell>
                <MessageCell message={e.message} type={e.type} translate={translate} texts={texts} />
                <TableCell sx={{ wordBreak: 'break-all', maxWidth: 280 }}>{e.url}</TableCell>
                <TableCell>{e.userName ?? ''}</TableCell>
                <TableCell>
                  {e.tokenFingerprint && (
                    // the entries of one session, grouped by the fingerprint its entries share
                    <Tooltip describeChild title={translate('shell.errorLog.showSession')}>
                      <Button
                        size="small"
                        sx={{ fontFamily: 'monospace', textTransform: 'none', minWidth: 0 }}
                        onClick={() => {
                          setSession(e.tokenFingerprint ?? '');
                          setPage(0);
                        }}
                      >
                        {e.tokenFingerprint}
                      </Button>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PageBar
        count={data?.total ?? 0}
        page={page}
        size={pageSize}
        sizes={[10, 20, 50, 100]}
        onPage={setPage}
        onSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </Box>
  );
}
