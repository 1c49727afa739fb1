/** Pieces shared by the accounts screens: type chips, label/value grids, headings (and the failure helpers). */
import { useCallback, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { OrgType } from '../../../domain/organisations';

export type { OrgType };
export { failureMessage, useNotifyFailure } from '../../providers/failure';

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
