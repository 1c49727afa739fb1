/**
 * One member (/ms/member/detail/alipay, members of both platforms): the card, the profile, the balance, the
 * points earned and the level with the next one, then the points history paged by the server
 * (/ms/points/pointsChangeLog), newest first.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShowController, useTranslate, type RaRecord } from 'ra-core';
import type { ScreenProps } from '../../crud/registry';
import { DateTimeText } from '../../crud/fields';
import { DetailFormActions } from '../../crud/FormAction';
import { callOperation, undescribed } from '../../providers/http';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { InfoGrid } from '../../ui/InfoGrid';
import { usePaging } from '../../ui/Pager';
import { Section } from '../../ui/Section';
import { PagedTable } from '../../ui/PagedTable';

interface Member extends RaRecord {
  id: number;
  orgName: string;
  platform: 'alipay' | 'wechat';
  walletUserId: string;
  cardNo: string;
  name: string | null;
  mobile: string | null;
  gender: string | null;
  birthday: string | null;
  email: string | null;
  points: number;
  pointsEarned: number;
  level: number;
  levelName: string | null;
  nextLevel: { level: number; name: string; threshold: number } | null;
  openedAt: string;
}

export interface PointsMove {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  orderNo: string | null;
  expiresAt: string | null;
  remaining: number | null;
  note: string | null;
  adjustedByName: string | null;
  at: string;
}

const S = 'memberScreens';

/** The member's points history, one page at a time from the server. */
export function PointsHistory({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  const paging = usePaging();
  const history = useQuery({
    queryKey: ['pointsChangeLog', memberId, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: PointsMove[]; total: number }>(
        callOperation('pointsChangeLog', { memberId, pageNum: paging.page, pageSize: paging.size }, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
  const t = (k: string) => translate(`${S}.${k}`);
  return (
    <Section title={t('history')} level={2}>
      <PagedTable<PointsMove>
        query={history}
        paging={paging}
        label={t('history')}
        rowKey={(m) => m.id}
        empty={t('historyEmpty')}
        columns={[
          { key: 'at', header: t('at'), render: (m) => <DateTimeText value={m.at} /> },
          { key: 'reason', header: t('reason'), render: (m) => translate(`enum.pointsReason.${m.reason}`, { _: m.reason }) },
          { key: 'delta', header: t('delta'), align: 'right', render: (m) => (m.delta > 0 ? `+${m.delta}` : String(m.delta)) },
          { key: 'balanceAfter', header: t('balanceAfter'), align: 'right', render: (m) => m.balanceAfter },
          { key: 'orderNo', header: t('orderNo'), render: (m) => m.orderNo ?? '—' },
          { key: 'note', header: t('note'), render: (m) => (m.note ? `${m.note}${m.adjustedByName ? ` (${m.adjustedByName})` : ''}` : '—') },
          { key: 'expiresAt', header: t('expiresAt'), render: (m) => (m.expiresAt ? <DateTimeText value={m.expiresAt} /> : '—') },
          { key: 'remaining', header: t('remaining'), align: 'right', render: (m) => m.remaining ?? '—' },
        ]}
      />
    </Section>
  );
}

export function MemberDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { record, isPending, error } = useShowController<Member>({ resource: declaration.name });
  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const level = record.level > 0 ? `${record.level} ${record.levelName ?? ''}`.trim() : t('noLevel');
  const next = record.nextLevel
    ? t('nextLevelValue', { name: `${record.nextLevel.level} ${record.nextLevel.name}`, left: Math.max(0, record.nextLevel.threshold - record.pointsEarned) })
    : t('topLevel');
  return (
    <DetailFrame
      resource={declaration.name}
      title={t('detailTitle', { cardNo: record.cardNo })}
      actions={<DetailFormActions declaration={declaration} record={record} />}
    >
      <Section title={t('card')} level={2}>
        <InfoGrid
          columns={3}
          items={[
            { label: field('cardNo'), value: record.cardNo },
            { label: field('platform'), value: translate(`enum.memberPlatform.${record.platform}`) },
            { label: field('walletUserId'), value: record.walletUserId },
            { label: field('orgName'), value: record.orgName },
            { label: field('openedAt'), value: <DateTimeText value={record.openedAt} /> },
          ]}
        />
      </Section>
      <Section title={t('profile')} level={2}>
        <InfoGrid
          columns={3}
          items={[
            { label: field('name'), value: record.name ?? '—' },
            { label: field('mobile'), value: record.mobile ?? '—' },
            { label: field('gender'), value: record.gender ? translate(`enum.memberGender.${record.gender}`) : '—' },
            { label: field('birthday'), value: record.birthday ?? '—' },
            { label: field('email'), value: record.email ?? '—' },
          ]}
        />
      </Section>
      <Section title={t('pointsTitle')} level={2}>
        <InfoGrid
          columns={4}
          items={[
            { label: field('points'), value: record.points },
            { label: field('pointsEarned'), value: record.pointsEarned },
            { label: field('level'), value: level },
            { label: t('nextLevel'), value: next },
          ]}
        />
      </Section>
      <PointsHistory memberId={record.id} />
    </DetailFrame>
  );
}

export default MemberDetail;
