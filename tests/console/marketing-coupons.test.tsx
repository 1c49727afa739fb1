/**
 * The coupon template form (screens/marketing/CouponTemplateForm.tsx) over a test double of the server: the
 * rules that depend on today are said before anything is sent, with today's dates; a value breaking one is
 * flagged as typed and on save, without a call; a good template is sent once with the fields that apply.
 * And the authorisation screen: a non-merchant sees the server's "cannot obtain authorization".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { couponTemplates, msAuth } from '../../resources/marketing/coupons';
import { CouponTemplateForm } from '../../src/console/screens/marketing/CouponTemplateForm';
import { MsAuth } from '../../src/console/screens/marketing/MsAuth';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { ERRORS } from '../../src/domain/errors';
import { addDays, tokyoDay } from '../../src/domain/coupons';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

afterEach(() => vi.unstubAllGlobals());

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input,textarea' }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });

describe('coupon template form', () => {
  it('says the issue-period and random-limit rules before save, flags a broken one without a call, then saves', { timeout: 90_000 }, async () => {
    const today = tokyoDay(new Date());
    const api = fakeApi({ 'POST /ms/coupon/template/save': () => ok({ id: 42 }) });
    renderScreen(<CouponTemplateForm declaration={couponTemplates} />, {
      resource: 'couponTemplates',
      route: '/couponTemplates/create',
      path: '/couponTemplates/create',
      access: ['coupon.view', 'coupon.save'],
      orgType: 'merchant',
    });
    const rules = await screen.findByTestId('coupon-rules');
    expect(rules.textContent).toContain(`starts between ${today} and ${addDays(today, 15)}, lasts at most 90 days`);
    expect(rules.textContent).toContain('Fixed validity dates are for WeChat coupons only');

    type(/^Coupon name/, '冬の100円引き');
    type(/^Face value/, '10');
    await waitFor(() => expect(screen.getByTestId('coupon-rules').textContent).toContain('the upper limit is from 10 to 1999 yen'));
    type(/^Quantity/, '100');
    type(/^Issue start/, today);
    type(/^Issue end/, addDays(today, 100));
    type(/^Valid days/, '30');
    // flagged as soon as it is typed, worded as the server words it
    const broken = await screen.findByTestId('coupon-rules-broken');
    expect(broken.textContent).toContain(VALIDATION_MESSAGES['validation.couponIssueSpan'].en);
    // on save it is marked on its field (nothing is sent)
    expect(screen.queryAllByText(VALIDATION_MESSAGES['validation.couponIssueSpan'].en)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(VALIDATION_MESSAGES['validation.couponIssueSpan'].en)).length).toBeGreaterThan(0);
    expect(api.to('POST /ms/coupon/template/save')).toHaveLength(0);

    type(/^Issue end/, addDays(today, 89));
    await waitFor(() => expect(screen.queryByTestId('coupon-rules-broken')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /ms/coupon/template/save')).toHaveLength(1));
    expect(api.to('POST /ms/coupon/template/save')[0].body).toEqual({
      name: '冬の100円引き',
      type: 'fixed',
      faceValue: 10,
      quantity: 100,
      perPersonLimit: 1,
      issueStart: today,
      issueEnd: addDays(today, 89),
      validType: 'relative',
      validDays: 30,
      platform: 'alipay',
    });
  });
});

describe('authorisation screen', () => {
  it('a non-merchant sees the server\'s "cannot obtain authorization" message', async () => {
    fakeApi({ 'POST /ms/org/auth/status': () => refuse(403, 206500, ERRORS[206500].msg.en) });
    renderScreen(<MsAuth declaration={msAuth} />, { resource: 'msAuth', route: '/msAuth', path: '/msAuth', access: ['msAuth.view'] });
    expect((await screen.findByTestId('ms-auth-refused')).textContent).toContain('Cannot obtain authorization');
  });

  it('a merchant authorises a platform through the sandbox consent panel', { timeout: 90_000 }, async () => {
    let authorised = false;
    const api = fakeApi({
      'POST /ms/org/auth/status': () =>
        ok([
          { platform: 'alipay', state: 'authorised', authorised: true, sandbox: true, authorisedAt: '2026-11-01T00:00:00Z' },
          { platform: 'wechat', state: authorised ? 'authorised' : 'none', authorised, sandbox: true, authorisedAt: null },
        ]),
      'POST /ms/org/config/list': () => ok([]),
      'POST /ms/org/auth/link': () =>
        ok({ platform: 'wechat', sandbox: true, url: '/#/msAuth?platform=wechat&sandboxToken=ab', token: 'a'.repeat(32), expiresAt: '2026-11-01T00:10:00Z' }),
      'POST /ms/org/auth/sandbox/confirm': () => {
        authorised = true;
        return ok({ platform: 'wechat', state: 'authorised', authorised: true, sandbox: true, authorisedAt: '2026-11-01T00:00:00Z' });
      },
    });
    renderScreen(<MsAuth declaration={msAuth} />, {
      resource: 'msAuth',
      route: '/msAuth',
      path: '/msAuth',
      access: ['msAuth.view', 'msAuth.link', 'msConfig.view', 'msConfig.save'],
      orgType: 'merchant',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Authorise' }));
    expect((await screen.findByText(/WeChat \(sandbox\) will authorise this merchant/)).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agree and authorise' }));
    await waitFor(() => expect(api.to('POST /ms/org/auth/sandbox/confirm')).toHaveLength(1));
    expect(api.to('POST /ms/org/auth/sandbox/confirm')[0].body).toEqual({ token: 'a'.repeat(32) });
    await waitFor(() => expect(screen.getAllByText('Authorised').length).toBe(2));
  });
});
