/**
 * A good's detail (`screens.show` of resources/retail/goods.ts): the generic detail of the declaration,
 * the machines selling it (GoodsSellingDevices), then the good's change history (goodsHistoryPage, document 1 §5 "view change history"): each create,
 * edit, enable/disable and import, newest first, with who did it, when, and each changed field's value
 * before and after, shown as the list shows that field (categories translated, prices as money).
 */
import { useParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceDeclaration } from '../../../../resources/types';
import type { ScreenProps } from '../../crud/registry';
import { GenericShow } from '../../crud/GenericShow';
import { useAccess } from '../../crud/access';
import { renderValue } from '../../crud/fields';
import { callDeclared, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { GoodsSellingDevices } from './GoodsSellingDevices';
import { DataTable } from '../../ui/DataTable';
import { Pager, usePaging } from '../../ui/Pager';
import { GoodsCard } from './GoodsCard';

const T = 'goodsio.history';

export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'status' | 'import';
  changes: { field: string; before: unknown; after: unknown }[];
  userId: number | null;
  userAccount: string;
  userName: string;
  createdAt: string;
}

/** One changed field: its label, its value before and after, each rendered as the list renders the field. */
function Change({ declaration, change }: { declaration: ResourceDeclaration; change: HistoryEntry['changes'][number] }) {
  const translate = useTranslate();
  const column = declaration.list.columns.find((c) => c.source === change.field) ?? { source: change.field };
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {translate(`resources.${declaration.name}.fields.${change.field}`, { _: change.field })}:
      </Box>
      {change.before !== null && change.before !== undefined && (
        <>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {renderValue(declaration, column, change.before)}
          </Box>
          <Box component="span" aria-hidden>
            →
          </Box>
        </>
      )}
      <Box component="span">{renderValue(declaration, column, change.after)}</Box>
    </Box>
  );
}

export function GoodsHistory({ declaration, id }: { declaration: ResourceDeclaration; id: string }) {
  const translate = useTranslate();
  const call = declaration.calls.actions?.history;
  const paging = usePaging();
  const history = useQuery({
    queryKey: [declaration.name, 'history', id, paging],
    queryFn: ({ signal }) =>
      undescribed<{ list: HistoryEntry[]; total: number }>(callDeclared(call!, { id, pageNum: paging.page, pageSize: paging.size }, { signal })),
    enabled: Boolean(call),
    placeholderData: keepPreviousData,
  });
  const title = translate(`${T}.title`);
  return (
    <GoodsCard title={title} loading={history.isPending}>
      {history.isError && (
        <Alert severity="error" action={<Button onClick={() => void history.refetch()}>{translate(`${T}.retry`)}</Button>}>
          {failureMessage(history.error, translate)}
        </Alert>
      )}
      {history.data && (
        <>
          <DataTable<HistoryEntry>
            label={title}
            rows={history.data.list}
            rowKey={(e) => e.id}
            empty={translate(`${T}.empty`)}
            columns={[
              { key: 'when', header: translate(`${T}.when`), render: (e) => renderValue(declaration, { source: 'createdAt', type: 'datetime' }, e.createdAt) },
              { key: 'who', header: translate(`${T}.who`), render: (e) => `${e.userName}（${e.userAccount}）` },
              { key: 'action', header: translate(`${T}.action`), render: (e) => translate(`${T}.actions.${e.action}`, { _: e.action }) },
              {
                key: 'changes',
                header: translate(`${T}.changes`),
                render: (e) => (
                  <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                    {e.changes.map((c) => (
                      <Change key={c.field} declaration={declaration} change={c} />
                    ))}
                  </Box>
                ),
              },
            ]}
          />
          {history.data.total > 0 && <Pager total={history.data.total} paging={paging} />}
        </>
      )}
    </GoodsCard>
  );
}

export function GoodsDetail({ declaration }: ScreenProps) {
  const { id } = useParams<{ id: string }>();
  const { can } = useAccess();
  return (
    <>
      <GenericShow declaration={declaration} />
      {id && declaration.calls.actions?.sellingDevices && can(declaration.permissions.view) && (
        <GoodsSellingDevices call={declaration.calls.actions.sellingDevices} goodsId={id} />
      )}
      {id && declaration.calls.actions?.history && can(declaration.permissions.history) && <GoodsHistory declaration={declaration} id={id} />}
    </>
  );
}

export default GoodsDetail;
