import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Empty } from './Empty';

export interface Column<R> {
  key: string;
  /** The translated header. */
  header: string;
  render: (row: R) => ReactNode;
  align?: 'left' | 'right';
}

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
    <Box sx={{ overflowX: 'auto', mt: spaced ? 2 : 0 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
