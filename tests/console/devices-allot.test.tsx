/**
 * Allot devices and unbind devices (screens/devices/DeviceAllot.tsx) over a test double of the server: serials
 * pasted many at once and checked before sending, the organisation found by name, the all-or-none calls sent in
 * batches, a refused batch tried again device by device, and a result per device in the user's language.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deviceAllot, deviceUnbind } from '../../resources/devices/allot';
import { DeviceAllot, applyInBatches, parseSerials } from '../../src/console/screens/devices/DeviceAllot';
import { ApiError } from '../../src/console/providers/http';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

describe('allot devices', () => {
  it('checks the serials before sending, allots in batches and gives each device its own answer', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /open/customer/pageList': () => ok({ list: [{ id: 4, name: 'Tokyo Vending', type: 'merchant', status: 1 }], total: 1 }),
      // all or none: a batch holding DEMO-000009 (bound elsewhere) is refused whole
      'POST /device/bind': (call) => {
        const { serialNums } = call.body as { serialNums: string[] };
        if (serialNums.includes('DEMO-000009')) return refuse(409, 203007, ERRORS[203007].msg.en);
        return ok({ count: serialNums.length - (serialNums.includes('DEMO-000003') ? 1 : 0), serialNums: serialNums.filter((s) => s !== 'DEMO-000003') });
      },
    });
    renderScreen(<DeviceAllot declaration={deviceAllot} />, { resource: 'deviceAllot', route: '/deviceAllot', path: '/deviceAllot', access: ['device.bind'] });
    const serials = await screen.findByRole('textbox', { name: 'Serial numbers' });
    fireEvent.change(serials, { target: { value: 'DEMO-000001\nDEMO-000009, DEMO-000003 bad/serial' } });
    expect(await screen.findByText('Not serial numbers: bad/serial')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allot 4 devices' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(serials, { target: { value: 'DEMO-000001\nDEMO-000009, DEMO-000003 DEMO-000001' } });
    // no organisation chosen yet: nothing to send
    expect(screen.getByRole('button', { name: 'Allot 3 devices' }).hasAttribute('disabled')).toBe(true);
    const org = screen.getByRole('combobox', { name: /Organisation to allot to/ });
    fireEvent.change(org, { target: { value: 'Tokyo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Tokyo Vending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Allot 3 devices' }));

    const table = await screen.findByRole('table', { name: 'Result per device' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['DEMO-000001', 'Allotted'],
      ['DEMO-000009', ERRORS[203007].msg.en],
      ['DEMO-000003', 'Already allotted to this organisation'],
    ]);
    expect(screen.getByText('1 allotted')).toBeTruthy();
    expect(screen.getByText('1 unchanged')).toBeTruthy();
    expect(screen.getByText('1 refused')).toBeTruthy();
    // the batch once, then each device of the refused batch alone
    expect(api.to('POST /device/bind').map((c) => c.body)).toEqual([
      { orgId: 4, serialNums: ['DEMO-000001', 'DEMO-000009', 'DEMO-000003'] },
      { orgId: 4, serialNums: ['DEMO-000001'] },
      { orgId: 4, serialNums: ['DEMO-000009'] },
      { orgId: 4, serialNums: ['DEMO-000003'] },
    ]);
  });

  it('unbinds in the same way, in Japanese', { timeout: 90_000 }, async () => {
    const api = fakeApi({ 'POST /device/unbind': (call) => ok({ count: 1, serialNums: [(call.body as { serialNums: string[] }).serialNums[0]] }) });
    renderScreen(<DeviceAllot declaration={deviceUnbind} />, {
      resource: 'deviceUnbind',
      route: '/deviceUnbind',
      path: '/deviceUnbind',
      access: ['device.bind'],
      locale: 'ja',
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'シリアル番号' }), { target: { value: 'DEMO-000001 DEMO-000002' } });
    fireEvent.click(screen.getByRole('button', { name: '2 台の紐付けを解除する' }));
    await waitFor(() => expect(screen.getByText('解除済み 1 台')).toBeTruthy());
    expect(screen.getByText('どの組織にも紐付いていません')).toBeTruthy();
    expect(api.to('POST /device/unbind')[0].body).toEqual({ serialNums: ['DEMO-000001', 'DEMO-000002'] });
  });
});

describe('batching', () => {
  it('splits the serials given on spaces, commas and line breaks, each once', () => {
    expect(parseSerials(' A1\nB2, C3，A1;D4 ')).toEqual(['A1', 'B2', 'C3', 'D4']);
  });

  it('sends 250 devices as three calls; a connection lost leaves the rest unsent, each said so', async () => {
    const serials = Array.from({ length: 250 }, (_, i) => `D${i}`);
    const sizes: number[] = [];
    const out = await applyInBatches(
      serials,
      async (b) => {
        sizes.push(b.length);
        if (sizes.length === 3) throw new TypeError('Failed to fetch');
        return { serialNums: b };
      },
      'fallback',
    );
    expect(sizes).toEqual([100, 100, 50]);
    expect(out.filter((o) => o.state === 'changed')).toHaveLength(200);
    expect(out.slice(200).every((o) => o.state === 'refused' && o.message === 'Failed to fetch')).toBe(true);
    const refusedOnce = await applyInBatches(
      ['X'],
      async () => {
        throw new ApiError(203007, 'bound', 409);
      },
      'fallback',
    );
    expect(refusedOnce).toEqual([{ serialNum: 'X', state: 'refused', message: 'bound' }]);
  });
});
