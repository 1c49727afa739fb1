/**
 * The export button of the cash payment and vending-order lists: the server streams the .xlsx of what the
 * filters match (scope and cap applied there) and the browser saves it under the server's name; a refusal
 * (over 30000 rows: 209019) is told in the user's language.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadFile } from '../../../providers/download';
import { failureMessage } from '../../../providers/failure';

export function ExportButton({ operationId, body, fallbackName }: { operationId: string; body: Record<string, unknown>; fallbackName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(operationId, { body }, fallbackName);
          notify('cash.exported', { type: 'info' });
        } catch (e) {
          const message = `${translate('cash.exportFailed')}: ${failureMessage(e, translate)}`;
          notify(message, { type: 'error', messageArgs: { _: message } });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate(busy ? 'cash.exporting' : 'cash.export')}
    </Button>
  );
}
