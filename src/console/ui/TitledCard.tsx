/**
 * A card of a detail or summary page, the section named by its level-two heading: the order, payment and
 * replenishment screens write it alike (ui/Section is the other look, its heading in a row with actions).
 */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** `id` names the heading; `last` leaves out the space under the card. */
export function TitledCard({ id, title, last = false, children }: { id: string; title: ReactNode; last?: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={last ? { p: 2 } : { p: 2, mb: 2 }} component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
