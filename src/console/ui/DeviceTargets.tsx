/**
 * The one targeting control of every push to more than one device (issue 28): devices chosen by a filter —
 * route, model, product, organisation — or picked one by one by searching serial numbers and names (chips);
 * the number of devices the choice picks as the server resolves it in the caller's scope
 * (deviceTargetResolve, read again on every change), with their serial numbers for the pushes whose call
 * takes a list; and `TargetedSend`: that control, a send button and a "Send to N devices?" confirmation
 * before anything leaves (Cancel sends nothing).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { callOperation, undescribed } from '../providers/http';
import { failureMessage } from '../providers/failure';
import { useAccess } from '../crud/access';
import { ConfirmDialog, Modal } from '../shell/Modal';

const T = 'deviceTargets';
/** The device list's page size grows by this much while the user asks for more matches (the call takes 100 at most). */
const PAGE = 20;
const PAGE_MAX = 100;

/** What the server resolves (schemas/devices/screen-push.schema.json#/$defs/filter). */
export interface TargetFilter {
  routeId?: number;
  productId?: number;
  model?: string;
  orgId?: number;
  serialNums?: string[];
}

/** A choice as the server resolved it: how many devices, their serial numbers (at most `max`), the filter sent. */
export interface ResolvedTargets {
  count: number;
  serialNums: string[];
  filter: TargetFilter;
}

interface DeviceOption {
  serialNum: string;
  name?: string | null;
  alias?: string | null;
  orgName?: string | null;
}

type Mode = 'filter' | 'pick';

const defined = (f: TargetFilter): TargetFilter =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))) as TargetFilter;

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number | undefined;
  options: { id: string | number; name: string }[];
  onChange: (v: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 170 }}>
      <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Devices of the caller's scope found by serial number (prefix) or name (contains), several picked as chips. */
function DeviceSearch({ picked, onChange, productId }: { picked: DeviceOption[]; onChange: (next: DeviceOption[]) => void; productId?: number }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [size, setSize] = useState(PAGE);
  const search = text.trim();
  const page = (by: 'serialNum' | 'name', signal: AbortSignal) =>
    undescribed<{ list: DeviceOption[]; total: number }>(
      callOperation(
        'devicePageListFast',
        {
          pageNum: 1,
          pageSize: size,
          sort: { field: 'serialNum', order: 'asc' },
          activated: true,
          ...(productId ? { productId } : {}),
          ...(search ? { [by]: search } : {}),
        },
        { signal },
      ),
    );
  const found = useQuery({
    queryKey: ['devices', 'deviceTargets', search, size, productId],
    queryFn: async ({ signal }) => {
      // a serial number's beginning or a name's part: the two searches, merged
      const [bySerial, byName] = await Promise.all([page('serialNum', signal), search ? page('name', signal) : undefined]);
      const list = [...bySerial.list, ...(byName?.list ?? []).filter((d) => !bySerial.list.some((s) => s.serialNum === d.serialNum))];
      return { list, total: Math.max(bySerial.total, byName?.total ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
  const shown = found.data?.list.length ?? 0;
  const more = (found.data?.total ?? 0) > Math.min(size, shown);
  return (
    <Box sx={{ flex: 1, minWidth: 280 }}>
      <Autocomplete<DeviceOption, true>
        multiple
        options={found.data?.list ?? []}
        value={picked}
        loading={found.isFetching}
        filterSelectedOptions
        filterOptions={(x) => x}
        isOptionEqualToValue={(a, b) => a.serialNum === b.serialNum}
        getOptionLabel={(d) => d.serialNum}
        noOptionsText={translate('crud.noOptions')}
        loadingText={translate('app.loading')}
        openText={translate('ra.action.open')}
        closeText={translate('ra.action.close')}
        clearText={translate('ra.action.clear_input_value')}
        limitTags={8}
        onInputChange={(_, value, reason) => {
          if (reason === 'input' || reason === 'clear') {
            setText(value);
            setSize(PAGE);
          }
        }}
        onChange={(_, list) => onChange(list)}
        renderOption={(optionProps, d) => {
          const { key, ...rest } = optionProps as typeof optionProps & { key: string };
          return (
            <li key={key} {...rest}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" variant="body2">
                  {d.serialNum}
                </Typography>
                <Typography component="div" variant="caption" color="text.secondary">
                  {[d.alias || d.name, d.orgName].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} size="small" label={translate(`${T}.pick`)} placeholder={translate(`${T}.searchHelp`)} />}
      />
      {more && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate(`${T}.shown`, { shown, total: found.data!.total })}
          </Typography>
          {size < PAGE_MAX && (
            <Button size="small" onClick={() => setSize((s) => Math.min(PAGE_MAX, s + PAGE))}>
              {translate(`${T}.more`)}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

export interface DeviceTargetsProps {
  /** How many devices the push takes at once: more are said to be too many, and no list is resolved. */
  max: number;
  /** Conditions the push imposes (an ad zone's product): not offered, always applied. */
  fixed?: Pick<TargetFilter, 'productId'>;
  /** Told the choice as the server resolved it (undefined while nothing is resolved or it picks too many). */
  onResolved: (resolved: ResolvedTargets | undefined) => void;
  /** The caller's label for the chosen devices' line (a release's devices); else "Target devices". */
  label?: string;
  /** Devices already picked (rows selected in a table): the control starts with them, in pick mode. */
  initialPicked?: string[];
  /** Start by picking devices rather than with the filter (whose empty choice is every device). */
  startPicking?: boolean;
}

/** The filter or the picker, and the resolved count. */
export function DeviceTargets({ max, fixed, onResolved, label, initialPicked, startPicking }: DeviceTargetsProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const [mode, setMode] = useState<Mode>(startPicking || initialPicked?.length ? 'pick' : 'filter');
  const [filter, setFilter] = useState<TargetFilter>({});
  const [picked, setPicked] = useState<DeviceOption[]>(() => (initialPicked ?? []).map((serialNum) => ({ serialNum })));
  const routes = useQuery({
    queryKey: ['routes', 'routeGroupList'],
    queryFn: ({ signal }) => callOperation('routeGroupList', {}, { signal }),
    enabled: can('route.view'),
  });
  const products = useQuery({
    queryKey: ['devices', 'deviceProductList'],
    queryFn: ({ signal }) => callOperation('deviceProductList', {}, { signal }),
    enabled: !fixed?.productId && can('device.view'),
  });
  const orgs = useQuery({
    queryKey: ['organisations', 'customerOrgList', {}],
    queryFn: ({ signal }) => callOperation('customerOrgList', {}, { signal }),
    enabled: can('org.view'),
  });
  const body = defined({ ...(mode === 'filter' ? filter : { serialNums: picked.map((d) => d.serialNum) }), ...fixed });
  const nothingPicked = mode === 'pick' && picked.length === 0;
  const resolved = useQuery({
    queryKey: ['devices', 'deviceTargetResolve', body, max],
    queryFn: ({ signal }) => callOperation('deviceTargetResolve', { filter: body, max }, { signal }),
    enabled: !nothingPicked,
    placeholderData: keepPreviousData,
  });
  const data = nothingPicked ? { count: 0, serialNums: [] } : resolved.isPlaceholderData ? undefined : resolved.data;
  const tooMany = data !== undefined && data.count > max;
  const key = data && !tooMany && data.count > 0 ? JSON.stringify([data.count, data.serialNums, body]) : '';
  useEffect(() => {
    onResolved(key ? { count: data!.count, serialNums: data!.serialNums, filter: body } : undefined);
    // told again only when what was resolved changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const set = (k: keyof TargetFilter, numeric: boolean) => (v: string) => setFilter((f) => ({ ...f, [k]: v === '' ? undefined : numeric ? Number(v) : v }));
  const models = [...new Set((products.data ?? []).map((p) => p.model))].map((m) => ({ id: m, name: m }));

  return (
    <Box role="group" aria-label={label ?? translate(`${T}.title`)} data-testid="device-targets">
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, m: Mode | null) => m && setMode(m)} sx={{ mb: 1.5 }}>
        <ToggleButton value="filter">{translate(`${T}.byFilter`)}</ToggleButton>
        <ToggleButton value="pick">{translate(`${T}.byPick`)}</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="flex-start">
        {mode === 'filter' ? (
          <>
            {can('route.view') && <Choice label={translate(`${T}.route`)} value={filter.routeId} options={routes.data ?? []} onChange={set('routeId', true)} />}
            {!fixed?.productId && (
              <>
                <Choice label={translate(`${T}.model`)} value={filter.model} options={models} onChange={set('model', false)} />
                <Choice
                  label={translate(`${T}.product`)}
                  value={filter.productId}
                  options={(products.data ?? []).map((p) => ({ id: p.id, name: p.name }))}
                  onChange={set('productId', true)}
                />
              </>
            )}
            {can('org.view') && <Choice label={translate(`${T}.organisation`)} value={filter.orgId} options={orgs.data ?? []} onChange={set('orgId', true)} />}
          </>
        ) : (
          <DeviceSearch picked={picked} onChange={setPicked} productId={fixed?.productId} />
        )}
      </Stack>
      <Typography variant="body2" role="status" data-testid="device-targets-count" color={tooMany || resolved.isError ? 'error' : undefined} sx={{ mt: 1 }}>
        {resolved.isError && !nothingPicked
          ? failureMessage(resolved.error, translate)
          : !data
            ? translate('app.loading')
            : tooMany
              ? translate(`${T}.tooMany`, { count: data.count, max })
              : translate(`${T}.count`, { smart_count: data.count })}
      </Typography>
    </Box>
  );
}

/** The control, a send button and the confirmation with the resolved count; `onSend` runs only once confirmed. */
export function TargetedSend({
  max,
  fixed,
  sendLabel,
  onSend,
  disabled = false,
  label,
  confirmTitle,
  initialPicked,
}: Omit<DeviceTargetsProps, 'onResolved'> & {
  /** The button's and the confirmation's action ("Send", "Schedule", "Add"). */
  sendLabel: string;
  onSend: (resolved: ResolvedTargets) => Promise<unknown>;
  disabled?: boolean;
  /** The confirmation's question when it is not "Send to N devices?" (adding targets sends nothing yet). */
  confirmTitle?: (count: number) => string;
}) {
  const translate = useTranslate();
  const [resolved, setResolved] = useState<ResolvedTargets>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await onSend(resolved!);
    } catch {
      // the caller tells its refusal
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };
  return (
    <Box>
      <DeviceTargets max={max} fixed={fixed} onResolved={setResolved} label={label} initialPicked={initialPicked} />
      <Button variant="contained" startIcon={<SendIcon />} sx={{ mt: 1.5 }} disabled={!resolved || disabled || sending} onClick={() => setConfirming(true)}>
        {sendLabel}
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={sending}
        title={confirmTitle ? confirmTitle(resolved?.count ?? 0) : translate(`${T}.confirmTitle`, { smart_count: resolved?.count ?? 0 })}
        content={translate(`${T}.confirmContent`, { smart_count: resolved?.count ?? 0, action: sendLabel })}
        confirmLabel={sendLabel}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

/**
 * The control in a dialog, for screens whose table selects devices (a pay config's push or binding): the
 * selected rows start as the picked devices, the user may change the choice, and the send is confirmed with
 * the count. Closed once sent.
 */
export function TargetDialog({
  open,
  title,
  onClose,
  onSend,
  children,
  ...control
}: Omit<Parameters<typeof TargetedSend>[0], 'onSend'> & {
  open: boolean;
  title: string;
  onClose: () => void;
  onSend: (r: ResolvedTargets) => Promise<unknown>;
  /** The push's own choices, above the devices (an install's modes). */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Modal open={open} title={title} onClose={onClose} fullWidth maxWidth="md" actions={<Button onClick={onClose}>{translate('shell.dialog.cancel')}</Button>}>
      <DialogContent>
        {children}
        {open && (
          <TargetedSend
            {...control}
            onSend={async (r) => {
              await onSend(r);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Modal>
  );
}
