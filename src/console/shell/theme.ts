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
