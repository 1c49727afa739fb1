/** Enables or disables one record after a confirmation dialog, through the resource's status call. */
import { useState } from 'react';
import { Button, Confirm } from 'react-admin';
import { useDataProvider, useGetResourceLabel, useNotify, useRecordContext, useRefresh } from 'ra-core';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import type { ResourceDeclaration } from '../../../resources/types';
import type { OpsDataProvider } from '../providers/dataProvider';
import { isApiError } from '../providers/http';

export function StatusButton({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const resourceLabel = useGetResourceLabel();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const enabled = Number(record.status) === 1;
  const next = enabled ? 0 : 1;
  const label = String(record[declaration.recordLabel] ?? record.id);
  const verb = enabled ? 'disable' : 'enable';

  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.setStatus(declaration.name, { id: record.id, status: next });
      notify('crud.statusChanged', { type: 'info' });
      refresh();
    } catch (e) {
      notify(isApiError(e) ? e.msg : (e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label={`crud.${verb}`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        color={enabled ? 'warning' : 'success'}
      >
        {enabled ? <ToggleOffIcon /> : <ToggleOnIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`crud.${verb}Title`}
        titleTranslateOptions={{ label }}
        content={`crud.${verb}Content`}
        contentTranslateOptions={{ label, name: resourceLabel(declaration.name, 1) }}
        confirm={`crud.${verb}`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
