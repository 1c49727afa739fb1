/** A small table whose columns are a label and a value each: the payment orders' and the replenishment screens' tables draw it alike. */
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ValueColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
  align?: 'right';
}

/** The table named by `label`, a header row of the columns' labels and a row each. */
export function ValueTable<T>({
  rows,
  columns,
  rowKey,
  label,
  sx,
}: {
  rows: T[];
  columns: ValueColumn<T>[];
  rowKey: (row: T) => string | number;
  label: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Table size="small" aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={rowKey(r)}>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.value(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
