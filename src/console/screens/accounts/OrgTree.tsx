/**
 * The organisation structure (spec document 1 §2 Account screens, §3 Organisation, §4, §6): the caller's
 * subtree from POST /open/customer/condListTree as a tree to browse, filtered by name (here) and by status
 * and type (by the server), a detail panel of the selected organisation, and its actions for users holding
 * the codes: add a sub-organisation (org.save; only the types allowed under it), edit its name and remark
 * (org.update), enable or disable it after a confirmation (org.status). Forms are the schema forms of the
 * organisation schema's `create` and `update`; refusals show the server's message.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { FormDialog } from '../../crud/FormDialog';
import { DateTimeText, StatusChip } from '../../crud/fields';
import { formSchema, type JsonSchema } from '../../providers/schemas';
import { callDeclared, undescribed } from '../../providers/http';
import type { OpsDataProvider } from '../../providers/dataProvider';
import { ConfirmDialog } from '../../shell/Modal';
import { Tree, branchIds } from './Tree';
import { ExpandCollapse, Highlight, OrgTypeChip, failureMessage, useNotifyFailure, type OrgType } from './common';
import { InfoGrid } from '../../ui/InfoGrid';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { allowedChildTypes, childBlocker, descendantCount, filterByName, findOrg, statusBlocker, type OrgNode } from './orgRules';
import { AllSelect } from '../../ui/AllSelect';

const TREE_CALL = 'customerCondListTree';
const ORG_TYPES: OrgType[] = ['platform', 'agent', 'merchant', 'store'];

const idOf = (n: OrgNode) => String(n.id);
const childrenOf = (n: OrgNode) => n.children;

type Dialog = { kind: 'add'; parent: OrgNode } | { kind: 'edit'; org: OrgNode } | { kind: 'status'; org: OrgNode } | undefined;

export function OrgTree({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<'' | '1' | '0'>('');
  const [type, setType] = useState<'' | OrgType>('');
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>();

  // the name is searched by the server too (a large estate's tree is not all loaded), once typing pauses
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(name.trim()), 300);
    return () => clearTimeout(timer);
  }, [name]);
  const filter = useMemo(
    () => ({ ...(searched ? { name: searched } : {}), ...(status ? { status: Number(status) } : {}), ...(type ? { type } : {}) }),
    [searched, status, type],
  );
  const query = useQuery({
    queryKey: [declaration.name, TREE_CALL, filter],
    queryFn: ({ signal }) => undescribed<OrgNode[]>(callDeclared(TREE_CALL, filter, { signal })),
    // the tree stays on screen (filtered here) while the server's answer for a new filter is on its way
    placeholderData: keepPreviousData,
  });
  const all = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(() => filterByName(all, name), [all, name]);

  // the first answer opens the root and selects it
  useEffect(() => {
    if (!all.length) return;
    setSelectedId((current) => (current !== undefined && findOrg(all, current) ? current : all[0].id));
    setExpanded((current) => (current.size ? current : new Set(all.map(idOf))));
  }, [all]);

  // a name search opens the way to every match
  useEffect(() => {
    if (!shown.open.size) return;
    setExpanded((current) => new Set([...current, ...[...shown.open].map(String)]));
  }, [shown.open]);

  const selected = findOrg(all, selectedId);
  const queryClient = useQueryClient();

  /** Everything shown of organisations (this tree, pickers elsewhere) is read again. */
  const afterChange = async (focus?: { select?: number; open?: number }) => {
    await queryClient.invalidateQueries({ queryKey: [declaration.name] });
    if (focus?.open !== undefined) setExpanded((current) => new Set([...current, String(focus.open)]));
    if (focus?.select !== undefined) setSelectedId(focus.select);
  };

  /** After an edit or a status change: the dialog closed, the tree read again. */
  const closeAndReload = async () => {
    setDialog(undefined);
    await afterChange();
  };
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        actions={
          <Button startIcon={<RefreshIcon />} onClick={() => query.refetch()} disabled={query.isFetching}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('menu.organisations')}
      </ScreenHeading>

      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        component="form"
        role="search"
        aria-label={translate('screens.orgTree.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap" alignItems={{ sm: 'center' }}>
          <TextField
            size="small"
            fullWidth={false}
            margin="none"
            label={translate('screens.orgTree.searchName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { maxLength: 50 },
            }}
            sx={{ minWidth: 220 }}
          />
          <AllSelect
            fullWidth={false}
            margin="none"
            label={translate('resources.organisations.fields.status')}
            value={status}
            onChange={(v) => setStatus(v as '' | '1' | '0')}
            sx={{ minWidth: 140 }}
            allLabel={translate('screens.common.all')}
            options={(['1', '0'] as const).map((v) => ({ value: v, label: translate(`enum.status.${v}`) }))}
          />
          <AllSelect
            fullWidth={false}
            margin="none"
            label={translate('resources.organisations.fields.type')}
            value={type}
            onChange={(v) => setType(v as '' | OrgType)}
            sx={{ minWidth: 180 }}
            allLabel={translate('screens.common.all')}
            options={ORG_TYPES.map((t) => ({ value: t, label: translate(`enum.orgType.${t}`) }))}
          />
          <Box sx={{ flex: 1 }} />
          <ExpandCollapse
            icons
            onExpand={() => setExpanded(new Set([...branchIds(shown.nodes, idOf, childrenOf)]))}
            onCollapse={() => setExpanded(new Set())}
          />
        </Stack>
      </Paper>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(320px, 5fr) minmax(0, 7fr)' }, gap: 2, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 1, minHeight: 240, maxHeight: { md: 'calc(100vh - 300px)' }, overflow: 'auto' }}>
          {query.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={translate('app.loading')} />}
          {query.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => query.refetch()}>
                  {translate('screens.common.retry')}
                </Button>
              }
            >
              {failureMessage(query.error, translate)}
            </Alert>
          ) : query.isPending ? null : shown.nodes.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('screens.orgTree.empty')}
            </Typography>
          ) : (
            <>
              {shown.matches >= 0 && (
                <Typography variant="caption" color="text.secondary" sx={{ px: 1 }} role="status">
                  {translate('screens.orgTree.matches', { smart_count: shown.matches })}
                </Typography>
              )}
              <Tree<OrgNode>
                label={translate('screens.orgTree.treeLabel')}
                nodes={shown.nodes}
                getId={idOf}
                getChildren={childrenOf}
                expanded={expanded}
                onExpandedChange={setExpanded}
                selected={selectedId === undefined ? null : String(selectedId)}
                onSelect={(n) => setSelectedId(n.id)}
                renderLabel={(n) => (
                  <>
                    <Box component="span" sx={{ color: n.status === 1 ? 'text.primary' : 'text.disabled', fontWeight: n.id === selectedId ? 600 : 400 }}>
                      <Highlight text={n.name} query={name} />
                    </Box>
                    <OrgTypeChip type={n.type} />
                    {n.status !== 1 && <StatusChip value={n.status} />}
                  </>
                )}
              />
            </>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate('screens.orgTree.detail')}>
          {selected ? (
            <OrgDetail
              org={selected}
              isRoot={all[0]?.id === selected.id}
              canAdd={can(declaration.permissions.create)}
              canEdit={can(declaration.permissions.update)}
              canStatus={can(declaration.permissions.status)}
              onSelect={setSelectedId}
              onAction={setDialog}
            />
          ) : (
            <Typography color="text.secondary">{translate('screens.orgTree.noSelection')}</Typography>
          )}
        </Paper>
      </Box>

      {dialog?.kind === 'add' && (
        <AddOrgDialog
          declaration={declaration}
          parent={dialog.parent}
          onClose={() => setDialog(undefined)}
          onSaved={async (id) => {
            setDialog(undefined);
            await afterChange({ select: id, open: dialog.parent.id });
          }}
        />
      )}
      {dialog?.kind === 'edit' && <EditOrgDialog declaration={declaration} org={dialog.org} onClose={() => setDialog(undefined)} onSaved={closeAndReload} />}
      {dialog?.kind === 'status' && <StatusDialog declaration={declaration} org={dialog.org} onClose={() => setDialog(undefined)} onSaved={closeAndReload} />}
    </Box>
  );
}

interface DetailProps {
  org: OrgNode;
  isRoot: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canStatus: boolean;
  onSelect: (id: number) => void;
  onAction: (d: Dialog) => void;
}

function OrgDetail({ org, isRoot, canAdd, canEdit, canStatus, onSelect, onAction }: DetailProps) {
  const translate = useTranslate();
  const field = (f: string) => translate(`resources.organisations.fields.${f}`);
  const blocker = childBlocker(org);
  const enabled = org.status === 1;
  const switchBlocker = statusBlocker(org);
  const switchReasonId = useId();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
          {org.name}
        </Typography>
        <OrgTypeChip type={org.type} />
        <StatusChip value={org.status} />
      </Box>
      <InfoGrid
        items={[
          { label: field('id'), value: org.id },
          { label: field('type'), value: translate(`enum.orgType.${org.type}`, { _: org.type }) },
          {
            label: field('parentName'),
            value:
              org.parentId !== null && org.parentName ? (
                <Box component="button" type="button" onClick={() => onSelect(org.parentId as number)} sx={linkButton}>
                  {org.parentName}
                </Box>
              ) : (
                '—'
              ),
          },
          { label: field('depth'), value: org.depth },
          { label: translate('screens.orgTree.childCount'), value: org.children.length },
          { label: translate('screens.orgTree.descendantCount'), value: descendantCount(org) },
          { label: field('createdAt'), value: <DateTimeText value={org.createdAt} /> },
          { label: field('updatedAt'), value: <DateTimeText value={org.updatedAt} /> },
          { label: field('remark'), value: org.remark || '—' },
        ]}
      />
      {(canAdd || canEdit || (canStatus && !isRoot)) && (
        <>
          <Divider />
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {canAdd && (
              <Button variant="contained" startIcon={<AddIcon />} disabled={blocker !== undefined} onClick={() => onAction({ kind: 'add', parent: org })}>
                {translate('screens.orgTree.addChild')}
              </Button>
            )}
            {canEdit && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => onAction({ kind: 'edit', org })}>
                {translate('ra.action.edit')}
              </Button>
            )}
            {canStatus && !isRoot && (
              <Button
                variant="outlined"
                color={enabled ? 'warning' : 'success'}
                startIcon={enabled ? <ToggleOffIcon /> : <ToggleOnIcon />}
                disabled={switchBlocker !== undefined}
                aria-describedby={switchBlocker !== undefined ? switchReasonId : undefined}
                onClick={() => onAction({ kind: 'status', org })}
              >
                {translate(enabled ? 'crud.disable' : 'crud.enable')}
              </Button>
            )}
          </Stack>
          {canStatus && !isRoot && switchBlocker !== undefined && (
            <Typography id={switchReasonId} variant="body2" color="text.secondary">
              {switchBlocker === 201011
                ? translate('screens.orgTree.cannotDisable', { children: org.childCount ?? 0, users: org.userCount ?? 0 })
                : translate('screens.orgTree.cannotEnable', { name: org.parentName ?? '' })}
            </Typography>
          )}
          {canAdd && (
            <Typography variant="body2" color="text.secondary" role="note">
              {blocker !== undefined
                ? translate(`errors.${blocker}`)
                : translate('screens.orgTree.allowedTypes', {
                    types: allowedChildTypes(org)
                      .map((t) => translate(`enum.orgType.${t}`))
                      .join(translate('screens.common.listSeparator')),
                  })}
            </Typography>
          )}
        </>
      )}
      {org.children.length > 0 && (
        <>
          <Divider />
          <Typography component="h3" variant="subtitle2">
            {translate('screens.orgTree.children')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { sm: 2 } }}>
            {org.children.map((c) => (
              <li key={c.id}>
                <Box component="button" type="button" onClick={() => onSelect(c.id)} sx={linkButton}>
                  {c.name}
                </Box>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {translate(`enum.orgType.${c.type}`)} · {translate(`enum.status.${c.status}`)}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}

const linkButton = {
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  color: 'primary.main',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  textAlign: 'left',
} as const;

interface OrgDialogProps {
  declaration: ScreenProps['declaration'];
  onClose: () => void;
}

/** The create form with the parent fixed and only the types allowed under it offered. */
function AddOrgDialog({ declaration, parent, onClose, onSaved }: OrgDialogProps & { parent: OrgNode; onSaved: (id: number) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const allowed = allowedChildTypes(parent);
  const schema = useMemo(() => {
    const base = formSchema(declaration, 'create');
    if (!base?.properties) return base;
    const typeSchema = base.properties.type as JsonSchema;
    return { ...base, properties: { ...base.properties, type: { ...typeSchema, enum: allowed } } } as JsonSchema;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- allowed is a new array at each render: keyed by its types
  }, [declaration, allowed.join()]);
  const ui = useMemo(() => ({ parentId: { 'ui:widget': 'hidden' }, ...(allowed.length === 1 ? { type: { 'ui:disabled': true } } : {}) }), [allowed.length]);
  return (
    <FormDialog
      title={translate('screens.orgTree.addTitle', { name: parent.name })}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('screens.orgTree.parentIs', { name: parent.name, type: translate(`enum.orgType.${parent.type}`) })}
        </Typography>
      }
      declaration={declaration}
      kind="create"
      schema={schema}
      uiSchema={ui}
      record={{ parentId: parent.id, status: 1, ...(allowed.length === 1 ? { type: allowed[0] } : {}) }}
      save={async (data) => (await dataProvider.create(declaration.name, { data: { ...data, parentId: parent.id } })).data}
      onSaved={(created) => onSaved(Number(created.id))}
      onClose={onClose}
    />
  );
}

/** The update form: name and remark. */
function EditOrgDialog({ declaration, org, onClose, onSaved }: OrgDialogProps & { org: OrgNode; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OpsDataProvider>();
  return (
    <FormDialog
      title={translate('screens.orgTree.editTitle', { name: org.name })}
      declaration={declaration}
      kind="edit"
      record={org as unknown as Record<string, unknown>}
      save={(data) => dataProvider.update(declaration.name, { id: org.id, data, previousData: org as never })}
      onSaved={() => onSaved()}
      onClose={onClose}
    />
  );
}

/** Enable or disable after a confirmation; a refusal (201007, 201011, 101012…) shows the server's message. */
function StatusDialog({ declaration, org, onClose, onSaved }: OrgDialogProps & { org: OrgNode; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const [busy, setBusy] = useState(false);
  const enabled = org.status === 1;
  const verb = enabled ? 'disable' : 'enable';
  const name = translate('resources.organisations.name', { smart_count: 1 });
  return (
    <ConfirmDialog
      open
      title={translate(`crud.${verb}Title`, { label: org.name })}
      content={
        <>
          {translate(`crud.${verb}Content`, { label: org.name, name })}
          <br />
          {translate(enabled ? 'screens.orgTree.disableHint' : 'screens.orgTree.enableHint')}
        </>
      }
      confirmLabel={translate(`crud.${verb}`)}
      onCancel={onClose}
      onConfirm={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await dataProvider.setStatus(declaration.name, { id: org.id, status: enabled ? 0 : 1 });
          notify('crud.statusChanged', { type: 'success' });
          onSaved();
        } catch (e) {
          notifyFailure(e);
          onClose();
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

export default OrgTree;
