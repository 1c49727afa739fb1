/**
 * The console's entry. A visit that starts logged out shows the login page at once, built from MUI alone
 * (screens/login/LoginApp.tsx): react-admin, the router, the contract's table and the console's messages are
 * fetched while the user types and shown once logged in. With a token, or on a public page (a wallet card's
 * collection link), the console itself starts.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installScriptErrorHandlers } from './providers/errorLog';
import { endSession, getSessionUser, getToken } from './providers/session';
import { LOGIN_PATH } from './providers/login-call';
import { LoginApp } from './screens/login/LoginApp';

installScriptErrorHandlers();
const root = createRoot(document.getElementById('root')!);

/** Pages anyone may open without a session (App.tsx serves them outside the guard). */
const PUBLIC = /^\/card\/open\//;

let loading: Promise<() => Promise<void>> | undefined;
/** The console's scripts and its messages in the current language, fetched once; answers how to show it. */
function loadConsole(): Promise<() => Promise<void>> {
  loading ??= Promise.all([import('./App'), import('./providers/i18nProvider')]).then(async ([{ App }, i18n]) => {
    await i18n.initI18n();
    return async () => {
      // in the language chosen last, on the login page too
      await i18n.initI18n();
      i18n.applyDocumentLocale();
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    };
  });
  // a failed fetch (the network, a new build) is tried again on the next attempt
  loading.catch(() => (loading = undefined));
  return loading;
}

if (getToken() || PUBLIC.test(location.pathname)) {
  // not awaited at the top level: the console's chunks import modules of this entry's chunk, whose evaluation
  // would wait on them in turn (a page left blank)
  void loadConsole().then((show) => show());
} else {
  // the guard's first rule (spec: with no token only login is reachable), as App.tsx's TokenGuard applies it: the
  // address is replaced by /login, and where it came from is kept where react-router keeps a location's state
  if (location.pathname !== LOGIN_PATH) {
    if (getSessionUser()) endSession();
    history.replaceState({ usr: { nextPathname: location.pathname, nextSearch: location.search }, key: 'default', idx: 0 }, '', LOGIN_PATH);
  }
  // as a transition, React renders the page in slices that leave the browser free between them rather than in
  // one long task (Lighthouse's total blocking time on a phone's CPU)
  startTransition(() =>
    root.render(
      <StrictMode>
        <LoginApp
          onType={() => {
            // the console, and the shell and home a login leads to
            void loadConsole()
              .then(() => import('./App'))
              .then(({ warmShell }) => warmShell())
              .catch(() => undefined);
          }}
          onLoggedIn={async (target) => {
            const show = await loadConsole();
            history.replaceState(null, '', target);
            await show();
          }}
        />
      </StrictMode>,
    ),
  );
}
