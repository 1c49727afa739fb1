/**
 * The campaign screens (screens/marketing/CampaignForm.tsx, CampaignDetail.tsx) over a test double of the
 * server: the create form says the campaign's rules before anything is sent, following the values typed; a
 * broken date rule is flagged and marked on save without a call; a good stamp campaign is sent once with its
 * kind's fields only. The detail shows the daily figures and terminates after a confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaigns } from '../../resources/marketing/campaigns';
import { CampaignForm } from '../../src/console/screens/marketing/CampaignForm';
import { CampaignDetail } from '../../src/console/screens/marketing/CampaignDetail';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { addDays, tokyoDay } from '../../src/domain/coupons';
import { fakeApi, ok } from './fakeApi';
import { renderScreen } from './accounts-support';

afterEach(() => vi.unstubAllGlobals());

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input,textarea' }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });

describe('campaign create form', () => {
  it('shows the rules before save, flags a broken date rule without a call, then sends the stamp campaign', { timeout: 90_000 }, async () => {
    const today = tokyoDay(new Date());
    const api = fakeApi({ 'POST /ms/activity/create': () => ok({ id: 7 }) });
    renderScreen(<CampaignForm declaration={campaigns} />, {
      resource: 'campaigns',
      route: '/campaigns/create',
      path: '/campaigns/create',
      access: ['activity.view', 'activity.create'],
      orgType: 'merchant',
    });
    const rules = await screen.findByTestId('campaign-rules');
    expect(rules.textContent).toContain('A member who opens a card during the campaign receives the prize once');
    expect(rules.textContent).toContain('Name at most 15 characters; 1 to 10 notes');

    fireEvent.click(screen.getByRole('tab', { name: 'Stamp collecting' }));
    // what is not entered yet says so, never a question mark or a field key (issue 28 item 6)
    await waitFor(() => expect(screen.getByTestId('campaign-rules').textContent).toContain('a prize every (not entered yet) stamps'));
    expect(screen.getByTestId('campaign-rules').textContent).toContain('Prize: enter the points');
    expect(screen.getByTestId('campaign-rules').textContent).not.toContain('?');
    // the notes are titled in the user's words, not rjsf's "notes-1"
    expect(screen.getByText('Notes 1')).toBeTruthy();
    expect(document.body.textContent).not.toContain('notes-1');
    type(/^Campaign name/, '秋のスタンプ');
    type(/^Start date/, today);
    type(/^End date/, addDays(today, -1));
    type(/^Stamps per day/, '2');
    type(/^Stamps per prize/, '3');
    type(/^Prize points/, '30');
    await waitFor(() => expect(screen.getByTestId('campaign-rules').textContent).toContain('at most 2 a day); a prize every 3 stamps'));
    expect(screen.getByTestId('campaign-rules').textContent).toContain('Prize: 30 points');
    const broken = await screen.findByTestId('campaign-rules-broken');
    expect(broken.textContent).toContain(VALIDATION_MESSAGES['validation.campaignEndBeforeStart'].en);

    const notes = screen
      .getAllByRole('textbox')
      .filter((e) => e.tagName === 'TEXTAREA' && !(e as HTMLTextAreaElement).readOnly && (e as HTMLTextAreaElement).getAttribute('aria-hidden') !== 'true');
    fireEvent.change(notes[0], { target: { value: '自販機で買うと 1 スタンプ' } });
    // on save it is marked on its field (nothing is sent)
    expect(screen.queryAllByText(VALIDATION_MESSAGES['validation.campaignEndBeforeStart'].en)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(VALIDATION_MESSAGES['validation.campaignEndBeforeStart'].en)).length).toBeGreaterThan(0);
    expect(api.to('POST /ms/activity/create')).toHaveLength(0);

    type(/^End date/, addDays(today, 30));
    await waitFor(() => expect(screen.queryByTestId('campaign-rules-broken')).toBeNull());
    expect(screen.getByTestId('campaign-rules').textContent).toContain(`Days: ${today} to ${addDays(today, 30)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /ms/activity/create')).toHaveLength(1));
    expect(api.to('POST /ms/activity/create')[0].body).toMatchObject({
      type: 'stamp',
      name: '秋のスタンプ',
      startDate: today,
      endDate: addDays(today, 30),
      dailyCap: 2,
      redeemCount: 3,
      prizeType: 'points',
      prizePoints: 30,
      notes: ['自販機で買うと 1 スタンプ'],
    });
    expect(api.to('POST /ms/activity/create')[0].body).not.toHaveProperty('festivalCode');
  });

  it("picks the prize coupon by its name among the merchant's coupon templates", { timeout: 90_000 }, async () => {
    const today = tokyoDay(new Date());
    const templates = [
      { id: 12, name: 'クリスマス200円', platform: 'alipay', state: 'inProgress' },
      { id: 15, name: '新春クーポン', platform: 'wechat', state: 'notStarted' },
    ];
    const api = fakeApi({
      'POST /ms/activity/create': () => ok({ id: 8 }),
      'POST /ms/coupon/template/get': (call) => ok(templates.find((t) => t.id === (call.body as { id: number }).id)),
      'POST /ms/coupon/template/pageList': (call) => {
        const name = (call.body as { name?: string }).name;
        const list = templates.filter((t) => !name || t.name.includes(name));
        return ok({ list, total: list.length });
      },
    });
    renderScreen(<CampaignForm declaration={campaigns} />, {
      resource: 'campaigns',
      route: '/campaigns/create',
      path: '/campaigns/create',
      access: ['activity.view', 'activity.create', 'coupon.view'],
      orgType: 'merchant',
    });
    await screen.findByTestId('campaign-rules');
    type(/^Campaign name/, '入会ギフト');
    type(/^Start date/, today);
    type(/^End date/, addDays(today, 10));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Prize/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Coupon' }));
    const picker = await screen.findByRole('combobox', { name: /^Prize coupon/ });
    fireEvent.change(picker, { target: { value: 'クリスマス' } });
    fireEvent.click(await screen.findByRole('option', { name: /クリスマス200円/ }));
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('クリスマス200円'));
    // the rules name the coupon by its template's name, not its id
    await waitFor(() => expect(screen.getByTestId('campaign-rules').textContent).toContain('Prize: a coupon (クリスマス200円)'));
    expect(api.to('POST /ms/coupon/template/pageList').map((c) => c.body)).toContainEqual(expect.objectContaining({ name: 'クリスマス' }));
    const notes = screen
      .getAllByRole('textbox')
      .filter((e) => e.tagName === 'TEXTAREA' && !(e as HTMLTextAreaElement).readOnly && (e as HTMLTextAreaElement).getAttribute('aria-hidden') !== 'true');
    fireEvent.change(notes[0], { target: { value: 'カードを作るとクーポン' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /ms/activity/create')).toHaveLength(1));
    expect(api.to('POST /ms/activity/create')[0].body).toMatchObject({ type: 'newMember', name: '入会ギフト', prizeType: 'coupon', prizeTemplateId: 12 });
    expect(api.to('POST /ms/activity/create')[0].body).not.toHaveProperty('prizePoints');
  });
});

describe('campaign detail', () => {
  it('shows the daily figures and terminates after a confirmation', { timeout: 90_000 }, async () => {
    let state = 'inProgress';
    const api = fakeApi({
      'POST /ms/activity/getInfo': () =>
        ok({
          id: 5,
          name: 'スタンプ',
          type: 'stamp',
          state,
          startDate: '2026-11-20',
          endDate: '2026-12-20',
          notes: ['n'],
          prizeType: 'points',
          prizePoints: 30,
          prizeTemplateName: null,
          prizeLimit: 1,
          festivalCode: null,
          participants: 2,
          stamps: 5,
          prizesSent: 1,
          prizesNotSent: 0,
          orgName: '東京',
          createdAt: '2026-11-19T00:00:00Z',
          terminatedAt: null,
        }),
      'POST /ms/activity/getChart': () =>
        ok([
          { day: '2026-11-20', participants: 2, stamps: 4, prizes: 1 },
          { day: '2026-11-21', participants: 1, stamps: 1, prizes: 0 },
        ]),
      'POST /ms/activity/over': () => {
        state = 'terminated';
        return ok({ id: 5, state: 'terminated', terminatedAt: '2026-11-27T00:00:00Z' });
      },
    });
    renderScreen(<CampaignDetail declaration={campaigns} />, {
      resource: 'campaigns',
      route: '/campaigns/:id/show',
      path: '/campaigns/5/show',
      access: ['activity.view', 'activity.over'],
      orgType: 'merchant',
    });
    const table = await screen.findByRole('table', { name: 'Data' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('2026-11-21');
    fireEvent.click(screen.getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText(/will be terminated/)).toBeTruthy();
    expect(api.to('POST /ms/activity/over')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.to('POST /ms/activity/over')).toHaveLength(1));
    expect((await screen.findByTestId('campaign-state')).textContent).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('campaign-state').textContent).toBe('Terminated'));
  });
});
