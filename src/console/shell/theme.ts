import type { Theme } from '@mui/material/styles';
import { LIMITS } from '../../domain/limits';

/**
 * The shell's theme over react-admin's: the sidebar widths (react-admin's sidebar reads them from the
 * theme), and colours dark enough for text on white and on the page background (WCAG AA, 4.5:1), which
 * react-admin's default blues and MUI's orange are not. Its own module so the login page (App.tsx) gets
 * the same colours without loading the shell.
 */
export const shellTheme = (outer: Theme) =>
  ({
    ...outer,
    sidebar: { width: LIMITS.sidebarWidth, closedWidth: LIMITS.sidebarCollapsedWidth },
    palette: {
      ...outer.palette,
      primary: { ...outer.palette?.primary, main: '#1565c0', light: '#1976d2', dark: '#0d47a1', contrastText: '#fff' },
      secondary: { ...outer.palette?.secondary, main: '#1565c0', light: '#1976d2', dark: '#0d47a1', contrastText: '#fff' },
      warning: { ...outer.palette?.warning, main: '#b45309', light: '#d97706', dark: '#92400e', contrastText: '#fff' },
    },
  }) as Theme;

/**
 * Gives every MUI progress indicator inside the shell an accessible name ('Loading…' in the current
 * language) unless it brings its own: react-admin's loading indicator, page loader and inputs render
 * CircularProgress/LinearProgress without one, which axe reports (aria-progressbar-name).
 */
export const withLoadingLabel = (theme: Theme, label: string) =>
  ({
    ...theme,
    components: {
      ...theme.components,
      MuiCircularProgress: {
        ...theme.components?.MuiCircularProgress,
        defaultProps: { ...theme.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
      },
      MuiLinearProgress: {
        ...theme.components?.MuiLinearProgress,
        defaultProps: { ...theme.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
      },
    },
  }) as Theme;
