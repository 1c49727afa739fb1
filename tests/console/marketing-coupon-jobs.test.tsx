/**
 * The coupon jobs of issue 28 done from the console through declared form actions (resources/marketing/coupons.ts
 * formActions), over a test double of the server: a received coupon written off from its row after a question
 * (cancelled, nothing is sent; confirmed, one call), a used one offering no write-off; a coupon given to a member
 * with the template and the member picked by name; a template copied under a new name and issue period.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { couponItems, couponTemplates } from '../../resources/marketing/coupons';
import { members } from '../../resources/members/members';
import { fakeApi, ok } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const ITEM = {
  id: 1,
  couponCode: '9000000000001001',
  templateId: 5,
  templateName: '秋のおたのしみ',
  memberId: 9,
  memberName: '鈴木 葵',
  cardNo: 'M000400000002',
  platform: 'alipay',
  amount: 120,
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  state: 'received',
  claimedAt: '2026-11-01T01:00:00.000Z',
  usedAt: null,
  orderNumber: null,
  orgId: 4,
  orgName: '東京ベンディング',
};
const USED = { ...ITEM, id: 2, couponCode: '9000000000001002', state: 'used', usedAt: '2026-11-02T01:00:00.000Z', orderNumber: 'VM-9' };
const TEMPLATE = {
  id: 5,
  name: '秋のおたのしみ',
  platform: 'alipay',
  type: 'random',
  faceValue: 50,
  quantity: 1000,
  claimed: 10,
  used: 3,
  issueStart: '2026-11-20',
  issueEnd: '2026-12-20',
  state: 'inProgress',
  orgId: 4,
  orgName: '東京ベンディング',
  createdAt: '2026-11-20T01:00:00.000Z',
};
const routes = {
  ...menuAnswer([couponItems, couponTemplates]),
  'POST /ms/coupon/pageList': () => ok({ list: [ITEM, USED], total: 2 }),
  'POST /ms/coupon/template/pageList': () => ok({ list: [TEMPLATE], total: 1 }),
  'POST /ms/member/pageList': (call: { body: unknown }) => {
    const name = (call.body as { name?: string }).name;
    const list = [{ id: 9, cardNo: 'M000400000002', name: '鈴木 葵', orgName: '東京ベンディング' }].filter((m) => !name || m.name.includes(name));
    return ok({ list, total: list.length, totalCapped: false });
  },
};
const renderAdmin = adminFor({ resources: [couponItems, couponTemplates], data: [couponItems, couponTemplates, members] });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('claimed coupons', () => {
  it('writes a received coupon off from its row after a question; a used one offers no write-off', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /ms/coupon/writeOff': (call) =>
        ok({ couponCode: (call.body as { couponCode: string }).couponCode, amount: 120, usedAt: '2026-12-06T01:00:00.000Z', orderNumber: 'POS-7' }),
    });
    renderAdmin('/couponItems', ['coupon.view', 'coupon.writeOff']);
    expect(await screen.findByText('9000000000001001', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(rowOf('9000000000001002')).queryByRole('button', { name: '消し込み' })).toBeNull();

    fireEvent.click(within(rowOf('9000000000001001')).getByRole('button', { name: '消し込み' }));
    const dialog = await screen.findByRole('dialog', { name: '消し込み' });
    fireEvent.change(within(dialog).getByLabelText(/^注文番号/), { target: { value: 'POS-7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '消し込み' }));
    // asked first; cancelled, nothing is sent
    const question = await screen.findByText('クーポン 9000000000001001 を消し込みます。元に戻せません。よろしいですか？');
    fireEvent.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'キャンセル' }));
    expect(api.to('POST /ms/coupon/writeOff')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: '消し込み' }));
    const again = await screen.findByText('クーポン 9000000000001001 を消し込みます。元に戻せません。よろしいですか？');
    fireEvent.click(within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '消し込み' }));
    expect(await screen.findByText('クーポン 9000000000001001 を消し込みました（120 円）')).toBeTruthy();
    expect(api.to('POST /ms/coupon/writeOff').map((c) => c.body)).toEqual([{ couponCode: '9000000000001001', orderNumber: 'POS-7' }]);
  });

  it('gives a coupon to a member, the template and the member picked by name', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /ms/coupon/claim': () => ok({ couponCode: '9000000000009999', amount: 80, validFrom: '2026-12-06', validTo: '2026-12-19' }),
    });
    renderAdmin('/couponItems', ['coupon.view', 'coupon.claim']);
    fireEvent.click(await screen.findByRole('button', { name: '会員に配布' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '会員に配布' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^クーポンテンプレート/ }), { target: { value: '秋' } });
    fireEvent.click(await screen.findByRole('option', { name: '秋のおたのしみ' }));
    // only templates being issued today are offered
    expect(api.to('POST /ms/coupon/template/pageList').at(-1)!.body).toMatchObject({ state: 'inProgress' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^会員/ }), { target: { value: '鈴木' } });
    fireEvent.click(await screen.findByRole('option', { name: 'M000400000002 · 鈴木 葵' }));
    expect(api.to('POST /ms/member/pageList').at(-1)!.body).toMatchObject({ name: '鈴木' });
    fireEvent.click(within(dialog).getByRole('button', { name: '会員に配布' }));
    expect(await screen.findByText('クーポンを配布しました（コード 9000000000009999）')).toBeTruthy();
    expect(api.to('POST /ms/coupon/claim').map((c) => c.body)).toEqual([{ templateId: 5, memberId: 9 }]);
  });
});

describe('coupon templates', () => {
  it('copies a template from its row under a new name and issue period', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /ms/coupon/template/copy': () => ok({ id: 77 }) });
    renderAdmin('/couponTemplates', ['coupon.view', 'coupon.save']);
    expect(await screen.findByText('秋のおたのしみ', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(within(rowOf('秋のおたのしみ')).getByRole('button', { name: 'コピー' }));
    const dialog = await screen.findByRole('dialog', { name: 'コピー' });
    fireEvent.change(within(dialog).getByLabelText(/^クーポン名/), { target: { value: '冬のおたのしみ' } });
    fireEvent.change(within(dialog).getByLabelText(/^配布開始日/), { target: { value: '2026-12-21' } });
    fireEvent.change(within(dialog).getByLabelText(/^配布終了日/), { target: { value: '2027-01-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'コピー' }));
    expect(await screen.findByText('コピーを作成しました（ID 77）')).toBeTruthy();
    await waitFor(() =>
      expect(api.to('POST /ms/coupon/template/copy').map((c) => c.body)).toEqual([
        { id: 5, name: '冬のおたのしみ', issueStart: '2026-12-21', issueEnd: '2027-01-10' },
      ]),
    );
  });
});
