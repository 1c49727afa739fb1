/**
 * One coupon template (openapi/marketing/coupons.yaml): its fields with the state derived from today, its
 * counts, and the coupons claimed from it a page at a time (code, member, amount, validity, state received /
 * used / expired, when claimed and used, order number).
 */
import { EditButton } from 'react-admin';
import { useShowController, useTranslate, type RaRecord } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { callOperation, undescribed } from '../../providers/http';
import { InfoGrid } from '../../ui/InfoGrid';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { Section } from '../../ui/Section';
import { usePaging } from '../../ui/Pager';
import { MoneyText } from '../../ui/money';
import { PagedTable } from '../../ui/PagedTable';

interface TemplateRecord extends RaRecord {
  name: string;
  type: string;
  platform: string;
  state: string;
  faceValue: number;
  randomMax: number | null;
  quantity: number;
  claimed: number;
  used: number;
  perPersonLimit: number;
  issueStart: string;
  issueEnd: string;
  validType: string;
  validStart: string | null;
  validEnd: string | null;
  validDays: number | null;
  usageNote: string | null;
  threshold: number | null;
  stackLimit: number | null;
  orgName: string;
  createdAt: string;
}
interface Item {
  id: number;
  couponCode: string;
  memberName: string | null;
  cardNo: string;
  amount: number;
  validFrom: string;
  validTo: string;
  state: string;
  claimedAt: string;
  usedAt: string | null;
  orderNumber: string | null;
}

const STATE_COLOUR: Record<string, 'default' | 'success' | 'warning' | 'info'> = {
  notStarted: 'info',
  inProgress: 'success',
  ended: 'default',
  received: 'info',
  used: 'success',
  expired: 'warning',
};

export function CouponTemplateDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { record, isPending, error } = useShowController<TemplateRecord>({ resource: declaration.name });
  const paging = usePaging();
  const items = useQuery({
    queryKey: ['couponItems', record?.id, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: Item[]; total: number }>(
        callOperation('couponPageList', { templateId: Number(record!.id), pageNum: paging.page, pageSize: paging.size }, { signal }),
      ),
    enabled: Boolean(record?.id),
  });
  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const field = (f: string) => translate(`resources.couponTemplates.fields.${f}`);
  const itemField = (f: string) => translate(`resources.couponItems.fields.${f}`);
  const validity =
    record.validType === 'fixed' ? `${record.validStart} – ${record.validEnd}` : translate('coupons.detail.validDays', { days: record.validDays ?? 0 });
  return (
    <DetailFrame
      resource={declaration.name}
      title={record.name}
      actions={can(declaration.permissions.update) ? <EditButton resource={declaration.name} record={record} /> : undefined}
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={record.name}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip size="small" color={STATE_COLOUR[record.state]} label={translate(`enum.couponTemplateState.${record.state}`)} data-testid="template-state" />
          <Chip size="small" label={translate(`enum.walletPlatform.${record.platform}`)} />
          <Chip size="small" label={translate(`enum.couponType.${record.type}`)} />
        </Stack>
        <InfoGrid
          columns={3}
          items={[
            {
              label: field('faceValue'),
              value:
                record.type === 'random' ? (
                  <>
                    <MoneyText amount={record.faceValue} /> – <MoneyText amount={record.randomMax} />
                  </>
                ) : (
                  <MoneyText amount={record.faceValue} />
                ),
            },
            { label: field('quantity'), value: String(record.quantity) },
            { label: field('claimed'), value: String(record.claimed) },
            { label: field('used'), value: String(record.used) },
            { label: field('perPersonLimit'), value: String(record.perPersonLimit) },
            { label: translate('coupons.detail.issuePeriod'), value: `${record.issueStart} – ${record.issueEnd}` },
            { label: translate('coupons.detail.validity'), value: validity },
            { label: field('threshold'), value: record.threshold === null ? '—' : String(record.threshold) },
            { label: field('stackLimit'), value: record.stackLimit === null ? '—' : String(record.stackLimit) },
            { label: field('usageNote'), value: record.usageNote ?? '—' },
            { label: field('orgName'), value: record.orgName },
            { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
          ]}
        />
      </Paper>
      <Section title={translate('coupons.detail.items')}>
        <PagedTable<Item>
          query={items}
          paging={paging}
          label={translate('coupons.detail.items')}
          rowKey={(r) => r.id}
          empty={translate('coupons.detail.noItems')}
          columns={[
            { key: 'code', header: itemField('couponCode'), render: (r) => r.couponCode },
            { key: 'member', header: itemField('memberName'), render: (r) => `${r.memberName ?? '—'} (${r.cardNo})` },
            { key: 'amount', header: itemField('amount'), render: (r) => <MoneyText amount={r.amount} />, align: 'right' },
            { key: 'valid', header: translate('coupons.detail.validity'), render: (r) => `${r.validFrom} – ${r.validTo}` },
            {
              key: 'state',
              header: itemField('state'),
              render: (r) => <Chip size="small" color={STATE_COLOUR[r.state]} label={translate(`enum.couponItemState.${r.state}`)} />,
            },
            { key: 'claimedAt', header: itemField('claimedAt'), render: (r) => <DateTimeText value={r.claimedAt} /> },
            { key: 'usedAt', header: itemField('usedAt'), render: (r) => (r.usedAt ? <DateTimeText value={r.usedAt} /> : '—') },
            { key: 'order', header: itemField('orderNumber'), render: (r) => r.orderNumber ?? '—' },
          ]}
        />
      </Section>
    </DetailFrame>
  );
}

export default CouponTemplateDetail;
