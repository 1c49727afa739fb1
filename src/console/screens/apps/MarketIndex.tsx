/**
 * The store at a glance, on the market list's toolbar (customerRelease/getAppMarketList): every app the caller is
 * offered as a card — icon, name, version, platform, how it installs and its intro — in one list (at most 500, by
 * name), narrowed by the list's filters.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ScreenProps } from '../../crud/registry';
import { uploadedUrl } from '../../crud/UploadWidget';
import { uploadOf, declarationOf } from '../../crud/declarations';
import { callOperation, undescribed } from '../../providers/http';
import { Modal } from '../../shell/Modal';
import { CallState } from '../../ui/CallState';
import { Empty } from '../../ui/Empty';
import { exportFilters } from '../ListExport';

interface MarketApp {
  releaseId: number;
  appName: string;
  icon: string | null;
  version: string;
  platform: string;
  installMode: string;
  intro: string | null;
}

function StoreCards({ filters }: { filters: Record<string, unknown> }) {
  const translate = useTranslate();
  const apps = declarationOf('apps');
  const icon = apps && uploadOf(apps, 'icon');
  const all = useQuery({
    queryKey: ['marketIndex', filters],
    queryFn: ({ signal }) => undescribed<MarketApp[]>(callOperation('appMarketList', filters, { signal })),
  });
  return (
    <>
      <CallState query={all} />
      {all.data && all.data.length === 0 && <Empty>{translate('appStore.storeEmpty')}</Empty>}
      <Box
        component="ul"
        aria-label={translate('appStore.storeIndex')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        {(all.data ?? []).map((a) => (
          <Paper component="li" variant="outlined" key={a.releaseId} sx={{ p: 1.5, display: 'flex', gap: 1.5, minWidth: 0 }}>
            {a.icon && icon ? (
              <img src={uploadedUrl(icon.url, a.icon)} alt="" width={48} height={48} style={{ objectFit: 'contain', flex: 'none' }} />
            ) : (
              <StorefrontIcon color="disabled" sx={{ width: 48, height: 48, flex: 'none' }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3">
                {a.appName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[a.version, translate(`enum.appPlatform.${a.platform}`), translate(`enum.appInstallMode.${a.installMode}`)].join(' · ')}
              </Typography>
              {a.intro && (
                <Typography variant="caption" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {a.intro}
                </Typography>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
    </>
  );
}

export function MarketIndex({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<StorefrontIcon />} onClick={() => setOpen(true)}>
        {translate('appStore.storeIndex')}
      </Button>
      {open && (
        <Modal open closable onClose={() => setOpen(false)} title={translate('appStore.storeIndex')} maxWidth="md" fullWidth>
          <DialogContent>
            <StoreCards filters={exportFilters(declaration, filterValues)} />
          </DialogContent>
        </Modal>
      )}
    </>
  );
}

export default MarketIndex;
