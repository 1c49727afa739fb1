/**
 * The login page of a visit that starts logged out (src/console/screens/login/LoginApp.tsx), shown before
 * react-admin is loaded: its own small table of texts in the chosen language, the required fields, the server's
 * refusal, and a login that keeps the session and hands over the page first asked for.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginApp } from '../../src/console/screens/login/LoginApp';
import { getSessionUser, getToken, LOCALE_KEY } from '../../src/console/providers/session';
import { chooseLocale } from '../../src/console/providers/locale';
import { fakeApi, ok, refuse } from './fakeApi';

const USER = { customerId: 1, name: 'admin', userId: 1, orgId: 1, access: ['user.view'], isSuper: true };

function show() {
  const onLoggedIn = vi.fn(async () => undefined);
  const onType = vi.fn();
  render(<LoginApp onLoggedIn={onLoggedIn} onType={onType} />);
  return { onLoggedIn, onType };
}

describe('the login page before the console is loaded', () => {
  it('shows the chosen language, and switching it relabels the page, the document and keeps the choice', async () => {
    chooseLocale('en');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'New Operations Retail Platform' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Account' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-TW' } });
    await screen.findByRole('textbox', { name: '帳號' });
    expect(screen.getByRole('button', { name: '登入' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(document.title).toBe('新營運零售平台');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('zh-TW');
  });

  it('refuses empty fields before sending anything', async () => {
    chooseLocale('ja');
    const api = fakeApi({});
    show();
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findAllByText('入力してください')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal and keeps no session", async () => {
    chooseLocale('ja');
    fakeApi({ 'POST /auth/login': () => refuse(200, 101002, 'アカウントまたはパスワードが正しくありません') });
    const { onLoggedIn } = show();
    fireEvent.change(screen.getByRole('textbox', { name: 'アカウント' }), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/^パスワード/, { selector: 'input' }), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect((await screen.findByRole('alert')).textContent).toBe('アカウントまたはパスワードが正しくありません');
    expect(getToken()).toBeUndefined();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('logs in form-encoded with the trimmed account, keeps the session and hands over the page first asked for', async () => {
    chooseLocale('en');
    // where main.tsx's redirect put the address first opened
    window.history.replaceState({ usr: { nextPathname: '/users', nextSearch: '?perPage=10' }, key: 'default', idx: 0 }, '', '/login');
    const api = fakeApi({ 'POST /auth/login': () => ok({ token: 'T-1', expiresAt: new Date(Date.now() + 3600_000).toISOString(), user: USER }) });
    const { onLoggedIn, onType } = show();
    fireEvent.change(screen.getByRole('textbox', { name: 'Account' }), { target: { value: '  admin ' } });
    expect(onType).toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'OpsDemo#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/users?perPage=10'));
    const [call] = api.to('POST /auth/login');
    expect(call.contentType).toContain('application/x-www-form-urlencoded');
    expect(call.body).toEqual({ clientId: 'console', account: 'admin', password: 'OpsDemo#2026' });
    expect(call.headers.get('accept-language')).toBe('en');
    expect(getToken()).toBe('T-1');
    expect(getSessionUser()?.name).toBe('admin');
  });
});
