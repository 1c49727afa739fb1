/**
 * The merchant's authorisation with each wallet platform (Alipay, WeChat) and its member-service settings
 * (openapi/marketing/coupons.yaml, tag msAuth). Only the platforms' sandbox is reachable: "Authorise" asks
 * for the authorisation link and opens the sandbox consent panel (clearly labelled as the sandbox), where
 * agreeing confirms the link's token. A user whose organisation is not a merchant sees the server's
 * "cannot obtain authorization" message (206500) instead.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { SchemaForm } from '../../crud/SchemaForm';
import { callDeclared, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { ScreenHeading } from '../../ui/ScreenHeading';

interface Status {
  platform: 'alipay' | 'wechat';
  state: 'none' | 'pending' | 'authorised';
  authorised: boolean;
  sandbox: boolean;
  authorisedAt: string | null;
}
interface Config {
  platform: string;
  appId: string;
  displayName: string;
  sandbox: boolean;
  secretSet: boolean;
  secretMask: string | null;
}

const STATE_COLOUR = { none: 'default', pending: 'warning', authorised: 'success' } as const;

export function MsAuth({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const t = (k: string, o?: Record<string, unknown>) => translate(`coupons.auth.${k}`, o);
  const actions = declaration.calls.actions!;
  const status = useQuery({
    queryKey: ['msAuth', 'status'],
    queryFn: () => undescribed<Status[]>(callDeclared(declaration.calls.list!, undefined, { report: false })),
    retry: false,
  });
  const configs = useQuery({
    queryKey: ['msAuth', 'configs'],
    queryFn: () => undescribed<Config[]>(callDeclared(actions.configs, undefined, { report: false })),
    enabled: status.isSuccess && can(declaration.permissions.configs),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const consent = params.get('sandboxToken') ? { token: params.get('sandboxToken')!, platform: params.get('platform') ?? '' } : null;

  if (status.isError) {
    return (
      <Box sx={{ p: 2, maxWidth: 720 }}>
        <ScreenHeading>{t('title')}</ScreenHeading>
        <Alert severity="warning" role="alert" data-testid="ms-auth-refused">
          {failureMessage(status.error, translate)}
        </Alert>
      </Box>
    );
  }
  if (!status.data) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.loading')} />;

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  };
  const link = (platform: string) =>
    run(async () => {
      const answer = await undescribed<{ token: string }>(callDeclared(actions.link, { platform }));
      setParams({ platform, sandboxToken: answer.token });
      await status.refetch();
    });
  const confirm = () =>
    run(async () => {
      await callDeclared(actions.confirm, { token: consent!.token });
      setParams({});
      notify('coupons.auth.authorised', { type: 'success' });
      await status.refetch();
    });

  return (
    <Box sx={{ p: 2, maxWidth: 880 }}>
      <ScreenHeading>{t('title')}</ScreenHeading>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('sandboxNote')}
      </Alert>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {consent && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'warning.main' }} component="section" aria-label={t('consentTitle')}>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{t('consentTitle')}</AlertTitle>
            {t('consentText', { platform: translate(`enum.walletPlatform.${consent.platform}`) })}
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={confirm}>
              {t('agree')}
            </Button>
            <Button disabled={busy} onClick={() => setParams({})}>
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        </Paper>
      )}
      <Stack spacing={2}>
        {status.data.map((s) => {
          const config = configs.data?.find((c) => c.platform === s.platform);
          return (
            <Paper key={s.platform} variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate(`enum.walletPlatform.${s.platform}`)}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {translate(`enum.walletPlatform.${s.platform}`)}
                </Typography>
                <Chip size="small" color={STATE_COLOUR[s.state]} label={translate(`enum.msAuthState.${s.state}`)} />
                <Chip size="small" variant="outlined" label={t('sandbox')} />
              </Stack>
              {s.authorisedAt && (
                <Typography variant="body2">
                  {t('authorisedAt')} <DateTimeText value={s.authorisedAt} />
                </Typography>
              )}
              {can(declaration.permissions.link) && (
                <Button sx={{ mt: 1 }} variant={s.authorised ? 'outlined' : 'contained'} disabled={busy} onClick={() => link(s.platform)}>
                  {s.authorised ? t('reauthorise') : t('authorise')}
                </Button>
              )}
              {config && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('configLine', { appId: config.appId, displayName: config.displayName })}
                  {config.secretSet ? ` · ${t('secretSet', { mask: config.secretMask ?? '' })}` : ''}
                </Typography>
              )}
              {can(declaration.permissions.create) &&
                (editing === s.platform ? (
                  <SchemaForm
                    declaration={declaration}
                    kind="create"
                    record={{ platform: s.platform, appId: config?.appId, displayName: config?.displayName, sandbox: config?.sandbox ?? true }}
                    uiSchema={{ platform: { 'ui:readonly': true }, secret: { 'ui:widget': 'password', 'ui:help': t('secretHelp') } }}
                    onSubmit={async (data) => {
                      const body = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ''));
                      await callDeclared(declaration.calls.create!, body);
                      notify('coupons.auth.saved', { type: 'success' });
                      setEditing(null);
                      await configs.refetch();
                    }}
                  />
                ) : (
                  <Button sx={{ mt: 1 }} size="small" onClick={() => setEditing(s.platform)}>
                    {t('editConfig')}
                  </Button>
                ))}
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}

export default MsAuth;
