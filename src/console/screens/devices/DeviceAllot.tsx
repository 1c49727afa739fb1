/**
 * Allot devices to an organisation, or unbind them (spec: the device screens "allot devices" and "unbind
 * devices"), by serial number, many at once, with a result per device. The calls (/device/bind, /device/unbind)
 * are all or none: the serials go in batches, and a batch the server refuses is tried again device by device,
 * so each device ends with its own answer — changed, left as it was, or the server's refusal in its words.
 */
import { useState } from 'react';
import { useGetList, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { callDeclared, isApiError, undescribed } from '../../providers/http';
import { schemaDef } from '../../providers/schemas';
import { DataTable } from '../../ui/DataTable';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { Section } from '../../ui/Section';

/** How many serials one call carries (the calls take up to 500; smaller batches keep a refusal's retry short). */
export const BATCH = 100;

export type Outcome = { serialNum: string } & ({ state: 'changed' | 'unchanged' } | { state: 'refused'; message: string });

/** The serials typed or pasted: split on spaces, commas and line breaks, each once, in the order given. */
export function parseSerials(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,、，;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Sends the serials in batches through `call` (all or none per call) and answers each device's outcome: a
 * refused batch is sent again one device at a time. A failure that is not the server's answer (no connection)
 * is each remaining device's outcome, unsent.
 */
export async function applyInBatches(
  serials: string[],
  call: (batch: string[]) => Promise<{ serialNums: string[] }>,
  fallbackMessage: string,
  size = BATCH,
): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (let i = 0; i < serials.length; i += size) {
    const batch = serials.slice(i, i + size);
    try {
      const { serialNums } = await call(batch);
      const changed = new Set(serialNums);
      for (const s of batch) out.push({ serialNum: s, state: changed.has(s) ? 'changed' : 'unchanged' });
    } catch (e) {
      if (!isApiError(e)) {
        for (const s of serials.slice(i)) out.push({ serialNum: s, state: 'refused', message: (e as Error)?.message || fallbackMessage });
        return out;
      }
      if (batch.length === 1) out.push({ serialNum: batch[0], state: 'refused', message: e.msg });
      else out.push(...(await applyInBatches(batch, call, fallbackMessage, 1)));
    }
  }
  return out;
}

interface Org {
  id: number;
  name: string;
}

export function DeviceAllot({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const mode = declaration.name === 'deviceAllot' ? 'allot' : 'unbind';
  const t = (k: string, o?: Record<string, unknown>) => translate(`screens.allot.${k}`, o);
  const [text, setText] = useState('');
  const [org, setOrg] = useState<Org | null>(null);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>();
  const orgs = useGetList<Org>(
    'organisations',
    { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: search.trim() ? { name: search.trim() } : {} },
    { enabled: mode === 'allot' },
  );

  const serials = parseSerials(text);
  const serialDef = schemaDef('devices/device.schema.json', 'serialNum');
  const pattern = new RegExp(String(serialDef?.pattern ?? '^.+$'), 'u');
  const maxLength = Number(serialDef?.maxLength ?? 64);
  const bad = serials.filter((s) => s.length > maxLength || !pattern.test(s));
  const ready = serials.length > 0 && bad.length === 0 && (mode === 'unbind' || org !== null);

  const submit = async () => {
    setBusy(true);
    setOutcomes(undefined);
    const action = declaration.calls.actions![mode === 'allot' ? 'bind' : 'unbind'];
    const call = (batch: string[]) =>
      undescribed<{ serialNums: string[] }>(callDeclared(action, mode === 'allot' ? { orgId: org!.id, serialNums: batch } : { serialNums: batch }));
    try {
      setOutcomes(await applyInBatches(serials, call, translate('ra.notification.http_error')));
    } finally {
      setBusy(false);
    }
  };

  const counts = outcomes && {
    changed: outcomes.filter((o) => o.state === 'changed').length,
    unchanged: outcomes.filter((o) => o.state === 'unchanged').length,
    refused: outcomes.filter((o) => o.state === 'refused').length,
  };

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{t(`${mode}.title`)}</ScreenHeading>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t(`${mode}.intro`)}
      </Alert>
      <Section title={t('devices')}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {mode === 'allot' && (
            <Autocomplete<Org>
              size="small"
              options={org && !(orgs.data ?? []).some((o) => o.id === org.id) ? [org, ...(orgs.data ?? [])] : (orgs.data ?? [])}
              value={org}
              loading={orgs.isPending}
              filterOptions={(x) => x}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={translate('crud.noOptions')}
              onInputChange={(_, v, reason) => reason === 'input' && setSearch(v)}
              onChange={(_, o) => setOrg(o)}
              renderInput={(params) => <TextField {...params} required label={t('organisation')} />}
            />
          )}
          <TextField
            label={t('serials')}
            helperText={
              bad.length ? t('badSerials', { serials: bad.slice(0, 5).join(', '), smart_count: bad.length }) : t('serialsHelp', { smart_count: serials.length })
            }
            error={bad.length > 0}
            multiline
            minRows={4}
            maxRows={12}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Box>
            <Button
              variant="contained"
              color={mode === 'unbind' ? 'error' : 'primary'}
              disabled={!ready || busy || !can(declaration.permissions.view)}
              onClick={submit}
            >
              {busy ? t('working') : t(`${mode}.submit`, { smart_count: serials.length })}
            </Button>
          </Box>
        </Stack>
      </Section>
      {outcomes && counts && (
        <Section title={t('results')}>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }} role="status">
            <Chip color="success" label={t(`${mode}.changed`, { smart_count: counts.changed })} />
            <Chip label={t(`${mode}.unchanged`, { smart_count: counts.unchanged })} />
            <Chip color={counts.refused ? 'error' : 'default'} label={t('refused', { smart_count: counts.refused })} />
          </Stack>
          <DataTable
            label={t('results')}
            rows={outcomes}
            rowKey={(o) => o.serialNum}
            empty={t('noResults')}
            columns={[
              { key: 'serialNum', header: t('serialNum'), render: (o) => o.serialNum },
              { key: 'result', header: t('result'), render: (o) => (o.state === 'refused' ? o.message : t(`${mode}.${o.state}One`)), wrap: true },
            ]}
          />
        </Section>
      )}
    </Box>
  );
}

export default DeviceAllot;
