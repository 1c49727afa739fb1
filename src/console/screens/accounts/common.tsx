/** Pieces shared by the accounts screens: type chips, highlighted matches, a tree's expand/collapse buttons (and the failure helpers). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
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

/** "Expand all" and "Collapse all" over a tree (the org tree's with icons). */
export function ExpandCollapse({ onExpand, onCollapse, icons = false }: { onExpand: () => void; onCollapse: () => void; icons?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <Button size="small" startIcon={icons ? <UnfoldMoreIcon /> : undefined} onClick={onExpand}>
        {translate('screens.common.expandAll')}
      </Button>
      <Button size="small" startIcon={icons ? <UnfoldLessIcon /> : undefined} onClick={onCollapse}>
        {translate('screens.common.collapseAll')}
      </Button>
    </>
  );
}
