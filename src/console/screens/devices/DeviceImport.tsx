/**
 * The activation import on the device list (`list.actions` of resources/devices/devices.ts: the call
 * posImportExcel, the code device.import), through the console's import dialog (ui/ImportDialog.tsx): an
 * .xlsx, .xls or .csv whose rows are activated (devices in stock) or registered and activated (serial numbers not yet
 * known); each imported row shows its serial number and which of the two it was.
 */
import { useTranslate } from 'ra-core';
import type { ScreenProps } from '../../crud/registry';
import { LIMITS } from '../../../domain/limits';
import { ImportDialog, type ImportedRow } from '../../ui/ImportDialog';

const T = 'screens.devices.import';

/** The columns of the sheet (the server's IMPORT_COLUMNS), the first two required. */
export const IMPORT_COLUMNS = [
  { name: 'serialNum', required: true },
  { name: 'productKey', required: true },
  { name: 'name', required: false },
  { name: 'controlNumber', required: false },
  { name: 'floor', required: false },
] as const;

interface ActivatedRow extends ImportedRow {
  serialNum: string;
  result: 'created' | 'activated';
}

export function DeviceImport({ declaration }: ScreenProps) {
  const translate = useTranslate();
  return (
    <ImportDialog<ActivatedRow>
      declaration={declaration}
      messages={T}
      id="device-import"
      limits={{ rows: LIMITS.importMaxRows, bytes: LIMITS.importMaxBytes }}
      template={{ fileName: 'device-import.xlsx', sheet: 'devices', header: IMPORT_COLUMNS.map((c) => c.name) }}
      columns={IMPORT_COLUMNS.map((c) => ({ key: c.name, name: <code>{c.name}</code>, holds: translate(`${T}.columns.${c.name}`), required: c.required }))}
      resultColumns={[
        { key: 'serialNum', header: translate(`${T}.serialNum`), render: (r) => r.serialNum },
        { key: 'result', header: translate(`${T}.result`), render: (r) => translate(`${T}.outcomes.${r.result}`, { _: r.result }) },
      ]}
    />
  );
}

export default DeviceImport;
