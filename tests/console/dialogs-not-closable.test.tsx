/**
 * Modal dialogs are not closable by the mask by default (spec document 1 §2 UI; issue 29 item 9): every dialog
 * of the console is the shell's Modal (src/console/shell/Modal.tsx), which Escape and a click on the backdrop
 * do not close. The source is read for any MUI Dialog used beside it, and the dialogs that hold what a user
 * types — the import dialog, the lane layout copy, the order's revoke, resolve and refund, the boot animation
 * and wallpaper uploads — are opened, typed into, and dismissed both ways: each stays open with what was typed.
 * The first test shows that the way these tests dismiss a dialog does close one that allows it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Suspense, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bootAnimations } from '../../resources/devices/boot-animations';
import { devices } from '../../resources/devices/devices';
import { wallpapers } from '../../resources/devices/wallpapers';
import { GenericList } from '../../src/console/crud/GenericList';
import { BootAnimations } from '../../src/console/screens/devices/BootAnimations';
import { Wallpapers } from '../../src/console/screens/devices/Wallpapers';
import { ResolveDialog, RevokeDialog } from '../../src/console/screens/payments/orders/ActionDialogs';
import { RefundDialog } from '../../src/console/screens/payments/orders/RefundDialog';
import { LaneGridTab } from '../../src/console/screens/retail/lanes/LaneGridTab';
import { Modal } from '../../src/console/shell/Modal';
import { fakeApi, ok } from './fakeApi';
import { clickBackdrop, pressEscape, renderScreen } from './accounts-support';

const CONSOLE = join(__dirname, '../../src/console');
/** Every source file of the console. */
function sources(dir = CONSOLE): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
/** MUI's Dialog itself (not its title, content or actions), imported on its own or from the package. */
const MUI_DIALOG = /from '@mui\/material\/Dialog'|import\s*\{[^}]*\bDialog\b[^}]*\}\s*from '@mui\/material'/;

/** Escape, then a backdrop click, then a moment for any closing to happen: the dialog must still be there. */
async function stillOpenAfterDismissing(dialog: HTMLElement) {
  pressEscape(dialog);
  clickBackdrop(dialog);
  await new Promise((r) => setTimeout(r, 300));
  expect(dialog.isConnected).toBe(true);
  expect(screen.getByRole('dialog')).toBe(dialog);
}

/** Types into the dialog's first text box, dismisses it both ways, and finds it open with the text kept. */
async function keepsWhatWasTyped(dialog: HTMLElement, text = 'typed before Escape') {
  const box = within(dialog).getAllByRole('textbox')[0] as HTMLInputElement;
  fireEvent.change(box, { target: { value: text } });
  await stillOpenAfterDismissing(dialog);
  expect(box.value).toBe(text);
}

const at = { resource: 'x', route: '/x', path: '/x' };

function Closable() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} closable onClose={() => setOpen(false)} title="closable">
      <p>body</p>
    </Modal>
  );
}

describe('dialogs are not closed by Escape or the backdrop', () => {
  it('(the check itself) a dialog that allows it is closed by Escape, and by a backdrop click', async () => {
    fakeApi({});
    for (const dismiss of [pressEscape, clickBackdrop]) {
      const view = renderScreen(<Closable />, { ...at, access: [] });
      dismiss(await screen.findByRole('dialog'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      view.unmount();
    }
  });

  it("uses no MUI Dialog but through the shell's Modal, and lets only the app store's read-only index close freely", () => {
    const files = sources().map((f) => relative(CONSOLE, f));
    expect(files.length).toBeGreaterThan(100);
    const direct = files.filter((f) => f !== join('shell', 'Modal.tsx') && MUI_DIALOG.test(readFileSync(join(CONSOLE, f), 'utf8')));
    expect(direct).toEqual([]);
    // a dialog made closable holds nothing typed: the app store's index, shown to read
    const closable = files.filter((f) => f !== join('shell', 'Modal.tsx') && /<Modal\b[^>]*\bclosable\b/.test(readFileSync(join(CONSOLE, f), 'utf8')));
    expect(closable).toEqual([join('screens', 'apps', 'MarketIndex.tsx')]);
  });

  it('the order revoke and resolve dialogs', { timeout: 60_000 }, async () => {
    fakeApi({});
    const onClose = vi.fn();
    const revoke = renderScreen(<RevokeDialog orderNumber="P0001" open onClose={onClose} onDone={() => {}} />, { ...at, access: ['payOrder.revoke'] });
    await keepsWhatWasTyped(await screen.findByRole('dialog'));
    revoke.unmount();
    renderScreen(<ResolveDialog target={{ kind: 'order', orderNumber: 'P0001' }} open onClose={onClose} onDone={() => {}} />, {
      ...at,
      access: ['payOrder.resolve'],
    });
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(note, { target: { value: 'settled by phone' } });
    await stillOpenAfterDismissing(dialog);
    expect(note.value).toBe('settled by phone');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the refund dialog', { timeout: 60_000 }, async () => {
    fakeApi({ 'POST /pay/refundPwd/getSetPwd': () => ok(true) });
    const onClose = vi.fn();
    renderScreen(<RefundDialog order={{ orderNumber: 'P0001', currency: 'JPY', amount: 1000, refundReserved: 0 }} open onClose={onClose} onDone={() => {}} />, {
      ...at,
      access: ['payOrder.refund'],
    });
    await keepsWhatWasTyped(await screen.findByRole('dialog'), '300');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the lane layout copy', { timeout: 60_000 }, async () => {
    const serialNum = 'DEMO-000001';
    fakeApi({ 'POST /vendingChannel/get': () => ok({ serialNum, rows: 1, cols: 1, lanes: [] }) });
    renderScreen(
      <Suspense fallback={null}>
        <LaneGridTab device={{ serialNum, id: 1 }} />
      </Suspense>,
      { resource: 'devices', route: '/devices/:id/show', path: `/devices/${serialNum}/show`, access: ['device.view', 'lane.view', 'lane.update'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy layout' }, { timeout: 15_000 }));
    await keepsWhatWasTyped(await screen.findByRole('dialog'), 'DEMO-000002');
  });

  it('the boot animation and wallpaper uploads', { timeout: 90_000 }, async () => {
    fakeApi({
      'POST /custom/bootAnimation/pageList': () => ok({ total: 0, list: [] }),
      'POST /custom/wallpaper/pageList': () => ok({ total: 0, list: [] }),
      'POST /device/product/list': () => ok([]),
    });
    const access = ['bootAnimation.view', 'bootAnimation.save'];
    const screens: [ReactElement, string][] = [
      [<BootAnimations key="b" declaration={bootAnimations} />, '/boot-animations'],
      [<Wallpapers key="w" declaration={wallpapers} />, '/wallpapers'],
    ];
    for (const [ui, path] of screens) {
      const view = renderScreen(ui, { resource: path.slice(1), route: path, path, access });
      fireEvent.click(await screen.findByRole('button', { name: 'Upload' }, { timeout: 15_000 }));
      await keepsWhatWasTyped(await screen.findByRole('dialog'), 'Winter');
      view.unmount();
    }
  });

  it('the import dialog', { timeout: 60_000 }, async () => {
    fakeApi({ 'POST /device/pageListFast': () => ok({ list: [], total: 0 }) });
    renderScreen(<GenericList declaration={devices} />, { resource: 'devices', route: '/devices', path: '/devices', access: ['device.view', 'device.import'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['PK-sheet'], 'devices.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await act(async () => {
      fireEvent.change(within(dialog).getByTestId('device-import-file'), { target: { files: [file] } });
    });
    expect(within(dialog).getByTestId('device-import-file-name').textContent).toContain('devices.xlsx');
    await stillOpenAfterDismissing(dialog);
    expect(within(dialog).getByTestId('device-import-file-name').textContent).toContain('devices.xlsx');
  });
});
