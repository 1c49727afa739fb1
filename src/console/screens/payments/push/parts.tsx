/**
 * Pieces the push plan, binding and payee QR code screens share: a paged documented call, and a table whose
 * rows can be selected (a checkbox per row, one for the page) with translated headers.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callDeclared, undescribed } from '../../../providers/http';
import { Empty } from '../../../ui/Empty';

export interface Page<R> {
  list: R[];
  total: number;
}

/** One page of a documented list call, kept while the next one loads; cached under 'payPush'. */
export function usePageCall<R>(operationId: string, params: Record<string, unknown>, enabled = true) {
  return useQuery<Page<R>>({
    queryKey: ['payPush', operationId, params],
    queryFn: ({ signal }) => undescribed<Page<R>>(callDeclared(operationId, params, { signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Drops empty filter values, so the call carries only what the user set. */
export function filled(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null));
}

export interface SelectColumn<R> {
  key: string;
  header: string;
  render: (row: R) => ReactNode;
}

/** A table of rows keyed by `rowKey`, each selectable when `selected` is given. */
export function SelectTable<R>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  selected,
  onSelect,
  rowName,
}: {
  label: string;
  columns: SelectColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  empty: string;
  selected?: Set<string>;
  onSelect?: (next: Set<string>) => void;
  /** The row's name in its checkbox's label. */
  rowName: (row: R) => string;
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  const keys = rows.map(rowKey);
  const all = selected !== undefined && keys.every((k) => selected.has(k));
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelect?.(next);
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {selected && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={!all && keys.some((k) => selected.has(k))}
                  onChange={() => onSelect?.(all ? new Set([...selected].filter((k) => !keys.includes(k))) : new Set([...selected, ...keys]))}
                  slotProps={{ input: { 'aria-label': translate('screens.payPush.selectAll') } }}
                />
              </TableCell>
            )}
            {columns.map((c) => (
              <TableCell key={c.key}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <TableRow key={key} selected={selected?.has(key)}>
                {selected && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(key)}
                      onChange={() => toggle(key)}
                      slotProps={{ input: { 'aria-label': translate('screens.payPush.select', { serialNum: rowName(row) }) } }}
                    />
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.render(row)}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A value of a translated enum as a small chip. */
export function EnumChip({
  group,
  value,
  color = 'default',
}: {
  group: string;
  value: string | null | undefined;
  color?: 'default' | 'success' | 'warning' | 'error' | 'info';
}) {
  const translate = useTranslate();
  if (!value) return <>—</>;
  return <Chip size="small" color={color} label={translate(`enum.${group}.${value}`)} />;
}
