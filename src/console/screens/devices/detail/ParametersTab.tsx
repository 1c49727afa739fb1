/**
 * Parameter info tab: the device's parameters as it last reported them in its shadow (`/device/shadow`),
 * the named ones (schemas/devices/push.schema.json#/$defs/parameters) with their labels and units, any
 * others as the device calls them. Holders of device.update change a named one: the value is checked
 * against the call's schema before anything is sent, then set as desired (`/device/shadow/desired`); the
 * device applies it when it is online and reports it back, until then the row says it is pending.
 */
import { useState, type FormEvent } from 'react';
import { useLocale, useNotify, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../domain/locale';
import { useAccess } from '../../../crud/access';
import { DateTimeText } from '../../../crud/fields';
import { validatorFor } from '../../../crud/validator';
import { callOperation } from '../../../providers/http';
import { useNotifyFailure } from '../../../providers/failure';
import { schemaDef } from '../../../providers/schemas';
import { Modal } from '../../../shell/Modal';
import type { DeviceTabProps } from './tabs';
import { useDeviceCall, RefreshButton } from './parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';
import { useDeviceTerm } from '../../../ui/deviceTerms';
import { ValueTable } from '../../../ui/ValueTable';

type Value = string | number | boolean | null;
interface Shadow {
  desired: Record<string, Value>;
  reported: Record<string, Value>;
  delta: Record<string, Value>;
  metadata: { reported?: Record<string, number> };
}
interface ParameterRule {
  type: string[];
  minimum?: number;
  maximum?: number;
}

const FORM_ID = 'device-parameter-form';
const UNITS: Record<string, string> = { brightness: '%', coolingSetpoint: '°C' };

/** The named parameters and their rules, in the schema's order. */
function namedParameters(): Record<string, ParameterRule> {
  const def = schemaDef('devices/push.schema.json', 'parameters') as { properties?: Record<string, ParameterRule> } | undefined;
  return def?.properties ?? {};
}

export function ParametersTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const shadow = useDeviceCall<Shadow>('deviceShadow', { serialNum: device.serialNum });
  const [editing, setEditing] = useState<string | undefined>();
  const f = (key: string, args?: Record<string, unknown>) => translate(`screens.devices.detail.parameters.${key}`, args);
  const term = useDeviceTerm();
  const named = namedParameters();
  const s = shadow.data;
  const reported = s?.reported ?? {};
  const pending = s?.delta ?? {};
  // the named parameters this device has (reported, or asked of it), then whatever else it reports
  const keys = s
    ? [
        ...Object.keys(named).filter((k) => k in reported || k in pending),
        ...Object.keys(reported)
          .filter((k) => !(k in named))
          .sort(),
      ]
    : [];

  const shown = (key: string, value: Value | undefined) => {
    if (value === undefined || value === null) return '—';
    if (typeof value === 'boolean') return f(value ? 'on' : 'off');
    if (typeof value === 'number') return UNITS[key] ? `${value} ${UNITS[key]}` : String(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };

  return (
    <Section id="device-parameters-heading" title={translate('screens.devices.detail.tabs.parameters')} actions={<RefreshButton query={shadow} />}>
      <CallState query={shadow} />
      {s && keys.length === 0 && <Empty>{f('empty')}</Empty>}
      {s && keys.length > 0 && (
        <ValueTable
          labelledBy="device-parameters-heading"
          rows={keys}
          rowKey={(key) => key}
          rowProps={(key) => ({ 'data-key': key })}
          columns={[
            { label: f('name'), value: term, cell: () => ({ component: 'th', scope: 'row' }) },
            { label: f('value'), value: (key) => shown(key, reported[key]) },
            {
              label: f('reportedAt'),
              value: (key) => {
                const at = s.metadata?.reported?.[key];
                return <DateTimeText value={at === undefined ? undefined : new Date(at).toISOString()} />;
              },
            },
            {
              label: f('pending'),
              value: (key) =>
                key in pending ? <Chip size="small" color="warning" variant="outlined" label={f('pendingValue', { value: shown(key, pending[key]) })} /> : '—',
            },
            can('device.update') && {
              label: f('actions'),
              value: (key) =>
                key in named && (
                  <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(key)} aria-label={f('editOne', { name: term(key) })}>
                    {translate('ra.action.edit')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {editing && s && (
        <ParameterDialog
          serialNum={device.serialNum}
          name={editing}
          rule={named[editing]}
          current={editing in pending ? pending[editing] : reported[editing]}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Section>
  );
}

/** Changes one named parameter: a number within its range, or on/off. */
function ParameterDialog({
  serialNum,
  name,
  rule,
  current,
  onClose,
}: {
  serialNum: string;
  name: string;
  rule: ParameterRule;
  current: Value | undefined;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const f = (key: string, args?: Record<string, unknown>) => translate(`screens.devices.detail.parameters.${key}`, args);
  const flag = rule.type.includes('boolean');
  const [text, setText] = useState(current === undefined || current === null ? '' : String(current));
  const [error, setError] = useState<string | undefined>();
  const label = useDeviceTerm()(name);

  const save = useMutation({
    mutationFn: (body: { serialNum: string; state: Record<string, Value> }) => callOperation('deviceShadowDesired', body),
    onSuccess: async () => {
      notify('screens.devices.detail.parameters.saved', { type: 'success', messageArgs: { name: label } });
      await queryClient.invalidateQueries({ queryKey: ['devices', 'deviceShadow'] });
      onClose();
    },
    onError: notifyFailure,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value: Value = flag ? text === 'true' : text.trim() === '' ? null : Number(text);
    const body = { serialNum, state: { [name]: value } };
    const schema = schemaDef('devices/push.schema.json', 'desiredBody');
    const checked = schema ? validatorFor(locale).validateFormData(body, schema as never) : undefined;
    const problem = checked?.errors.find((e) => (e.property ?? '').endsWith(name)) ?? checked?.errors[0];
    const blank = !flag && text.trim() === '';
    setError(blank ? translate('ra.validation.required') : problem?.message);
    if (!blank && !problem) save.mutate(body);
  };

  return (
    <Modal
      open
      maxWidth="xs"
      fullWidth
      title={f('editOne', { name: label })}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} variant="contained" disabled={save.isPending}>
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <DialogContent>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit}>
          <DialogContentText sx={{ mb: 2 }}>{f('help')}</DialogContentText>
          {flag ? (
            <TextField
              select
              fullWidth
              size="small"
              label={label}
              value={text || 'false'}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="true">{f('on')}</option>
              <option value="false">{f('off')}</option>
            </TextField>
          ) : (
            <TextField
              fullWidth
              size="small"
              type="number"
              label={UNITS[name] ? `${label} (${UNITS[name]})` : label}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={Boolean(error)}
              helperText={error ?? f('range', { min: rule.minimum, max: rule.maximum })}
              slotProps={{ htmlInput: { min: rule.minimum, max: rule.maximum, step: 1 } }}
            />
          )}
        </Box>
      </DialogContent>
    </Modal>
  );
}

export default ParametersTab;
