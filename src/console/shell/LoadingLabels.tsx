/**
 * Names every MUI progress indicator below it 'Loading…' in the current language (unless it brings its
 * own name): react-admin's loading indicator, page loader and inputs render CircularProgress or
 * LinearProgress without one, which axe reports (aria-progressbar-name). The shell's layout wraps all
 * pages in it; a part of the console outside the layout (the login page, the fallback shown while the
 * layout loads) can wrap itself in it too.
 */
import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { withLoadingLabel } from './theme';

export function LoadingLabels({ children, theme }: { children: ReactNode; theme?: (outer: Theme) => Theme }) {
  const label = useTranslate()('app.loading');
  const labelled = useCallback((outer: Theme) => withLoadingLabel(theme ? theme(outer) : outer, label), [label, theme]);
  return <ThemeProvider theme={labelled}>{children}</ThemeProvider>;
}
