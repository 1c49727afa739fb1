/**
 * The header (spec document 1 §1, §2 Main shell): sidebar toggle, product title, greeting by time of day,
 * system switcher, error-count badge, language dropdown, full-screen toggle and the user dropdown.
 */
import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { AppBar, LoadingIndicator, useLocaleState, useLogout, useRefresh, useTranslate, type AppBarProps } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BugReport from '@mui/icons-material/BugReport';
import Check from '@mui/icons-material/Check';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES } from '../i18n';
import { getSessionUser } from '../providers/session';
import { errorLog } from '../providers/errorLog';
import { systemAddresses } from '../providers/consoleConfig';
import { dayPeriod } from './greeting';
import { otherSystems } from './systems';
import { useUnreadErrors } from './errorLogState';

const fullscreenSupported = () =>
  typeof document !== 'undefined' && Boolean(document.fullscreenEnabled) && typeof document.documentElement.requestFullscreen === 'function';

/** Full screen on and off with the Fullscreen API; not shown where the browser lacks it. */
export function FullscreenToggle() {
  const translate = useTranslate();
  const [on, setOn] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!fullscreenSupported()) return null;
  const label = translate(on ? 'shell.header.exitFullscreen' : 'shell.header.fullscreen');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={on}
        onClick={() => {
          const done = on ? document.exitFullscreen() : document.documentElement.requestFullscreen();
          done?.catch(() => undefined);
        }}
      >
        {on ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The language dropdown: stores the choice (kept across reloads and logouts; the browser's language only
 * decides before any choice), re-renders in it, reloads the data and resets the title. The current
 * language is named on the button (beside the icon from tablet width up) and ticked in the list.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0];
  const label = translate('shell.header.language');
  return (
    <>
      <Tooltip title={`${label}: ${current.name}`}>
        <Button
          color="inherit"
          aria-label={`${label}: ${current.name}`}
          aria-haspopup="true"
          aria-expanded={Boolean(anchor)}
          startIcon={<TranslateIcon />}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
          sx={{ textTransform: 'none' }}
        >
          <Box component="span" lang={current.locale} sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {current.name}
          </Box>
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': label } }}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            aria-current={l.locale === locale ? 'true' : undefined}
            onClick={() => {
              setAnchor(null);
              if (l.locale === locale) return;
              setLocale(l.locale);
              // answers already on screen carry messages in the old language: load the view again
              setTimeout(refresh, 0);
            }}
          >
            <ListItemIcon>{l.locale === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{l.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The error-count badge; it leads to the error log. */
export function ErrorBadge() {
  const translate = useTranslate();
  const unread = useUnreadErrors();
  const label = translate('shell.header.errors', { smart_count: unread });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to="/error-log" aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99}>
          <BugReport />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/**
 * The three other systems at the addresses the server is configured with (SYSTEM_*_URL); one whose
 * address is not configured is listed disabled with a hint.
 */
export function SystemSwitcher() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('shell.header.systems');
  const systems = otherSystems(systemAddresses());
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={Boolean(anchor)}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        >
          <SwapHoriz />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': label } }}>
        {systems.map((s) =>
          s.url ? (
            <MenuItem key={s.key} component="a" href={s.url} target="_blank" rel="noopener noreferrer" onClick={() => setAnchor(null)}>
              <ListItemText primary={translate(s.title)} />
              <OpenInNew fontSize="small" sx={{ ml: 2 }} aria-label={translate('shell.menu.newWindow')} />
            </MenuItem>
          ) : (
            <MenuItem key={s.key} disabled aria-disabled>
              <ListItemText primary={translate(s.title)} secondary={translate('shell.systems.notConfigured')} />
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}

/** 'Good morning, <name>' by the hour; checked again every minute. */
export function Greeting({ name }: { name: string }) {
  const translate = useTranslate();
  const [hour, setHour] = useState(() => new Date().getHours());
  useEffect(() => {
    const timer = setInterval(() => setHour(new Date().getHours()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography component="p" variant="body2" noWrap sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }}>
      {translate(`shell.header.greeting.${dayPeriod(hour)}`, { name })}
    </Typography>
  );
}

/** The user dropdown: avatar and account, the user's details and one item, logout. */
export function ShellUserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const user = getSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.displayName || user?.name || '';
  const label = translate('shell.header.userMenu');
  return (
    <>
      <Button
        color="inherit"
        aria-label={`${label}: ${user?.name ?? ''}`}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', ml: 0.5 }}
        startIcon={
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.dark', color: 'primary.contrastText' }} aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        }
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {user?.name}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': label } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user?.name}
            {user?.orgType ? ` · ${translate(`shell.orgType.${user.orgType}`, { _: user.orgType })}` : ''}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // a chosen logout: the next login (maybe someone else's) starts at home, not on this page
            logout({}, undefined, false);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('shell.header.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}

export function ShellAppBar(props: AppBarProps) {
  const translate = useTranslate();
  const user = getSessionUser();
  // keep the badge live: re-render when the store changes
  useSyncExternalStore(errorLog.subscribe, errorLog.getSnapshot, errorLog.getSnapshot);
  return (
    <AppBar color="primary" {...props} userMenu={<ShellUserMenu />} toolbar={<LoadingIndicator />}>
      <Typography component="p" variant="h6" noWrap sx={{ flex: '0 1 auto', fontSize: 18 }}>
        {translate('app.title')}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Greeting name={user?.displayName || user?.name || ''} />
      <SystemSwitcher />
      <ErrorBadge />
      <LanguageMenu />
      <FullscreenToggle />
    </AppBar>
  );
}
