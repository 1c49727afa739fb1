/**
 * The alarm screens over a test double of the server: the rule editor (screens/devices/AlarmRuleForm.tsx)
 * picks the model from the products call, says the threshold rule of the chosen source type and refuses a
 * threshold outside it (or not digits only) before anything is sent, shows the window for faultRepeat only,
 * and sends the rule with whole numbers; editing reads the rule by its sourceType/source path and keeps them.
 * The records list (screens/devices/AlarmRecords.tsx) shows the counts of the filtered records above the
 * table, and Export saves the server's file as the server names it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alarmRules } from '../../resources/devices/alarm-rules';
import { alarmRecords } from '../../resources/devices/alarm-records';
import { AlarmRuleForm } from '../../src/console/screens/devices/AlarmRuleForm';
import { AlarmRecords } from '../../src/console/screens/devices/AlarmRecords';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const PRODUCTS = [
  { id: 1, productKey: 'VM-100', name: 'Cold drinks', model: 'CD-100', brand: 'Ops', type: 'vending', status: 1 },
  { id: 2, productKey: 'VM-200', name: 'Snacks', model: 'SN-200', brand: 'Ops', type: 'vending', status: 1 },
];
const at = '2026-11-01T00:00:00Z';
const RULE = {
  id: 4,
  key: 'faultRepeat/VM-200',
  sourceType: 'faultRepeat',
  source: 'VM-200',
  productId: 2,
  productName: 'Snacks',
  model: 'SN-200',
  threshold: 5,
  windowMinutes: 30,
  level: 'critical',
  status: 1,
  remark: '',
  createdAt: at,
  updatedAt: at,
};

afterEach(() => vi.unstubAllGlobals());

async function choose(label: RegExp, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(
    within(listbox)
      .getAllByRole('option')
      .find((o) => option.test(o.textContent ?? ''))!,
  );
}

async function pickProduct(name: RegExp) {
  const box = await screen.findByRole('combobox', { name: /^Model/ });
  fireEvent.mouseDown(box);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const options = await screen.findAllByRole('option');
  fireEvent.click(options.find((o) => name.test(o.textContent ?? ''))!);
}

const threshold = () => screen.getByRole('textbox', { name: /^Threshold/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('alarm rule editor', () => {
  it('says the rule of the chosen source type, refuses a threshold outside it before sending, saves a good one', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /device/product/list': () => ok(PRODUCTS),
      'POST /alarm/rule/check/exist/temperatureHigh/VM-100': () => ok(false),
      'POST /alarm/rule/save': (c) => ok({ ...RULE, ...(c.body as object), key: 'temperatureHigh/VM-100' }),
    });
    renderScreen(<AlarmRuleForm declaration={alarmRules} />, {
      resource: 'alarm-rules',
      route: '/alarm-rules/create',
      path: '/alarm-rules/create',
      access: ['alarm.view', 'alarm.save'],
    });

    // nothing chosen: the form asks for the source type first
    expect(await screen.findByText('Choose what the rule watches first: the threshold range depends on it.')).toBeTruthy();
    await choose(/^Watches/, /^High temperature$/);
    const summary = await screen.findByTestId('alarm-rule-summary');
    expect(summary.textContent).toContain('An alarm is raised when the temperature rises above the threshold (°C).');
    expect(summary.textContent).toContain('from 1 to 100');
    // the window belongs to repeated faults only
    expect(screen.queryByRole('textbox', { name: /^Window/ })).toBeNull();

    await pickProduct(/Cold drinks/);
    expect((screen.getByRole('combobox', { name: /^Model/ }) as HTMLInputElement).value).toBe('Cold drinks（CD-100）');
    for (const bad of ['101', '0', '25.0', '+25', '025']) {
      fireEvent.change(threshold(), { target: { value: bad } });
      save();
      expect(await screen.findByText(VALIDATION_MESSAGES['validation.alarmThreshold1to100'].en)).toBeTruthy();
    }
    expect(api.to('POST /alarm/rule/save')).toHaveLength(0);

    fireEvent.change(threshold(), { target: { value: '30' } });
    save();
    await waitFor(() => expect(api.to('POST /alarm/rule/save')).toHaveLength(1));
    expect(api.to('POST /alarm/rule/save')[0].body).toEqual({ sourceType: 'temperatureHigh', source: 'VM-100', threshold: 30, level: 'warning', status: 1 });
    expect(api.to('POST /alarm/rule/check/exist/temperatureHigh/VM-100')).toHaveLength(1);
  });

  it('repeated faults take 2-500 with a window of 1-500 minutes; a model that already has the rule is said before saving', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /device/product/list': () => ok(PRODUCTS),
      'POST /alarm/rule/check/exist/faultRepeat/VM-200': () => ok(true),
      'POST /alarm/rule/save': () => refuse(409, 203202, 'An alarm rule for this model and source already exists'),
    });
    renderScreen(<AlarmRuleForm declaration={alarmRules} />, {
      resource: 'alarm-rules',
      route: '/alarm-rules/create',
      path: '/alarm-rules/create',
      access: ['alarm.view', 'alarm.save'],
    });
    await choose(/^Watches/, /^Repeated faults$/);
    expect((await screen.findByTestId('alarm-rule-summary')).textContent).toContain('The window is 1 to 500 minutes.');
    await pickProduct(/Snacks/);
    expect(await screen.findByText(/This model already has a rule watching this/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the existing rule' }).getAttribute('href')).toBe('/alarm-rules/faultRepeat%2FVM-200');

    fireEvent.change(threshold(), { target: { value: '1' } });
    save();
    expect(await screen.findByText(VALIDATION_MESSAGES['validation.alarmThreshold2to500'].en)).toBeTruthy();
    expect(screen.getAllByText('Cannot be empty').length).toBeGreaterThan(0);
    fireEvent.change(threshold(), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Window/ }), { target: { value: '501' } });
    save();
    expect(await screen.findByText(VALIDATION_MESSAGES['validation.alarmWindow'].en)).toBeTruthy();
    expect(api.to('POST /alarm/rule/save')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /^Window/ }), { target: { value: '60' } });
    save();
    // the server's refusal is shown on the form
    expect((await screen.findAllByText('An alarm rule for this model and source already exists')).length).toBeGreaterThan(0);
    expect(api.to('POST /alarm/rule/save')[0].body).toMatchObject({ sourceType: 'faultRepeat', source: 'VM-200', threshold: 2, windowMinutes: 60 });
  });

  it('edits a rule read by its source type and model; they stay as they are', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /device/product/list': () => ok(PRODUCTS),
      'POST /alarm/rule/get/faultRepeat/VM-200': () => ok(RULE),
      'POST /alarm/rule/update': () => ok(RULE),
    });
    renderScreen(<AlarmRuleForm declaration={alarmRules} />, {
      resource: 'alarm-rules',
      route: '/alarm-rules/:id',
      path: '/alarm-rules/faultRepeat%2FVM-200',
      access: ['alarm.view', 'alarm.update'],
    });
    await waitFor(() => expect((threshold() as HTMLInputElement).value).toBe('5'));
    expect((screen.getByRole('textbox', { name: /^Window/ }) as HTMLInputElement).value).toBe('30');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Model/ }) as HTMLInputElement).value).toBe('Snacks（SN-200）'));
    expect((screen.getByRole('combobox', { name: /^Model/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(threshold(), { target: { value: '12' } });
    save();
    await waitFor(() => expect(api.to('POST /alarm/rule/update')).toHaveLength(1));
    expect(api.to('POST /alarm/rule/update')[0].body).toEqual({
      sourceType: 'faultRepeat',
      source: 'VM-200',
      threshold: 12,
      windowMinutes: 30,
      level: 'critical',
      status: 1,
    });
  });
});

const RECORD = {
  id: 9,
  serialNum: 'DEMO-000001',
  deviceName: 'Shibuya 1',
  orgName: 'Tokyo Vending',
  productId: 1,
  productName: 'Cold drinks',
  model: 'CD-100',
  ruleId: 4,
  sourceType: 'temperatureHigh',
  level: 'warning',
  threshold: 30,
  value: 31.5,
  firstAt: at,
  lastAt: at,
  count: 3,
  status: 'active',
  clearedAt: null,
};
const STATS = {
  total: 7,
  active: 2,
  cleared: 5,
  bySource: [
    { sourceType: 'temperatureHigh', count: 4 },
    { sourceType: 'offline', count: 3 },
  ],
  byStatus: [
    { status: 'active', count: 2 },
    { status: 'cleared', count: 5 },
  ],
  byLevel: [
    { level: 'warning', count: 6 },
    { level: 'critical', count: 1 },
  ],
  byDay: [{ day: '2026-11-01', count: 7 }],
};

describe('alarm records', () => {
  it("shows the counts of the filtered records above the list, and the export saves the server's file", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /device/product/list': () => ok(PRODUCTS),
      'POST /alarm/record/list/page': () => ok({ list: [RECORD], total: 1 }),
      'POST /alarm/record/statistics': (c) => ok((c.body as { status?: string }).status === 'active' ? { ...STATS, total: 2, cleared: 0 } : STATS),
    });
    // the export answers the workbook itself, not an envelope
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const exports: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const req = typeof input === 'string' ? new Request(input, init) : input;
      if (new URL(req.url).pathname === '/api/alarm/record/export') {
        exports.push(JSON.parse(await req.text()));
        return new Response(bytes, {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="alarm-records-20261101.xlsx"; filename*=UTF-8''alarm-records-20261101.xlsx`,
          },
        });
      }
      return api.fetch(req);
    });
    const saved: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:xlsx'), revokeObjectURL: () => undefined }));

    renderScreen(<AlarmRecords declaration={alarmRecords} />, {
      resource: 'alarm-records',
      route: '/alarm-records',
      path: '/alarm-records',
      access: ['alarmRecord.view', 'alarmRecord.export'],
    });
    const counts = await screen.findByRole('region', { name: 'Alarm counts' });
    await waitFor(() => expect(within(counts).getByText('7')).toBeTruthy());
    expect(within(counts).getByText('High temperature 4')).toBeTruthy();
    expect(within(counts).getByText('Offline 3')).toBeTruthy();
    expect(within(counts).getByText('Critical 1')).toBeTruthy();
    expect(await screen.findByText('DEMO-000001')).toBeTruthy();
    // the records' enums are translated in the table
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);

    // a filter changes the counts too
    await choose(/^Status/, /^Active$/);
    await waitFor(() => expect(api.to('POST /alarm/record/statistics').some((c) => (c.body as { status?: string }).status === 'active')).toBe(true));
    await waitFor(() => expect(within(counts).getByText('0')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'alarm-records-20261101.xlsx', href: 'blob:xlsx' });
    expect(exports[0]).toEqual({ status: 'active' });
    expect(new Uint8Array(await blobs[0].arrayBuffer())).toEqual(bytes);
    expect(await screen.findByText('alarm-records-20261101.xlsx saved')).toBeTruthy();
    click.mockRestore();
  });

  it('an export the server refuses says why; without the export code there is no button', { timeout: 90_000 }, async () => {
    fakeApi({
      'POST /device/product/list': () => ok(PRODUCTS),
      'POST /alarm/record/list/page': () => ok({ list: [RECORD], total: 1 }),
      'POST /alarm/record/statistics': () => ok(STATS),
      'POST /alarm/record/export': () => refuse(400, 209019, 'Too many rows to export (at most 30000)'),
    });
    renderScreen(<AlarmRecords declaration={alarmRecords} />, {
      resource: 'alarm-records',
      route: '/alarm-records',
      path: '/alarm-records',
      access: ['alarmRecord.view', 'alarmRecord.export'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export failed: Too many rows to export (at most 30000)')).toBeTruthy();
  });

  it('without the export code there is no export button', { timeout: 90_000 }, async () => {
    fakeApi({
      'POST /device/product/list': () => ok(PRODUCTS),
      'POST /alarm/record/list/page': () => ok({ list: [RECORD], total: 1 }),
      'POST /alarm/record/statistics': () => ok(STATS),
    });
    renderScreen(<AlarmRecords declaration={alarmRecords} />, {
      resource: 'alarm-records',
      route: '/alarm-records',
      path: '/alarm-records',
      access: ['alarmRecord.view'],
    });
    expect(await screen.findByText('DEMO-000001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
