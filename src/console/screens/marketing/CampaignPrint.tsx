/**
 * Collective print (Marketing): pick a running or coming campaign, which of its stores, what to print (claim QR
 * cards, an A4 poster per store, stamp cards of a stamp campaign), the layout (A4, or 2 × 5 or 3 × 8 labels) and
 * the copies; the options are checked by the call's schema before anything is asked, the server answers the
 * stores and their claim links, the preview shows the pages, and Print prints them (the document alone: a
 * portal beside the console that only print media shows).
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PrintIcon from '@mui/icons-material/Print';
import type { ScreenProps } from '../../crud/registry';
import { schemaErrors } from '../../crud/checkedSave';
import { callOperation, type CallParams } from '../../providers/http';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { Section } from '../../ui/Section';
import { CallState } from '../../ui/CallState';
import type { Locale } from '../../../domain/locale';
import { PRINT_CSS, PrintDocument, pageCount } from './print/PrintDocument';

type Query = CallParams<'activityPrint'>;
type Kind = Query['kinds'][number];
type Layout = Query['layout'];
const KINDS: Kind[] = ['claimCard', 'poster', 'stampCard'];
const LAYOUTS: Layout[] = ['a4', 'a4x10', 'a4x24'];
const SCHEMA = 'marketing/campaign-print.schema.json';

export function CampaignPrint({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const t = (k: string, o?: Record<string, unknown>) => translate(`campaignPrint.${k}`, o);
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);

  // campaigns that can still be printed for: in progress, or not started yet
  const campaigns = useQuery({
    queryKey: ['campaignPrintChoices'],
    queryFn: async () => {
      const pages = await Promise.all(
        (['inProgress', 'notStarted'] as const).map((state) => callOperation('activityPageList', { state, pageNum: 1, pageSize: 100 })),
      );
      return pages.flatMap((p) => p.list ?? []).filter((c) => c !== undefined);
    },
  });
  const [campaignId, setCampaignId] = useState<number | ''>('');
  const campaign = campaigns.data?.find((c) => c.id === campaignId);
  const [kinds, setKinds] = useState<Kind[]>(['claimCard', 'poster']);
  const [layout, setLayout] = useState<Layout>('a4x10');
  const [copies, setCopies] = useState('1');
  const [unchecked, setUnchecked] = useState<number[]>([]);

  // a stamp card only for a stamp campaign (the server refuses it otherwise)
  const offered = KINDS.filter((k) => k !== 'stampCard' || campaign?.type === 'stamp');
  useEffect(() => {
    setKinds((ks) => ks.filter((k) => offered.includes(k)));
    setUnchecked([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new campaign resets the choice
  }, [campaignId]);

  // the stores that run it (all of them), then the document for those kept
  const stores = useQuery({
    queryKey: ['activityPrintStores', campaignId],
    queryFn: () => callOperation('activityPrint', { id: Number(campaignId), kinds: ['poster'], layout: 'a4' }),
    enabled: campaignId !== '',
  });
  const all = useMemo(() => stores.data?.stores ?? [], [stores.data]);
  const storeIds = all.filter((s) => !unchecked.includes(s.id)).map((s) => s.id);
  const body: Record<string, unknown> = {
    id: Number(campaignId),
    kinds,
    layout,
    copies: /^\d+$/.test(copies) ? Number(copies) : copies,
    ...(unchecked.length ? { storeIds } : {}),
  };
  const errors = campaignId === '' ? {} : schemaErrors<string>(locale, SCHEMA, 'query', body, (path) => path.split('.')[0] || undefined);
  const valid = campaignId !== '' && Object.keys(errors).length === 0 && storeIds.length > 0;
  const sheet = useQuery({
    queryKey: ['activityPrint', body],
    queryFn: () => callOperation('activityPrint', body as Query),
    enabled: valid && stores.isSuccess,
  });
  const doc = valid ? sheet.data : undefined;

  const toggleKind = (k: Kind) => setKinds((ks) => (ks.includes(k) ? ks.filter((x) => x !== k) : KINDS.filter((x) => x === k || ks.includes(x))));
  const toggleStore = (id: number) => setUnchecked((u) => (u.includes(id) ? u.filter((x) => x !== id) : [...u, id]));

  return (
    <Box>
      <style>{PRINT_CSS}</style>
      <ScreenHeading
        actions={
          <Button variant="contained" startIcon={<PrintIcon />} disabled={!doc} onClick={() => window.print()}>
            {t('print')}
          </Button>
        }
      >
        {translate(declaration.menu.code)}
      </ScreenHeading>
      <Section title={t('options')}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <CallState query={campaigns} />
          <TextField
            select
            label={field('campaign')}
            value={campaignId}
            onChange={(e) => setCampaignId(e.target.value === '' ? '' : Number(e.target.value))}
            helperText={campaigns.data && campaigns.data.length === 0 ? t('noCampaigns') : undefined}
          >
            {(campaigns.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name} · {translate(`enum.campaignType.${c.type}`)} · {c.startDate} – {c.endDate}
              </MenuItem>
            ))}
          </TextField>
          <FormControl error={Boolean(errors.kinds)}>
            <FormLabel>{field('kinds')}</FormLabel>
            <FormGroup row>
              {offered.map((k) => (
                <FormControlLabel
                  key={k}
                  control={<Checkbox checked={kinds.includes(k)} onChange={() => toggleKind(k)} />}
                  label={translate(`enum.campaignPrintKind.${k}`)}
                />
              ))}
            </FormGroup>
            {errors.kinds && <FormHelperText>{errors.kinds}</FormHelperText>}
          </FormControl>
          <FormControl>
            <FormLabel id="cp-layout">{field('layout')}</FormLabel>
            <RadioGroup row aria-labelledby="cp-layout" value={layout} onChange={(e) => setLayout(e.target.value as Layout)}>
              {LAYOUTS.map((l) => (
                <FormControlLabel key={l} value={l} control={<Radio />} label={translate(`enum.campaignPrintLayout.${l}`)} />
              ))}
            </RadioGroup>
            <FormHelperText>{t('posterPerPage')}</FormHelperText>
          </FormControl>
          <TextField
            label={field('copies')}
            value={copies}
            onChange={(e) => setCopies(e.target.value)}
            error={Boolean(errors.copies)}
            helperText={errors.copies ?? t('copiesHelp')}
            inputProps={{ inputMode: 'numeric' }}
            sx={{ maxWidth: 200 }}
          />
        </Stack>
      </Section>
      {campaignId !== '' && (
        <Section title={field('storeIds')}>
          <CallState query={stores} />
          {stores.isSuccess && all.length === 0 && <Alert severity="info">{t('noStores')}</Alert>}
          <FormGroup row>
            {all.map((s) => (
              <FormControlLabel key={s.id} control={<Checkbox checked={!unchecked.includes(s.id)} onChange={() => toggleStore(s.id)} />} label={s.name} />
            ))}
          </FormGroup>
          {all.length > 0 && storeIds.length === 0 && <Alert severity="warning">{t('chooseStores')}</Alert>}
          {errors.storeIds && <Alert severity="warning">{errors.storeIds}</Alert>}
        </Section>
      )}
      {campaignId !== '' && (
        <Section title={doc ? t('preview', { pages: pageCount(doc) }) : t('previewEmpty')}>
          <CallState query={sheet} />
          {doc && (
            <Box
              role="document"
              tabIndex={0} // it scrolls: keyboard users reach its pages
              aria-label={t('documentOf', { campaign: doc.campaign.name })}
              sx={{ overflow: 'auto', bgcolor: 'grey.200', py: 2, maxHeight: '80vh' }}
            >
              <PrintDocument sheet={doc} />
            </Box>
          )}
        </Section>
      )}
      {doc &&
        createPortal(
          <div className="cp-print" style={{ display: 'none' }}>
            <PrintDocument sheet={doc} />
          </div>,
          document.body,
        )}
    </Box>
  );
}

export default CampaignPrint;
