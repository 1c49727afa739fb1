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

/** MUI's table pagination in react-admin's words (in every language), its page counted from 0: the Pager and the screens that page on their own. */
export function PageBar({
  count,
  page,
  size,
  sizes,
  onPage,
  onSize,
  edges = false,
}: {
  count: number;
  page: number;
  size: number;
  sizes: number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** First and last page buttons too. */
  edges?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={sizes}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      showFirstButton={edges}
      showLastButton={edges}
    />
  );
}

/** The pager under a table, its texts react-admin's (in every language); nothing while one page holds every row. */
export function Pager({ total, paging }: { total: number; paging: Paging }) {
  if (total <= PAGE_SIZES[0]) return null;
  return (
    <PageBar count={total} page={paging.page - 1} size={paging.size} sizes={PAGE_SIZES} onPage={(p) => paging.setPage(p + 1)} onSize={paging.setSize} edges />
  );
}
