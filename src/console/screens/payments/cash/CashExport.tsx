/** The cash payment list's export (`list.actions`: cashPayInfoExport, cashPay.export) with the list's filters. */
import { useListContext } from 'react-admin';
import type { ScreenProps } from '../../../crud/registry';
import { exportFilters } from '../../retail/GoodsExport';
import { ExportButton } from './ExportButton';

export function CashExport({ declaration }: ScreenProps) {
  const { filterValues } = useListContext();
  return <ExportButton operationId={declaration.calls.actions!.export} body={exportFilters(declaration, filterValues)} fallbackName="cash-payments.xlsx" />;
}

export default CashExport;
