/**
 * The merchant's points earn settings (/ms/points/newMemberReward, /ms/points/consumeReward): the points given
 * when a member opens a card, the daily login points, how many days points last, and the purchase rule
 * (points per amount of a paid vend). Reading needs points.view; saving points.update.
 */
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { callDeclared, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { CallState } from '../../ui/CallState';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { Section } from '../../ui/Section';
import { MerchantChoice } from './MerchantChoice';
import { useMoney } from '../../ui/money';

interface Settings {
  orgId: number;
  newMemberPoints: number;
  consumeAmount: number;
  consumePoints: number;
  dailyLoginPoints: number;
  validityDays: number;
  updatedAt: string | null;
}
type Field = 'newMemberPoints' | 'dailyLoginPoints' | 'validityDays' | 'consumeAmount' | 'consumePoints';
const LIMITS: Record<Field, [number, number]> = {
  newMemberPoints: [0, 100000],
  dailyLoginPoints: [0, 100000],
  validityDays: [0, 3650],
  consumeAmount: [1, 10000000],
  consumePoints: [0, 100000],
};

export function PointsRules({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const money = useMoney();
  const notify = useNotify();
  const { can } = useAccess();
  const t = (k: string, o?: Record<string, unknown>) => translate(`memberScreens.${k}`, o);
  const [orgId, setOrgId] = useState<number | undefined>(undefined);
  const actions = declaration.calls.actions!;
  const settings = useQuery({
    queryKey: ['pointsRules', orgId],
    queryFn: ({ signal }) => undescribed<Settings>(callDeclared(actions.newMemberReward, orgId ? { orgId } : {}, { signal })),
  });
  const [form, setForm] = useState<Record<Field, string>>({
    newMemberPoints: '',
    dailyLoginPoints: '',
    validityDays: '',
    consumeAmount: '',
    consumePoints: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const d = settings.data;
    if (d)
      setForm({
        newMemberPoints: String(d.newMemberPoints),
        dailyLoginPoints: String(d.dailyLoginPoints),
        validityDays: String(d.validityDays),
        consumeAmount: String(d.consumeAmount),
        consumePoints: String(d.consumePoints),
      });
  }, [settings.data]);
  const bad = (f: Field) => !/^\d{1,8}$/.test(form[f]) || Number(form[f]) < LIMITS[f][0] || Number(form[f]) > LIMITS[f][1];
  const editable = can(declaration.permissions.update);
  const save = async (call: string, fields: Field[]) => {
    setBusy(true);
    setError(null);
    try {
      await callDeclared(call, { ...(orgId ? { orgId } : {}), ...Object.fromEntries(fields.map((f) => [f, Number(form[f])])) });
      notify('memberScreens.saved', { type: 'success' });
      await settings.refetch();
    } catch (e) {
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  };
  const input = (f: Field) => (
    <TextField
      key={f}
      size="small"
      label={t(f)}
      value={form[f]}
      error={bad(f)}
      disabled={!editable}
      helperText={`${LIMITS[f][0]}–${LIMITS[f][1]}`}
      onChange={(e) => setForm({ ...form, [f]: e.target.value.trim() })}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
    />
  );
  const group = (title: string, call: string, fields: Field[], help?: string) => (
    <Section title={title} level={2}>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', rowGap: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save(call, fields);
        }}
      >
        {fields.map(input)}
        {editable && (
          <Box>
            <Button type="submit" variant="contained" disabled={busy || fields.some(bad)}>
              {t('save')}
            </Button>
          </Box>
        )}
      </Stack>
      {help && <Box sx={{ mt: 1, color: 'text.secondary' }}>{help}</Box>}
    </Section>
  );
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <ScreenHeading>{t('rulesTitle')}</ScreenHeading>
      <MerchantChoice onChoose={setOrgId} />
      <CallState query={settings} />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {settings.data && (
        <>
          <Alert severity={settings.data.updatedAt ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {settings.data.updatedAt ? (
              <>
                {t('updatedAt')}: <DateTimeText value={settings.data.updatedAt} />
              </>
            ) : (
              t('neverSaved')
            )}
          </Alert>
          {group(t('newMemberTitle'), actions.newMemberReward, ['newMemberPoints', 'dailyLoginPoints', 'validityDays'])}
          {group(
            t('consumeTitle'),
            actions.consumeReward,
            ['consumeAmount', 'consumePoints'],
            t('consumeHelp', {
              amount: /^\d+$/.test(form.consumeAmount) ? money.major(Number(form.consumeAmount)) : form.consumeAmount,
              points: form.consumePoints,
            }),
          )}
        </>
      )}
    </Box>
  );
}

export default PointsRules;
