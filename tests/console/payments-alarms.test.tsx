/**
 * The Deal menu's payment alarm records (issue 29 item 3; resources/payments/pay-alarms.ts), the generated
 * list over the real contract's call against a test double of the server: each kind's label in Japanese, the
 * paged call's body and the kind filter of the address; an active record resolved from its row with a note (a blank note is
 * refused before anything is sent), a cleared one offering nothing, and nothing offered without the code.
 * The rule editor, the device rules' own, names a channel: the source type's range said and enforced before
 * sending, a channel that already has the rule said, the rule sent with whole numbers.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { payAlarmRecords, payAlarmRules } from '../../resources/payments/pay-alarms';
import { organisations } from '../../resources/accounts/organisations';
import { AlarmRuleForm } from '../../src/console/screens/devices/AlarmRuleForm';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok } from './fakeApi';
import { adminFor, menuAnswer } from './harness';
import { renderScreen } from './accounts-support';

const at = '2026-12-01T01:00:00.000Z';
const BASE = {
  orgId: 4,
  orgName: '東京ベンディング',
  channel: 'sandbox',
  level: 'warning',
  windowMinutes: 30,
  firstAt: at,
  lastAt: at,
  clearedAt: null,
  resolveNote: null,
  resolvedByName: null,
};
const FAILING = {
  ...BASE,
  id: 11,
  sourceType: 'payFailRepeat',
  deviceId: 3,
  serialNum: 'DEMO-000011',
  deviceName: '渋谷駅前 1 号機',
  payConfigId: 2,
  configName: '東京 sandbox',
  threshold: 3,
  value: 4,
  count: 2,
  status: 'active',
};
const TIMEOUT = { ...FAILING, id: 12, sourceType: 'channelTimeout', deviceId: null, serialNum: null, deviceName: null, status: 'cleared', clearedAt: at };
const PUSH = {
  ...FAILING,
  id: 13,
  sourceType: 'payPushMissing',
  serialNum: 'DEMO-000012',
  windowMinutes: null,
  threshold: 10,
  value: 25,
  count: 1,
  status: 'cleared',
};
const REFUND = { ...FAILING, id: 14, sourceType: 'refundFail', serialNum: 'DEMO-000013', threshold: 1, value: 1, count: 1, status: 'cleared' };

const routes = {
  ...menuAnswer([payAlarmRules, payAlarmRecords]),
  // the organisation filter's picker
  'POST /open/customer/list': () => ok([{ id: 4, name: '東京ベンディング' }]),
  'POST /open/customer/pageList': () => ok({ list: [{ id: 4, name: '東京ベンディング', type: 'merchant', status: 1 }], total: 1 }),
  'POST /pay/alarm/record/list/page': (call: { body: unknown }) => {
    const kind = (call.body as { sourceType?: string }).sourceType;
    const list = [FAILING, TIMEOUT, PUSH, REFUND].filter((r) => !kind || r.sourceType === kind);
    return ok({ list, total: list.length });
  },
};
const renderAdmin = adminFor({ resources: [payAlarmRules, payAlarmRecords], data: [payAlarmRules, payAlarmRecords, organisations] });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('payment alarm records', () => {
  it('lists every kind in Japanese, newest first', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes);
    renderAdmin('/pay-alarm-records', ['payAlarmRecord.view']);
    expect(await screen.findByText('DEMO-000011', {}, { timeout: 15_000 })).toBeTruthy();
    for (const label of ['決済失敗の繰り返し', 'チャネル応答のタイムアウト', '決済設定の配信未着', '返金の失敗']) expect(screen.getByText(label)).toBeTruthy();
    for (const header of ['監視対象', 'シリアル番号', '決済設定', 'チャネル', '検出値', '初回発生'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(api.to('POST /pay/alarm/record/list/page')[0].body).toEqual({ pageNum: 1, pageSize: 10, sort: { field: 'firstAt', order: 'desc' } });
    // without the code nothing can be resolved
    expect(screen.queryByRole('button', { name: '解決済みにする' })).toBeNull();
  });

  it('sends the kind filter of the address to the call', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes);
    renderAdmin(`/pay-alarm-records?filter=${encodeURIComponent(JSON.stringify({ sourceType: 'refundFail' }))}`, ['payAlarmRecord.view']);
    expect(await screen.findByText('DEMO-000013', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('DEMO-000011')).toBeNull();
    expect(api.to('POST /pay/alarm/record/list/page').at(-1)?.body).toMatchObject({ sourceType: 'refundFail' });
  });

  it('resolves an active record from its row with a note; a cleared one offers nothing', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /pay/alarm/record/resolve': () =>
        ok({ ...FAILING, status: 'cleared', clearedAt: at, resolveNote: 'ゲートウェイ復旧', resolvedByName: '佐藤 花子' }),
    });
    renderAdmin('/pay-alarm-records', ['payAlarmRecord.view', 'payAlarmRecord.resolve']);
    await screen.findByText('DEMO-000011', {}, { timeout: 15_000 });
    expect(within(rowOf('DEMO-000012')).queryByRole('button', { name: '解決済みにする' })).toBeNull();
    fireEvent.click(within(rowOf('DEMO-000011')).getByRole('button', { name: '解決済みにする' }));
    const dialog = await screen.findByRole('dialog', { name: '解決済みにする' });
    const note = within(dialog).getByRole('textbox', { name: /解決メモ/ });
    fireEvent.change(note, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '解決済みにする' }));
    await waitFor(() => expect(within(dialog).getAllByText(/200 文字|前後/).length).toBeGreaterThan(0));
    expect(api.to('POST /pay/alarm/record/resolve')).toHaveLength(0);
    fireEvent.change(note, { target: { value: 'ゲートウェイ復旧' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '解決済みにする' }));
    expect(await screen.findByText('アラームを解除しました')).toBeTruthy();
    expect(api.to('POST /pay/alarm/record/resolve').map((c) => c.body)).toEqual([{ id: 11, note: 'ゲートウェイ復旧' }]);
  });
});

async function choose(label: RegExp, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(
    within(listbox)
      .getAllByRole('option')
      .find((o) => option.test(o.textContent ?? ''))!,
  );
}

describe('payment alarm rule editor', () => {
  it('takes a channel, says and enforces the range of the source type, and says a rule that exists', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /pay/alarm/rule/check/exist/payFailRepeat/sandbox': () => ok(true),
      'POST /pay/alarm/rule/check/exist/payFailRepeat/StarPay': () => ok(false),
      'POST /pay/alarm/rule/save': () => ok({}),
    });
    renderScreen(<AlarmRuleForm declaration={payAlarmRules} />, {
      resource: 'pay-alarm-rules',
      route: '/pay-alarm-rules/create',
      path: '/pay-alarm-rules/create',
      access: ['payAlarm.view', 'payAlarm.save'],
    });
    await choose(/^Watches/, /^Repeated payment failures$/);
    const summary = await screen.findByTestId('alarm-rule-summary');
    expect(summary.textContent).toContain("at least the threshold number of a device's payments fail within the window");
    expect(summary.textContent).toContain('The window is 1 to 500 minutes.');
    await choose(/^Channel/, /^Sandbox \(test mode\)$/);
    expect(await screen.findByText(/This channel already has a rule watching this/)).toBeTruthy();
    await choose(/^Channel/, /^StarPay$/);
    await waitFor(() => expect(screen.queryByText(/This channel already has a rule watching this/)).toBeNull());
    const threshold = () => screen.getByRole('textbox', { name: /^Threshold/ });
    const window = () => screen.getByRole('textbox', { name: /^Window/ });
    fireEvent.change(threshold(), { target: { value: '1' } });
    fireEvent.change(window(), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES['validation.alarmThreshold2to500'].en)).toBeTruthy();
    expect(api.to('POST /pay/alarm/rule/save')).toHaveLength(0);
    fireEvent.change(threshold(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /pay/alarm/rule/save')).toHaveLength(1));
    expect(api.to('POST /pay/alarm/rule/save')[0].body).toEqual({
      sourceType: 'payFailRepeat',
      source: 'StarPay',
      threshold: 3,
      windowMinutes: 30,
      level: 'warning',
      status: 1,
    });
  });
});
