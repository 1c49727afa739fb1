/**
 * The payment matrix: every payment method of the catalogue as a row — taken or not, through which channel
 * (only those whose gateway takes the method) and which pay config of that channel. Saved through
 * /pay/config/modify with the rows that changed; a taken method without a channel is shown before submit.
 */
import { useMemo, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAY_CHANNELS, PAY_METHODS, payMethodName } from '../../../../domain/payments';
import type { Locale } from '../../../../domain/locale';
import { CHANNEL_RULES } from '../../../../domain/pay-config-rules';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { callDeclared, callOperation } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { ScreenHeading } from '../../../ui/ScreenHeading';

export interface MatrixRow {
  payType: number;
  channel: string;
  payConfigId: number | null;
  enabled: boolean;
  sort: number;
}

/** The channels whose gateway takes a method. */
export const channelsFor = (payType: number) => PAY_CHANNELS.filter((c) => CHANNEL_RULES[c].wallets.includes(payType));

/** The rows to send: those that differ from what is stored, and the methods a channel was chosen for. */
export function changedRows(stored: MatrixRow[], edited: Map<number, MatrixRow>): MatrixRow[] {
  const before = new Map(stored.map((r) => [r.payType, r]));
  return [...edited.values()].filter((r) => {
    const b = before.get(r.payType);
    return b ? b.channel !== r.channel || b.payConfigId !== r.payConfigId || b.enabled !== r.enabled : Boolean(r.channel);
  });
}

export function PayMatrix({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const editable = can(declaration.permissions.update);
  const matrix = useQuery({ queryKey: [declaration.name, 'matrix'], queryFn: ({ signal }) => callOperation('payMatrixQuery', {}, { signal }) });
  const configs = useQuery({
    queryKey: [declaration.name, 'configs'],
    queryFn: ({ signal }) => callOperation('payConfigPageList', { pageNum: 1, pageSize: 100 }, { signal }),
    enabled: can('payConfig.view'),
  });
  const [edits, setEdits] = useState<Map<number, MatrixRow>>(new Map());
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const stored = useMemo(() => matrix.data ?? [], [matrix.data]);
  const rows = useMemo(() => {
    const byType = new Map(stored.map((r) => [r.payType, r]));
    return PAY_METHODS.map((m) => edits.get(m.code) ?? byType.get(m.code) ?? { payType: m.code, channel: '', payConfigId: null, enabled: false, sort: 0 });
  }, [stored, edits]);
  const missingChannel = rows.filter((r) => r.enabled && !r.channel).map((r) => r.payType);

  const save = useMutation({
    // the rows are the matrix's answer (payType an integer there), the save schema takes one of PAY_TYPES
    mutationFn: (changed: MatrixRow[]) =>
      callDeclared('payMatrixModify', {
        rows: changed.map(({ payType, channel, payConfigId, enabled, sort }) => ({ payType, channel, payConfigId, enabled, sort })),
      }),
    onSuccess: (data) => {
      queryClient.setQueryData([declaration.name, 'matrix'], data);
      setEdits(new Map());
      setTried(false);
      notify('payconfig.matrix.saved', { type: 'success' });
    },
    onError: (e) => setProblem(failureMessage(e, translate)),
  });
  const change = (row: MatrixRow, patch: Partial<MatrixRow>) => setEdits((m) => new Map(m).set(row.payType, { ...row, ...patch }));
  const submit = () => {
    setProblem(undefined);
    setTried(true);
    if (missingChannel.length) return setProblem(translate('payconfig.matrix.channelRequired'));
    const changed = changedRows(stored, edits);
    if (!changed.length) return notify('payconfig.matrix.nothingChanged', { type: 'info' });
    save.mutate(changed);
  };

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{translate('payconfig.matrix.title')}</ScreenHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('payconfig.matrix.intro')}
      </Typography>
      {!editable && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate('payconfig.matrix.readOnly')}
        </Alert>
      )}
      <Table size="small" aria-label={translate('payconfig.matrix.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('payconfig.matrix.method')}</TableCell>
            <TableCell>{translate('payconfig.matrix.enabled')}</TableCell>
            <TableCell>{translate('payconfig.matrix.channel')}</TableCell>
            <TableCell>{translate('payconfig.matrix.config')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const method = PAY_METHODS.find((m) => m.code === r.payType)!;
            const name = payMethodName(method.code, locale);
            const choices = (configs.data?.list ?? []).filter((c) => c.channel === r.channel);
            const noChannel = tried && missingChannel.includes(r.payType);
            return (
              <TableRow key={r.payType} data-testid={`matrix-row-${r.payType}`}>
                <TableCell>
                  <Box
                    component="span"
                    sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: method.color, mr: 1 }}
                    aria-hidden
                  />
                  {name}
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={r.enabled}
                    disabled={!editable}
                    onChange={(e) => change(r, { enabled: e.target.checked })}
                    slotProps={{ input: { 'aria-label': `${name} ${translate('payconfig.matrix.enabled')}` } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={r.channel}
                    disabled={!editable}
                    sx={{ minWidth: 180 }}
                    error={noChannel}
                    helperText={noChannel ? translate('payconfig.matrix.channelRequired') : undefined}
                    onChange={(e) => change(r, { channel: e.target.value, payConfigId: null })}
                    slotProps={{ htmlInput: { 'aria-label': `${name} ${translate('payconfig.matrix.channel')}` } }}
                  >
                    <MenuItem value="">
                      <em>{translate('payconfig.matrix.notSet')}</em>
                    </MenuItem>
                    {channelsFor(r.payType).map((c) => (
                      <MenuItem key={c} value={c}>
                        {translate(`enum.payChannel.${c}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={r.payConfigId ?? ''}
                    disabled={!editable || !r.channel}
                    sx={{ minWidth: 200 }}
                    onChange={(e) => change(r, { payConfigId: e.target.value === '' ? null : Number(e.target.value) })}
                    slotProps={{ htmlInput: { 'aria-label': `${name} ${translate('payconfig.matrix.config')}` } }}
                  >
                    <MenuItem value="">
                      <em>{translate('payconfig.matrix.noConfig')}</em>
                    </MenuItem>
                    {choices.map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {problem && (
        <Alert severity="error" sx={{ my: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      {editable && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={submit} disabled={save.isPending}>
          {translate('payconfig.matrix.save')}
        </Button>
      )}
    </Box>
  );
}

export default PayMatrix;
