/** How a failed call or action is told to the user: the generic screens and the bespoke ones alike. */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { isApiError } from './http';

/** The message of a failure: the server's (already in the user's language) or a generic one. */
export function failureMessage(e: unknown, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (isApiError(e)) return e.msg;
  const m = (e as Error)?.message;
  return m || translate('ra.notification.http_error');
}

/**
 * Shows a refusal or failure as an error notification with the server's message (not a crash). The
 * message is passed as its own fallback so react-admin does not try to read it as a key.
 */
export function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (e: unknown) => {
      const message = failureMessage(e, translate);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify, translate],
  );
}
