/**
 * Holiday marketing: the festivals of one year (1921-2100) as the server's festival table has them, Japan's
 * public holidays among them, in the user's language (the server names them), each with its date, its kind
 * and whether it is a lunar one, the organisation's own festivals among them; and a form adding an own dated
 * festival (holders of holiday.add). The Chinese civic days of the spec's catalogue are shown on request only:
 * the estate is Japanese.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { callDeclared, isApiError, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { Section } from '../../ui/Section';
import { DataTable, type Column } from '../../ui/DataTable';
import { CallState } from '../../ui/CallState';
import { FESTIVAL_YEARS, type HolidayKind } from '../../../domain/festivals';
import { tokyoDay } from '../../../domain/payments';

export interface FestivalRow {
  code: string;
  kind: HolidayKind;
  name: string;
  date: string;
  lunar: boolean;
  id?: number;
  orgId?: number;
  orgName?: string;
}

const YEARS = Array.from({ length: FESTIVAL_YEARS.max - FESTIVAL_YEARS.min + 1 }, (_, i) => FESTIVAL_YEARS.min + i);
const NAME_MAX = 15;
const DATE_RE = /^(?:192[1-9]|19[3-9]\d|20\d\d|2100)-\d{2}-\d{2}$/;
/** The name rule of schemas/marketing/holiday.schema.json: 1 to 15 characters, no space at either end, no line break. */
const nameOk = (name: string) => [...name].length >= 1 && [...name].length <= NAME_MAX && name.trim() === name && !/[\r\n\u2028\u2029]/.test(name);
const dateOk = (date: string) =>
  DATE_RE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

export function HolidayMarketing({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useAccess();
  const t = (k: string, o?: Record<string, unknown>) => translate(`festivals.${k}`, o);
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const thisYear = Number(tokyoDay(new Date()).slice(0, 4));
  const [year, setYear] = useState(Math.min(Math.max(thisYear, FESTIVAL_YEARS.min), FESTIVAL_YEARS.max));
  const [showChinese, setShowChinese] = useState(false);
  const list = useQuery({
    queryKey: ['holidayList', year],
    queryFn: () => undescribed<FestivalRow[]>(callDeclared(declaration.calls.list!, { year })),
    placeholderData: keepPreviousData,
  });

  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const nameError = touched && name !== '' && !nameOk(name) ? translate('validation.festivalName') : fieldErrors.name;
  const dateError = touched && date !== '' && !dateOk(date) ? translate('validation.festivalDate') : fieldErrors.date;
  const ready = nameOk(name) && dateOk(date) && !busy;

  const submit = async () => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const added = await undescribed<FestivalRow>(callDeclared(declaration.calls.create!, { name, date }));
      notify('festivals.added', { type: 'success', messageArgs: { name: added.name } });
      setName('');
      setDate('');
      setTouched(false);
      const addedYear = Number(added.date.slice(0, 4));
      if (addedYear !== year) setYear(addedYear);
      else await list.refetch();
    } catch (e) {
      if (isApiError(e) && e.fields?.length) setFieldErrors(Object.fromEntries(e.fields.map((f) => [f.field, f.message])));
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<FestivalRow>[] = [
    { key: 'date', header: field('date'), render: (r) => r.date },
    { key: 'name', header: field('name'), render: (r) => r.name },
    {
      key: 'lunar',
      header: field('lunar'),
      render: (r) => (
        <Chip size="small" variant={r.lunar ? 'filled' : 'outlined'} color={r.lunar ? 'secondary' : 'default'} label={r.lunar ? t('lunarYes') : t('lunarNo')} />
      ),
    },
    {
      key: 'kind',
      header: t('kind'),
      render: (r) => {
        const label = translate(`enum.holidayKind.${r.kind}`);
        if (r.kind === 'custom') return `${label} · ${r.orgName ?? ''}`;
        return r.kind === 'publicHoliday' ? <Chip size="small" color="error" variant="outlined" label={label} /> : label;
      },
    },
  ];
  const rows = list.data?.filter((r) => showChinese || r.kind !== 'chineseDay');

  const yearPicker = (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <IconButton size="small" aria-label={t('previousYear')} disabled={year <= FESTIVAL_YEARS.min} onClick={() => setYear(year - 1)}>
        <ChevronLeft />
      </IconButton>
      <TextField
        select
        size="small"
        label={field('year')}
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        sx={{ minWidth: 120 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {YEARS.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <IconButton size="small" aria-label={t('nextYear')} disabled={year >= FESTIVAL_YEARS.max} onClick={() => setYear(year + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading actions={yearPicker}>{t('title')}</ScreenHeading>
      {can(declaration.permissions.create) && (
        <Section level={2} title={t('addTitle')}>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems="flex-start"
            onSubmit={(e) => {
              e.preventDefault();
              setTouched(true);
              if (ready) submit();
            }}
          >
            <TextField
              label={field('name')}
              value={name}
              required
              size="small"
              onChange={(e) => {
                setName(e.target.value);
                setTouched(true);
              }}
              error={Boolean(nameError)}
              helperText={nameError ?? t('nameHelp')}
            />
            <TextField
              label={field('date')}
              type="date"
              value={date}
              required
              size="small"
              onChange={(e) => {
                setDate(e.target.value);
                setTouched(true);
              }}
              error={Boolean(dateError)}
              helperText={dateError ?? ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: `${FESTIVAL_YEARS.min}-01-01`, max: `${FESTIVAL_YEARS.max}-12-31` } }}
            />
            <Button type="submit" variant="contained" disabled={!ready}>
              {t('add')}
            </Button>
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </Section>
      )}
      <Section level={2} title={t('yearTable', { year })}>
        <FormControlLabel
          control={<Checkbox size="small" checked={showChinese} onChange={(e) => setShowChinese(e.target.checked)} />}
          label={t('showChinese')}
          title={t('showChineseHelp')}
        />
        <CallState query={list} />
        {rows && (
          <DataTable
            label={t('yearTable', { year })}
            columns={columns}
            rows={rows}
            rowKey={(r) => (r.code === 'custom' ? `custom-${r.id}` : `${r.code}-${r.date}`)}
            empty={t('empty')}
          />
        )}
      </Section>
    </Box>
  );
}

export default HolidayMarketing;
