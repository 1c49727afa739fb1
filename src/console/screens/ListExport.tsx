/**
 * The export on a generic list's toolbar (`list.actions: [{ action: 'export', screen: 'list-export' }]`):
 * the server's .xlsx of the records the list's filters match, saved as the server names it.
 */
import { useListContext } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ScreenProps } from '../crud/registry';
import { formSchema } from '../providers/schemas';
import { ExportButton } from '../ui/ExportButton';

/** The list's filters as the export's body: the list call's filter fields (no paging), without empty values. */
export function exportFilters(declaration: ResourceDeclaration, filterValues: Record<string, unknown>): Record<string, unknown> {
  const props = formSchema(declaration, 'filter')?.properties ?? {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filterValues ?? {})) {
    if (v === undefined || v === null || v === '' || !props[k] || ['pageNum', 'pageSize', 'sort'].includes(k)) continue;
    out[k] = v;
  }
  return out;
}

export function ListExport({ declaration }: ScreenProps) {
  const { filterValues } = useListContext();
  return (
    <ExportButton
      operationId={declaration.calls.actions!.export}
      request={{ body: exportFilters(declaration, filterValues) }}
      fallbackName={`${declaration.name}.xlsx`}
    />
  );
}

export default ListExport;
