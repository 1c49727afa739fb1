/**
 * References declared once, in the schema's x-table (issue 27): a list shows the name of the record a field names
 * (an ad campaign's advertiser), and its filter picks that record by name through the referenced resource's list.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adCampaigns } from '../../resources/custom/ads';
import { couponItems } from '../../resources/marketing/coupons';
import { GenericList } from '../../src/console/crud/GenericList';
import { referenceOf } from '../../src/console/crud/declarations';
import { fakeApi, ok } from './fakeApi';
import { renderScreen } from './accounts-support';

const at = '2026-11-20T03:00:00.000Z';
const CAMPAIGN = {
  id: 2,
  name: '夏のキャンペーン',
  advertiserId: 41,
  advertiserName: '東京飲料',
  priority: 7,
  weight: 3,
  startAt: at,
  endAt: at,
  bookedPlays: 0,
  capPerHour: 0,
  playDays: [],
  playFrom: null,
  playTo: null,
  status: 1,
  orgId: 4,
  orgName: '東京ベンディング',
  createdAt: at,
  updatedAt: at,
};

const ADVERTISER = { id: 41, name: '東京飲料', status: 1, orgId: 4, orgName: '東京ベンディング', createdAt: at, updatedAt: at };

describe('a reference field', () => {
  it('takes its resource from the schema x-table, not a list kept in the console', () => {
    expect(referenceOf(adCampaigns, 'advertiserId')).toBe('adAdvertisers');
    expect(referenceOf(adCampaigns, 'priority')).toBeUndefined();
    // a file of several entities declares it on the entry's x-table: claimed coupons pick their template by name
    expect(referenceOf(couponItems, 'templateId')).toBe('couponTemplates');
  });

  it('shows the advertiser by name in the campaign list, and filters by an advertiser picked by name', { timeout: 60_000 }, async () => {
    const api = fakeApi({
      'POST /custom/ad/campaign/list/page': () => ok({ total: 1, list: [CAMPAIGN] }),
      'POST /custom/ad/advertiser/list/page': () => ok({ total: 1, list: [ADVERTISER] }),
      'POST /custom/ad/advertiser/getOne': () => ok(ADVERTISER),
    });
    renderScreen(<GenericList declaration={adCampaigns} />, {
      resource: 'adCampaigns',
      route: '/adCampaigns',
      path: '/adCampaigns',
      access: ['ad.view'],
      locale: 'ja',
    });
    const row = (await screen.findByText('夏のキャンペーン', undefined, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('東京飲料')).toBeTruthy();
    expect(within(row).queryByText('41')).toBeNull();

    const filter = await screen.findByRole('combobox', { name: '広告主' });
    fireEvent.change(filter, { target: { value: '東京' } });
    // the typed words go to the server as the advertisers' name filter (debounced: waited for, then picked)
    await waitFor(() => expect(api.to('POST /custom/ad/advertiser/list/page').some((c) => (c.body as { name?: string }).name === '東京')).toBe(true), {
      timeout: 10_000,
    });
    fireEvent.click(await screen.findByRole('option', { name: '東京飲料' }, { timeout: 10_000 }));
    await waitFor(() => expect(api.to('POST /custom/ad/campaign/list/page').at(-1)?.body).toMatchObject({ advertiserId: 41 }), { timeout: 10_000 });
  });
});
