/**
 * Creating a BD (spec document 1 §3 Account, §6; document 2 §7 BD users, POST /aiot/bduser/save), in the
 * two forms the call takes: a new account that is a BD from the start (bd-user.schema.json#/$defs/create:
 * the service provider picked among enabled agents, the role among those assignable there), or an
 * existing user of a service provider promoted (`promote`: the user picked from GET /user/unbindBD).
 * Both are schema forms; refusals (201016 one director per provider, 201003, 201019…) show the server's
 * message on the form.
 */
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Create } from 'react-admin';
import { useCreateContext, useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import type { ResourceDeclaration } from '../../../../resources/types';
import type { ScreenProps } from '../../crud/registry';
import { SchemaForm } from '../../crud/SchemaForm';
import { callOperation } from '../../providers/http';
import { schemaDef } from '../../providers/schemas';
import { failureMessage } from './common';

type Data = Record<string, unknown>;

interface Option {
  id: number;
  label: string;
  detail?: string;
  disabled?: boolean;
}

/** The service provider chosen in the new-account form, so the role select can offer its roles. */
const ProviderContext = createContext<{ providerId?: number; setProviderId: (id: number | undefined) => void }>({ setProviderId: () => undefined });

/** An rjsf widget over a list of options (MUI Autocomplete), answering the option's id. */
function OptionsWidget(props: WidgetProps & { options_: Option[]; loading: boolean; error?: unknown; onSearch?: (text: string) => void }) {
  const translate = useTranslate();
  const { id, label, value, required, disabled, readonly, onChange, onBlur, rawErrors = [], options_, loading, error, onSearch } = props;
  const [remembered, setRemembered] = useState<Option | null>(null);
  const selected = value === undefined || value === null ? null : (options_.find((o) => o.id === value) ?? (remembered?.id === value ? remembered : null));
  return (
    <Autocomplete<Option>
      id={id}
      options={options_}
      value={selected}
      loading={loading}
      disabled={disabled || readonly}
      getOptionDisabled={(o) => Boolean(o.disabled)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      filterOptions={onSearch ? (x) => x : undefined}
      noOptionsText={translate('crud.noOptions')}
      loadingText={translate('app.loading')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') onSearch?.(reason === 'clear' ? '' : text);
      }}
      onChange={(_, o) => {
        setRemembered(o);
        onChange(o ? o.id : undefined);
      }}
      onBlur={() => onBlur(id, value)}
      renderOption={(p, o) => {
        const { key, ...rest } = p as typeof p & { key: string };
        return (
          <li key={key} {...rest}>
            <Box>
              <Typography variant="body2">{o.label}</Typography>
              {o.detail && (
                <Typography variant="caption" color="text.secondary">
                  {o.detail}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={rawErrors.length > 0 || Boolean(error)}
          helperText={error ? failureMessage(error, translate) : undefined}
          placeholder={translate('crud.select')}
        />
      )}
    />
  );
}

/** The service provider of a new BD account: the enabled agents of the caller's subtree. */
function ProviderWidget(props: WidgetProps) {
  const { setProviderId } = useContext(ProviderContext);
  const q = useQuery({
    queryKey: ['organisations', 'customerOrgList', { type: 'agent' }],
    queryFn: ({ signal }) => callOperation('customerOrgList', { type: 'agent' }, { signal }),
  });
  const value = props.value as number | undefined;
  useEffect(() => setProviderId(typeof value === 'number' ? value : undefined), [value, setProviderId]);
  const options = useMemo(() => (q.data ?? []).map((o) => ({ id: o.id, label: o.name })), [q.data]);
  return <OptionsWidget {...props} options_={options} loading={q.isPending} error={q.error} />;
}

/** The role of a new BD account: the roles assignable to users of the chosen provider. */
function RoleWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { providerId } = useContext(ProviderContext);
  const q = useQuery({
    queryKey: ['roles', 'roleList', { orgId: providerId, status: 1 }],
    queryFn: ({ signal }) => callOperation('roleList', { ...(providerId ? { orgId: providerId } : {}), status: 1 }, { signal }),
  });
  const options = useMemo(
    () => (q.data ?? []).map((r) => ({ id: r.id, label: r.name, detail: translate('screens.bdCreate.roleOf', { org: r.orgName }) })),
    [q.data, translate],
  );
  return <OptionsWidget {...props} options_={options} loading={q.isPending} error={q.error} />;
}

/** The user to promote: users of the caller's subtree who are not BDs, searched by account, phone or name. */
function CandidateWidget(props: WidgetProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim().slice(0, 50)), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const q = useQuery({
    queryKey: ['bdUsers', 'userUnbindBD', keyword],
    queryFn: ({ signal }) => callOperation('userUnbindBD', keyword ? { keyword } : {}, { signal }),
  });
  const options = useMemo(
    () =>
      (q.data ?? []).map((c) => ({
        id: c.id,
        label: `${c.name} (${c.account})`,
        // only users of a service provider can become BDs (201019)
        disabled: Boolean(c.orgType && c.orgType !== 'agent'),
        detail: [
          c.orgName,
          c.orgType ? translate(`enum.orgType.${c.orgType}`, { _: c.orgType }) : undefined,
          c.orgType && c.orgType !== 'agent' ? translate('screens.bdCreate.notProvider') : undefined,
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    [q.data, translate],
  );
  return <OptionsWidget {...props} options_={options} loading={q.isFetching} error={q.error} onSearch={setTyped} />;
}

const saveWith = (save: ((data: Data, callbacks?: { onError?: (e: unknown) => void }) => unknown) | undefined) => (data: Data) =>
  new Promise<void>((resolve, reject) => {
    Promise.resolve(save?.(data, { onError: (error: unknown) => reject(error) })).then(() => resolve(), reject);
  });

function BdCreateForms({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const { save, saving } = useCreateContext();
  const [tab, setTab] = useState<'new' | 'promote'>('new');
  const [providerId, setProviderId] = useState<number | undefined>();
  const provider = useMemo(() => ({ providerId, setProviderId }), [providerId]);
  const promote = useMemo(() => schemaDef(declaration.schema, 'promote'), [declaration.schema]);
  const newUi = useMemo(
    () => ({
      orgId: { 'ui:widget': ProviderWidget, 'ui:title': translate('resources.bdUsers.fields.providerOrgId') },
      roleId: { 'ui:widget': RoleWidget },
    }),
    [translate],
  );
  const promoteUi = useMemo(() => ({ userId: { 'ui:widget': CandidateWidget, 'ui:title': translate('screens.bdCreate.user') } }), [translate]);
  const onSubmit = saveWith(save as never);

  return (
    <Box>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={translate('screens.bdCreate.modes')} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="new" label={translate('screens.bdCreate.newAccount')} id="bd-create-new" aria-controls="bd-create-new-panel" />
        <Tab value="promote" label={translate('screens.bdCreate.promote')} id="bd-create-promote" aria-controls="bd-create-promote-panel" />
      </Tabs>
      <Box role="tabpanel" id={`bd-create-${tab}-panel`} aria-labelledby={`bd-create-${tab}`}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          {translate(tab === 'new' ? 'screens.bdCreate.newHelp' : 'screens.bdCreate.promoteHelp')}
        </Typography>
        {tab === 'new' ? (
          <ProviderContext.Provider value={provider}>
            <SchemaForm key="new" declaration={declaration} kind="create" saving={saving} uiSchema={newUi} onSubmit={onSubmit} />
          </ProviderContext.Provider>
        ) : (
          <SchemaForm key="promote" declaration={declaration} kind="create" schema={promote} saving={saving} uiSchema={promoteUi} onSubmit={onSubmit} />
        )}
      </Box>
    </Box>
  );
}

export function BdCreate({ declaration }: ScreenProps) {
  return (
    <Create resource={declaration.name} redirect="show">
      <BdCreateForms declaration={declaration} />
    </Create>
  );
}

export default BdCreate;
