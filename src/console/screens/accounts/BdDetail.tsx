/**
 * One BD (spec document 1 §3 Account, §6; document 2 §7 BD users): its account and BD details (rank
 * translated, job number, service provider), the organisations it manages (GET
 * /aiot/bduser/getOrgListByBdUser), and, for users holding bd.bind, binding more organisations picked from
 * its provider's subtree (POST /open/customer/condListTree, then POST /aiot/bduser/orgBind) and replacing
 * it on one organisation by another BD of the same rank (GET /aiot/bduser/replace). Refusals (201014,
 * 201018…) show the server's message. The devices it serves (document 1 §2 "BD devices") are the declared
 * bdDevices list, narrowed to this BD, for holders of its code.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText, StatusChip } from '../../crud/fields';
import { callDeclared, callOperation, undescribed } from '../../providers/http';
import type { OpsDataProvider } from '../../providers/dataProvider';
import { Modal } from '../../shell/Modal';
import { Tree, branchIds } from './Tree';
import { OrgTypeChip, failureMessage, useNotifyFailure } from './common';
import { InfoCard } from '../../ui/InfoCard';
import { findOrg, walkOrgs, type OrgNode } from './orgRules';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { GenericList } from '../../crud/GenericList';
import { declarationOf } from '../../crud/declarations';
import { ValueTable } from '../../ui/ValueTable';

const ORGS_OF_BD = 'bdGetOrgListByBdUser';
const ORG_TREE = 'customerCondListTree';
/** The most organisations one bind call takes (bd-user.schema.json#/$defs/orgIds maxItems). */
const BIND_MAX = 100;

export interface BdRecord extends RaRecord {
  userId: number;
  account: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  jobNumber: string;
  rank: number;
  providerOrgId: number;
  providerName?: string;
  orgId?: number;
  orgName?: string;
  roleName?: string | null;
  orgCount: number;
  status: number;
  createdAt?: string;
}

export interface BoundOrg {
  orgId: number;
  name: string;
  type: string;
  parentId: number | null;
  status: number;
  boundAt: string;
}

export function BdDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { record, isPending, error } = useShowController<BdRecord>({ resource: declaration.name });
  const bdUserId = record?.userId ?? record?.id;
  const orgs = useQuery({
    queryKey: [declaration.name, ORGS_OF_BD, bdUserId],
    queryFn: ({ signal }) => undescribed<BoundOrg[]>(callDeclared(ORGS_OF_BD, { bdUserId }, { signal })),
    enabled: bdUserId !== undefined,
  });
  const [binding, setBinding] = useState(false);
  const [replacing, setReplacing] = useState<BoundOrg | undefined>();
  const canBind = can(declaration.permissions.bind);
  const field = (f: string) => translate(`resources.bdUsers.fields.${f}`);

  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;

  return (
    <DetailFrame resource={declaration.name} title={translate('screens.bd.title', { name: record.name, account: record.account })}>
      <InfoCard
        id="bd-info-heading"
        title={translate('screens.bd.info')}
        status={<StatusChip value={record.status} />}
        items={[
          { label: field('account'), value: record.account },
          { label: field('name'), value: record.name },
          { label: field('rank'), value: translate(`enum.bdRank.${record.rank}`, { _: String(record.rank) }) },
          { label: field('jobNumber'), value: record.jobNumber },
          { label: field('providerName'), value: record.providerName ?? record.providerOrgId },
          { label: field('orgName'), value: record.orgName ?? '—' },
          { label: field('roleName'), value: record.roleName ?? '—' },
          { label: field('phone'), value: record.phone || '—' },
          { label: field('email'), value: record.email || '—' },
          { label: field('orgCount'), value: record.orgCount },
          { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
        ]}
      />

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bd-orgs-heading">
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography id="bd-orgs-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
            {translate('screens.bd.managed')}
          </Typography>
          {canBind && (
            // a disabled BD's account cannot be given organisations (201014)
            <Button
              variant="contained"
              startIcon={<LinkIcon />}
              disabled={record.status !== 1}
              aria-describedby={record.status !== 1 ? 'bd-disabled-hint' : undefined}
              onClick={() => setBinding(true)}
            >
              {translate('screens.bd.bind')}
            </Button>
          )}
        </Stack>
        {record.status !== 1 && canBind && (
          <Alert severity="info" sx={{ mb: 1 }} id="bd-disabled-hint">
            {translate('screens.bd.disabledHint')}
          </Alert>
        )}
        {orgs.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
        {orgs.isError ? (
          <Alert severity="error">{failureMessage(orgs.error, translate)}</Alert>
        ) : orgs.data && orgs.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('screens.bd.noOrgs')}
          </Typography>
        ) : (
          <ValueTable
            labelledBy="bd-orgs-heading"
            rows={orgs.data ?? []}
            rowKey={(o) => o.orgId}
            columns={[
              { label: translate('resources.organisations.fields.name'), value: (o) => o.name },
              { label: translate('resources.organisations.fields.type'), value: (o) => <OrgTypeChip type={o.type} /> },
              { label: translate('resources.organisations.fields.status'), value: (o) => <StatusChip value={o.status} /> },
              { label: translate('screens.bd.boundAt'), value: (o) => <DateTimeText value={o.boundAt} /> },
              canBind && {
                label: translate('crud.actions'),
                value: (o) => (
                  <Button
                    size="small"
                    startIcon={<SwapHorizIcon />}
                    onClick={() => setReplacing(o)}
                    aria-label={translate('screens.bd.replaceOn', { name: o.name })}
                  >
                    {translate('screens.bd.replace')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Paper>

      <BdDevices bdUserId={bdUserId} />

      {binding && <BindDialog resource={declaration.name} bd={record} bound={orgs.data ?? []} onClose={() => setBinding(false)} />}
      {replacing && <ReplaceDialog resource={declaration.name} bd={record} org={replacing} onClose={() => setReplacing(undefined)} />}
    </DetailFrame>
  );
}

/** The devices this BD serves: the declared list on the generic path, with this BD's id as a fixed filter. */
function BdDevices({ bdUserId }: { bdUserId: unknown }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const declaration = declarationOf('bdDevices');
  if (!declaration || !can(declaration.permissions.view) || bdUserId === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bd-devices-heading">
      <Typography id="bd-devices-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('screens.bd.devices')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('screens.bd.devicesHelp')}
      </Typography>
      <GenericList declaration={declaration} filter={{ bdUserId }} embedded hideColumns={['bdAccount', 'bdName', 'bdRank']} />
    </Paper>
  );
}

/** The BD dialogs' frame: a titled modal with Cancel and one contained button that carries the dialog out. */
function SubmitModal({
  title,
  submitLabel,
  onSubmit,
  disabled,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  disabled: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Modal
      open
      maxWidth="sm"
      fullWidth
      title={title}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={onSubmit} disabled={disabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

interface DialogProps {
  resource: string;
  bd: BdRecord;
  onClose: () => void;
}

/** Picks organisations of the BD's provider subtree (the provider itself excluded) and binds them. */
function BindDialog({ resource, bd, bound, onClose }: DialogProps & { bound: BoundOrg[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const queryClient = useQueryClient();
  const tree = useQuery({
    queryKey: ['organisations', ORG_TREE, {}],
    queryFn: ({ signal }) => undescribed<OrgNode[]>(callOperation(ORG_TREE, {}, { signal })),
  });
  const provider = useMemo(() => findOrg(tree.data ?? [], bd.providerOrgId), [tree.data, bd.providerOrgId]);
  const roots = useMemo(() => provider?.children ?? [], [provider]);
  const already = useMemo(() => new Set(bound.map((b) => b.orgId)), [bound]);
  // an organisation another BD manages is not taken from it by binding (201014): that is what replace is for
  const heldByOther = (n: OrgNode) => !already.has(n.id) && n.bdUserId !== undefined && n.bdUserId !== null && n.bdUserId !== bd.userId;
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Set<string> | undefined>();
  const open =
    expanded ??
    branchIds(
      roots,
      (n) => String(n.id),
      (n) => n.children,
    );
  const tooMany = picked.size > BIND_MAX;

  const bind = useMutation({
    mutationFn: () => dataProvider.action(resource, 'bind', { bdUserId: bd.userId, orgIds: [...picked] }),
    onSuccess: async () => {
      notify('screens.bd.bound', { type: 'success', messageArgs: { smart_count: picked.size } });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      onClose();
    },
    onError: notifyFailure,
  });
  const busy = bind.isPending;
  const submit = () => bind.mutate();

  return (
    <SubmitModal
      title={translate('screens.bd.bindTitle', { name: bd.name })}
      submitLabel={translate('screens.bd.bindSubmit', { smart_count: picked.size })}
      onSubmit={submit}
      disabled={busy || picked.size === 0 || tooMany}
      onClose={onClose}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('screens.bd.bindHelp', { provider: bd.providerName ?? String(bd.providerOrgId) })}</DialogContentText>
        {tree.isPending && <LinearProgress aria-label={translate('app.loading')} />}
        {tree.isError && <Alert severity="error">{failureMessage(tree.error, translate)}</Alert>}
        {tooMany && <Alert severity="warning">{translate('screens.bd.tooMany', { max: BIND_MAX })}</Alert>}
        {tree.data && roots.length === 0 && <Typography color="text.secondary">{translate('screens.bd.nothingToBind')}</Typography>}
        {roots.length > 0 && (
          <Box sx={{ maxHeight: 400, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
            <Tree<OrgNode>
              label={translate('screens.bd.pickOrgs')}
              nodes={roots}
              getId={(n) => String(n.id)}
              getChildren={(n) => n.children}
              expanded={open}
              onExpandedChange={setExpanded}
              checkState={(n) => (already.has(n.id) || picked.has(n.id) ? 'on' : 'off')}
              checkDisabled={(n) => already.has(n.id) || heldByOther(n) || busy}
              onCheck={(n) =>
                setPicked((current) => {
                  const next = new Set(current);
                  if (next.has(n.id)) next.delete(n.id);
                  else next.add(n.id);
                  return next;
                })
              }
              renderLabel={(n) => (
                <>
                  <span>{n.name}</span>
                  <OrgTypeChip type={n.type} />
                  {n.status !== 1 && <StatusChip value={n.status} />}
                  {already.has(n.id) && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {translate('screens.bd.alreadyBound')}
                    </Typography>
                  )}
                  {heldByOther(n) && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {translate('screens.bd.heldByOther')}
                    </Typography>
                  )}
                </>
              )}
            />
          </Box>
        )}
      </DialogContent>
    </SubmitModal>
  );
}

/** Replaces this BD on one organisation by another enabled BD of the same rank. */
function ReplaceDialog({ resource, bd, org, onClose }: DialogProps & { org: BoundOrg }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const queryClient = useQueryClient();
  const candidates = useQuery({
    queryKey: [resource, 'sameRank', bd.rank],
    queryFn: () =>
      dataProvider.getList<BdRecord>(resource, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'account', order: 'ASC' },
        filter: { rank: bd.rank, status: 1 },
      }),
  });
  // a BD can take over only organisations strictly inside its provider's subtree (else 201014): with the
  // tree at hand, those of other providers are shown but cannot be chosen
  const tree = useQuery({
    queryKey: ['organisations', ORG_TREE, {}],
    queryFn: ({ signal }) => undescribed<OrgNode[]>(callOperation(ORG_TREE, {}, { signal, report: false })),
    retry: false,
  });
  const above = useMemo(() => {
    let ids: Set<number> | undefined;
    walkOrgs(tree.data ?? [], (n, ancestors) => {
      if (n.id === org.orgId) ids = new Set(ancestors.map((a) => a.id));
    });
    return ids;
  }, [tree.data, org.orgId]);
  const outOfReach = (c: BdRecord) => Boolean(above && !above.has(c.providerOrgId));
  const options = useMemo(
    () =>
      (candidates.data?.data ?? [])
        .filter((c) => c.userId !== bd.userId)
        .sort((a, b) => Number(Boolean(above && !above.has(a.providerOrgId))) - Number(Boolean(above && !above.has(b.providerOrgId)))),
    [candidates.data, bd.userId, above],
  );
  const [choice, setChoice] = useState<BdRecord | null>(null);

  const replace = useMutation({
    mutationFn: (to: BdRecord) => dataProvider.action(resource, 'replace', { orgId: org.orgId, bdUserId: to.userId }),
    onSuccess: async (_, to) => {
      notify('screens.bd.replaced', { type: 'success', messageArgs: { name: org.name, bd: to.name } });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      onClose();
    },
    onError: notifyFailure,
  });
  const busy = replace.isPending;
  const submit = () => choice && replace.mutate(choice);

  return (
    <SubmitModal
      title={translate('screens.bd.replaceTitle', { name: org.name })}
      submitLabel={translate('screens.bd.replace')}
      onSubmit={submit}
      disabled={busy || !choice}
      onClose={onClose}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('screens.bd.replaceHelp', { rank: translate(`enum.bdRank.${bd.rank}`), name: bd.name })}
        </DialogContentText>
        {candidates.isError && <Alert severity="error">{failureMessage(candidates.error, translate)}</Alert>}
        <Autocomplete<BdRecord>
          options={options}
          loading={candidates.isPending}
          value={choice}
          onChange={(_, v) => setChoice(v)}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          getOptionDisabled={outOfReach}
          getOptionLabel={(o) => `${o.name} (${o.account})`}
          noOptionsText={translate('screens.bd.noSameRank')}
          loadingText={translate('app.loading')}
          renderOption={(props, o) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={key} {...rest}>
                <Box>
                  <Typography variant="body2">
                    {o.name} ({o.account})
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {o.jobNumber} · {o.providerName ?? o.providerOrgId}
                    {outOfReach(o) ? ` · ${translate('screens.bd.outOfReach')}` : ''}
                  </Typography>
                </Box>
              </li>
            );
          }}
          renderInput={(params) => <TextField {...params} label={translate('screens.bd.newBd')} placeholder={translate('crud.select')} />}
        />
      </DialogContent>
    </SubmitModal>
  );
}

export default BdDetail;
