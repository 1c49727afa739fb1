/**
 * Boot animations in the console (issue 18) over a test double of the server: the upload checks the
 * chosen zip with the server's rules before sending (each fault listed, nothing sent), a good one plays in
 * the preview and is sent as a multipart form; the preview's timeline follows desc.txt.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bootAnimations } from '../../resources/devices/boot-animations';
import { BootAnimations } from '../../src/console/screens/devices/BootAnimations';
import { timeline } from '../../src/console/screens/devices/BootAnimationPreview';
import { ScreenPush } from '../../src/console/screens/devices/ScreenPush';
import { checkBootAnimation } from '../../src/domain/boot-animation';
import { zipOf } from '../support/zip';
import { png } from '../support/png';
import { fakeApi, ok } from './fakeApi';
import { renderScreen } from './accounts-support';

const zip = (compress: string[] = []) =>
  zipOf([
    { name: 'desc.txt', data: '32 24 20\nc 2 1 part0\np 0 0 part1\n' },
    { name: 'part0/0.png', data: png(32, 24), compress: compress.includes('part0/0.png') },
    { name: 'part0/1.png', data: png(32, 24) },
    { name: 'part1/0.png', data: png(32, 24) },
  ]);
const fileOf = (bytes: Buffer, name = 'bootanimation.zip') => {
  const f = new File([new Uint8Array(bytes)], name, { type: 'application/zip' });
  // jsdom's File has no arrayBuffer(): the bytes as a browser reads them
  Object.defineProperty(f, 'arrayBuffer', { value: async () => new Uint8Array(bytes).buffer });
  return f;
};

const routes = { 'POST /custom/bootAnimation/pageList': () => ok({ total: 0, list: [] }) };

describe('the preview timeline', () => {
  it('plays a part COUNT times with its pause held on the last frame, then loops the endless part', () => {
    const r = checkBootAnimation(zip());
    if (!('animation' in r)) throw new Error('expected a good animation');
    expect(timeline(r.animation)).toEqual({
      frames: ['part0/0.png', 'part0/1.png', 'part0/1.png', 'part0/0.png', 'part0/1.png', 'part0/1.png', 'part1/0.png'],
      loopFrom: 6,
    });
  });
});

describe('boot animation upload', () => {
  it('lists each fault of a compressed zip before sending; a good zip plays and is sent with its name', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /custom/bootAnimation/upload': () => ok({ id: 5, width: 32, height: 24, fps: 20, frameCount: 3, md5: 'x' }) });
    renderScreen(<BootAnimations declaration={bootAnimations} />, {
      resource: 'boot-animations',
      route: '/boot-animations',
      path: '/boot-animations',
      access: ['bootAnimation.view', 'bootAnimation.save'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a boot animation' });
    await act(async () => {
      fireEvent.change(within(dialog).getByTestId('boot-upload-file'), { target: { files: [fileOf(zip(['part0/0.png']))] } });
    });
    const faults = await within(dialog).findByRole('list', { name: 'What is wrong with the file' });
    expect(
      within(faults)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['part0/0.png is compressed: make the zip stored, without compression']);
    expect((within(dialog).getAllByRole('button', { name: 'Upload' }).at(-1) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      fireEvent.change(within(dialog).getByTestId('boot-upload-file'), { target: { files: [fileOf(zip())] } });
    });
    const frame = await within(dialog).findByTestId('boot-preview-frame');
    // it plays: the first part's frames in turn (at 20 FPS a loaded machine may show the second before this reads)
    expect(frame.getAttribute('data-frame')).toMatch(/^part0\/[01]\.png$/);
    await waitFor(() => expect(frame.getAttribute('data-frame')).toBe('part0/1.png'));
    expect(within(dialog).getByText('32×24 · 20 FPS · 3 frames · 2 parts')).toBeTruthy();

    // the name is required (shown before sending)
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Upload' }).at(-1)!);
    expect(await within(dialog).findByText('Cannot be empty')).toBeTruthy();
    expect(api.to('POST /custom/bootAnimation/upload')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Spring' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Upload' }).at(-1)!);
    // done: the dialog closes and says so
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.to('POST /custom/bootAnimation/upload')[0];
    expect(sent.contentType).toMatch(/^multipart\/form-data/);
    expect(String(sent.body)).toContain('name="name"');
  });
});

describe('choose-device and send', () => {
  it('shows the resolved count before sending, reads it again for a new filter, sends with the filter and lists deliveries', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'GET /device/group/groupList': () => ok([{ id: 3, name: 'Route A' }]),
      'POST /device/product/list': () => ok([{ id: 7, name: 'Cold drinks', model: 'VM-C300' }]),
      'POST /open/customer/orgList': () => ok([{ id: 4, name: 'Tokyo' }]),
      'POST /device/target/resolve': (req) =>
        (req.body as { filter: { productId?: number } }).filter.productId
          ? ok({ count: 2, serialNums: ['DEMO-000049', 'DEMO-000050'] })
          : ok({ count: 5, serialNums: [] }),
      'POST /custom/bootAnimation/push': () => ok({ pushId: 1, count: 2 }),
      'POST /custom/bootAnimation/deliveries': () =>
        ok({
          total: 1,
          list: [
            {
              pushId: 1,
              serialNum: 'DEMO-000049',
              status: 'SUBOK',
              sentAt: '2026-11-27T00:00:00Z',
              result: 'applied',
              message: null,
              reportedAt: '2026-11-27T00:00:05Z',
            },
          ],
        }),
    });
    renderScreen(<ScreenPush kind="bootAnimation" id={9} />, {
      resource: 'boot-animations',
      route: '/boot-animations',
      path: '/boot-animations',
      access: ['bootAnimation.view', 'bootAnimation.save', 'route.view', 'device.view', 'org.view'],
    });
    expect(await screen.findByText('5 devices chosen')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cold drinks' }));
    expect(await screen.findByText('2 devices chosen')).toBeTruthy();
    expect(api.to('POST /device/target/resolve').at(-1)!.body).toEqual({ filter: { productId: 7 }, max: 5000 });
    // the count is asked about before anything leaves: cancelled, nothing is sent; confirmed, it is
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send to 2 devices?' });
    expect(within(dialog).getByText('"Send" goes to the 2 chosen devices now. Cancel sends nothing.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /custom/bootAnimation/push')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    dialog = await screen.findByRole('dialog', { name: 'Send to 2 devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 2 devices')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /custom/bootAnimation/push')[0].body).toEqual({ id: 9, filter: { productId: 7 } });
    const rows = within(screen.getByRole('table', { name: 'Deliveries' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows[0][0]).toBe('DEMO-000049');
    expect(rows[0].slice(2, 4)).toEqual(['Device received', 'Applied']);
  });
});
