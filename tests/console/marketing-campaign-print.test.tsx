/**
 * The collective print screen: the campaigns offered are those in progress or coming; choosing one asks the
 * server for its stores, and the document shows each store with the campaign's name and its QR code (one
 * poster per store, cards packed into the layout's pages); a store left out is sent as storeIds; stamp cards
 * are offered for a stamp campaign only; the copies rule of the call's schema is shown before anything is asked;
 * the server's refusal is shown.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignPrint } from '../../resources/marketing/campaign-print';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const routes = menuAnswer([campaignPrint]);
const STAMP = { id: 7, name: '冬のログインスタンプ', type: 'stamp', startDate: '2026-11-20', endDate: '2026-12-20', state: 'inProgress' };
const GIFT = { id: 8, name: '新春プレゼント', type: 'newMember', startDate: '2027-01-01', endDate: '2027-01-10', state: 'notStarted' };
const STORES = [
  { id: 5, name: '渋谷駅前店', claimUrl: 'http://127.0.0.1:8080/card/open/abc?activity=7&store=5' },
  { id: 6, name: '新宿西口店', claimUrl: 'http://127.0.0.1:8080/card/open/abc?activity=7&store=6' },
];

type PrintBody = { id: number; kinds: string[]; layout: string; copies?: number; storeIds?: number[] };
function api(overrides: Record<string, (c: RecordedCall) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    ...routes,
    'POST /ms/activity/pageList': (c: RecordedCall) => ok({ list: (c.body as { state: string }).state === 'inProgress' ? [STAMP] : [GIFT], total: 1 }),
    'POST /ms/activity/print': (c: RecordedCall) => {
      const b = c.body as PrintBody;
      const campaign = b.id === 7 ? STAMP : GIFT;
      return ok({
        campaign: { ...campaign, notes: ['毎日ログインで 1 スタンプ'], stampMode: 'login', stampStyle: 'coffee', redeemCount: b.id === 7 ? 3 : null },
        merchantName: '東京ベンディング',
        platform: 'alipay',
        sandbox: true,
        kinds: b.kinds,
        layout: b.layout,
        copies: b.copies ?? 1,
        stores: b.storeIds ? STORES.filter((s) => b.storeIds!.includes(s.id)) : STORES,
      });
    },
    ...overrides,
  });
}

const render = adminFor({ resources: [campaignPrint], locale: 'en' });
const renderJa = adminFor({ resources: [campaignPrint], locale: 'ja' });

async function choose(name: string, label = 'Campaign') {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('collective print screen', () => {
  it('shows each store of the chosen campaign with its name and QR code, a poster per store', { timeout: 90_000 }, async () => {
    const calls = api();
    render('/campaignPrint', ['activity.print', 'activity.view']);
    await choose('冬のログインスタンプ');
    const doc = await screen.findByRole('document', { name: 'Print of “冬のログインスタンプ”' });
    // claim cards on a 2 × 5 sheet (one page for two stores) and a poster each: three pages
    expect(await screen.findByRole('heading', { name: 'Preview (3 pages)' })).toBeTruthy();
    for (const store of STORES) {
      const poster = within(doc).getByRole('region', { name: `Poster of ${store.name}` });
      expect(within(poster).getByRole('heading', { name: '冬のログインスタンプ' })).toBeTruthy();
      expect(within(poster).getByText(store.name)).toBeTruthy();
      const qr = within(poster).getByRole('img', { name: `Claim QR code of ${store.name}` });
      // a QR symbol of the store's link (version 4 at level M holds its 54 bytes): 33 modules and the quiet zone of 4,
      // its top-left finder pattern's corner module dark
      expect(qr.getAttribute('viewBox')).toBe('0 0 41 41');
      expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h1v1h-1zM5 4h1v1h-1z/);
    }
    const cards = doc.querySelectorAll('[data-kind="claimCard"]');
    expect(cards).toHaveLength(2);
    cards.forEach((card, i) => {
      expect(card.textContent).toContain('冬のログインスタンプ');
      expect(card.textContent).toContain(STORES[i].name);
      expect(card.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    });
    expect(calls.to('POST /ms/activity/print').at(-1)!.body).toEqual({ id: 7, kinds: ['claimCard', 'poster'], layout: 'a4x10', copies: 1 });
    expect(screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', false);
  });

  it('sends the stores kept, stamp cards for a stamp campaign only, and the copies rule before asking', { timeout: 90_000 }, async () => {
    const calls = api();
    render('/campaignPrint', ['activity.print', 'activity.view']);
    await choose('新春プレゼント');
    await screen.findByRole('document');
    expect(screen.queryByRole('checkbox', { name: 'Stamp cards' })).toBeNull();
    await choose('冬のログインスタンプ');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Stamp cards' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '新宿西口店' }));
    await waitFor(() =>
      expect(calls.to('POST /ms/activity/print').at(-1)!.body).toEqual({
        id: 7,
        kinds: ['claimCard', 'poster', 'stampCard'],
        layout: 'a4x10',
        copies: 1,
        storeIds: [5],
      }),
    );
    const doc = await screen.findByRole('document');
    await waitFor(() => expect(doc.querySelectorAll('[data-kind="stampCard"]')).toHaveLength(1));
    expect(doc.querySelector('[data-kind="stampCard"]')!.textContent).toContain('3 stamps for a prize');
    expect(within(doc).queryByText('新宿西口店')).toBeNull();

    const sent = calls.to('POST /ms/activity/print').length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Copies per store' }), { target: { value: '25' } });
    expect(await screen.findByText('Enter a whole number from 1 to 24')).toBeTruthy();
    expect(screen.queryByRole('document')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Copies per store' }), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('radio', { name: 'A4 labels 3 × 8' }));
    await waitFor(() => expect(calls.to('POST /ms/activity/print').at(-1)!.body).toMatchObject({ copies: 24, layout: 'a4x24' }));
    expect(
      calls
        .to('POST /ms/activity/print')
        .slice(sent)
        .every((c) => (c.body as PrintBody).copies !== 25),
    ).toBe(true);
    // 24 claim cards fill one 3 × 8 sheet, one poster, 24 stamp cards another sheet
    expect(await screen.findByRole('heading', { name: 'Preview (3 pages)' })).toBeTruthy();
  });

  it("shows the server's refusal in the user's language", { timeout: 90_000 }, async () => {
    api({ 'POST /ms/activity/print': () => refuse(409, 206002, 'カードのデザインが審査で承認されていません') });
    renderJa('/campaignPrint', ['activity.print', 'activity.view']);
    await choose('冬のログインスタンプ', '活動');
    expect(await screen.findByText('カードのデザインが審査で承認されていません')).toBeTruthy();
    expect(screen.getByRole('button', { name: '印刷' })).toHaveProperty('disabled', true);
  });
});
