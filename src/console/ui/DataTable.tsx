import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Empty } from './Empty';
import { ValueTable } from './ValueTable';

export interface Column<R> {
  key: string;
  /** The translated header. */
  header: string;
  render: (row: R) => ReactNode;
  align?: 'left' | 'right';
  /** Long text (a message, a reason) that may wrap at word breaks; other cells keep to one line. */
  wrap?: boolean;
}

/** A cell never breaks a value letter by letter ("DEMO-/000137"): one line, or words wrapped past a readable width. */
const NO_WRAP = { whiteSpace: 'nowrap' };
const cellSx = (wrap?: boolean) => (wrap ? { whiteSpace: 'normal', minWidth: '14em' } : NO_WRAP);

/** A table named by `label`, with translated headers, or the empty state when there are no rows. */
export function DataTable<R>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  spaced = false,
}: {
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string | number;
  empty: string;
  /** Space above the table (below a list of values). */
  spaced?: boolean;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    // a table wider than its card scrolls sideways: the scrolling box is named and takes the keyboard focus, so it can
    // be scrolled without a mouse (axe: scrollable-region-focusable)
    <Box role="group" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', mt: spaced ? 2 : 0 }}>
      <ValueTable
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={columns.map((c) => ({ key: c.key, label: c.header, value: c.render, align: c.align, sx: cellSx(c.wrap), headSx: NO_WRAP }))}
      />
    </Box>
  );
}
