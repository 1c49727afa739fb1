import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** What a list or a part says when it has nothing to show (a status, so assistive technology reads it out). */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1.5 }} role="status">
      {children}
    </Typography>
  );
}
