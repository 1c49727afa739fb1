/**
 * Renders one accounts screen as react-admin would route it (the resource's context, the route with its
 * `:id`), with the real data provider, HTTP client and messages over a test double of the server
 * (tests/console/fakeApi.ts), the notifications shown, and a user holding the given function codes.
 */
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { createDataProvider } from '../../src/console/providers/dataProvider';
import { createQueryClient } from '../../src/console/providers/queryClient';
import { endSession, setSessionUser, setToken } from '../../src/console/providers/session';
import { AppNotification } from '../../src/console/providers/SessionBridge';
import { LANGUAGES, messagesFor } from '../../src/console/i18n/all';
import type { Locale } from '../../src/domain/locale';

afterEach(() => endSession());

function authWith(access: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 7, fullName: 'tester' }),
    getPermissions: async () => ({ access, menu: [] }),
  };
}

export interface ScreenOptions {
  /** The react-admin resource the screen belongs to. */
  resource: string;
  /** The route pattern ('/roles/:id') and the path opened ('/roles/5'). */
  route: string;
  path: string;
  access: string[];
  locale?: Locale;
  orgType?: string;
}

export function renderScreen(ui: ReactElement, opts: ScreenOptions) {
  const locale = opts.locale ?? 'en';
  setToken('test-token');
  setSessionUser({ customerId: 1, name: 'tester', userId: 7, orgId: 1, orgType: opts.orgType ?? 'platform', access: opts.access, isSuper: false });
  const i18n = polyglotI18nProvider((l) => messagesFor(l as Locale) as never, locale, LANGUAGES);
  return render(
    <TestMemoryRouter initialEntries={[opts.path]}>
      <AdminContext
        dataProvider={createDataProvider()}
        authProvider={authWith(opts.access)}
        i18nProvider={i18n}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        <ResourceContextProvider value={opts.resource}>
          <Routes>
            <Route path={opts.route} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </ResourceContextProvider>
        <AppNotification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** Escape pressed in an open dialog. */
export function pressEscape(dialog: HTMLElement) {
  fireEvent.keyDown(dialog, { key: 'Escape' });
}

/** A click on the backdrop beside an open dialog (MUI takes a press and release there as a backdrop click). */
export function clickBackdrop(dialog: HTMLElement) {
  const around = dialog.parentElement as HTMLElement; // the dialog's container, filling the screen around its paper
  fireEvent.mouseDown(around);
  fireEvent.click(around);
}
