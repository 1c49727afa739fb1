/**
 * The channel choice per locale: for ja, zh-CN, zh-TW and en, which payment channels are offered and in
 * which order. The organisation's own list is edited (added the first time, replaced after).
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Close from '@mui/icons-material/Close';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAY_CHANNELS } from '../../../../domain/payments';
import { CHANNEL_CHOICE_LOCALES } from '../../../../domain/pay-config-rules';
import type { Locale } from '../../../../domain/locale';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { callOperation } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { ScreenHeading } from '../../../ui/ScreenHeading';

interface Choice {
  locale: string;
  channel: string;
  sort: number;
  enabled: boolean;
}

function LocaleChoice({ locale, stored, editable, queryKey }: { locale: Locale; stored: Choice[]; editable: boolean; queryKey: unknown[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [channels, setChannels] = useState<string[]>(stored.map((c) => c.channel));
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      callOperation(stored.length ? 'payChannelChooseModify' : 'payChannelChooseAdd', {
        locale,
        channels: channels.map((channel, sort) => ({ channel, sort })),
      }),
    onSuccess: () => {
      notify('payconfig.choose.saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e) => setProblem(failureMessage(e, translate)),
  });
  const move = (i: number, by: number) =>
    setChannels((cs) => {
      const next = [...cs];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  const submit = () => {
    setProblem(undefined);
    if (!channels.length) return setProblem(translate('payconfig.choose.empty'));
    save.mutate();
  };
  const rest = PAY_CHANNELS.filter((c) => !channels.includes(c));
  return (
    <Box sx={{ mt: 2 }}>
      {!stored.length && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate('payconfig.choose.inherited')}
        </Alert>
      )}
      <List dense aria-label={translate(`payconfig.choose.locale.${locale}`)}>
        {channels.map((c, i) => (
          <ListItem
            key={c}
            secondaryAction={
              editable && (
                <>
                  <IconButton
                    aria-label={`${translate(`enum.payChannel.${c}`)} ${translate('payconfig.choose.up')}`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`${translate(`enum.payChannel.${c}`)} ${translate('payconfig.choose.down')}`}
                    disabled={i === channels.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`${translate(`enum.payChannel.${c}`)} ${translate('payconfig.choose.remove')}`}
                    onClick={() => setChannels((cs) => cs.filter((x) => x !== c))}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </>
              )
            }
          >
            <ListItemText primary={`${i + 1}. ${translate(`enum.payChannel.${c}`)}`} />
          </ListItem>
        ))}
      </List>
      {editable && (
        <>
          <TextField
            select
            size="small"
            sx={{ minWidth: 240, mr: 2 }}
            label={translate('payconfig.choose.add')}
            value=""
            onChange={(e) => setChannels((cs) => [...cs, e.target.value])}
            disabled={!rest.length}
          >
            {rest.map((c) => (
              <MenuItem key={c} value={c}>
                {translate(`enum.payChannel.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {translate('payconfig.choose.save')}
          </Button>
        </>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}

export function ChannelChoose({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const [locale, setLocale] = useState<Locale>(CHANNEL_CHOICE_LOCALES[0]);
  const queryKey = [declaration.name, 'choices'];
  const choices = useQuery({ queryKey, queryFn: ({ signal }) => callOperation('payChannelChooseQuery', {}, { signal }) });
  const stored = (choices.data ?? []).filter((c) => c.locale === locale).sort((a, b) => a.sort - b.sort);
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{translate('payconfig.choose.title')}</ScreenHeading>
      <Typography variant="body2" color="text.secondary">
        {translate('payconfig.choose.intro')}
      </Typography>
      <Tabs value={locale} onChange={(_, v) => setLocale(v)} aria-label={translate('resources.payChannelChoose.fields.locale')}>
        {CHANNEL_CHOICE_LOCALES.map((l) => (
          <Tab key={l} value={l} label={translate(`payconfig.choose.locale.${l}`)} />
        ))}
      </Tabs>
      {choices.data && (
        <LocaleChoice
          key={`${locale}-${choices.dataUpdatedAt}`}
          locale={locale}
          stored={stored}
          editable={can(declaration.permissions.update)}
          queryKey={queryKey}
        />
      )}
    </Box>
  );
}

export default ChannelChoose;
