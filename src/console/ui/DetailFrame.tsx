/**
 * What the detail screens share: until the record is there, its state (a progress bar, the server's
 * refusal — a record outside the caller's scope or gone is the server's 404 — or that it does not exist);
 * then the frame: the record's title as the screen's heading, its actions, and the way back to the list.
 */
import type { ReactNode } from 'react';
import { ListButton } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { failureMessage } from '../providers/failure';
import { ScreenHeading } from './ScreenHeading';

/** A detail's record not shown yet: loading, refused, or not there. */
export function RecordState({ isPending, error }: { isPending: boolean; error?: unknown }) {
  const translate = useTranslate();
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {failureMessage(error, translate)}
      </Alert>
    );
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.loading')} />;
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {translate('ra.notification.item_doesnt_exist')}
    </Alert>
  );
}

/** A detail screen: its heading (the record's title), its actions, the list button, then its sections. */
export function DetailFrame({ resource, title, actions, children }: { resource: string; title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        actions={
          <>
            {actions}
            <ListButton resource={resource} />
          </>
        }
      >
        {title}
      </ScreenHeading>
      {children}
    </Box>
  );
}
