/**
 * react-admin's notification area plus the bridge that lets the HTTP client and the auth provider show
 * messages and change the route (providers/bridge.ts). Passed to <Admin notification>, so it sits inside
 * the router, the i18n context and the notification context on every screen, login included.
 */
import { useEffect } from 'react';
import { Notification } from 'react-admin';
import { useNotify } from 'ra-core';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import { connectBridge } from './bridge';

export function SessionBridge() {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(
    () =>
      connectBridge({
        notify: (message, type) => notify(message, { type, messageArgs: { _: message } }),
        navigate: (path) => navigate(path, { replace: true }),
      }),
    [notify, navigate],
  );
  return null;
}

/**
 * On a phone the notices come from the top: at the bottom (react-admin's place) they covered a form's own
 * buttons, which a phone shows at the foot of the screen (the public card-collect page's submit).
 */
export function AppNotification() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <Notification anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }} />
      <SessionBridge />
    </>
  );
}
