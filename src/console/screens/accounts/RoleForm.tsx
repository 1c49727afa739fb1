/**
 * The role editor, for creating and editing roles (spec document 1 §3 Role, §5, §6; document 2 §6, §7
 * Roles and menus): name, remark and status (and, on creation, the owning organisation) in the schema
 * form of the role schema's `create`/`update`, and the permissions on a tree of menus and their function
 * codes (POST /open/permission/menu/queryMenuFunction) — checking a menu checks what is under it, a menu
 * partly granted shows mixed, codes the editor may not grant (`grantable`) are locked, platform-only codes
 * are offered only to roles of the platform. Saved through the data provider: create → roleAdd, update →
 * roleUpdate with the id; refusals (202002, 202003, 101005…) show the server's message.
 */
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useGetOne, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { ScreenProps } from '../../crud/registry';
import { SchemaForm } from '../../crud/SchemaForm';
import { FormScreen, type FormBodyProps } from '../../crud/FormScreen';
import { ReferenceWidget } from '../../crud/widgets';
import { useAccess } from '../../crud/access';
import { callOperation, undescribed } from '../../providers/http';
import { getSessionUser } from '../../providers/session';
import { Tree, branchIds } from './Tree';
import { ExpandCollapse, failureMessage } from './common';
import { PERM_TREE, checkedLeaves, freeLeaves, codesOf, isLeaf, leavesOf, permissionName, stateOf, toggle, type PermNode } from './permissions';

const TREE_CALL = 'menuQueryMenuFunction';

interface PermissionContextValue {
  tree: PermNode[];
  isPending: boolean;
  error: unknown;
  retry: () => void;
  /** Whether the role's organisation is the platform (undefined while unknown: nothing restricted). */
  orgIsPlatform: boolean | undefined;
  setOrgId: (id: number | undefined) => void;
}

const PermissionContext = createContext<PermissionContextValue | undefined>(undefined);

/** The organisation picker of the create form, telling the permission tree which organisation it is. */
function OrgWidget(props: WidgetProps) {
  const ctx = useContext(PermissionContext);
  const value = props.value as number | undefined;
  useEffect(() => {
    ctx?.setOrgId(typeof value === 'number' ? value : undefined);
  }, [ctx, value]);
  return <ReferenceWidget {...props} />;
}

/** The permissions field: the tree with checkboxes (an rjsf field over the `permissions` array). */
function PermissionField(props: FieldProps<string[]>) {
  const ctx = useContext(PermissionContext)!;
  const translate = useTranslate();
  const { formData, onChange, fieldPathId, rawErrors = [], disabled, readonly } = props;
  const codes = useMemo(() => formData ?? [], [formData]);
  const { tree, isPending, error, retry, orgIsPlatform } = ctx;
  // every menu open until the user closes one
  const [userExpanded, setExpanded] = useState<Set<string> | undefined>();
  const expanded = useMemo(
    () =>
      userExpanded ??
      branchIds(
        tree,
        (n) => n.code,
        (n) => n.children,
      ),
    [userExpanded, tree],
  );

  const has = useMemo(() => new Set(codes), [codes]);
  const locked = (leaf: PermNode) => Boolean(disabled || readonly) || !leaf.grantable || (leaf.platformOnly && orgIsPlatform === false && !has.has(leaf.code));
  const nodeLocked = (n: PermNode) => leavesOf(n).every(locked);
  const set = (next: string[]) => onChange(next, fieldPathId.path);
  const leafCount = checkedLeaves(tree, codes).size;
  /** Every leaf the user may change checked (or unchecked); the locked ones stay as they are. */
  const markFree = (on: boolean) => {
    const leaves = checkedLeaves(tree, codes);
    for (const l of freeLeaves(tree, locked)) {
      if (on) leaves.add(l.code);
      else leaves.delete(l.code);
    }
    set(codesOf(tree, leaves, codes));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-invalid={rawErrors.length > 0}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('resources.roles.fields.permissions')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ px: 1, pb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} role="status">
            {translate('screens.permissions.selected', { smart_count: leafCount })}
          </Typography>
          <ExpandCollapse onExpand={() => setExpanded(undefined)} onCollapse={() => setExpanded(new Set())} />
          <Button size="small" disabled={disabled || readonly || !tree.length} onClick={() => markFree(true)}>
            {translate('screens.permissions.selectAll')}
          </Button>
          <Button size="small" disabled={disabled || readonly || !tree.length} onClick={() => markFree(false)}>
            {translate('screens.permissions.clear')}
          </Button>
        </Stack>
        {isPending && <LinearProgress aria-label={translate('app.loading')} />}
        {Boolean(error) && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {translate('screens.common.retry')}
              </Button>
            }
          >
            {failureMessage(error, translate)}
          </Alert>
        )}
        {tree.length > 0 && (
          <Tree<PermNode>
            label={translate('resources.roles.fields.permissions')}
            nodes={tree}
            {...PERM_TREE}
            expanded={expanded}
            onExpandedChange={setExpanded}
            checkState={(n) => stateOf(n, has)}
            checkDisabled={nodeLocked}
            onCheck={(n) => set(toggle(tree, n, codes, locked))}
            renderLabel={(n) => (
              <>
                <Box component="span" sx={{ fontWeight: isLeaf(n) ? 400 : 500 }}>
                  {permissionName(translate, n)}
                </Box>
                {n.platformOnly && <Chip size="small" variant="outlined" label={translate('screens.permissions.platformOnly')} />}
                {isLeaf(n) && !n.grantable && <Chip size="small" variant="outlined" color="warning" label={translate('screens.permissions.notGrantable')} />}
              </>
            )}
          />
        )}
      </Paper>
      {/* the server refuses a role granting nothing (202003): said before the save is sent */}
      {leafCount === 0 && tree.length > 0 && (
        <FormHelperText error role="alert">
          {translate('errors.202003')}
        </FormHelperText>
      )}
      <FormHelperText>{translate('screens.permissions.help')}</FormHelperText>
    </Box>
  );
}

function RoleFormBody({ declaration, kind, record, saving, onSubmit }: FormBodyProps) {
  const { can } = useAccess();
  const tree = useQuery({
    queryKey: [declaration.name, TREE_CALL],
    queryFn: ({ signal }) => undescribed<PermNode[]>(callOperation(TREE_CALL, {}, { signal })),
  });
  const [orgId, setOrgId] = useState<number | undefined>(typeof record?.orgId === 'number' ? record.orgId : undefined);
  const canSeeOrgs = can('org.view');
  const org = useGetOne<{ id: number; type: string }>('organisations', { id: orgId as number }, { enabled: orgId !== undefined && canSeeOrgs, retry: false });
  const session = getSessionUser();
  const orgIsPlatform =
    orgId === undefined ? (session?.orgType ? session.orgType === 'platform' : undefined) : org.data ? org.data.type === 'platform' : undefined;

  const value = useMemo<PermissionContextValue>(
    () => ({
      tree: tree.data ?? [],
      isPending: tree.isPending,
      error: tree.error,
      retry: () => void tree.refetch(),
      orgIsPlatform,
      setOrgId: (id) => setOrgId((current) => (kind === 'create' ? id : current)),
    }),
    [tree.data, tree.isPending, tree.error, tree.refetch, orgIsPlatform, kind], // eslint-disable-line react-hooks/exhaustive-deps -- the query's object is new at each render: its parts are listed
  );

  const uiSchema = useMemo(
    () => ({
      permissions: { 'ui:field': PermissionField },
      parentId: { 'ui:widget': 'hidden' },
      // the owning organisation is chosen on creation only, by those who may see organisations
      ...(kind === 'create' ? { orgId: { 'ui:widget': canSeeOrgs ? OrgWidget : 'hidden' } } : {}),
    }),
    [kind, canSeeOrgs],
  );

  return (
    <PermissionContext.Provider value={value}>
      <SchemaForm
        declaration={declaration}
        kind={kind}
        record={kind === 'create' ? { status: 1, permissions: [], ...record } : record}
        saving={saving}
        uiSchema={uiSchema}
        onSubmit={onSubmit}
      />
    </PermissionContext.Provider>
  );
}

export function RoleForm({ declaration }: ScreenProps) {
  // role ids are integers: the route's text would be refused by the update call (bodies are not coerced)
  return <FormScreen declaration={declaration} body={RoleFormBody} redirect="list" numericId />;
}

export default RoleForm;
