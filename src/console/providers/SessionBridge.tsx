/**
 * react-admin's notification area plus the bridge that lets the HTTP client and the auth provider show
 * messages and change the route (providers/bridge.ts). Passed to <Admin notification>, so it sits inside
 * the router, the i18n context and the notification context on every screen, login included.
 */
import { useEffect } from 'react';
import { Notification } from 'react-admin';
import { useNotify } from 'ra-core';
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

export function AppNotification() {
  return (
    <>
      <Notification />
      <SessionBridge />
    </>
  );
}
