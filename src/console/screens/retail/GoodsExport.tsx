/**
 * The goods export on the goods list (`list.actions`: the call goodsExport, the code goods.export): the
 * server's .xlsx of the goods the list's filters match, streamed by the server and saved by the browser as
 * the server names it (nothing is built in the browser); a refusal (over 30000 goods: 209019) is told.
 */
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { useNotify, useTranslate } from 'ra-core';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import type { ScreenProps } from '../../crud/registry';
import type { ResourceDeclaration } from '../../../../resources/types';
import { formSchema } from '../../providers/schemas';
import { failureMessage } from '../../providers/failure';
import { downloadExport } from '../devices/AlarmRecords';

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

export function GoodsExport({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      label={busy ? 'goodsio.export.busy' : 'goodsio.export.button'}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadExport(exportFilters(declaration, filterValues), declaration.calls.actions?.export, 'goods.xlsx');
          notify('goodsio.export.done', { type: 'info' });
        } catch (e) {
          const message = `${translate('goodsio.export.failed')}: ${failureMessage(e, translate)}`;
          notify(message, { type: 'error', messageArgs: { _: message } });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
    </Button>
  );
}

export default GoodsExport;
