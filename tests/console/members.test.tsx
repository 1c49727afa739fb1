/**
 * Members in the console: the member detail's points history (resources/members/members.ts, screen
 * 'member-detail') against a test double of the server — the card, balance, earned points and level, the
 * history's rows with translated reasons, signed changes and the order number, paged by the server through
 * /ms/points/pointsChangeLog — and the member list generated from the declaration.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { members, memberLevels, pointsRules } from '../../resources/members/members';
import { organisations } from '../../resources/accounts/organisations';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const DECLS = [members, pointsRules, memberLevels, organisations];
const routes = {
  ...menuAnswer([members, pointsRules, memberLevels]),
  'POST /open/customer/list': () => ok([{ id: 4, name: '東京ベンディング' }]),
};
const MEMBER = {
  id: 9,
  orgId: 4,
  orgName: '東京ベンディング',
  platform: 'wechat',
  walletUserId: 'oDEMO00000000000000000000002',
  cardNo: 'M000400000002',
  name: '鈴木 葵',
  mobile: '09012345678',
  gender: 'female',
  birthday: '1990-04-01',
  email: null,
  points: 137,
  pointsEarned: 245,
  level: 2,
  levelName: 'シルバー',
  nextLevel: { level: 3, name: 'ゴールド', threshold: 250 },
  openedAt: '2026-01-05T01:00:00.000Z',
};
/** 23 movements, newest first: the first page's top one a consumption reward of an order. */
const MOVES = Array.from({ length: 23 }, (_, i) => {
  const n = 23 - i;
  return n === 23
    ? {
        id: 100 + n,
        delta: 4,
        balanceAfter: 137,
        reason: 'consumption',
        orderNo: 'VM-0001-abc',
        expiresAt: '2027-11-01T00:00:00.000Z',
        remaining: 4,
        at: '2026-11-01T00:00:00.000Z',
      }
    : n === 22
      ? { id: 100 + n, delta: -30, balanceAfter: 133, reason: 'expiry', orderNo: null, expiresAt: null, remaining: null, at: '2026-10-01T00:00:00.000Z' }
      : {
          id: 100 + n,
          delta: 5,
          balanceAfter: 100 + n,
          reason: n === 1 ? 'newMember' : 'dailyLogin',
          orderNo: null,
          expiresAt: null,
          remaining: 5,
          at: `2026-0${1 + (n % 9)}-01T00:00:00.000Z`,
        };
});

const renderAdmin = adminFor({ resources: DECLS });

describe('member detail', () => {
  it('shows the card, balance, earned points and level, and the points history paged by the server', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /ms/member/detail/alipay': () => ok(MEMBER),
      'POST /ms/points/pointsChangeLog': (call) => {
        const { pageNum = 1, pageSize = 10 } = call.body as { pageNum?: number; pageSize?: number };
        return ok({ list: MOVES.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: MOVES.length });
      },
    });
    renderAdmin('/members/9/show', ['member.view']);
    expect(await screen.findByText('会員 M000400000002', {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.to('POST /ms/member/detail/alipay')[0].body).toEqual({ id: 9 });
    expect(screen.getByText('ウィーチャット')).toBeTruthy();
    expect(screen.getByText('女性')).toBeTruthy();
    expect(screen.getByText('2 シルバー')).toBeTruthy();
    expect(screen.getByText('3 ゴールド（あと 5 ポイント）')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'ポイント履歴' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(api.to('POST /ms/points/pointsChangeLog')[0].body).toEqual({ memberId: 9, pageNum: 1, pageSize: 10 });
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('購入ポイント')).toBeTruthy();
    expect(within(first).getByText('+4')).toBeTruthy();
    expect(within(first).getByText('VM-0001-abc')).toBeTruthy();
    const second = within(table).getAllByRole('row')[2];
    expect(within(second).getByText('有効期限切れ')).toBeTruthy();
    expect(within(second).getByText('-30')).toBeTruthy();

    // the last page, from the server: three rows, the oldest the new-member reward
    fireEvent.click(screen.getByRole('button', { name: /next page|次のページ/i }));
    await waitFor(() => expect(api.to('POST /ms/points/pointsChangeLog').some((c) => (c.body as { pageNum: number }).pageNum === 2)).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: /next page|次のページ/i }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'ポイント履歴' })).getAllByRole('row')).toHaveLength(4));
    expect(within(screen.getByRole('table', { name: 'ポイント履歴' })).getByText('入会特典')).toBeTruthy();
  });

  it("shows the server's refusal for a member of another merchant", { timeout: 90_000 }, async () => {
    fakeApi({ ...routes, 'POST /ms/member/detail/alipay': () => refuse(404, 206101, '会員が存在しません') });
    renderAdmin('/members/77/show', ['member.view']);
    expect(await screen.findByText('会員が存在しません', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('points adjustment (issue 28)', () => {
  it(
    'adjusts from the member page: the rule said before sending, the reason required, then one call and the history read again',
    { timeout: 90_000 },
    async () => {
      let balance = 137;
      const api = fakeApi({
        ...routes,
        'POST /ms/member/detail/alipay': () => ok({ ...MEMBER, points: balance }),
        'POST /ms/points/pointsChangeLog': () => ok({ list: MOVES.slice(0, 10), total: MOVES.length }),
        'POST /ms/points/adjust': (call) => {
          const { delta } = call.body as { delta: number };
          balance += delta;
          return ok({ id: 900, memberId: 9, delta, balanceAfter: balance, points: balance, pointsEarned: 245 + delta, level: 2, levelName: 'シルバー' });
        },
      });
      renderAdmin('/members/9/show', ['member.view', 'points.adjust']);
      fireEvent.click(await screen.findByRole('button', { name: 'ポイント調整' }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'ポイント調整' });
      expect(within(dialog).getByText('会員: M000400000002')).toBeTruthy();
      const delta = within(dialog).getByLabelText(/^増減ポイント/) as HTMLInputElement;
      fireEvent.change(delta, { target: { value: '0' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'ポイント調整' }));
      expect(await within(dialog).findByText('-100000〜100000 の 0 以外の整数を入力してください')).toBeTruthy();
      expect(within(dialog).getByText('入力してください')).toBeTruthy();
      expect(api.to('POST /ms/points/adjust')).toHaveLength(0);

      fireEvent.change(delta, { target: { value: '50' } });
      fireEvent.change(within(dialog).getByLabelText(/^調整理由/), { target: { value: 'お詫び' } });
      const before = api.to('POST /ms/points/pointsChangeLog').length;
      fireEvent.click(within(dialog).getByRole('button', { name: 'ポイント調整' }));
      expect(await screen.findByText('ポイントを調整しました（残高 187）')).toBeTruthy();
      expect(api.to('POST /ms/points/adjust').map((c) => c.body)).toEqual([{ memberId: 9, delta: 50, note: 'お詫び' }]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ポイント調整' })).toBeNull());
      await waitFor(() => expect(api.to('POST /ms/points/pointsChangeLog').length).toBeGreaterThan(before));
    },
  );

  it('is not offered without the code', { timeout: 90_000 }, async () => {
    fakeApi({
      ...routes,
      'POST /ms/member/detail/alipay': () => ok(MEMBER),
      'POST /ms/points/pointsChangeLog': () => ok({ list: [], total: 0 }),
    });
    renderAdmin('/members/9/show', ['member.view']);
    expect(await screen.findByText('会員 M000400000002', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ポイント調整' })).toBeNull();
  });
});

describe('member list', () => {
  it('lists members through /ms/member/pageList with translated platforms', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /ms/member/pageList': () => ok({ list: [{ ...MEMBER }], total: 1, totalCapped: false }),
    });
    renderAdmin('/members', ['member.view']);
    expect(await screen.findByText('M000400000002', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('ウィーチャット')).toBeTruthy();
    expect(api.to('POST /ms/member/pageList')[0].body).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('filters by merchant and level picked by name, never by a typed id (issue 28 item 4)', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /ms/member/pageList': () => ok({ list: [{ ...MEMBER }], total: 1, totalCapped: false }),
      'POST /ms/level/memberLevel/getMemberLevelByOrgId': () =>
        ok({
          orgId: 4,
          levels: [
            { level: 1, name: 'レギュラー', threshold: 0, members: 10 },
            { level: 2, name: 'シルバー', threshold: 150, members: 5 },
          ],
        }),
      'POST /open/customer/pageList': () => ok({ list: [{ id: 4, name: '東京ベンディング', type: 'merchant', status: 1 }], total: 1 }),
    });
    renderAdmin('/members', ['member.view']);
    expect(await screen.findByText('M000400000002', {}, { timeout: 15_000 })).toBeTruthy();
    // the level: a choice among the merchant's level names
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '等級' }));
    fireEvent.click(await screen.findByRole('option', { name: 'シルバー' }));
    await waitFor(() => expect(api.to('POST /ms/member/pageList').at(-1)!.body).toMatchObject({ level: 2 }));
    // the merchant: found by name
    const merchant = screen.getByRole('combobox', { name: '加盟店' });
    fireEvent.change(merchant, { target: { value: '東京' } });
    fireEvent.click(await screen.findByRole('option', { name: '東京ベンディング' }));
    await waitFor(() => expect(api.to('POST /ms/member/pageList').at(-1)!.body).toMatchObject({ orgId: 4, level: 2 }));
  });
});

describe('points rules', () => {
  it("reads the own organisation's settings, then another merchant found by name", { timeout: 90_000 }, async () => {
    const settings = (orgId: number, points: number) => ({
      orgId,
      newMemberPoints: points,
      consumeAmount: 100,
      consumePoints: 1,
      dailyLoginPoints: 5,
      validityDays: 365,
      updatedAt: null,
    });
    const api = fakeApi({
      ...routes,
      'POST /open/customer/pageList': (call) => {
        const all = [
          { id: 4, name: '東京ベンディング', type: 'merchant', status: 1 },
          { id: 6, name: 'なにわ自販機', type: 'merchant', status: 1 },
        ];
        const name = (call.body as { name?: string }).name;
        const list = all.filter((o) => !name || o.name.includes(name));
        return ok({ list, total: list.length });
      },
      'POST /ms/points/newMemberReward': (call) => {
        const orgId = (call.body as { orgId?: number }).orgId;
        return ok(orgId === 6 ? settings(6, 300) : settings(4, 100));
      },
    });
    renderAdmin('/pointsRules', ['points.view']);
    const newMember = await screen.findByLabelText('入会時のポイント', {}, { timeout: 15_000 });
    await waitFor(() => expect((newMember as HTMLInputElement).value).toBe('100'));
    // the earning rule's amount reads as money, the one way
    expect(screen.getByText('￥100 ごとに 1 ポイント')).toBeTruthy();
    const merchant = screen.getByRole('combobox', { name: '加盟店' });
    fireEvent.change(merchant, { target: { value: 'なにわ' } });
    const option = await screen.findByRole('option', { name: 'なにわ自販機' });
    const searched = api.to('POST /open/customer/pageList').map((c) => c.body);
    expect(searched).toContainEqual(expect.objectContaining({ type: 'merchant', name: 'なにわ' }));
    fireEvent.click(option);
    await waitFor(() => expect((screen.getByLabelText('入会時のポイント') as HTMLInputElement).value).toBe('300'));
    expect(api.to('POST /ms/points/newMemberReward').at(-1)!.body).toEqual({ orgId: 6 });
  });
});
