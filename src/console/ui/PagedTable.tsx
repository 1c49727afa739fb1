/** A page of a paged call's rows: the call's state, the table of the page (or its empty state) and the pager below. */
import { CallState } from './CallState';
import { DataTable, type Column } from './DataTable';
import { Pager, type Paging } from './Pager';

export function PagedTable<R>({
  query,
  paging,
  ...table
}: {
  /** The call of the page (`pageNum`/`pageSize` from `paging`), answering `{ list, total }`. */
  query: { data?: { list: R[]; total: number }; isFetching: boolean; isError: boolean; error: unknown };
  paging: Paging;
  label: string;
  columns: Column<R>[];
  rowKey: (row: R, index: number) => string | number;
  empty: string;
  spaced?: boolean;
}) {
  return (
    <>
      <CallState query={query} />
      {query.data && (
        <>
          <DataTable<R> rows={query.data.list} {...table} />
          <Pager total={query.data.total} paging={paging} />
        </>
      )}
    </>
  );
}
