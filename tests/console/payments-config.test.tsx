/**
 * Payment configuration in the console: the payment matrix grid (channels offered per method, rows sent
 * only when changed, a taken method without a channel stopped before submit, read-only without the code),
 * the pay config form (the channel's needs and the length rules shown before submit, secrets write-only
 * with their stored mask, a certificate uploaded and submitted by key) and the channel choice per locale.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { payMatrix } from '../../resources/payments/pay-matrix';
import { payConfigs } from '../../resources/payments/pay-configs';
import { payChannelChoose } from '../../resources/payments/channel-choose';
import { PayMatrix, changedRows, channelsFor } from '../../src/console/screens/payments/config/PayMatrix';
import { PayConfigForm } from '../../src/console/screens/payments/config/PayConfigForm';
import { ChannelChoose } from '../../src/console/screens/payments/config/ChannelChoose';
import { configBody, configProblems } from '../../src/console/screens/payments/config/rules';
import { PAY_METHODS } from '../../src/domain/payments';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const STORED = [
  { payType: 205, channel: 'sandbox', payConfigId: 3, payConfigName: 'サンドボックス', enabled: true, sort: 0 },
  { payType: 1, channel: 'sandbox', payConfigId: 3, payConfigName: 'サンドボックス', enabled: true, sort: 1 },
];
const CONFIGS = {
  list: [
    { id: 3, name: 'Sandbox main', channel: 'sandbox' },
    { id: 8, name: 'StarPay shop', channel: 'StarPay' },
  ],
  total: 2,
};

/** Opens a MUI select by its accessible name and picks an option. */
async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label);
  const combobox = input.parentElement!.querySelector('[role="combobox"]') as HTMLElement;
  fireEvent.mouseDown(combobox);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('payment matrix', () => {
  it('offers per method only the channels that take it', () => {
    expect(channelsFor(1)).toContain('WeChat');
    expect(channelsFor(1)).not.toContain('Alipay');
    expect(channelsFor(205)).toEqual(expect.arrayContaining(['sandbox', 'StarPay', 'IntaSect']));
  });

  it('sends only changed rows and new methods with a channel', () => {
    const edited = new Map([
      [205, { ...STORED[0] }],
      [1, { ...STORED[1], enabled: false }],
      [2, { payType: 2, channel: '', payConfigId: null, enabled: false, sort: 0 }],
      [206, { payType: 206, channel: 'StarPay', payConfigId: null, enabled: true, sort: 0 }],
    ]);
    expect(changedRows(STORED, edited).map((r) => r.payType)).toEqual([1, 206]);
  });

  it('shows every method with its row, stops a taken method without a channel, then saves the changed rows', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /pay/config/query': () => ok(STORED),
      'POST /aiot/payChannelConfig/pageList': () => ok(CONFIGS),
      'POST /pay/config/modify': (call) => ok([...STORED, ...((call.body as { rows: unknown[] }).rows as never[])]),
    });
    renderScreen(<PayMatrix declaration={payMatrix} />, {
      resource: 'payMatrix',
      route: '/payMatrix',
      path: '/payMatrix',
      access: ['payMatrix.view', 'payMatrix.update', 'payConfig.view'],
    });
    expect(await screen.findByTestId('matrix-row-205', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(PAY_METHODS.length + 1);
    await waitFor(() => expect(screen.getByLabelText('PayPay Taken')).toHaveProperty('checked', true));

    // Rakuten Pay: taken, but no channel yet → shown before anything is sent
    fireEvent.click(screen.getByLabelText('Rakuten Pay Taken'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a channel');
    expect(within(screen.getByTestId('matrix-row-206')).getByText('Choose a channel')).toBeTruthy();
    expect(api.to('POST /pay/config/modify')).toHaveLength(0);

    await choose('Rakuten Pay Channel', 'StarPay');
    await choose('Rakuten Pay Pay config', 'StarPay shop');
    fireEvent.click(screen.getByLabelText('WeChat Pay Taken'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /pay/config/modify')).toHaveLength(1));
    expect(api.to('POST /pay/config/modify')[0].body).toEqual({
      rows: [
        { payType: 206, channel: 'StarPay', payConfigId: 8, enabled: true, sort: 0 },
        { payType: 1, channel: 'sandbox', payConfigId: 3, enabled: false, sort: 1 },
      ],
    });
  });

  it('is read-only without payMatrix.update', { timeout: 90_000 }, async () => {
    fakeApi({ 'POST /pay/config/query': () => ok(STORED), 'POST /aiot/payChannelConfig/pageList': () => ok(CONFIGS) });
    renderScreen(<PayMatrix declaration={payMatrix} />, { resource: 'payMatrix', route: '/payMatrix', path: '/payMatrix', access: ['payMatrix.view'] });
    expect(await screen.findByText('View only (you may not change it)', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('PayPay Taken')).toHaveProperty('disabled', true);
  });
});

describe('pay config rules', () => {
  const base = {
    name: 'x',
    channel: 'sandbox',
    channelType: 'normal',
    currency: 'JPY',
    isDefault: false,
    remark: '',
    merchantNo: '',
    appId: '',
    subMerchantId: '',
    tradeUrl: '',
    queryUrl: '',
    timeoutSeconds: '30',
    configText: '',
    secret: '',
  };
  const none = { stored: false, uploaded: false };
  it.each([
    [{}, {}],
    [{ name: ' ' }, { name: 'payconfig.form.required' }],
    [{ name: 'x'.repeat(51) }, { name: 'payconfig.form.tooLong' }],
    [{ remark: 'r'.repeat(201) }, { remark: 'payconfig.form.tooLong' }],
    [{ configText: 'c'.repeat(513) }, { configText: 'payconfig.form.tooLong' }],
    [{ tradeUrl: 'pay.example' }, { tradeUrl: 'payconfig.form.badUrl' }],
    [{ timeoutSeconds: '0' }, { timeoutSeconds: 'payconfig.form.badTimeout' }],
    [{ timeoutSeconds: '301' }, { timeoutSeconds: 'payconfig.form.badTimeout' }],
    [{ channel: 'StarPay' }, { merchantNo: 'payconfig.form.merchantNoRequired' }],
    [{ channel: 'Alipay', merchantNo: 'A1' }, { certificate: 'payconfig.form.certificateRequired' }],
  ])('%j → %j', (patch, expected) => {
    const problems = configProblems({ ...base, ...patch }, none);
    expect(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v.key]))).toEqual(expected);
  });
  it('a stored or uploaded certificate satisfies the channel; an empty secret is not sent', () => {
    expect(configProblems({ ...base, channel: 'WeChat', merchantNo: 'W' }, { stored: true, uploaded: false })).toEqual({});
    expect(configProblems({ ...base, channel: 'WeChat', merchantNo: 'W' }, { stored: false, uploaded: true })).toEqual({});
    expect(configBody(base)).not.toHaveProperty('secret');
    expect(configBody({ ...base, secret: ' s ' })).toHaveProperty('secret', ' s ');
  });
});

describe('pay config form', () => {
  it("shows what the channel needs before submit, then sends the config with the uploaded certificate's key", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /pay/file/upload': () =>
        ok({ file: 'a'.repeat(32), kind: 'certificate', subject: 'CN=pay-test.example', validTo: '2126-01-01T00:00:00.000Z', publicKey: null }),
      'POST /aiot/payChannelConfig/add': () => ok({ id: 12 }),
    });
    renderScreen(<PayConfigForm declaration={payConfigs} />, {
      resource: 'payConfigs',
      route: '/payConfigs/create',
      path: '/payConfigs/create',
      access: ['payConfig.view', 'payConfig.save'],
    });
    fireEvent.change(await screen.findByLabelText('Config name', {}, { timeout: 15_000 }), { target: { value: 'Alipay main' } });
    await choose('Payment channel', 'Alipay');
    expect(screen.getByText('This channel needs: Merchant number・Certificate')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This channel needs a merchant number')).toBeTruthy();
    expect(screen.getByText('This channel needs a certificate')).toBeTruthy();
    expect(api.to('POST /aiot/payChannelConfig/add')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Merchant number'), { target: { value: 'ALI-1' } });
    fireEvent.change(screen.getByLabelText('Interface secret'), { target: { value: 'top-secret-value' } });
    const file = new File(['-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'], 'cert.pem', { type: 'application/x-pem-file' });
    fireEvent.change(screen.getByLabelText('Choose a certificate file'), { target: { files: [file] } });
    expect(await screen.findByText('CN=pay-test.example (valid until 2126-01-01)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('This channel needs a certificate')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /aiot/payChannelConfig/add')).toHaveLength(1));
    expect(api.to('POST /aiot/payChannelConfig/add')[0].body).toEqual({
      name: 'Alipay main',
      channel: 'Alipay',
      channelType: 'normal',
      currency: 'JPY',
      isDefault: false,
      timeoutSeconds: 30,
      merchantNo: 'ALI-1',
      secret: 'top-secret-value',
      certificateFile: 'a'.repeat(32),
    });
  });

  it("stops an over-long name before submit and shows the server's refusal as worded", { timeout: 90_000 }, async () => {
    const api = fakeApi({ 'POST /aiot/payChannelConfig/add': () => refuse(409, 216001, 'A config with this channel or name already exists') });
    renderScreen(<PayConfigForm declaration={payConfigs} />, {
      resource: 'payConfigs',
      route: '/payConfigs/create',
      path: '/payConfigs/create',
      access: ['payConfig.save'],
    });
    const name = await screen.findByLabelText('Config name', {}, { timeout: 15_000 });
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    expect(await screen.findByText('At most 50 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.to('POST /aiot/payChannelConfig/add')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Sandbox' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A config with this channel or name already exists');
  });

  it("edits a config showing only the secrets' masks and keeps an empty secret out of the body", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /aiot/payChannelConfig/get': () =>
        ok({
          id: 5,
          name: 'WeChat main',
          channel: 'WeChat',
          channelType: 'normal',
          currency: 'JPY',
          isDefault: true,
          remark: '',
          merchantNo: 'WX1',
          appId: null,
          subMerchantId: null,
          tradeUrl: null,
          queryUrl: null,
          timeoutSeconds: 45,
          configText: '',
          publicKey: null,
          secretMask: '••••3456',
          privateKeyMask: '••••',
          certificateSet: true,
          certificateSubject: 'CN=wx',
          certificateValidTo: '2030-01-01T00:00:00.000Z',
          boundDevices: 0,
        }),
      'POST /aiot/payChannelConfig/modify': () => ok({ id: 5 }),
    });
    renderScreen(<PayConfigForm declaration={payConfigs} />, {
      resource: 'payConfigs',
      route: '/payConfigs/:id',
      path: '/payConfigs/5',
      access: ['payConfig.update'],
    });
    expect(await screen.findByText('Stored: ••••3456', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/CN=wx \(valid until 2030-01-01\)/)).toBeTruthy();
    expect((screen.getByLabelText('Interface secret') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /aiot/payChannelConfig/modify')).toHaveLength(1));
    const body = api.to('POST /aiot/payChannelConfig/modify')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 5, name: 'WeChat main', channel: 'WeChat', merchantNo: 'WX1', timeoutSeconds: 45, isDefault: true });
    expect(body).not.toHaveProperty('secret');
    expect(body).not.toHaveProperty('certificateFile');
  });
});

describe('channel choice', () => {
  it("lists a locale's channels in order, reorders them and saves (add the first time)", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /pay/channel/choose/query': () =>
        ok([
          { locale: 'ja', channel: 'sandbox', sort: 0, enabled: true },
          { locale: 'ja', channel: 'StarPay', sort: 1, enabled: true },
        ]),
      'POST /pay/channel/choose/modify': () => ok([]),
      'POST /pay/channel/choose/add': () => ok([]),
    });
    renderScreen(<ChannelChoose declaration={payChannelChoose} />, {
      resource: 'payChannelChoose',
      route: '/payChannelChoose',
      path: '/payChannelChoose',
      access: ['payChannel.view', 'payChannel.update'],
    });
    expect(await screen.findByText('1. Sandbox (test mode)', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'StarPay Up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /pay/channel/choose/modify')).toHaveLength(1));
    expect(api.to('POST /pay/channel/choose/modify')[0].body).toEqual({
      locale: 'ja',
      channels: [
        { channel: 'StarPay', sort: 0 },
        { channel: 'sandbox', sort: 1 },
      ],
    });

    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect(await screen.findByText(/has no choice yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one channel');
    expect(api.to('POST /pay/channel/choose/add')).toHaveLength(0);
  });
});

describe('accessibility of the configuration screens', () => {
  const SCREENS: [string, () => { container: HTMLElement }][] = [
    [
      'payment matrix',
      () =>
        renderScreen(<PayMatrix declaration={payMatrix} />, {
          resource: 'payMatrix',
          route: '/payMatrix',
          path: '/payMatrix',
          access: ['payMatrix.view', 'payMatrix.update', 'payConfig.view'],
          locale: 'ja',
        }),
    ],
    [
      'pay config form',
      () =>
        renderScreen(<PayConfigForm declaration={payConfigs} />, {
          resource: 'payConfigs',
          route: '/payConfigs/create',
          path: '/payConfigs/create',
          access: ['payConfig.view', 'payConfig.save'],
          locale: 'ja',
        }),
    ],
    [
      'channel choice',
      () =>
        renderScreen(<ChannelChoose declaration={payChannelChoose} />, {
          resource: 'payChannelChoose',
          route: '/payChannelChoose',
          path: '/payChannelChoose',
          access: ['payChannel.view', 'payChannel.update'],
          locale: 'ja',
        }),
    ],
  ];
  for (const [name, render] of SCREENS) {
    it(`${name}: no axe violation (ja)`, { timeout: 90_000 }, async () => {
      fakeApi({
        'POST /pay/config/query': () => ok(STORED),
        'POST /aiot/payChannelConfig/pageList': () => ok(CONFIGS),
        'POST /pay/channel/choose/query': () => ok([{ locale: 'ja', channel: 'sandbox', sort: 0, enabled: true }]),
      });
      const { container } = render();
      await waitFor(() => expect(container.querySelector('input, table')).toBeTruthy(), { timeout: 15_000 });
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
    });
  }
});
