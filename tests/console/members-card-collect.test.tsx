/**
 * The public card-collect page a collection link opens (/card/open/<token>): with no session, it shows the
 * approved card and the merchant's collection form — the fields the merchant requires refused empty before
 * anything is sent — and, sent, the card's number and points; a link naming no card says so.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CardCollect from '../../src/console/screens/members/CardCollect';
import { createQueryClient } from '../../src/console/providers/queryClient';
import { fakeApi, ok, refuse } from './fakeApi';
import { testI18nProvider } from './gadgets';

const TOKEN = 'a'.repeat(32);
const CARD = {
  platform: 'wechat',
  brand: '東京ベンディング',
  title: '会員カード',
  color: '#E60012',
  codeStyle: 'barcode',
  logo: null,
  cover: null,
  customFields: [{ label: 'ポイント', url: 'https://example.com/points' }],
  actions: [{ label: '店舗を探す', url: 'https://example.com/stores' }],
  rights: [],
  fields: [
    { field: 'mobile', required: true },
    { field: 'name', required: false },
  ],
  sandbox: true,
};

const open = (locale: 'ja' | 'en' = 'en') =>
  render(
    <MemoryRouter initialEntries={[`/card/open/${TOKEN}`]}>
      <AdminContext i18nProvider={testI18nProvider(locale)} queryClient={createQueryClient()} store={memoryStore()}>
        <Routes>
          <Route path="/card/open/:token" element={<CardCollect />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

describe('the public card-collect page', () => {
  it("shows the card and the merchant's form, refuses a required field left empty, and opens the card", { timeout: 60_000 }, async () => {
    const api = fakeApi({
      'POST /ms/card/sandbox/form': () => ok(CARD),
      'POST /ms/card/sandbox/open': () => ok({ memberId: 9, cardNo: '90000012345678', created: true, points: 120, sandbox: true }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Get the membership card' })).toBeTruthy();
    expect(await screen.findByText('This is the membership card of 東京ベンディング. Fill in the form below to get it.')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'As shown in WeChat' })).toBeTruthy();
    expect(api.to('POST /ms/card/sandbox/form')[0].body).toEqual({ token: TOKEN });
    // the merchant's two fields and the wallet identity a real platform hands over, started with a new one
    const wallet = screen.getByLabelText(/^Wallet user ID/) as HTMLInputElement;
    expect(wallet.value).toMatch(/^sandbox-[0-9a-f]{8}$/);
    expect(screen.getByLabelText(/^Name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Get the card' }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    expect(api.to('POST /ms/card/sandbox/open')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Mobile/), { target: { value: '090-1234-5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the card' }));
    expect(await screen.findByText('You have the membership card')).toBeTruthy();
    expect(screen.getByText('Card number: 90000012345678')).toBeTruthy();
    expect(screen.getByText('Points: 120')).toBeTruthy();
    expect(api.to('POST /ms/card/sandbox/open')[0].body).toEqual({ token: TOKEN, walletUserId: wallet.value, mobile: '090-1234-5678' });
  });

  it('says so when the link names no approved card', { timeout: 30_000 }, async () => {
    fakeApi({ 'POST /ms/card/sandbox/form': () => refuse(404, 206011, 'no card') });
    open('ja');
    expect(await screen.findByText('このリンクのカードはありません。加盟店にお問い合わせください。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'カードを受け取る' })).toBeNull();
  });
});
