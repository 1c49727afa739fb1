/**
 * The console's one export button: the server streams the file of what the screen shows (its filters, its
 * record; scope and row cap applied there) and the browser saves it under the server's name through the
 * download helper (providers/download.ts). A refusal (over the cap, 30000 or 5000 rows: 209019) is told in the user's
 * language; the button is busy, not clickable again, while the file comes.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadFile } from '../providers/download';
import { failureMessage } from '../providers/failure';

export type ExportRequest = Parameters<typeof downloadFile>[1];

export function ExportButton({
  operationId,
  request,
  fallbackName,
  disabled = false,
}: {
  /** The contract's export call. */
  operationId: string;
  /** Its body, path parameters or query (a GET export). */
  request: ExportRequest;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      onClick={async () => {
        setBusy(true);
        try {
          const name = await downloadFile(operationId, request, fallbackName);
          notify('ui.export.done', { type: 'success', messageArgs: { name } });
        } catch (e) {
          const message = `${translate('ui.export.failed')}: ${failureMessage(e, translate)}`;
          notify(message, { type: 'error', messageArgs: { _: message } });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate(busy ? 'ui.export.busy' : 'ui.export.button')}
    </Button>
  );
}
