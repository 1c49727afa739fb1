import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('members/card');
const link = (label: string, url = 'https://example.com') => ({ label, url });
const right = (title: string, startDate = '2026-01-01', endDate = '2026-12-31', detail?: string) => ({
  title,
  ...(detail === undefined ? {} : { detail }),
  startDate,
  endDate,
});

/** Each rule of a wallet card design (both platforms' limits) as good and bad values. */
const RULES: Rules = {
  platform: { good: ['alipay', 'wechat'], bad: ['line', 'Alipay', '', null, 1] },
  brand: { good: ['東京ベンディング', 'B', 'x'.repeat(12), 'Tokyo Vend', '🍙'.repeat(12)], bad: ['', ' ', ' lead', 'trail ', 'a\nb', 'x'.repeat(13), 7, null] },
  title: {
    good: ['会員カード', 'T', 'x'.repeat(9), 'VIP カード', '★会員★', '①番'],
    bad: ['', 'x'.repeat(10), '会員🎉', '🍙', '会員❤️', '♥️', '🇯🇵会員', '1️⃣番', '#️⃣', ' 会員', '会員 ', 'a\nb', 'nul\u0000', null],
  },
  color: { good: ['#1677FF', '#e60012', '#000000'], bad: ['red', '#FFF', '1677FF', '#GGGGGG', '#1677FF0', ''] },
  label: { good: ['ポイント', 'x'.repeat(10), 'Shop'], bad: ['', 'x'.repeat(11), ' lead', 'a\nb'] },
  url: {
    // a URL in ASCII (an IRI such as https://例え.jp/店舗 is sent percent-encoded)
    good: ['https://example.com', 'http://example.com/a?b=c#d', 'https://xn--r8jz45g.jp/%E5%BA%97', `https://e.com/${'x'.repeat(480)}`],
    bad: [
      '',
      'example.com',
      'https://例え.jp/店舗',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://',
      'https:// example.com',
      'mailto:a@b.c',
      `https://e.com/${'x'.repeat(490)}`,
      null,
    ],
  },
  customFields: {
    good: [[link('a')], [link('a'), link('b'), link('c')]],
    bad: [[], [link('a'), link('b'), link('c'), link('d')], [link('')], [{ label: 'a' }], null],
  },
  actions: { good: [[link('a')], [link('a'), link('b'), link('c')]], bad: [[], [link('a'), link('b'), link('c'), link('d')], [link('a', 'javascript:x')]] },
  rights: {
    good: [
      [],
      [right('毎月1日はポイント2倍')],
      [right('ポイント2倍デー', '2026-01-01', '2026-12-31', '毎月1日の購入はポイント2倍')],
      Array.from({ length: 10 }, () => right('t')),
      [right('x'.repeat(50), '2026-01-01', '2026-12-31', 'y'.repeat(50))],
    ],
    bad: [
      Array.from({ length: 11 }, () => right('t')),
      [right('x'.repeat(51))],
      [right('')],
      [right('t', '2026-02-30')],
      [right('t', '2026-01-01', '2026/12/31')],
      [{ title: 't', startDate: '2026-01-01' }],
      [right('t', '2026-01-01', '2026-12-31', 'x'.repeat(51))],
      [right('t', '2026-01-01', '2026-12-31', '')],
      [right('t', '2026-01-01', '2026-12-31', ' 前に空白')],
      // the former shape: a right is titled now
      [{ text: 't', startDate: '2026-01-01', endDate: '2026-12-31' }],
    ],
  },
  imageKey: { good: ['0123456789abcdef0123456789abcdef'], bad: ['0123456789ABCDEF0123456789ABCDEF', '0123', 'g'.repeat(32), '', null] },
  imageKind: { good: ['logo', 'cover'], bad: ['banner', 'Logo', '', null] },
  codeStyle: { good: ['qrcode', 'barcode', 'text'], bad: ['nfc', 'QRCODE', '', null] },
  formField: { good: ['mobile', 'name', 'gender', 'birthday', 'idcard', 'email'], bad: ['address', 'Mobile', '', null] },
};

describeRules('card field rules', RULES, check);

describe('card bodies', () => {
  const design = { platform: 'alipay', brand: 'B', title: 'T', customFields: [link('a')], actions: [link('b')] };
  it('template: platform, brand, title, a custom field and a call to action are required; colour and rights default', () => {
    const copy = structuredClone(design);
    expect(check('template', copy)).toBe(true);
    expect(copy).toEqual({ ...design, color: '#1677FF', codeStyle: 'qrcode', rights: [] });
    for (const missing of ['platform', 'brand', 'title', 'customFields', 'actions']) {
      const body: Record<string, unknown> = structuredClone(design);
      delete body[missing];
      expect(check('template', body), missing).toBe(false);
    }
  });

  it('form: 1 to 6 fields, each with required true or false', () => {
    expect(check('form', { platform: 'wechat', fields: [{ field: 'mobile', required: true }] })).toBe(true);
    expect(check('form', { platform: 'wechat', fields: [] })).toBe(false);
    expect(check('form', { platform: 'wechat', fields: [{ field: 'mobile' }] })).toBe(false);
    expect(check('form', { platform: 'wechat', fields: [{ field: 'mobile', required: 'yes' }] })).toBe(false);
    const seven = ['mobile', 'name', 'gender', 'birthday', 'idcard', 'email', 'email'].map((field) => ({ field, required: false }));
    expect(check('form', { platform: 'wechat', fields: seven })).toBe(false);
  });

  it('visit (sandbox): the link token (32 hex) and the wallet identity', () => {
    const token = '0123456789abcdef0123456789abcdef';
    expect(check('visitBody', { token, walletUserId: '2088000000000001' })).toBe(true);
    expect(check('visitBody', { token, walletUserId: 'oDEMO00000000000000000000001' })).toBe(true);
    for (const bad of [
      { token },
      { walletUserId: 'w1' },
      { token: token.toUpperCase(), walletUserId: 'w1' },
      { token: token.slice(1), walletUserId: 'w1' },
      { token, walletUserId: 'wx open!' },
      { token, walletUserId: '' },
      { token, walletUserId: 'x'.repeat(65) },
    ]) {
      expect(check('visitBody', bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
