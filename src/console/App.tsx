/**
 * The console: react-admin over the documented calls. Resources come from the declarations of resources/
 * — only those the user's permission menu grants; a declared resource the menu does not grant leads to
 * /401. Fixed routes: /home (the dashboard; `/` goes there), /401, /404, /500, the error log, and a
 * catch-all 404. Every screen but login and the shell is loaded lazily. Public, outside the session's guard:
 * /card/open/<token>, the page a wallet card's collection link opens.
 */
import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Loading as RaLoading,
  LoadingPage,
  defaultTheme,
  localStorageStore,
  type CoreAdminUIProps,
} from 'react-admin';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { RESOURCES } from '../../resources/index';
import { authProvider, LOGIN_PATH, menuCodes, type Permissions } from './providers/authProvider';
import type { DataProvider } from 'react-admin';
import { i18nProvider } from './providers/i18nProvider';
import { endSession, getSessionUser, getToken } from './providers/session';
import { AppNotification } from './providers/SessionBridge';
import { createQueryClient } from './providers/queryClient';
import { resourceElements, UNAUTHORISED_PATH } from './crud/resources';
import { LoginPage } from './screens/login/LoginPage';
import { shellTheme } from './shell/theme';
import { LoadingLabels } from './shell/LoadingLabels';

export { warmShell } from './screens/login/LoginPage';

// the shell (header, menu, tags) is not needed to show the login page: it loads with the first page after it
const ShellLayout = lazy(() => import('./shell/Layout'));
const Home = lazy(() => import('./screens/system/Home'));
const Error401 = lazy(() => import('./screens/system/Error401'));
const Error404 = lazy(() => import('./screens/system/Error404'));
const Error500 = lazy(() => import('./screens/system/Error500'));
const ErrorLog = lazy(() => import('./screens/system/ErrorLog'));
const ChangePassword = lazy(() => import('./screens/accounts/ChangePassword'));
const RaError = lazy(() => import('./AppError'));
// the public page a wallet card's collection link opens: no session, no shell
const CardCollect = lazy(() => import('./screens/members/CardCollect'));

export const HOME_PATH = '/home';
export const ERROR_LOG_PATH = '/error-log';
/** Changing one's own password: open to every logged-in user (the header's user menu keeps its single logout item). */
export const PASSWORD_PATH = '/password';

/** What shows while a screen's chunk loads: react-admin's spinner, named for screen readers (axe: aria-progressbar-name). */
function Loading() {
  return (
    <LoadingLabels>
      <RaLoading />
    </LoadingLabels>
  );
}

const page = (Screen: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Screen />
  </Suspense>
);

function Layout({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <ShellLayout>{children}</ShellLayout>
    </Suspense>
  );
}

function GoHome() {
  return <Navigate to={HOME_PATH} replace />;
}

function NotFoundPage() {
  return page(Error404);
}

function UnauthorisedPage() {
  return page(Error401);
}

type ErrorProps = Parameters<NonNullable<CoreAdminUIProps['error']>>[0];

function ErrorScreen(props: ErrorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <RaError {...props} />
    </Suspense>
  );
}

const queryClient = createQueryClient();

/**
 * The data provider, loaded on its first call: it carries the resources' JSON Schemas, which the login
 * page does not need.
 */
const loadDataProvider = () => import('./providers/dataProvider').then((m) => m.dataProvider);
const dataProvider = new Proxy({} as DataProvider, {
  get: (_, verb) =>
    typeof verb !== 'string' || verb === 'then' || verb === 'supportAbortSignal'
      ? undefined
      : async (...args: unknown[]) => ((await loadDataProvider()) as unknown as Record<string, (...a: unknown[]) => unknown>)[verb](...args),
});

/** The shell's colours (WCAG AA contrast) on every page, the login page included. */
const theme = shellTheme(defaultTheme as unknown as Theme);

/** react-admin's preferences (list columns and the like) kept in localStorage, as <Admin> does. */
const store = localStorageStore();

/** The routes that depend on who is logged in: granted resources, and /401 for the others. */
export function routesFor(permissions: Permissions | undefined) {
  const granted = menuCodes(permissions?.menu);
  const isSuper = Boolean(getSessionUser()?.isSuper);
  const access = new Set(permissions?.access ?? []);
  const can = (code: string | undefined) => !code || isSuper || access.has(code);
  const mine = RESOURCES.filter((r) => granted.has(r.menu.code) && can(r.permissions.view));
  const others = RESOURCES.filter((r) => !mine.includes(r));
  return [
    ...resourceElements(mine, can),
    <CustomRoutes key="denied">
      {others.map((r) => (
        <Route key={r.name} path={`/${r.name}/*`} element={<Navigate to={UNAUTHORISED_PATH} replace />} />
      ))}
    </CustomRoutes>,
  ];
}

/**
 * Where a redirect to login came from, so that logging in leads back there (react-admin's own shape,
 * which its logout uses too).
 */
export interface LoginRedirectState {
  nextPathname: string;
  nextSearch: string;
}

/** Replaces the address with /login; a session whose token is gone is ended first (its cached answers too). */
function SendToLogin({ from }: { from: Location }) {
  useLayoutEffect(() => {
    if (getSessionUser()) endSession();
    queryClient.clear();
  }, []);
  const state: LoginRedirectState = { nextPathname: from.pathname, nextSearch: from.search };
  return <Navigate to={LOGIN_PATH} replace state={state} />;
}

/**
 * The guard's first rule (spec: with no token only login is reachable), checked on every address before
 * react-admin renders anything: without a token, any page but login is replaced by login at once. Left to
 * react-admin, its auth check, the permission fetch and the logout each redirected while the router's
 * transition to /login was still pending, and the redirects fed one another for seconds.
 */
function TokenGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (location.pathname !== LOGIN_PATH && !getToken()) return <SendToLogin from={location} />;
  return children;
}

/**
 * The console's routes are real paths (/login, /home, /users): the server answers index.html for them.
 *
 * react-admin's <Admin> composed from its parts (AdminContext, CoreAdminUI, CssBaseline, as its AdminUI
 * does) with every page given: <Admin> would also bring its default layout, login form (react-hook-form),
 * error and auth-callback pages and English messages into the login page's scripts, unused.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/card/open/:token"
          element={
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme}>
              <CssBaseline enableColorScheme>
                {page(CardCollect)}
                <AppNotification />
              </CssBaseline>
            </AdminContext>
          }
        />
        <Route path="*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}

/** Everything behind the session's guard: react-admin with the shell, the login page and the granted resources. */
function Console() {
  return (
    <>
      <TokenGuard>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme}>
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              disableTelemetry
              requireAuth
              title={i18nProvider.translate('app.title')}
              loginPage={LoginPage}
              layout={Layout}
              loading={LoadingPage}
              error={ErrorScreen}
              dashboard={GoHome}
              catchAll={NotFoundPage}
              accessDenied={UnauthorisedPage}
            >
              <CustomRoutes>
                <Route path={HOME_PATH} element={page(Home)} />
                <Route path="/401" element={page(Error401)} />
                <Route path="/404" element={page(Error404)} />
                <Route path="/500" element={page(Error500)} />
                <Route path={ERROR_LOG_PATH} element={page(ErrorLog)} />
                <Route path={PASSWORD_PATH} element={page(ChangePassword)} />
              </CustomRoutes>
              {(permissions: Permissions) => routesFor(permissions)}
            </CoreAdminUI>
            <AppNotification />
          </CssBaseline>
        </AdminContext>
      </TokenGuard>
    </>
  );
}
