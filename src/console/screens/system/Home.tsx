/**
 * The home page (/home, not cached): the greeting, the session user's organisation, and live figures
 * from the server — how many users, organisations by type, roles and BDs the caller can see — each the
 * `total` of the documented list call, shown only when the user holds that list's permission.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { request } from '../../providers/http';
import { getSessionUser } from '../../providers/session';
import { dayPeriod } from '../../shell/greeting';
import { MenuIcon } from '../../shell/icons';

export interface Figure {
  key: string;
  /** i18n key of its label. */
  label: string;
  /** The function code the list call needs. */
  permission: string;
  path: string;
  body: Record<string, unknown>;
  icon: string;
  /** Where the list is in the console. */
  to: string;
}

const ORG_TYPES_BELOW: Record<string, string[]> = {
  platform: ['agent', 'merchant', 'store'],
  agent: ['merchant', 'store'],
  merchant: ['store'],
  store: [],
};

/** The figures a user with these codes (and this organisation type) may see. */
export function homeFigures(access: string[], isSuper: boolean, orgType: string | undefined): Figure[] {
  const holds = (code: string) => isSuper || access.includes(code);
  const all: Figure[] = [
    {
      key: 'users',
      label: 'shell.home.users',
      permission: 'user.view',
      path: 'user/page/list',
      body: { pageNum: 1, pageSize: 1 },
      icon: 'People',
      to: '/users',
    },
    ...(ORG_TYPES_BELOW[orgType ?? ''] ?? []).map((type) => ({
      key: `orgs.${type}`,
      label: `shell.home.orgs.${type}`,
      permission: 'org.view',
      path: 'open/customer/pageList',
      body: { pageNum: 1, pageSize: 1, type },
      icon: type === 'agent' ? 'SupportAgent' : type === 'merchant' ? 'Storefront' : 'PointOfSale',
      to: '/organisations',
    })),
    {
      key: 'roles',
      label: 'shell.home.roles',
      permission: 'role.view',
      path: 'open/permission/role/queryRolePageList',
      body: { pageNum: 1, pageSize: 1 },
      icon: 'Badge',
      to: '/roles',
    },
    {
      key: 'bdUsers',
      label: 'shell.home.bdUsers',
      permission: 'bd.view',
      path: 'aiot/bduser/page/list',
      body: { pageNum: 1, pageSize: 1 },
      icon: 'SupportAgent',
      to: '/bdUsers',
    },
  ];
  return all.filter((f) => holds(f.permission));
}

type FigureState = { status: 'loading' } | { status: 'done'; total: number } | { status: 'failed'; message: string };

function FigureCard({ figure, state }: { figure: Figure; state: FigureState }) {
  const translate = useTranslate();
  const label = translate(figure.label);
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={figure.to} aria-label={translate('shell.home.open', { name: label })}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>
            <MenuIcon name={figure.icon} fontSize="medium" />
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary" component="h3">
              {label}
            </Typography>
            {state.status === 'loading' && <Skeleton width={48} height={36} />}
            {state.status === 'done' && (
              <Typography variant="h5" component="p" data-figure={figure.key}>
                {state.total.toLocaleString()}
              </Typography>
            )}
            {state.status === 'failed' && (
              <Typography variant="body2" color="error" component="p" title={state.message}>
                {translate('shell.home.loadFailed')}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function Home() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = getSessionUser();
  const access = user?.access ?? [];
  const figures = homeFigures(access, Boolean(user?.isSuper), user?.orgType);
  const [states, setStates] = useState<Record<string, FigureState>>({});
  const figureKey = figures.map((f) => f.key).join(',');

  useEffect(() => {
    const abort = new AbortController();
    setStates(Object.fromEntries(figures.map((f) => [f.key, { status: 'loading' } as FigureState])));
    for (const f of figures) {
      request<{ total: number }>(f.path, { json: f.body, signal: abort.signal })
        .then((data) => setStates((s) => ({ ...s, [f.key]: { status: 'done', total: Number(data?.total ?? 0) } })))
        .catch((e: Error) => {
          if (!abort.signal.aborted) setStates((s) => ({ ...s, [f.key]: { status: 'failed', message: e.message } }));
        });
    }
    return () => abort.abort();
  }, [figureKey, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- figures is a new array at each render: keyed by figureKey

  const name = user?.displayName || user?.name || '';
  const orgName = user?.orgName;
  const orgType = user?.orgType ? translate(`shell.orgType.${user.orgType}`, { _: user.orgType }) : '';

  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`shell.header.greeting.${dayPeriod(new Date().getHours())}`, { name })}
      </Typography>
      <Card variant="outlined" sx={{ mb: 3, maxWidth: 560 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="h2">
            {translate('shell.home.organisation')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="home-org">
            {[orgName, orgType].filter(Boolean).join(' · ') || '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user?.name}
          </Typography>
          <Button component={Link} to="/password" size="small" sx={{ mt: 1, px: 0 }}>
            {translate('screens.password.title')}
          </Button>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('shell.home.figures')}
      </Typography>
      {figures.length === 0 ? (
        <Typography color="text.secondary">{translate('shell.home.noFigures')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, p: 0, m: 0 }}>
          {figures.map((f) => (
            <FigureCard key={f.key} figure={f} state={states[f.key] ?? { status: 'loading' }} />
          ))}
        </Box>
      )}
    </Box>
  );
}
