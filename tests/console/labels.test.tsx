/**
 * No code shown raw (issue 28 items 6 and 11): an ad campaign's play days read as day names in the user's
 * language (detail, and the form's checkboxes), and the level editor's card is named for what it does, not 保存.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { adCampaigns, adAdvertisers } from '../../resources/custom/ads';
import { memberLevels } from '../../resources/members/members';
import { MemberLevels } from '../../src/console/screens/members/MemberLevels';
import { fakeApi, ok } from './fakeApi';
import { adminFor, menuAnswer } from './harness';
import { renderScreen } from './accounts-support';

afterEach(() => vi.unstubAllGlobals());

const CAMPAIGN = {
  id: 3,
  name: '夏のキャンペーン',
  advertiserId: 1,
  advertiserName: '東京飲料',
  priority: 5,
  weight: 1,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: '2026-12-01T00:00:00.000Z',
  bookedPlays: 0,
  capPerHour: 0,
  playDays: [1, 3, 5],
  playFrom: '09:00',
  playTo: '18:00',
  status: 1,
  orgId: 4,
  orgName: '東京ベンディング',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const routes = {
  ...menuAnswer([adCampaigns]),
  'POST /custom/ad/campaign/getOne': () => ok(CAMPAIGN),
  'POST /custom/ad/advertiser/list': () => ok([{ id: 1, name: '東京飲料' }]),
};
const renderAdmin = adminFor({ resources: [adCampaigns], data: [adCampaigns, adAdvertisers] });

describe("an ad campaign's play days", () => {
  it('read as day names in Japanese and in English on the detail, never as 1, 3, 5', { timeout: 90_000 }, async () => {
    fakeApi(routes);
    const ja = renderAdmin('/adCampaigns/3/show', ['ad.view']);
    expect(await screen.findByText('月、水、金', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('1, 3, 5')).toBeNull();
    ja.unmount();
    renderAdmin('/adCampaigns/3/show', ['ad.view'], { locale: 'en' });
    expect(await screen.findByText('Mon, Wed, Fri', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('are chosen in the form as checkboxes named by day', { timeout: 90_000 }, async () => {
    fakeApi(routes);
    renderAdmin('/adCampaigns/create', ['ad.view', 'ad.save']);
    const monday = await screen.findByRole('checkbox', { name: '月' }, { timeout: 15_000 });
    const group = monday.closest('fieldset') ?? document.body;
    expect(
      within(group as HTMLElement)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['月', '火', '水', '木', '金', '土', '日']);
    expect(screen.queryByRole('checkbox', { name: '1' })).toBeNull();
  });
});

describe("the level editor's card", () => {
  it('is titled for editing the levels, not 保存', { timeout: 60_000 }, async () => {
    fakeApi({
      'POST /ms/level/memberLevel/getMemberLevelByOrgId': () => ok({ orgId: 4, levels: [{ level: 1, name: 'ブロンズ', threshold: 0, members: 3 }] }),
    });
    renderScreen(<MemberLevels declaration={memberLevels} />, {
      resource: 'memberLevels',
      route: '/memberLevels',
      path: '/memberLevels',
      access: ['level.view', 'level.update'],
      locale: 'ja',
    });
    expect(await screen.findByRole('heading', { name: '等級の編集' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '保存' })).toBeNull();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });
});
