/** A card under a good's detail (its change history, the devices selling it): named by its title, a spinner while the first page loads. */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function GoodsCard({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper component="section" aria-label={title} sx={{ mt: 2, p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {loading && <CircularProgress size={20} aria-label={translate('app.loading')} />}
      {children}
    </Paper>
  );
}
