/**
 * The generic list of a resource, from its declaration: columns (status chips and enums translated),
 * paging and sorting through the list call, filters from the list call's schema, a column chooser whose
 * choice the browser keeps (columns declared `hidden` start out left off), and per-row actions
 * (show, edit, enable/disable with confirmation, delete with confirmation) shown only to users holding
 * the function code each needs.
 */
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Button, ColumnsButton, DataTable, FilterButton, List, Pagination, TopToolbar } from 'react-admin';
import { useCreatePath, useListContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ResourceDeclaration } from '../../../resources/types';
import { offers } from '../providers/dataProvider';
import { operation } from '../providers/http';
import { screenFor } from './registry';
import { useAccess } from './access';
import { filterInputs } from './filters';
import { ColumnValue } from './fields';
import { DeleteAction, EditAction, ExpandAction, ShowAction, StatusAction } from './RowActions';
import { ListFormActions, RowFormActions, useFormActions } from './FormAction';

const ROWS_PER_PAGE = [10, 20, 50, 100];
/** A text column: it may wrap, at word breaks only, and never narrower than a name of about ten characters. */
const TEXT_CELL = () => ({ whiteSpace: 'normal', minWidth: '10em', overflowWrap: 'normal', wordBreak: 'normal' }) as const;

/**
 * react-admin's pagination, saying "more than N" when the server counted the total only up to a ceiling
 * (`totalCapped`: a million members, the stock log) rather than a total that is not the real one.
 */
function ListPagination() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const capped = Boolean((meta as { totalCapped?: boolean } | undefined)?.totalCapped);
  return (
    <Pagination
      rowsPerPageOptions={ROWS_PER_PAGE}
      {...(capped
        ? {
            labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
              translate('ui.pager.cappedRange', { offsetBegin: from, offsetEnd: to, total: count }),
          }
        : {})}
    />
  );
}

/**
 * Create, in the toolbar at every width: react-admin's CreateButton turns into a floating button on
 * narrow screens, which lies over the table's last column and row actions.
 */
function CreateAction({ resource }: { resource: string }) {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} label="ra.action.create">
      <AddIcon />
    </Button>
  );
}

/** The declared toolbar actions (`list.actions`) the contract has and the user may run, as their registered components. */
function DeclaredActions({ declaration }: { declaration: ResourceDeclaration }) {
  const { can } = useAccess();
  return (
    <>
      {(declaration.list.actions ?? []).map(({ action, screen }) => {
        const call = declaration.calls.actions?.[action];
        const Action = screenFor(screen);
        if (!Action || !call || !operation(call) || !can(declaration.permissions[action])) return null;
        return (
          <Suspense key={action} fallback={null}>
            <Action declaration={declaration} />
          </Suspense>
        );
      })}
    </>
  );
}

function ListActions({ declaration, canCreate, extra }: { declaration: ResourceDeclaration; canCreate: boolean; extra?: ReactNode }) {
  return (
    <TopToolbar>
      {extra}
      <ColumnsButton />
      {declaration.list.filters.length > 0 && <FilterButton />}
      {canCreate && <CreateAction resource={declaration.name} />}
      <DeclaredActions declaration={declaration} />
      <ListFormActions declaration={declaration} />
    </TopToolbar>
  );
}

export interface GenericListProps {
  declaration: ResourceDeclaration;
  /** Bespoke lists: more toolbar buttons (inside the list, so they see its filters). */
  actions?: ReactNode;
  /** Bespoke lists: what shows above the table, inside the list (statistics of the filtered records). */
  above?: ReactNode;
  /** Bespoke lists: filter inputs replacing the generated ones. */
  filters?: ReactElement[];
  /** Bespoke lists: a panel a row opens below itself (an import record's row results). */
  expand?: ReactElement;
  /** A filter always sent and never shown (a BD's devices on the BD's detail). */
  filter?: Record<string, unknown>;
  /** Shown inside another page: its filters, sort and page stay out of the address, and it sets no title. */
  embedded?: boolean;
  /** Columns left out at first (the column chooser still offers them): what the page around it already says. */
  hideColumns?: string[];
}

/** The declared row panel (`list.expand`), loaded with its first opening. */
function declaredExpand(declaration: ResourceDeclaration): ReactElement | undefined {
  const Panel = screenFor(declaration.list.expand);
  return Panel ? (
    <Suspense fallback={null}>
      <Panel declaration={declaration} />
    </Suspense>
  ) : undefined;
}

export function GenericList({ declaration, actions, above, filters, expand: bespokeExpand, filter, embedded, hideColumns = [] }: GenericListProps) {
  const { can } = useAccess();
  const expand = bespokeExpand ?? declaredExpand(declaration);
  const p = declaration.permissions;
  const canCreate = offers(declaration, 'create') && can(p.create);
  const canShow = offers(declaration, 'get');
  const canEdit = offers(declaration, 'update') && offers(declaration, 'get') && can(p.update);
  const canDelete = offers(declaration, 'delete') && can(p.delete);
  const canStatus = offers(declaration, 'status') && can(p.status);
  const rowForms = useFormActions(declaration, 'row').length > 0;
  const hasRowActions = Boolean(expand) || canShow || canEdit || canDelete || canStatus || rowForms;

  return (
    <List
      resource={declaration.name}
      sort={declaration.list.defaultSort}
      perPage={ROWS_PER_PAGE[0]}
      filters={filters ?? filterInputs(declaration)}
      actions={<ListActions declaration={declaration} canCreate={canCreate} extra={actions} />}
      pagination={<ListPagination />}
      empty={false}
      exporter={false}
      storeKey={false}
      filter={filter}
      disableSyncWithLocation={embedded}
      {...(embedded ? { title: false as const } : {})}
    >
      {above}
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        expand={expand}
        hiddenColumns={declaration.list.columns.filter((c) => c.hidden || hideColumns.includes(c.source)).map((c) => c.source)}
        size="small"
        sx={{
          // a wide table scrolls inside its card instead of widening the page
          '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
          '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
          // a value is never broken letter by letter ("VM-/C300", "オンライ/ン"): short values keep to one line (the
          // table scrolls instead), and text wraps only past a width that holds a name's words (TEXT_CELL)
          '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' },
          // the row actions come first and stay in view while a wide table scrolls under them: at the right edge
          // they covered the last column of any table wider than its card (the members' level, the users' date)
          '& .column-actions': {
            whiteSpace: 'nowrap',
            width: '1%',
            position: 'sticky',
            left: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            boxShadow: (theme) => `inset -1px 0 0 ${theme.palette.divider}`,
          },
        }}
      >
        {hasRowActions && (
          <DataTable.Col label="crud.actions" disableSort cellClassName="column-actions" headerClassName="column-actions">
            <Stack direction="row" spacing={0.25} useFlexGap flexWrap="nowrap">
              {expand && <ExpandAction declaration={declaration} />}
              {canShow && <ShowAction declaration={declaration} />}
              {canEdit && <EditAction declaration={declaration} />}
              {canStatus && <StatusAction declaration={declaration} />}
              {canDelete && <DeleteAction declaration={declaration} />}
              {rowForms && <RowFormActions declaration={declaration} />}
            </Stack>
          </DataTable.Col>
        )}
        {declaration.list.columns.map((column) => (
          <DataTable.Col
            key={column.source}
            source={column.source}
            disableSort={!column.sortable}
            align={column.type === 'number' || column.type === 'money' ? 'right' : undefined}
            cellSx={!column.type || column.type === 'text' ? TEXT_CELL : undefined}
            render={() => <ColumnValue declaration={declaration} column={column} />}
          />
        ))}
      </DataTable>
    </List>
  );
}

export default GenericList;
