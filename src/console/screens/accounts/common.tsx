/** Pieces shared by the accounts screens: refusal notifications, type chips, label/value grids, headings. */
import { useCallback, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'ra-core';
import { isApiError } from '../../providers/http';

import type { OrgType } from '../../../domain/organisations';

export type { OrgType };

/** The message of a failure: the server's (already in the user's language) or a generic one. */
export function failureMessage(e: unknown, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (isApiError(e)) return e.msg;
  const m = (e as Error)?.message;
  return m || translate('ra.notification.http_error');
}

/**
 * Shows a refusal or failure as an error notification with the server's message (not a crash). The
 * message is passed as its own fallback so react-admin does not try to read it as a key.
 */
export function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (e: unknown) => {
      const message = failureMessage(e, translate);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify, translate],
  );
}

const TYPE_COLOR: Record<OrgType, 'default' | 'primary' | 'secondary' | 'info'> = {
  platform: 'default',
  agent: 'primary',
  merchant: 'secondary',
  store: 'info',
};

/** An organisation type as a small translated chip. */
export function OrgTypeChip({ type }: { type: string | undefined | null }) {
  const translate = useTranslate();
  if (!type) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TYPE_COLOR[type as OrgType] ?? 'default'}
      label={translate(`enum.orgType.${type}`, { _: type })}
      data-org-type={type}
    />
  );
}

/** Label/value pairs as a description list. */
export function InfoGrid({ items, columns = 2 }: { items: { label: string; value: ReactNode }[]; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The screen's visible heading; the layout gives every page its level-one heading already, so this is level two. */
export function ScreenHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 200 }}>
        {children}
      </Typography>
      {actions}
    </Box>
  );
}

/** `value` with the parts matching `query` (any case) marked. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLowerCase();
  if (!q) return <>{text}</>;
  const at = text.toLowerCase().indexOf(q);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25, borderRadius: 0.5 }}>
        {text.slice(at, at + q.length)}
      </Box>
      {text.slice(at + q.length)}
    </>
  );
}
