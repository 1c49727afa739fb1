/**
 * Position tab: the location set by hand and the floor, edited and saved with
 * `/pos/vendingMachine/update/position`; the locations the device reported and had at activation are
 * shown beside it (they are the device's, not edited here). The form is checked against the call's own
 * schema before anything is sent (a floor outside -5..100 says so at the field).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { useCheckedSave } from '../../../crud/checkedSave';
import { callDeclared } from '../../../providers/http';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { PlaceText, useDeviceCall, type Place } from './parts';
import { CallState } from '../../../ui/CallState';
import { Section } from '../../../ui/Section';

interface Position {
  manualLocation: Place | null;
  reportedLocation: Place | null;
  activationLocation: Place | null;
  floor: number | null;
}

type Field = 'floor' | 'lat' | 'lng' | 'address';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'location', string>>;

const toValues = (p: Position): Values => ({
  floor: p.floor === null ? '' : String(p.floor),
  lat: p.manualLocation ? String(p.manualLocation.lat) : '',
  lng: p.manualLocation ? String(p.manualLocation.lng) : '',
  address: p.manualLocation?.address ?? '',
});

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** The call's body from the form: an empty floor or location clears it (null). */
function toBody(serialNum: string, v: Values) {
  const blank = !v.lat.trim() && !v.lng.trim() && !v.address.trim();
  return {
    serialNum,
    floor: v.floor.trim() === '' ? null : Number(v.floor),
    location: blank ? null : { lat: num(v.lat), lng: num(v.lng), address: v.address },
  };
}

export function PositionTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const position = useDeviceCall<Position>('posGetPosition', { serialNum: device.serialNum });
  const [values, setValues] = useState<Values>({ floor: '', lat: '', lng: '', address: '' });
  const f = (key: string) => translate(`screens.devices.detail.position.${key}`);

  useEffect(() => {
    if (position.data) setValues(toValues(position.data));
  }, [position.data]);

  const save = useCheckedSave<Field, ReturnType<typeof toBody>>({
    // a draft (lat and lng may be blank) that submit checks against updatePosition before sending it
    schema: ['devices/device.schema.json', 'updatePosition'],
    keyOf: (path) => (path.split('.').pop() || 'location') as Field,
    save: (body) => callDeclared('posUpdatePosition', body),
    onSaved: async () => {
      notify('screens.devices.detail.position.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
  });
  const errors: Errors = save.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(toBody(device.serialNum, values));
  };

  const field = (key: Field, label: string, type: 'number' | 'text', extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      type={type}
      label={label}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      disabled={save.isPending}
      slotProps={{ htmlInput: extra }}
    />
  );

  return (
    <>
      <Section id="device-position-heading" title={translate('screens.devices.detail.tabs.position')}>
        <CallState query={position} />
        {position.data && (
          <Box component="form" noValidate onSubmit={submit}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 3 }}>{field('floor', translate('resources.devices.fields.floor'), 'number', { step: 1 })}</Grid>
            </Grid>
            <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 2, p: 2, pt: 1 }}>
              <Box component="legend" sx={{ px: 0.5, typography: 'body2', color: 'text.secondary' }}>
                {f('manual')}
              </Box>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 3 }}>{field('lat', f('lat'), 'number', { step: 'any' })}</Grid>
                <Grid size={{ xs: 12, md: 3 }}>{field('lng', f('lng'), 'number', { step: 'any' })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{field('address', f('address'), 'text', { maxLength: 200 })}</Grid>
              </Grid>
            </Box>
            <Box sx={{ mt: 1, color: 'text.secondary', typography: 'caption' }}>{f('hint')}</Box>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending} sx={{ mt: 2 }}>
              {f('save')}
            </Button>
          </Box>
        )}
      </Section>
      {position.data && (
        <Section id="device-places-heading" title={f('others')}>
          <InfoGrid
            columns={2}
            items={[
              { label: f('reported'), value: <PlaceText value={position.data.reportedLocation} /> },
              { label: f('activation'), value: <PlaceText value={position.data.activationLocation} /> },
            ]}
          />
        </Section>
      )}
    </>
  );
}

export default PositionTab;
