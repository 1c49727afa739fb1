import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The screen's visible heading; the layout gives every page its level-one heading already, so this is level two. */
export function ScreenHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 200 }}>
        {children}
      </Typography>
      {actions}
    </Box>
  );
}
