/**
 * Money shows one way on the generic screens too (issue 20 item 6): a `money` column of a declaration (goods
 * prices, coupon face values, stock order totals) goes through the one formatter in the reader's language, in
 * the record's currency when it has one, else the platform's (JPY); the lane grid and the coin box agree.
 */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { goods } from '../../resources/retail/goods';
import { couponTemplates } from '../../resources/marketing/coupons';
import { ColumnValue } from '../../src/console/crud/fields';
import { RecordContextProvider } from 'ra-core';
import { CoinBoxTab } from '../../src/console/screens/devices/detail/CoinBoxTab';
import { LaneGridTab } from '../../src/console/screens/retail/lanes/LaneGridTab';
import type { ResourceDeclaration } from '../../resources/types';
import { fakeApi, ok } from './fakeApi';
import { renderScreen } from './accounts-support';

type Locale = 'en' | 'ja' | 'zh-CN' | 'zh-TW';

function renderColumn(declaration: ResourceDeclaration, source: string, record: Record<string, unknown>, locale: Locale) {
  const column = declaration.list!.columns.find((c) => c.source === source)!;
  expect(column.type).toBe('money');
  return renderScreen(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <span data-testid="cell">
        <ColumnValue declaration={declaration} column={column} />
      </span>
    </RecordContextProvider>,
    { resource: 'goods', route: '/goods', path: '/goods', access: [], locale },
  );
}

const text = () => screen.getByTestId('cell').textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe('money columns of the generic list', () => {
  const cases: [Locale, string][] = [
    ['ja', '￥1,140'],
    ['en', '¥1,140'],
    ['zh-CN', 'JP¥1,140'],
    ['zh-TW', '¥1,140'],
  ];
  for (const [locale, expected] of cases) {
    it(`a good's price in ${locale} reads ${expected} (the platform's currency, no decimals)`, () => {
      renderColumn(goods, 'defaultPrice', { defaultPrice: 1140 }, locale);
      expect(text()).toBe(expected);
    });
  }

  it("a coupon's face value reads in yen too", () => {
    renderColumn(couponTemplates, 'faceValue', { faceValue: 100 }, 'ja');
    expect(text()).toBe('￥100');
  });

  it("uses the record's own currency and its digits when it has one", () => {
    renderColumn(goods, 'defaultPrice', { defaultPrice: 12.5, currency: 'USD' }, 'en');
    expect(text()).toBe('$12.50');
  });
});

const SERIAL = 'DEMO-000001';
const DEVICE = { id: 1, serialNum: SERIAL, name: 'Shibuya 1', online: true } as never;

describe('device screens in Japanese', () => {
  it('the lane grid shows a price as Japanese writes yen', async () => {
    fakeApi({
      'POST /vendingChannel/get': () =>
        ok({
          serialNum: SERIAL,
          rows: 1,
          cols: 1,
          lanes: [
            {
              id: 11,
              serialNum: SERIAL,
              laneNo: '1',
              rowNo: 1,
              colNo: 1,
              goodsId: 5,
              goodsName: '緑茶',
              goodsImage: null,
              barcode: null,
              price: 1150,
              stock: 3,
              maxStock: 10,
              threshold: 1,
              status: 1,
              priceSource: 'manualUpdate',
              updatedAt: '2026-03-01T09:00:00.000Z',
            },
          ],
        }),
    });
    renderScreen(
      <Suspense fallback={null}>
        <LaneGridTab device={DEVICE} />
      </Suspense>,
      { resource: 'devices', route: '/devices/:id/show', path: `/devices/${SERIAL}/show`, access: ['device.view', 'lane.view'], locale: 'ja' },
    );
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByText('￥1,150')).toBeTruthy();
  });

  it('the coin box shows its total as Japanese writes yen', async () => {
    fakeApi({
      'POST /device/telemetry/coinBox': () =>
        ok({ latest: { coins: { '100': 25 }, bills: {}, total: 2500, full: false, at: '2026-03-01T09:00:00.000Z' }, bucketSeconds: 1210, points: [] }),
    });
    renderScreen(
      <Suspense fallback={null}>
        <CoinBoxTab device={DEVICE} />
      </Suspense>,
      { resource: 'devices', route: '/devices/:id/show', path: `/devices/${SERIAL}/show`, access: ['device.view'], locale: 'ja' },
    );
    expect((await screen.findAllByText('￥2,500')).length).toBeGreaterThan(0);
  });
});
