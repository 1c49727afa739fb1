/**
 * The card design screen: the live preview follows what is typed, for both platforms; a design breaking a
 * platform rule (an emoji in the title) is refused by the shared schema with the field's message before
 * anything is sent; a good one is sent to /ms/card/template/addOrUpdate; the sandbox review's state is shown,
 * with the rejection reason, and the collection link once approved; the collection form is saved.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cardDesign } from '../../resources/members/cards';
import { organisations } from '../../resources/accounts/organisations';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const routes = menuAnswer([cardDesign]);

const renderAdmin = adminFor({ resources: [cardDesign], locale: 'en' });

describe('card design screen', () => {
  it("previews as typed, refuses an emoji title with the rule's message, sends a good design, shows the review and the link", { timeout: 90_000 }, async () => {
    let saved: Record<string, unknown> | null = null;
    let reviewed = false;
    const api = fakeApi({
      ...routes,
      'POST /ms/card/template/info': () => ok(saved ? { ...saved, status: reviewed ? 'approved' : 'pending', reason: null } : null),
      'POST /ms/card/template/status': () => {
        if (saved) reviewed = true;
        return ok({ platform: 'alipay', status: saved ? 'approved' : 'none', reason: null, sandbox: true });
      },
      'POST /ms/card/form/info': () => ok(null),
      'POST /ms/card/template/addOrUpdate': (c: RecordedCall) => {
        saved = c.body as Record<string, unknown>;
        reviewed = false;
        return ok({ ...saved, status: 'pending' });
      },
      'POST /ms/card/link': () => ok({ platform: 'alipay', url: 'https://sandbox.alipay.ops-console.local/card/open/abc', sandbox: true }),
      'POST /ms/card/form/addOrUpdate': (c: RecordedCall) => ok(c.body),
    });
    renderAdmin('/card-design', ['card.view', 'card.update']);
    expect(await screen.findByText('Not created')).toBeTruthy();
    await screen.findByRole('button', { name: 'Save and submit for review' });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: '東京ベンディング' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '会員🎉' } });
    const alipay = screen.getByRole('figure', { name: 'As shown in Alipay' });
    const wechat = screen.getByRole('figure', { name: 'As shown in WeChat' });
    expect(within(alipay).getByText('東京ベンディング')).toBeTruthy();
    expect(within(wechat).getByText('会員🎉')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('Label 1')[0], { target: { value: 'ポイント' } });
    const [fieldUrl, actionUrl] = screen.getAllByLabelText('Link 1');
    const [, actionLabel] = screen.getAllByLabelText('Label 1');
    fireEvent.change(fieldUrl, { target: { value: 'https://example.com/points' } });
    fireEvent.change(actionLabel, { target: { value: '店舗' } });
    fireEvent.change(actionUrl, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit for review' }));
    expect(await screen.findByText('The title is 1 to 9 characters, without emoji, leading or trailing spaces or line breaks')).toBeTruthy();
    expect(screen.getByText('The link is a URL starting with http:// or https://, at most 500 characters')).toBeTruthy();
    expect(api.to('POST /ms/card/template/addOrUpdate')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '会員カード' } });
    fireEvent.change(actionUrl, { target: { value: 'https://example.com/stores' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit for review' }));
    await waitFor(() =>
      expect(api.to('POST /ms/card/template/addOrUpdate')[0]?.body).toEqual({
        platform: 'alipay',
        brand: '東京ベンディング',
        title: '会員カード',
        color: '#1677FF',
        codeStyle: 'qrcode',
        customFields: [{ label: 'ポイント', url: 'https://example.com/points' }],
        actions: [{ label: '店舗', url: 'https://example.com/stores' }],
        rights: [],
      }),
    );
    expect(await screen.findByText('Approved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the collection link' }));
    expect(await screen.findByText('https://sandbox.alipay.ops-console.local/card/open/abc')).toBeTruthy();
    // the collection form: mobile, required
    fireEvent.click(screen.getByLabelText('Mobile'));
    fireEvent.click(screen.getByLabelText('Mobile: Required'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() =>
      expect(api.to('POST /ms/card/form/addOrUpdate')[0]?.body).toEqual({ platform: 'alipay', fields: [{ field: 'mobile', required: true }] }),
    );
  });

  it("shows the sandbox's rejection reason, and no form buttons without card.update", { timeout: 90_000 }, async () => {
    fakeApi({
      ...routes,
      'POST /ms/card/template/info': () =>
        ok({
          platform: 'alipay',
          brand: 'B',
          title: 'reject',
          color: '#000000',
          customFields: [{ label: 'a', url: 'https://e.com' }],
          actions: [{ label: 'b', url: 'https://e.com' }],
          rights: [],
          status: 'rejected',
          reason: "sandbox: the title contains 'reject'",
        }),
      'POST /ms/card/template/status': () => ok({ platform: 'alipay', status: 'rejected', reason: "sandbox: the title contains 'reject'", sandbox: true }),
      'POST /ms/card/form/info': () => ok(null),
    });
    renderAdmin('/card-design', ['card.view']);
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText("sandbox: the title contains 'reject'")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and submit for review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the collection link' })).toBeNull();
  });

  it("refuses a logo over 1 MB with the rule's message before sending; a good one is uploaded and previewed", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /ms/card/template/info': () => ok(null),
      'POST /ms/card/template/status': () => ok({ platform: 'alipay', status: 'none', reason: null, sandbox: true }),
      'POST /ms/card/form/info': () => ok(null),
      'POST /ms/card/image/upload': () =>
        ok({ image: 'a'.repeat(32), kind: 'logo', type: 'png', width: 500, height: 500, url: `/api/ms/card/image/link/${'a'.repeat(32)}` }),
    });
    renderAdmin('/card-design', ['card.view', 'card.update']);
    await screen.findByRole('button', { name: 'Save and submit for review' }, { timeout: 10_000 });
    const input = screen.getByLabelText('Logo', { selector: 'input' });
    // each image's rule is stated before any upload, from the one table (IMAGE_LIMITS)
    expect(screen.getByText('PNG or JPEG, at least 500 × 500 pixels, at most 1 MB')).toBeTruthy();
    expect(screen.getByText('PNG or JPEG, at least 1020 × 643 pixels, at most 2 MB')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The logo may be at most 1 MB')).toBeTruthy();
    expect(api.to('POST /ms/card/image/upload')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(api.to('POST /ms/card/image/upload')).toHaveLength(1));
    expect(api.to('POST /ms/card/image/upload')[0].contentType).toMatch(/^multipart\/form-data/);
    const alipay = screen.getByRole('figure', { name: 'As shown in Alipay' });
    await waitFor(() => expect(alipay.querySelector('img')?.getAttribute('src')).toBe(`/api/ms/card/image/link/${'a'.repeat(32)}`));
    expect(screen.queryByText('The logo may be at most 1 MB')).toBeNull();
    expect(screen.getByText('PNG or JPEG, at least 500 × 500 pixels, at most 1 MB')).toBeTruthy();
  });
});

describe('card design for the platform and agents (issue 28 item 7)', () => {
  it(
    "a non-merchant chooses a merchant by name and reads its card, with the code style and each right's title and detail, and cannot save",
    { timeout: 90_000 },
    async () => {
      const api = fakeApi({
        ...menuAnswer([cardDesign]),
        'POST /open/customer/pageList': () => ok({ list: [{ id: 4, name: '東京ベンディング', type: 'merchant', status: 1 }], total: 1 }),
        'POST /ms/card/template/info': (call) =>
          (call.body as { orgId?: number }).orgId === 4
            ? ok({
                platform: 'alipay',
                brand: '東京ベンディング',
                title: '会員カード',
                color: '#1677FF',
                codeStyle: 'barcode',
                customFields: [{ label: 'ポイント', url: 'https://example.com/points' }],
                actions: [{ label: '店舗', url: 'https://example.com/stores' }],
                rights: [{ title: 'ポイント2倍デー', detail: '毎月1日の購入はポイント2倍', startDate: '2026-01-01', endDate: '2026-12-31' }],
                status: 'approved',
                reason: null,
              })
            : refuse(403, 206500, 'Cannot obtain authorization: cards and coupons are authorised for merchant accounts only'),
        'POST /ms/card/template/status': () => ok({ platform: 'alipay', status: 'approved', reason: null, sandbox: true }),
        'POST /ms/card/form/info': () => ok({ platform: 'alipay', fields: [{ field: 'mobile', required: true }] }),
      });
      adminFor({ resources: [cardDesign], data: [cardDesign, organisations], locale: 'en' })('/card-design', ['card.view', 'card.update']);
      expect(
        await screen.findByText('Cards belong to a merchant: choose the merchant to view (only a merchant account can save)', {}, { timeout: 15_000 }),
      ).toBeTruthy();
      fireEvent.change(screen.getByRole('combobox', { name: 'Merchant' }), { target: { value: '東京' } });
      fireEvent.click(await screen.findByRole('option', { name: '東京ベンディング' }));
      expect(await screen.findByDisplayValue('ポイント2倍デー')).toBeTruthy();
      expect(screen.getByDisplayValue('毎月1日の購入はポイント2倍')).toBeTruthy();
      expect(screen.getAllByText('Code style: Barcode').length).toBeGreaterThan(0);
      expect(api.to('POST /ms/card/template/info').at(-1)!.body).toEqual({ platform: 'alipay', orgId: 4 });
      expect(screen.queryByRole('button', { name: 'Save and submit for review' })).toBeNull();
    },
  );
});
