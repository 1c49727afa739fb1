/**
 * One role (spec document 1 §3 Role, §6; document 2 §7 Roles and menus): its fields (GET
 * /open/permission/role/get/{id}) and what it grants — the permission tree cut down to the role's codes
 * (POST /open/permission/menu/queryRoleMenuFunction), each menu and function by its translated name. For
 * users holding the codes, edit (role.update) and delete (role.delete) after a confirmation only its
 * buttons answer; a refusal (202004 sub-roles, 202010 held by users) shows the server's message.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useDataProvider, useNotify, useRedirect, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText, StatusChip } from '../../crud/fields';
import { callDeclared, undescribed } from '../../providers/http';
import { ConfirmDialog } from '../../shell/Modal';
import { Tree, branchIds } from './Tree';
import { ExpandCollapse, failureMessage, useNotifyFailure } from './common';
import { InfoCard } from '../../ui/InfoCard';
import { PERM_TREE, isLeaf, leavesOf, permissionName, type PermNode } from './permissions';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';

const ROLE_TREE = 'menuQueryRoleMenuFunction';

interface RoleRecord extends RaRecord {
  name: string;
  remark: string;
  status: number;
  orgName: string;
  parentName?: string | null;
  permissions: string[];
  createdAt: string;
  updatedAt: string;
}

export function RoleDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const createPath = useCreatePath();
  const { record, isPending, error } = useShowController<RoleRecord>({ resource: declaration.name });
  const granted = useQuery({
    queryKey: [declaration.name, ROLE_TREE, record?.id],
    queryFn: ({ signal }) => undescribed<{ codes: string[]; tree: PermNode[] }>(callDeclared(ROLE_TREE, { roleId: record?.id }, { signal })),
    enabled: record?.id !== undefined,
  });
  const tree = useMemo(() => granted.data?.tree ?? [], [granted.data]);
  const [expanded, setExpanded] = useState<Set<string> | undefined>();
  const open =
    expanded ??
    branchIds(
      tree,
      (n) => n.code,
      (n) => n.children,
    );
  const functions = tree.flatMap(leavesOf).filter((n) => n.kind === 'function').length;
  const [deleting, setDeleting] = useState(false);
  const field = (f: string) => translate(`resources.roles.fields.${f}`);

  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;

  return (
    <DetailFrame
      resource={declaration.name}
      title={translate('screens.roleDetail.title', { name: record.name })}
      actions={
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {can(declaration.permissions.update) && (
            <Button component={RouterLink} to={createPath({ resource: declaration.name, id: record.id, type: 'edit' })} startIcon={<EditIcon />}>
              {translate('ra.action.edit')}
            </Button>
          )}
          {can(declaration.permissions.delete) && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
              {translate('ra.action.delete')}
            </Button>
          )}
        </Stack>
      }
    >
      <InfoCard
        id="role-info-heading"
        title={translate('screens.roleDetail.info')}
        status={<StatusChip value={record.status} />}
        items={[
          { label: field('name'), value: record.name },
          { label: field('orgName'), value: record.orgName },
          { label: field('parentName'), value: record.parentName || '—' },
          { label: field('remark'), value: record.remark || '—' },
          { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
          { label: field('updatedAt'), value: <DateTimeText value={record.updatedAt} /> },
        ]}
      />

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="role-permissions-heading">
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
          <Typography id="role-permissions-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {field('permissions')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {granted.data ? translate('screens.roleDetail.granted', { smart_count: functions }) : ''}
          </Typography>
          <ExpandCollapse onExpand={() => setExpanded(undefined)} onCollapse={() => setExpanded(new Set())} />
        </Stack>
        {granted.isPending && <LinearProgress aria-label={translate('app.loading')} />}
        {granted.isError && <Alert severity="error">{failureMessage(granted.error, translate)}</Alert>}
        {granted.data && tree.length === 0 && <Typography color="text.secondary">{translate('screens.roleDetail.none')}</Typography>}
        {tree.length > 0 && (
          <Tree<PermNode>
            label={field('permissions')}
            nodes={tree}
            {...PERM_TREE}
            expanded={open}
            onExpandedChange={setExpanded}
            renderLabel={(n) => (
              <Box component="span" sx={{ fontWeight: isLeaf(n) && n.kind === 'function' ? 400 : 500 }}>
                {permissionName(translate, n)}
              </Box>
            )}
          />
        )}
      </Paper>

      {deleting && <DeleteRole resource={declaration.name} record={record} onClose={() => setDeleting(false)} />}
    </DetailFrame>
  );
}

/** Deletes after a confirmation; on success back to the list, on a refusal the server's message. */
function DeleteRole({ resource, record, onClose }: { resource: string; record: RoleRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  return (
    <ConfirmDialog
      open
      title={translate('ra.message.delete_title', { name, recordRepresentation: record.name, id: record.id })}
      content={translate('screens.roleDetail.deleteContent', { name: record.name })}
      confirmLabel={translate('ra.action.delete')}
      onCancel={onClose}
      onConfirm={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await dataProvider.delete(resource, { id: record.id, previousData: record });
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', resource);
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

export default RoleDetail;
