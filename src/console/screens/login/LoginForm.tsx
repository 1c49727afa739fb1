/**
 * The login page's form (spec document 1 §2, §5; document 2 §2, §5): account and password are required
 * ('cannot be empty'), the account is trimmed before sending, the server's refusal is shown, and the language
 * can be switched (`language`). Only the form: LoginPage.tsx shows it inside react-admin (after a logout),
 * LoginApp.tsx on a first visit, before react-admin is loaded.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
// the fields are built from FormControl, InputLabel, OutlinedInput and FormHelperText (what TextField
// composes) and the language is a native select: TextField would bring MUI's Select, Menu, Popover and
// Modal into the first page's scripts for nothing
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { isApiError } from '../../providers/api-error';

/** A required outlined text field with its label and its message (or a blank line, so the form does not jump). */
function Field({ id, label, error, ...input }: { id: string; label: string; error?: string } & Omit<OutlinedInputProps, 'id' | 'label' | 'error'>) {
  return (
    <FormControl fullWidth margin="dense" variant="outlined" required error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={`${id}-helper-text`} {...input} />
      <FormHelperText id={`${id}-helper-text`}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}

export interface LoginFormProps {
  translate: (key: string) => string;
  /** The language switch. */
  language: ReactNode;
  /** Logs in with the trimmed account; a refusal is thrown (an ApiError: its message is shown). */
  onLogin: (account: string, password: string) => Promise<unknown>;
  /** The user started typing: the page may fetch what it shows after logging in. */
  onType: () => void;
}

export function LoginForm({ translate, language, onLogin, onType }: LoginFormProps) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState({ account: false, password: false });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const required = translate('validation.required');
  const accountError = touched.account && !account.trim() ? required : undefined;
  const passwordError = touched.password && !password ? required : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ account: true, password: true });
    setError(undefined);
    const trimmed = account.trim();
    if (!trimmed || !password) return;
    setBusy(true);
    try {
      await onLogin(trimmed, password);
    } catch (err) {
      setError(isApiError(err) ? err.msg : (err as Error)?.message || translate('ra.auth.sign_in_error'));
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} component="section" aria-labelledby={headingId}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{language}</Box>
          {/* balanced: a title one character too long for the card would leave that character alone on a line (ja) */}
          <Typography variant="h5" component="h1" id={headingId} sx={{ mb: 0.5, textAlign: 'center', textWrap: 'balance' }}>
            {translate('app.title')}
          </Typography>
          <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
            {translate('login.title')}
          </Typography>
          <form onSubmit={submit} noValidate>
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <Field
              id="login-account"
              name="account"
              label={translate('login.account')}
              value={account}
              onChange={(e) => {
                onType();
                setAccount(e.target.value);
              }}
              onBlur={() => setTouched((t) => ({ ...t, account: true }))}
              error={accountError}
              autoFocus
              autoComplete="username"
              inputProps={{ maxLength: 64 }}
            />
            <Field
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              label={translate('login.password')}
              value={password}
              onChange={(e) => {
                onType();
                setPassword(e.target.value);
              }}
              onBlur={() => setTouched((t) => ({ ...t, password: true }))}
              error={passwordError}
              autoComplete="current-password"
              inputProps={{ maxLength: 64 }}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                    onClick={() => setShowPassword((s) => !s)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              disabled={busy}
              sx={{ mt: 2 }}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={translate('login.submitting')} /> : undefined}
            >
              {translate(busy ? 'login.submitting' : 'login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
