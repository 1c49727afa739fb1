/**
 * Naming more devices for a release (packageDevice/add): the devices the caller may see in the release's
 * organisation, found by typing the start of a serial number, picked several at a time, then a confirmation
 * naming how many. The server checks each again (scope, enabled, the app's organisation) and its refusal is
 * shown as it words it. A component of its own, so that the shared targeting control can take its place.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { autocompleteTexts } from '../../crud/widgets';
import { callOperation, undescribed } from '../../providers/http';
import { useNotifyFailure } from '../../providers/failure';
import { schemaDef } from '../../providers/schemas';
import { ConfirmDialog, Modal } from '../../shell/Modal';

interface DeviceChoice {
  serialNum: string;
  name: string | null;
  alias: string | null;
  orgName: string | null;
}

const S = 'appStore';
/** How many devices one call may name: the schema's rule, the one the server enforces. */
const MAX = Number(schemaDef('apps/install.schema.json', 'serialNums')?.maxItems ?? 100);

/** A device as a choice: its serial number, with its name and owner when it has them. */
const describe = (d: DeviceChoice) => [d.serialNum, d.alias || d.name, d.orgName].filter(Boolean).join(' · ');

export function ReleaseDeviceAdd({ releaseId, orgId, named, onAdded }: { releaseId: number; orgId: number; named: string[]; onAdded: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<DeviceChoice[]>([]);
  const max = MAX;
  const found = useQuery({
    queryKey: ['releaseDeviceChoices', orgId, search],
    queryFn: ({ signal }) =>
      undescribed<{ list: DeviceChoice[] }>(
        callOperation(
          'devicePageListFast',
          { pageNum: 1, pageSize: 20, orgId, sort: { field: 'serialNum', order: 'asc' }, ...(search.trim() ? { serialNum: search.trim() } : {}) },
          { signal },
        ),
      ),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: () => undescribed<{ added: number }>(callOperation('appReleaseDeviceAdd', { releaseId, serialNums: picked.map((d) => d.serialNum) })),
    onSuccess: async (answer) => {
      notify(`${S}.devicesAdded`, { type: 'success', messageArgs: { smart_count: answer.added } });
      close();
      await onAdded();
    },
    onError: (e) => {
      setConfirming(false);
      notifyFailure(e);
    },
  });
  const close = () => {
    setOpen(false);
    setConfirming(false);
    setPicked([]);
    setSearch('');
  };
  // the release's named devices are not offered again
  const choices = (found.data?.list ?? []).filter((d) => !named.includes(d.serialNum));
  const tooMany = picked.length > max;
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('addDevices')}
      </Button>
      {open && (
        <Modal open title={t('addDevices')} maxWidth="sm" fullWidth>
          <DialogContent>
            <Autocomplete<DeviceChoice, true>
              multiple
              options={choices}
              value={picked}
              loading={found.isFetching}
              {...autocompleteTexts(translate)}
              filterOptions={(x) => x}
              filterSelectedOptions
              isOptionEqualToValue={(a, b) => a.serialNum === b.serialNum}
              getOptionLabel={(d) => d.serialNum}
              renderOption={(props, d) => {
                const { key, ...rest } = props as typeof props & { key: string };
                return (
                  <li key={key} {...rest}>
                    {describe(d)}
                  </li>
                );
              }}
              onInputChange={(_, text, reason) => {
                if (reason === 'input') setSearch(text);
                if (reason === 'clear' || reason === 'reset') setSearch('');
              }}
              onChange={(_, next) => setPicked(next)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('deviceSearch')}
                  placeholder={t('deviceSearchHint')}
                  error={tooMany}
                  helperText={tooMany ? t('tooManyDevices', { max }) : t('devicesPicked', { smart_count: picked.length })}
                />
              )}
            />
            {found.isError && (
              <Typography color="error" variant="body2" sx={{ mt: 1 }}>
                {t('deviceSearchFailed')}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" disabled={picked.length === 0 || tooMany} onClick={() => setConfirming(true)}>
              {t('addDevices')}
            </Button>
          </DialogActions>
        </Modal>
      )}
      <ConfirmDialog
        open={confirming}
        loading={add.isPending}
        title={t('addDevices')}
        content={t('confirmAddDevices', { smart_count: picked.length, serials: picked.map((d) => d.serialNum).join(', ') })}
        confirmLabel={t('addDevices')}
        onConfirm={() => add.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
