import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { CHANNEL_TYPES, PAY_CHANNELS, PAY_METHOD_CODES } from '../../src/domain/payments.js';
import { CURRENCIES } from '../../src/domain/currencies.js';
import { CHANNEL_CHOICE_LOCALES, CHANNEL_RULES, PAY_CONFIG_LIMITS } from '../../src/domain/pay-config-rules.js';
import { describeRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const BASE = 'https://ops-console.local/schemas/payments/';
const check = (file: string, def: string, value: unknown) => ajv.getSchema(`${BASE}${file}#/$defs/${def}`)!(structuredClone(value)) as boolean;
const config = (def: string, value: unknown) => check('pay-config.schema.json', def, value);

/** Each field rule of a collection config (document 1 §3 Payment config, §5 rules) as good and bad values. */
const RULES: Rules = {
  name: {
    good: ['サンドボックス', 'A', 'StarPay 本店', 'x'.repeat(PAY_CONFIG_LIMITS.name), '支'.repeat(PAY_CONFIG_LIMITS.name)],
    bad: ['', ' ', ' lead', 'trail ', 'two\nlines', 'x'.repeat(PAY_CONFIG_LIMITS.name + 1), 'nul\u0000', 1, null],
  },
  remark: { good: ['', 'メモ', 'r'.repeat(PAY_CONFIG_LIMITS.remark)], bad: ['r'.repeat(PAY_CONFIG_LIMITS.remark + 1), 'nul\u0000', 3] },
  configText: { good: ['', '{"a":1}', 'c'.repeat(PAY_CONFIG_LIMITS.configText)], bad: ['c'.repeat(PAY_CONFIG_LIMITS.configText + 1), 5, null] },
  channelChoice: { good: [...PAY_CHANNELS], bad: ['PayPal', 'sandbox ', '', null] },
  channelType: { good: [...CHANNEL_TYPES], bad: ['Normal', 'fixed', '', 1] },
  currency: { good: CURRENCIES.map((c) => c.code), bad: ['jpy', 'XXX', 'JP', '', null] },
  providerId: { good: ['M12345', 'wx0123456789', '2088-0000_1.2:a@b', 'x'.repeat(64)], bad: ['', 'has space', 'x'.repeat(65), '商户', null] },
  url: {
    good: ['https://pay.example/trade', 'http://10.0.0.1:8080/q?a=1'],
    bad: ['ftp://pay.example', 'pay.example/trade', 'javascript:alert(1)', '', `https://${'a'.repeat(500)}.jp`],
  },
  timeoutSeconds: { good: [PAY_CONFIG_LIMITS.timeoutMin, 30, PAY_CONFIG_LIMITS.timeoutMax], bad: [0, -1, PAY_CONFIG_LIMITS.timeoutMax + 1, 1.5, '30', null] },
  fileKey: { good: ['0123456789abcdef0123456789abcdef'], bad: ['0123456789ABCDEF0123456789ABCDEF', 'abc', '', null] },
};

describeRules('pay config field rules', RULES, config);

describe('pay config bodies', () => {
  it('the request lets an over-long name, remark and config text through to the server, which answers 216013/216014/216012', () => {
    const long = {
      name: 'x'.repeat(PAY_CONFIG_LIMITS.name + 1),
      channel: 'sandbox',
      remark: 'r'.repeat(PAY_CONFIG_LIMITS.remark + 1),
      configText: 'c'.repeat(PAY_CONFIG_LIMITS.configText + 1),
    };
    expect(config('create', long)).toBe(true);
    expect(config('createForm', long)).toBe(false);
    expect(config('updateForm', { ...long, id: 1 })).toBe(false);
    // an unknown channel also reaches the server (207001), but not past the form
    expect(config('create', { name: 'x', channel: 'PayPal' })).toBe(true);
    expect(config('createForm', { name: 'x', channel: 'PayPal' })).toBe(false);
  });

  it('requires a name and a channel, and an id to modify', () => {
    expect(config('create', { channel: 'sandbox' })).toBe(false);
    expect(config('create', { name: 'x' })).toBe(false);
    expect(config('update', { name: 'x', channel: 'sandbox' })).toBe(false);
    expect(config('update', { id: 1, name: 'x', channel: 'sandbox' })).toBe(true);
    expect(config('createForm', { name: 'x', channel: 'sandbox', secret: 's', certificate: '-----BEGIN CERTIFICATE-----' })).toBe(true);
  });

  it('fills the defaults: normal channel type, JPY, 30 seconds, not the default config', () => {
    const body: Record<string, unknown> = { name: 'x', channel: 'sandbox' };
    ajv.getSchema(`${BASE}pay-config.schema.json#/$defs/create`)!(body);
    expect(body).toMatchObject({ channelType: 'normal', currency: 'JPY', timeoutSeconds: 30, isDefault: false });
  });

  it('deletes between 1 and 100 distinct ids', () => {
    expect(config('idsBody', { ids: [1, 2] })).toBe(true);
    expect(config('idsBody', { ids: [] })).toBe(false);
    expect(config('idsBody', { ids: [1, 1] })).toBe(false);
    expect(config('idsBody', { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).toBe(false);
  });

  it('an upload names one of three kinds', () => {
    for (const kind of ['certificate', 'privateKey', 'publicKey']) expect(config('uploadFields', { kind })).toBe(true);
    expect(config('uploadFields', { kind: 'password' })).toBe(false);
  });
});

describe('payment matrix and channel choice bodies', () => {
  const matrix = (def: string, v: unknown) => check('pay-matrix.schema.json', def, v);
  const choose = (def: string, v: unknown) => check('pay-channel-choose.schema.json', def, v);

  it('a matrix row names a method of the catalogue, a channel and optionally a config', () => {
    for (const payType of PAY_METHOD_CODES) expect(matrix('row', { payType, channel: 'sandbox' })).toBe(true);
    expect(matrix('row', { payType: 3, channel: 'sandbox' })).toBe(false);
    expect(matrix('row', { payType: 1 })).toBe(false);
    expect(matrix('row', { payType: 1, channel: 'sandbox', payConfigId: null, enabled: false, sort: 999 })).toBe(true);
    expect(matrix('row', { payType: 1, channel: 'sandbox', sort: 1000 })).toBe(false);
    expect(matrix('row', { payType: 1, channel: 'sandbox', payConfigId: 0 })).toBe(false);
    expect(matrix('modify', { rows: [] })).toBe(false);
    expect(matrix('delete', { payTypes: [1, 1] })).toBe(false);
    expect(matrix('delete', { payTypes: [1, 2] })).toBe(true);
  });

  it('a channel choice is for one of the four locales, with 1 to 20 channels', () => {
    for (const locale of CHANNEL_CHOICE_LOCALES) expect(choose('save', { locale, channels: [{ channel: 'sandbox' }] })).toBe(true);
    expect(choose('save', { locale: 'fr', channels: [{ channel: 'sandbox' }] })).toBe(false);
    expect(choose('save', { locale: 'ja', channels: [] })).toBe(false);
    expect(choose('save', { locale: 'ja', channels: Array.from({ length: 21 }, () => ({ channel: 'sandbox' })) })).toBe(false);
    expect(choose('localPath', { local: 'zh-TW' })).toBe(true);
  });
});

describe('channel rules', () => {
  it('every channel has a rule; only the sandbox needs no merchant number; its wallets are methods of the catalogue', () => {
    expect(Object.keys(CHANNEL_RULES).sort()).toEqual([...PAY_CHANNELS].sort());
    expect(PAY_CHANNELS.filter((c) => !CHANNEL_RULES[c].merchantNo)).toEqual(['sandbox']);
    expect(PAY_CHANNELS.filter((c) => CHANNEL_RULES[c].certificate)).toEqual(['Alipay', 'WeChat', 'UnionPay']);
    for (const c of PAY_CHANNELS) for (const w of CHANNEL_RULES[c].wallets) expect(PAY_METHOD_CODES).toContain(w);
  });
});

describe('delete body', () => {
  it("takes ids, or one id as the console's generic delete sends", () => {
    const del = (v: unknown) => ajv.getSchema(`${BASE}pay-config.schema.json#/$defs/idsBody`)!(structuredClone(v)) as boolean;
    expect(del({ id: 3 })).toBe(true);
    expect(del({})).toBe(false);
    expect(del({ id: 0 })).toBe(false);
  });
});
