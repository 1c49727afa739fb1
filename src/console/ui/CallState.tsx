import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { failureMessage } from '../providers/failure';

/** What a call's state shows above its content: a progress bar while it runs, the server's message when it failed. */
export function CallState({ query }: { query: { isFetching: boolean; isError: boolean; error: unknown } }) {
  const translate = useTranslate();
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={translate('app.loading')} sx={{ mb: 1 }} />}
      {query.isError && (
        <Alert severity="error" sx={{ my: 1 }}>
          {failureMessage(query.error, translate)}
        </Alert>
      )}
    </>
  );
}
