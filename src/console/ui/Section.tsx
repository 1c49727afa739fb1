import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A titled part of a screen: a section named by its heading, the heading's actions beside it. Level two
 * for a screen's own parts (the layout's level one names the page), three for the parts of a tab or of a
 * level-two part. `id` names the heading when something else refers to it.
 */
export function Section({
  id,
  title,
  actions,
  level = 3,
  children,
}: {
  id?: string;
  title: ReactNode;
  actions?: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          component={level === 2 ? 'h2' : 'h3'}
          variant={level === 2 ? 'h6' : 'subtitle1'}
          sx={{ fontWeight: level === 2 ? undefined : 600, flex: 1 }}
        >
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
