/**
 * A table drawn from its columns: a header row of the columns' labels and a row per record. The screens' record
 * tables (a device's topics, connections, pushes; the payment orders' and the replenishment screens' tables) and
 * DataTable draw their tables with it rather than each writing the head, the body and the cells by hand.
 */
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ValueColumn<T> {
  /** The translated header (also the column's key, unless `key` is given). */
  label: string;
  value: (row: T) => ReactNode;
  key?: string;
  align?: 'left' | 'right';
  /** The style of the column's cells (a monospace topic, a long text's width). */
  sx?: SxProps<Theme>;
  /** The style of its header cell. */
  headSx?: SxProps<Theme>;
  /** More of a cell's props from its row (a row header's `component="th"`, a title). */
  cell?: (row: T) => TableCellProps;
}

/** The data attributes a row carries for tests and scripts (`data-key`). */
type RowProps = Record<`data-${string}`, string | number>;

/**
 * The table, named by `label` or by the heading `labelledBy` names. A column given as `false` is left out (one
 * shown only with a permission).
 */
export function ValueTable<T>({
  rows,
  columns,
  rowKey,
  label,
  labelledBy,
  rowProps,
  sx,
  emptyRow,
}: {
  rows: T[];
  columns: (ValueColumn<T> | false)[];
  rowKey: (row: T, index: number) => string | number;
  label?: string;
  labelledBy?: string;
  rowProps?: (row: T) => RowProps;
  sx?: SxProps<Theme>;
  /** What the table's one row says when there are no rows (a falsy one: the body stays empty, as while loading). */
  emptyRow?: ReactNode;
}) {
  const shown = columns.filter((c): c is ValueColumn<T> => c !== false);
  return (
    <Table size="small" aria-label={label} aria-labelledby={labelledBy} sx={sx}>
      <TableHead>
        <TableRow>
          {shown.map((c) => (
            <TableCell key={c.key ?? c.label} align={c.align} sx={c.headSx}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={rowKey(r, i)} {...rowProps?.(r)}>
            {shown.map((c) => (
              <TableCell key={c.key ?? c.label} align={c.align} sx={c.sx} {...c.cell?.(r)}>
                {c.value(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && Boolean(emptyRow) && (
          <TableRow>
            <TableCell colSpan={shown.length}>{emptyRow}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
