/**
 * The one targeting control of pushes to many devices (issue 28, ui/DeviceTargets.tsx) over a test double of
 * the server: the count the server resolves for a filter, a device search picking devices as chips (by serial
 * number and by name), the "Send to N devices?" confirmation — Cancel sends nothing — and too many devices
 * for the push refused before anything is asked.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TargetedSend, type ResolvedTargets } from '../../src/console/ui/DeviceTargets';
import { fakeApi, ok, type RecordedCall } from './fakeApi';
import { renderScreen } from './accounts-support';

const DEVICES = [
  { serialNum: 'VM-0001', name: 'Shibuya east', orgName: 'Shibuya' },
  { serialNum: 'VM-0002', name: 'Shibuya west', orgName: 'Shibuya' },
  { serialNum: 'VM-0100', name: 'Station hall', orgName: 'Shinjuku' },
];

type Filter = { routeId?: number; productId?: number; orgId?: number; serialNums?: string[] };
/** The server double: route 3 holds two devices, the whole scope 40; picked devices are counted as picked. */
const resolve = (req: RecordedCall) => {
  const { filter, max } = req.body as { filter: Filter; max: number };
  const serials = filter.serialNums ?? (filter.routeId === 3 ? ['VM-0001', 'VM-0002'] : Array.from({ length: 40 }, (_, i) => `VM-${1000 + i}`));
  return ok({ count: serials.length, serialNums: serials.slice(0, max) });
};
const search = (req: RecordedCall) => {
  const b = req.body as { serialNum?: string; name?: string };
  const list = DEVICES.filter((d) => (b.serialNum ? d.serialNum.startsWith(b.serialNum) : true) && (b.name ? d.name.includes(b.name) : true));
  return ok({ list, total: list.length });
};

function setup(max = 100) {
  const api = fakeApi({
    'GET /device/group/groupList': () => ok([{ id: 3, name: 'Route A' }]),
    'POST /device/product/list': () => ok([{ id: 7, name: 'Cold drinks', model: 'VM-C300' }]),
    'POST /open/customer/orgList': () => ok([{ id: 4, name: 'Tokyo' }]),
    'POST /device/target/resolve': resolve,
    'POST /device/pageListFast': search,
  });
  const sent: ResolvedTargets[] = [];
  const onSend = vi.fn(async (r: ResolvedTargets) => {
    sent.push(r);
  });
  renderScreen(<TargetedSend max={max} sendLabel="Install" onSend={onSend} />, {
    resource: 'apps',
    route: '/apps',
    path: '/apps',
    access: ['route.view', 'device.view', 'org.view'],
  });
  return { api, sent, onSend };
}

describe('the targeting control', () => {
  it('shows the count the server resolves for a filter, asks "Send to N devices?" and Cancel sends nothing', { timeout: 60_000 }, async () => {
    const { api, sent } = setup();
    expect(await screen.findByText('40 devices chosen')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Route' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Route A' }));
    expect(await screen.findByText('2 devices chosen')).toBeTruthy();
    expect(api.to('POST /device/target/resolve').at(-1)!.body).toEqual({ filter: { routeId: 3 }, max: 100 });

    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send to 2 devices?' });
    expect(within(dialog).getByText('"Install" goes to the 2 chosen devices now. Cancel sends nothing.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    dialog = await screen.findByRole('dialog', { name: 'Send to 2 devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ count: 2, serialNums: ['VM-0001', 'VM-0002'], filter: { routeId: 3 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('picks devices one by one from a search by serial number or name, as chips, and sends those', { timeout: 60_000 }, async () => {
    const { api, sent } = setup();
    await screen.findByText('40 devices chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Pick devices' }));
    // nothing picked: nothing to send
    expect(await screen.findByText('0 devices chosen')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Install' }) as HTMLButtonElement).disabled).toBe(true);

    const box = screen.getByRole('combobox', { name: 'Search and pick devices' });
    fireEvent.change(box, { target: { value: 'Station' } });
    fireEvent.click(await screen.findByRole('option', { name: /VM-0100/ }));
    // searched by serial number's beginning and by name, both in the caller's list call
    expect(api.to('POST /device/pageListFast').some((c) => (c.body as { name?: string }).name === 'Station')).toBe(true);
    fireEvent.change(box, { target: { value: 'VM-000' } });
    fireEvent.click(await screen.findByRole('option', { name: /VM-0002/ }));
    expect(screen.getAllByRole('button', { name: /VM-0100|VM-0002/ }).length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('2 devices chosen')).toBeTruthy();
    expect(api.to('POST /device/target/resolve').at(-1)!.body).toEqual({ filter: { serialNums: ['VM-0100', 'VM-0002'] }, max: 100 });

    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 2 devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].serialNums).toEqual(['VM-0100', 'VM-0002']);
  });

  it('says when the choice picks more devices than the push takes, and offers no send', { timeout: 60_000 }, async () => {
    setup(10);
    expect(await screen.findByText('40 devices match; at most 10 can be sent at once. Narrow the choice')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Install' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
