/**
 * The merchant's member levels (/ms/level/memberLevel/getMemberLevelByOrgId, setup): level 1 first, each with
 * a name and the points EARNED it needs (not the balance), and how many members hold it. Saving replaces the
 * levels and recomputes every member's level on the server, in one transaction.
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
import { callDeclared, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { CallState } from '../../ui/CallState';
import { DataTable } from '../../ui/DataTable';
import { Empty } from '../../ui/Empty';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { Section } from '../../ui/Section';
import { MerchantChoice } from './MerchantChoice';

interface Level {
  level: number;
  name: string;
  threshold: number;
  members: number;
}
interface Row {
  name: string;
  threshold: string;
}
const MAX_LEVELS = 10;

export function MemberLevels({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useAccess();
  const t = (k: string, o?: Record<string, unknown>) => translate(`memberScreens.${k}`, o);
  const [orgId, setOrgId] = useState<number | undefined>(undefined);
  const actions = declaration.calls.actions!;
  const levels = useQuery({
    queryKey: ['memberLevels', orgId],
    queryFn: ({ signal }) => undescribed<{ orgId: number; levels: Level[] }>(callDeclared(actions.get, orgId ? { orgId } : {}, { signal })),
  });
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (levels.data) setRows(levels.data.levels.map((l) => ({ name: l.name, threshold: String(l.threshold) })));
  }, [levels.data]);
  const badName = (r: Row) => !/^\S(.*\S)?$/.test(r.name) || [...r.name].length > 20;
  const badThreshold = (r: Row, i: number) =>
    !/^\d{1,9}$/.test(r.threshold) || Number(r.threshold) > 100000000 || (i > 0 && Number(r.threshold) <= Number(rows[i - 1].threshold));
  const ready = rows.every((r, i) => !badName(r) && !badThreshold(r, i));
  const editable = can(declaration.permissions.update);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await undescribed<{ recomputed: number }>(
        callDeclared(actions.setup, { ...(orgId ? { orgId } : {}), levels: rows.map((r) => ({ name: r.name, threshold: Number(r.threshold) })) }),
      );
      notify(t('recomputed', { count: done.recomputed }), { type: 'success' });
      await levels.refetch();
    } catch (e) {
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  };
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <ScreenHeading>{t('levelsTitle')}</ScreenHeading>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('levelsHelp')}
      </Alert>
      <MerchantChoice onChoose={setOrgId} />
      <CallState query={levels} />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {levels.data && (
        <>
          <Section title={t('levelsTitle')} level={2}>
            <DataTable<Level>
              label={t('levelsTitle')}
              rows={levels.data.levels}
              rowKey={(l) => l.level}
              empty={t('levelsEmpty')}
              columns={[
                { key: 'level', header: t('levelNo'), render: (l) => l.level },
                { key: 'name', header: t('levelName'), render: (l) => l.name },
                { key: 'threshold', header: t('threshold'), align: 'right', render: (l) => l.threshold },
                { key: 'members', header: t('members'), align: 'right', render: (l) => l.members },
              ]}
            />
          </Section>
          {editable && (
            <Section title={t('editTitle')} level={2}>
              <Stack
                component="form"
                spacing={1}
                onSubmit={(e) => {
                  e.preventDefault();
                  if (ready) void save();
                }}
              >
                {rows.length === 0 && <Empty>{t('levelsEmpty')}</Empty>}
                {rows.map((r, i) => (
                  <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
                    <Box sx={{ minWidth: 48, pt: 1 }}>{i + 1}</Box>
                    <TextField
                      size="small"
                      label={t('levelName')}
                      value={r.name}
                      error={badName(r)}
                      onChange={(e) => set(i, { name: e.target.value })}
                      slotProps={{ htmlInput: { maxLength: 20 } }}
                    />
                    <TextField
                      size="small"
                      label={t('threshold')}
                      value={r.threshold}
                      error={badThreshold(r, i)}
                      onChange={(e) => set(i, { threshold: e.target.value.trim() })}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
                    />
                    <Button onClick={() => setRows(rows.filter((_, j) => j !== i))}>{t('removeLevel')}</Button>
                  </Stack>
                ))}
                <Stack direction="row" spacing={1}>
                  <Button
                    disabled={rows.length >= MAX_LEVELS}
                    onClick={() => setRows([...rows, { name: '', threshold: rows.length ? String(Number(rows[rows.length - 1].threshold) + 1) : '0' }])}
                  >
                    {t('addLevel')}
                  </Button>
                  <Button type="submit" variant="contained" disabled={!ready || busy}>
                    {t('save')}
                  </Button>
                </Stack>
              </Stack>
            </Section>
          )}
        </>
      )}
    </Box>
  );
}

export default MemberLevels;
