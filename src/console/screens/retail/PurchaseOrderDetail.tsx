/**
 * One purchase or return order (openapi/retail/stock.yaml, purchaseOrders): its header, its lines with each
 * good's stock now, and its questions; for holders of the codes, confirming a draft (after a confirmation:
 * it changes stock and cannot be undone), raising a question and resolving the open one. Refusals (209021
 * not enough stock, 209031 already confirmed, 209035…) show the server's message.
 */
import { useEffect, useState } from 'react';
import { EditButton } from 'react-admin';
import { useNotify, useRefresh, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { callDeclared } from '../../providers/http';
import { ConfirmDialog } from '../../shell/Modal';
import { useNotifyFailure } from '../accounts/common';
import { InfoGrid } from '../../ui/InfoGrid';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { MoneyText } from '../../ui/money';
import { TitledCard } from '../../ui/TitledCard';
import { ValueTable } from '../../ui/ValueTable';

interface Line {
  lineNo: number;
  goodsId: number;
  goodsName: string;
  barcode: string;
  quantity: number;
  purchasePrice: number;
  amount: number;
  stock: number;
}
interface Question {
  id: number;
  text: string;
  raisedByName: string | null;
  raisedAt: string;
  answer: string | null;
  resolvedByName: string | null;
  resolvedAt: string | null;
}
interface OrderRecord extends RaRecord {
  orderNo: string;
  type: 'purchase' | 'return';
  status: 'draft' | 'confirmed';
  supplierName: string;
  orgName: string;
  remark: string | null;
  creatorName: string | null;
  confirmedByName: string | null;
  totalQuantity: number;
  totalAmount: number;
  questionOpen: boolean;
  confirmedAt: string | null;
  createdAt: string;
  items: Line[];
  questions: Question[];
}

const number = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString());

export function PurchaseOrderDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { can } = useAccess();
  const { record, isPending, error, refetch } = useShowController<OrderRecord>({ resource: declaration.name });
  // right after a create or an edit the cache holds the form's data (no lines read back, no questions): read it
  const partial = Boolean(record) && !record?.items;
  useEffect(() => {
    if (partial) void refetch();
  }, [partial, refetch]);
  const [confirming, setConfirming] = useState(false);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const field = (f: string) => translate(`resources.purchaseOrders.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`purchaseOrder.${k}`, o);

  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;

  const run = async (operationId: string, params: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      await callDeclared(operationId, params);
      notify(t(done), { type: 'success' });
      refresh();
      return true;
    } catch (err) {
      notifyFailure(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const questions = record.questions ?? [];
  const items = record.items ?? [];
  const open = questions.find((q) => !q.resolvedAt);
  const draft = record.status === 'draft';

  return (
    <DetailFrame
      resource={declaration.name}
      title={record.orderNo}
      actions={
        <Stack direction="row" spacing={1}>
          {draft && can(declaration.permissions.confirm) && (
            <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
              {t('confirm')}
            </Button>
          )}
          {draft && can(declaration.permissions.update) && <EditButton resource={declaration.name} record={record} />}
        </Stack>
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={record.orderNo}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip size="small" label={translate(`enum.purchaseOrderType.${record.type}`)} />
          <Chip size="small" color={draft ? 'default' : 'success'} label={translate(`enum.purchaseOrderStatus.${record.status}`)} />
          {record.questionOpen && <Chip size="small" color="warning" label={t('open')} />}
        </Stack>
        <InfoGrid
          columns={3}
          items={[
            { label: field('supplierName'), value: record.supplierName },
            { label: field('orgName'), value: record.orgName },
            { label: field('creatorName'), value: record.creatorName ?? '—' },
            { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
            { label: field('confirmedAt'), value: record.confirmedAt ? <DateTimeText value={record.confirmedAt} /> : '—' },
            { label: field('confirmedByName'), value: record.confirmedByName ?? '—' },
            { label: field('totalQuantity'), value: number(record.totalQuantity) },
            { label: field('totalAmount'), value: <MoneyText amount={record.totalAmount} /> },
            { label: field('remark'), value: record.remark ?? '—' },
          ]}
        />
      </Paper>

      <TitledCard id="po-items" title={t('items')}>
        <ValueTable
          rows={items}
          rowKey={(l) => l.lineNo}
          columns={[
            { label: field('goodsId'), value: (l) => l.goodsName },
            { label: translate('resources.stock.fields.barcode'), value: (l) => l.barcode },
            { label: field('quantity'), value: (l) => number(l.quantity), align: 'right' },
            { label: field('purchasePrice'), value: (l) => <MoneyText amount={l.purchasePrice} />, align: 'right' },
            { label: t('amount'), value: (l) => <MoneyText amount={l.amount} />, align: 'right' },
            { label: t('stock'), value: (l) => number(l.stock), align: 'right' },
          ]}
        />
      </TitledCard>

      <TitledCard id="po-questions" title={t('questions')} last>
        {questions.length === 0 && <Typography color="text.secondary">{t('noQuestions')}</Typography>}
        {questions.map((q) => (
          <Box key={q.id} sx={{ mb: 1.5 }}>
            <Typography>
              {q.text} {!q.resolvedAt && <Chip size="small" color="warning" label={t('open')} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {q.raisedByName ?? '—'} · <DateTimeText value={q.raisedAt} />
            </Typography>
            {q.resolvedAt && (
              <Typography variant="body2" color="text.secondary">
                ✓ {q.answer ?? ''} ({q.resolvedByName ?? '—'} · <DateTimeText value={q.resolvedAt} />)
              </Typography>
            )}
          </Box>
        ))}
        {can(declaration.permissions.question) && !open && (
          <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mt: 1 }}>
            <TextField size="small" fullWidth label={t('askLabel')} value={text} inputProps={{ maxLength: 200 }} onChange={(e) => setText(e.target.value)} />
            <Button
              variant="outlined"
              disabled={busy || !text.trim()}
              onClick={async () => {
                if (await run('purchaseOrderQuestion', { id: record.id, text }, 'asked')) setText('');
              }}
            >
              {t('ask')}
            </Button>
          </Stack>
        )}
        {can(declaration.permissions.resolve) && open && (
          <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mt: 1 }}>
            <TextField
              size="small"
              fullWidth
              label={t('answerLabel')}
              value={answer}
              inputProps={{ maxLength: 200 }}
              onChange={(e) => setAnswer(e.target.value)}
            />
            <Button
              variant="outlined"
              disabled={busy}
              onClick={async () => {
                if (await run('purchaseOrderQuestionResolve', { id: record.id, ...(answer.trim() ? { answer } : {}) }, 'resolved')) setAnswer('');
              }}
            >
              {t('resolve')}
            </Button>
          </Stack>
        )}
      </TitledCard>

      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle', { orderNo: record.orderNo })}
        content={t('confirmContent')}
        onConfirm={async () => {
          setConfirming(false);
          await run('purchaseOrderConfirm', { id: record.id }, 'confirmed');
        }}
        onCancel={() => setConfirming(false)}
      />
    </DetailFrame>
  );
}

export default PurchaseOrderDetail;
