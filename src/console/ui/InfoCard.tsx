/** A detail's first card, its heading with the record's status beside it and its facts in three columns: the BD, role, route and shipping list details draw it alike. */
import type { ComponentProps, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InfoGrid } from './InfoGrid';

/** `id` names the heading (the card is labelled by it); `status` stands beside the heading. */
export function InfoCard({ id, title, status, items }: { id: string; title: ReactNode; status: ReactNode; items: ComponentProps<typeof InfoGrid>['items'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {status}
      </Stack>
      <InfoGrid columns={3} items={items} />
    </Paper>
  );
}
