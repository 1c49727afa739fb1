/**
 * The login page of a visit that starts logged out (main.tsx): the form of LoginForm.tsx with its own small
 * table of texts (messages/login.json) and MUI alone — react-admin, the router, the contract's table and the
 * console's messages load only once the user starts typing, and are shown once logged in. The page looks and
 * behaves as the login page inside react-admin (LoginPage.tsx, shown after a logout) does.
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import { LOCALES, type Locale } from '../../../domain/locale';
import { column } from '../../../domain/texts';
import { REQUIRED_TEXTS } from '../../../domain/required-text';
import LOGIN_TEXTS from '../../i18n/messages/login.json';
import { chooseLocale, currentLocale } from '../../providers/locale';
import { logIn } from '../../providers/login-call';
import { setTranslator, type Translate } from '../../providers/translate';
import { shellTheme } from '../../shell/theme';
import { LanguageField } from '../../ui/LanguageField';
import { afterLoginPath } from './after-login';
import { LoginForm } from './LoginForm';

/** react-admin's theme with the shell's colours, as its AdminContext makes it (App.tsx). */
const theme = createTheme(shellTheme(defaultTheme as unknown as Theme));

/** The texts of one language: the login table and the required field's rule; a key without a text answers itself. */
function translatorFor(locale: Locale): Translate {
  const texts: Record<string, unknown> = { ...column(LOGIN_TEXTS, locale), validation: { required: REQUIRED_TEXTS[LOCALES.indexOf(locale)] } };
  return (key, options) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
    return typeof found === 'string' ? found : String(options?._ ?? key);
  };
}

export interface LoginAppProps {
  /** Logged in: show the console at `target` (rejects when its scripts cannot be loaded). */
  onLoggedIn: (target: string) => Promise<void>;
  /** The user started typing: fetch the console meanwhile. */
  onType: () => void;
}

export function LoginApp({ onLoggedIn, onType }: LoginAppProps) {
  const [locale, setLocale] = useState(currentLocale);
  const translate = useMemo(() => translatorFor(locale), [locale]);
  useLayoutEffect(() => {
    // the HTTP client words its failures (no answer, a timeout) with these texts until the console's own are loaded
    setTranslator(translate);
    document.documentElement.lang = locale;
    document.title = translate('app.title');
  }, [locale, translate]);
  // where the redirect to login came from (main.tsx puts it where react-router keeps a location's state)
  const target = afterLoginPath((history.state as { usr?: unknown } | null)?.usr);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme>
        <LoginForm
          translate={translate}
          language={
            <LanguageField
              label={translate('login.language')}
              value={locale}
              onChange={(next) => {
                chooseLocale(next);
                setLocale(next);
              }}
            />
          }
          onLogin={async (account, password) => {
            await logIn(account, password);
            await onLoggedIn(target).catch(() => {
              throw new Error(translate('app.moduleLoadFailed'));
            });
          }}
          onType={onType}
        />
      </CssBaseline>
    </ThemeProvider>
  );
}
