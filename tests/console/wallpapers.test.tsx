/**
 * The wallpaper upload (issue 18) over a test double of the server: only models with a screen size are
 * offered, each with its size; an image of another size is refused before sending; one of the screen's size
 * is previewed and sent with its model.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wallpapers } from '../../resources/devices/wallpapers';
import { Wallpapers } from '../../src/console/screens/devices/Wallpapers';
import { fakeApi, ok } from './fakeApi';
import { renderScreen } from './accounts-support';

afterEach(() => vi.unstubAllGlobals());

describe('wallpaper upload', () => {
  it("refuses an image of another size than the model's screen before sending; sends one that fits", { timeout: 90_000 }, async () => {
    // jsdom decodes no images: the browser's decoder answers the size the file name says
    vi.stubGlobal('createImageBitmap', async (f: File) => {
      const [w, h] = f.name.replace('.png', '').split('x').map(Number);
      return { width: w, height: h, close: () => undefined };
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
    const api = fakeApi({
      'POST /custom/wallpaper/pageList': () => ok({ total: 0, list: [] }),
      'POST /device/product/list': () =>
        ok([
          { id: 1, name: 'Counter POS', model: 'POS-D20', screenWidth: 1280, screenHeight: 800 },
          { id: 2, name: 'Old box', model: 'X-1', screenWidth: null, screenHeight: null },
        ]),
      'POST /custom/wallpaper/upload': () => ok({ id: 3, width: 1280, height: 800, mime: 'image/png', md5: 'x' }),
    });
    renderScreen(<Wallpapers declaration={wallpapers} />, {
      resource: 'wallpapers',
      route: '/wallpapers',
      path: '/wallpapers',
      access: ['bootAnimation.view', 'bootAnimation.save'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a wallpaper' });
    // the limit is stated before the upload (IMAGE_LIMITS.wallpaper)
    expect(within(dialog).getByText("PNG or JPEG, the model's screen pixels, at most 2 MB")).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Model/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Counter POS (POS-D20, screen 1280×800)']);
    fireEvent.click(options[0]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Winter' } });
    await act(async () => {
      fireEvent.change(within(dialog).getByTestId('wallpaper-upload-file'), { target: { files: [new File(['x'], '800x1280.png', { type: 'image/png' })] } });
    });
    expect(await within(dialog).findByText('The image is 800×1280: make it the 1280×800 of the POS-D20 screen')).toBeTruthy();
    const upload = within(dialog).getAllByRole('button', { name: 'Upload' }).at(-1) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    await act(async () => {
      fireEvent.change(within(dialog).getByTestId('wallpaper-upload-file'), { target: { files: [new File(['x'], '1280x800.png', { type: 'image/png' })] } });
    });
    expect(await within(dialog).findByTestId('wallpaper-preview')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Upload' }).at(-1)!);
    // done: the dialog closes and says so
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = String(api.to('POST /custom/wallpaper/upload')[0].body);
    expect(sent).toContain('name="productId"');
  });
});
