/**
 * The operator message screens over a test double of the server: the create form sends the add upload with
 * the file part and opens the new message; a file over the cap is refused before sending and a missing one
 * is asked for; editing keeps the file unless another is chosen; the detail adds targets picked from the
 * fleet, pushes to all after confirmation and shows each target's delivery (status, slow, the stages);
 * delete asks first.
 */
import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opMessages } from '../../resources/devices/op-messages';
import { OpMessageCreate } from '../../src/console/screens/devices/OpMessageCreate';
import { OpMessageEdit } from '../../src/console/screens/devices/OpMessageEdit';
import { OpMessageDetail } from '../../src/console/screens/devices/OpMessageDetail';
import { LIMITS } from '../../src/domain/limits';
import { fakeApi, ok, type RecordedCall } from './fakeApi';
import { renderScreen } from './accounts-support';

// the files and forms are the runtime's own, as the fetch that sends them is (jsdom's are foreign to it)
beforeEach(async () => {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
});
afterEach(() => vi.unstubAllGlobals());

const ALL = ['opMessage.view', 'opMessage.save', 'opMessage.delete', 'opMessage.push', 'device.view'];
const at = '2026-11-01T00:00:00Z';
const MESSAGE = {
  id: 12,
  title: 'Maintenance notice',
  content: 'Tomorrow from 9:00',
  type: 2,
  fileName: 'manual.pdf',
  fileSize: 2048,
  fileMime: 'application/pdf',
  fileMd5: 'd41d8cd98f00b204e9800998ecf8427e',
  orgId: 3,
  orgName: 'East Service',
  createdBy: 'Sato',
  deviceCount: 2,
  createdAt: at,
  updatedAt: at,
};

/** The parts of a multipart body as the server reads them: text fields, and the file's name and content. */
async function partsOf(call: RecordedCall): Promise<Record<string, string | { name: string; text: string }>> {
  const form = await new Response(call.body as string, { headers: { 'content-type': call.contentType } }).formData();
  const out: Record<string, string | { name: string; text: string }> = {};
  for (const [k, v] of form.entries()) out[k] = typeof v === 'string' ? v : { name: (v as File).name, text: await (v as File).text() };
  return out;
}

const chooseFile = (file: File) => fireEvent.change(screen.getByTestId('op-message-file'), { target: { files: [file] } });

describe('operator message form', () => {
  it('creates a message with its file through the add upload, then opens it', { timeout: 90_000 }, async () => {
    const api = fakeApi({ 'POST /push/opMessage/addMessage': () => ok({ id: 31 }) });
    renderScreen(<OpMessageCreate declaration={opMessages} />, {
      resource: 'opMessages',
      route: '/opMessages/create',
      path: '/opMessages/create',
      access: ALL,
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Firmware 2.1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Content/ }), { target: { value: 'Please update tonight' } });
    // without a file it is asked for, and nothing is sent
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('op-message-file').getAttribute('aria-invalid')).toBe('true'));
    const describedBy = screen.getByTestId('op-message-file').getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['No file chosen', 'Choose a file']);
    expect(api.to('POST /push/opMessage/addMessage')).toHaveLength(0);
    // too large: refused before sending
    const big = new File(['x'], 'big.bin');
    Object.defineProperty(big, 'size', { value: LIMITS.opMessageFileMaxBytes + 1 });
    chooseFile(big);
    expect(await screen.findByText(`The file may be at most ${LIMITS.opMessageFileMaxBytes / 1024 / 1024} MB`)).toBeTruthy();
    expect(screen.getByTestId('op-message-file-status').textContent).toContain('big.bin');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.to('POST /push/opMessage/addMessage')).toHaveLength(0);

    chooseFile(new File(['firmware bytes'], 'fw-2.1.bin', { type: 'application/octet-stream' }));
    expect(screen.getByTestId('op-message-file-status').textContent).toContain('fw-2.1.bin');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /push/opMessage/addMessage')).toHaveLength(1));
    const call = api.to('POST /push/opMessage/addMessage')[0];
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(await partsOf(call)).toEqual({
      title: 'Firmware 2.1',
      content: 'Please update tonight',
      type: '1',
      file: { name: 'fw-2.1.bin', text: 'firmware bytes' },
    });
    expect(await screen.findByText('elsewhere')).toBeTruthy(); // on to the new message's detail
  });

  it('edits a message keeping its file unless another is chosen', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /push/opMessage/getMessage': () => ok(MESSAGE),
      'POST /push/opMessage/updateMessage': () => ok({ id: 12 }),
    });
    renderScreen(<OpMessageEdit declaration={opMessages} />, { resource: 'opMessages', route: '/opMessages/:id', path: '/opMessages/12', access: ALL });
    expect(await screen.findByText('Current file: manual.pdf (kept unless you choose a new one)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Maintenance notice (changed)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /push/opMessage/updateMessage')).toHaveLength(1));
    expect(await partsOf(api.to('POST /push/opMessage/updateMessage')[0])).toEqual({
      id: '12',
      title: 'Maintenance notice (changed)',
      content: 'Tomorrow from 9:00',
      type: '2',
    });
  });
});

describe('operator message detail', () => {
  it("adds targets from the fleet, pushes to all after confirmation and shows each target's delivery", { timeout: 90_000 }, async () => {
    let pushed = false;
    const targets = [
      { serialNum: 'DEMO-000001', deviceName: 'Shibuya 1', online: true, addedAt: at },
      { serialNum: 'DEMO-000002', deviceName: 'Shibuya 2', online: false, addedAt: at },
    ];
    const delivered = [
      {
        ...targets[0],
        requestId: 'r-1',
        status: 'SUBOK',
        statusShown: 'succeeded',
        slow: false,
        totalMs: 84,
        stages: [
          { stage: 'apiSent', at },
          { stage: 'brokerReceived', at },
          { stage: 'brokerSent', at },
          { stage: 'deviceReceived', at },
        ],
      },
      { ...targets[1], requestId: 'r-2', status: 'SEND', statusShown: 'pushed', slow: null, totalMs: null, stages: [{ stage: 'apiSent', at }] },
    ];
    const added: string[] = [];
    const api = fakeApi({
      'POST /push/opMessage/getMessage': () => ok({ ...MESSAGE, deviceCount: added.length }),
      'POST /push/opMessage/getMessageDeviceList': () =>
        ok({
          total: added.length,
          list: pushed
            ? delivered
            : targets
                .filter((t) => added.includes(t.serialNum))
                .map((t) => ({ ...t, requestId: null, status: null, statusShown: null, slow: null, totalMs: null, stages: [] })),
        }),
      'POST /device/target/resolve': (c) => {
        const { filter } = c.body as { filter: { serialNums?: string[] } };
        const serialNums = filter.serialNums ?? targets.map((t) => t.serialNum);
        return ok({ count: serialNums.length, serialNums });
      },
      'POST /device/pageListFast': () =>
        ok({
          total: 2,
          list: targets.map((t, i) => ({ id: i + 1, serialNum: t.serialNum, name: t.deviceName, alias: '', online: t.online, orgName: 'Tokyo Vending' })),
        }),
      'POST /push/opMessage/addMessageDevice': (c) => {
        added.push(...(c.body as { serialNums: string[] }).serialNums);
        return ok({ added: 2, total: 2 });
      },
      'POST /push/opMessage/pushMessage': () => {
        pushed = true;
        return ok({ pushed: 2, skipped: 0 });
      },
    });
    renderScreen(<OpMessageDetail declaration={opMessages} />, {
      resource: 'opMessages',
      route: '/opMessages/:id/show',
      path: '/opMessages/12/show',
      access: ALL,
    });
    expect(await screen.findByRole('heading', { name: 'Maintenance notice' })).toBeTruthy();
    expect(screen.getByText('manual.pdf')).toBeTruthy();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    expect(await screen.findByText('No target devices yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Push to all' }) as HTMLButtonElement).disabled).toBe(true);

    // two devices picked from the fleet by the targeting control, the count confirmed
    fireEvent.click(screen.getByRole('button', { name: 'Pick devices' }));
    const picker = screen.getByRole('combobox', { name: 'Search and pick devices' });
    for (const serial of ['DEMO-000001', 'DEMO-000002']) {
      fireEvent.mouseDown(picker);
      fireEvent.keyDown(picker, { key: 'ArrowDown' });
      const option = await screen.findByRole('option', { name: new RegExp(serial) });
      expect(option.textContent).toContain('Tokyo Vending');
      fireEvent.click(option);
    }
    expect(await screen.findByText('2 devices chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const asked = await screen.findByRole('dialog', { name: 'Add 2 devices as targets?' });
    expect(api.to('POST /push/opMessage/addMessageDevice')).toEqual([]);
    fireEvent.click(within(asked).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.to('POST /push/opMessage/addMessageDevice')).toHaveLength(1));
    expect(api.to('POST /push/opMessage/addMessageDevice')[0].body).toEqual({ messageId: 12, serialNums: ['DEMO-000001', 'DEMO-000002'] });
    const table = await screen.findByRole('table', { name: 'Target devices' });
    await waitFor(() => expect(within(table).getAllByText('Not pushed')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Push to all' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Push this message to its 2 target devices?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Push to all' }));
    await waitFor(() => expect(api.to('POST /push/opMessage/pushMessage')).toHaveLength(1));
    expect(api.to('POST /push/opMessage/pushMessage')[0].body).toEqual({ messageId: 12 });
    expect(await screen.findByText('Pushed to 2 devices')).toBeTruthy();

    const row = (serial: string) => within(table).getByText(serial).closest('tr')!;
    await waitFor(() => expect(within(row('DEMO-000001')).getByText('Succeeded')).toBeTruthy());
    expect(within(row('DEMO-000001')).getByText(/^Device received: /)).toBeTruthy();
    expect(within(row('DEMO-000001')).getByText('84')).toBeTruthy();
    expect(within(row('DEMO-000002')).getByText('Pushed')).toBeTruthy();
    expect(within(row('DEMO-000002')).getByText(/^API sent: /)).toBeTruthy();
    expect(within(row('DEMO-000002')).queryByText(/^Device received: /)).toBeNull();
  });

  it('deletes the message after confirmation; a user without the codes sees neither push nor delete', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /push/opMessage/getMessage': () => ok(MESSAGE),
      'POST /push/opMessage/getMessageDeviceList': () => ok({ total: 0, list: [] }),
      'POST /push/opMessage/deleteMessage': () => ok(null),
    });
    const view = renderScreen(<OpMessageDetail declaration={opMessages} />, {
      resource: 'opMessages',
      route: '/opMessages/:id/show',
      path: '/opMessages/12/show',
      access: ALL,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete "Maintenance notice"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.to('POST /push/opMessage/deleteMessage')).toHaveLength(1));
    expect(api.to('POST /push/opMessage/deleteMessage')[0].body).toEqual({ id: 12 });
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    view.unmount();

    renderScreen(<OpMessageDetail declaration={opMessages} />, {
      resource: 'opMessages',
      route: '/opMessages/:id/show',
      path: '/opMessages/12/show',
      access: ['opMessage.view'],
    });
    expect(await screen.findByRole('heading', { name: 'Maintenance notice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Push to all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Devices to add' })).toBeNull();
  });
});
