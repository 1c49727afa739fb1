import { useState } from 'react';
import { useTranslate } from 'ra-core';
import TablePagination from '@mui/material/TablePagination';

export const PAGE_SIZES = [10, 20, 50];

/** A page of a list: its number (from 1, as the paged calls take `pageNum`) and size, and how to change them. */
export interface Paging {
  page: number;
  size: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
}

/** Page number and size of a paged list; back to page 1 when the size changes or `reset` is called (new filters). */
export function usePaging(initialSize = PAGE_SIZES[0]): Paging & { reset: () => void } {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  return {
    page,
    size,
    setPage,
    setSize: (s: number) => {
      setSize(s);
      setPage(1);
    },
    reset: () => setPage(1),
  };
}

/** A page of `rows` paged in the browser (the points of a series, a health history). */
export function pageOf<R>(rows: R[], page: number, size: number): R[] {
  return rows.slice((page - 1) * size, page * size);
}

/** The pager under a table, its texts react-admin's (in every language); nothing while one page holds every row. */
export function Pager({ total, paging }: { total: number; paging: Paging }) {
  const translate = useTranslate();
  if (total <= PAGE_SIZES[0]) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={paging.page - 1}
      rowsPerPage={paging.size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, p) => paging.setPage(p + 1)}
      onRowsPerPageChange={(e) => paging.setSize(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}
