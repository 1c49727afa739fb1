/**
 * The ads screens (issue 18) against a test double of the server: the device detail's ad info tab (each creative's
 * chain, translated), a creative's detail (scheduling it to devices chosen among its zone's model, taking it off
 * one; a viewer gets no buttons), and the statistics (plays with the attributed sales beside them, a creative's
 * detail; a range the server would refuse is shown wrong before anything is asked).
 */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adCreatives, adZones } from '../../resources/custom/ads';
import { DeviceAdsTab } from '../../src/console/screens/custom/DeviceAdsTab';
import { AdStats } from '../../src/console/screens/custom/AdStats';
import { AD_TABS } from '../../src/console/screens/devices/detail/adTabs';
import { DEVICE_TABS } from '../../src/console/screens/devices/detail/tabs';
import { adStats } from '../../resources/custom/ads';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { AD_SCHEDULE_MAX_DEVICES } from '../../src/domain/ads';
import { adminFor, menuAnswer } from './harness';
import { renderScreen } from './accounts-support';

const at = '2026-11-20T03:00:00.000Z';
const chain = (over: Record<string, unknown>) => ({
  creativeId: 3,
  creativeName: '夏の動画',
  campaignName: '夏のキャンペーン',
  advertiserName: '東京飲料',
  zoneName: '上部画面',
  serialNum: 'DEMO-000001',
  md5: 'a'.repeat(32),
  heldMd5: 'a'.repeat(32),
  md5Ok: true,
  scheduledAt: at,
  requestId: 'r1',
  pushStatus: 'succeeded',
  deliveredAt: at,
  plays: 12,
  playSeconds: 180,
  lastPlayedAt: at,
  lastSeenAt: at,
  online: true,
  deleted: false,
  removedAt: null,
  state: 'played',
  ...over,
});

describe('the ad info tab', () => {
  it("is listed among the device tabs and shows each creative's chain", { timeout: 60_000 }, async () => {
    expect(DEVICE_TABS).toEqual(expect.arrayContaining(AD_TABS));
    const api = fakeApi({
      'POST /device/advertInfo': () =>
        ok([
          chain({}),
          chain({
            creativeId: 4,
            creativeName: '冬の画像',
            heldMd5: 'b'.repeat(32),
            md5Ok: false,
            plays: 0,
            playSeconds: 0,
            lastPlayedAt: null,
            state: 'md5Mismatch',
          }),
        ]),
    });
    renderScreen(
      <Suspense fallback={null}>
        <DeviceAdsTab device={{ serialNum: 'DEMO-000001' }} />
      </Suspense>,
      { resource: 'devices', route: '/devices/:id/show', path: '/devices/DEMO-000001/show', access: ['device.view'], locale: 'ja' },
    );
    const table = await screen.findByRole('table', { name: '配信から再生まで' }, { timeout: 15_000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('夏の動画')).toBeTruthy();
    expect(within(rows[1]).getByText('再生中')).toBeTruthy();
    expect(within(rows[1]).getByText('一致')).toBeTruthy();
    expect(within(rows[1]).getByText('12')).toBeTruthy();
    expect(within(rows[2]).getByText('MD5 不一致')).toBeTruthy();
    expect(within(rows[2]).getByText('不一致')).toBeTruthy();
    expect(api.to('POST /device/advertInfo')[0].body).toEqual({ serialNum: 'DEMO-000001' });
  });
});

const CREATIVE = {
  id: 3,
  name: '夏の動画',
  campaignId: 2,
  zoneId: 5,
  mediaType: 'video',
  url: 'https://cdn.example.com/a.mp4',
  md5: 'a'.repeat(32),
  size: 1048576,
  width: 1080,
  height: 608,
  durationSeconds: 15,
  status: 1,
  orgId: 4,
  orgName: '東京ベンディング',
  createdAt: at,
  updatedAt: at,
};
const renderAdmin = adminFor({ resources: [adCreatives], data: [adCreatives, adZones] });

describe("a creative's detail", () => {
  const routes = () => ({
    ...menuAnswer([adCreatives]),
    'POST /custom/ad/creative/getOne': () => ok(CREATIVE),
    'POST /custom/ad/zone/getOne': () =>
      ok({ id: 5, name: '上部画面', productId: 9, width: 1080, height: 608, status: 1, orgId: 4, orgName: '東京ベンディング', createdAt: at, updatedAt: at }),
    'POST /device/pageListFast': () =>
      ok({
        total: 2,
        list: [
          { serialNum: 'DEMO-000001', name: '' },
          { serialNum: 'DEMO-000002', name: '' },
        ],
      }),
    'POST /device/target/resolve': (req: RecordedCall) => {
      const { filter } = req.body as { filter: { serialNums?: string[] } };
      const serialNums = filter.serialNums ?? ['DEMO-000001', 'DEMO-000002'];
      return ok({ count: serialNums.length, serialNums });
    },
    'POST /custom/ad/creative/devices': () => ok({ total: 1, list: [chain({ state: 'delivered', plays: 0 })] }),
    'POST /custom/ad/schedule': () => ok([{ serialNum: 'DEMO-000002', requestId: 'r2' }]),
    'POST /custom/ad/unschedule': () => ok([{ serialNum: 'DEMO-000001', requestId: 'r3' }]),
  });

  it("schedules it to devices chosen among its zone's model, and takes it off one", { timeout: 60_000 }, async () => {
    const api = fakeApi(routes());
    renderAdmin('/adCreatives/3/show', ['ad.view', 'ad.push']);
    // the devices of the zone's model, by the one targeting control: all of them counted, or one picked by search
    expect(await screen.findByText('対象デバイス: 2 台', {}, { timeout: 20_000 })).toBeTruthy();
    expect(api.to('POST /device/target/resolve')[0].body).toEqual({ filter: { productId: 9 }, max: AD_SCHEDULE_MAX_DEVICES });
    fireEvent.click(screen.getByRole('button', { name: '1 台ずつ選ぶ' }));
    const button = screen.getByRole('button', { name: '配信' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(screen.getByRole('combobox', { name: 'デバイスを検索して選ぶ' }), { target: { value: 'DEMO' } });
    fireEvent.click(await screen.findByRole('option', { name: /DEMO-000002/ }));
    expect(api.to('POST /device/pageListFast').at(-1)!.body).toMatchObject({ productId: 9 });
    expect(await screen.findByText('対象デバイス: 1 台')).toBeTruthy();
    fireEvent.click(button);
    // asked with the count before anything leaves
    const dialog = await screen.findByRole('dialog', { name: '1 台のデバイスに送信しますか？' });
    expect(api.to('POST /custom/ad/schedule')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '配信' }));
    await waitFor(() => expect(api.to('POST /custom/ad/schedule')).toHaveLength(1));
    expect(api.to('POST /custom/ad/schedule')[0].body).toEqual({ creativeId: 3, serialNums: ['DEMO-000002'] });
    const table = await screen.findByRole('table', { name: '配信先デバイス' });
    expect(within(table).getByText('受信済み')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '配信停止' }));
    await waitFor(() => expect(api.to('POST /custom/ad/unschedule')).toHaveLength(1));
    expect(api.to('POST /custom/ad/unschedule')[0].body).toEqual({ creativeId: 3, serialNums: ['DEMO-000001'] });
  });

  it('a viewer sees the chains but cannot schedule or delete', { timeout: 60_000 }, async () => {
    fakeApi(routes());
    renderAdmin('/adCreatives/3/show', ['ad.view']);
    await screen.findByRole('table', { name: '配信先デバイス' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: '配信' })).toBeNull();
    expect(screen.queryByRole('button', { name: '配信停止' })).toBeNull();
    expect(screen.queryByRole('button', { name: '素材を削除' })).toBeNull();
  });
});

describe('the ad statistics', () => {
  it(
    "shows plays with the attributed sales beside them, a creative's detail, and refuses a range over 30 days before asking",
    { timeout: 60_000 },
    async () => {
      const api = fakeApi({
        'GET /custom/ad/stats/affiliateHistory': () => ok([{ period: '2026-11-20', orgId: 4, orgName: '東京ベンディング', plays: 40, seconds: 600 }]),
        'GET /custom/ad/stats/zoneHistory': () => ok([{ period: '2026-11-20', zoneId: 5, zoneName: '上部画面', plays: 40, seconds: 600 }]),
        'GET /custom/ad/stats/bannerStats': () =>
          ok([
            {
              creativeId: 3,
              creativeName: '夏の動画',
              campaignName: '夏のキャンペーン',
              advertiserName: '東京飲料',
              plays: 40,
              seconds: 600,
              windowMinutes: 10,
              vends: 7,
              vendAmount: 1050,
            },
          ]),
        'GET /custom/ad/stats/bannerStatsDetail': () =>
          ok([{ period: '2026-11-20', orgId: 6, orgName: '渋谷店', zoneId: 5, zoneName: '上部画面', plays: 40, seconds: 600 }]),
      });
      renderScreen(<AdStats declaration={adStats} />, { resource: 'adStats', route: '/adStats', path: '/adStats', access: ['adStats.view'], locale: 'ja' });
      const banner = await screen.findByRole('table', { name: '素材別' }, { timeout: 15_000 });
      const row = within(banner).getAllByRole('row')[1];
      expect(within(row).getByText('夏の動画')).toBeTruthy();
      expect(within(row).getByText('1,050')).toBeTruthy();
      expect(within(row).getByText('7')).toBeTruthy();
      const asked = api.to('GET /custom/ad/stats/bannerStats')[0].query;
      expect(asked).toMatchObject({ windowMinutes: '10', timeZone: expect.any(String) });
      fireEvent.click(within(row).getByRole('button', { name: '内訳' }));
      const detail = await screen.findByRole('table', { name: '夏の動画 の内訳' });
      expect(within(detail).getByText('渋谷店')).toBeTruthy();
      expect(api.to('GET /custom/ad/stats/bannerStatsDetail')[0].query).toMatchObject({ creativeId: '3', period: 'day' });

      const calls = api.to('GET /custom/ad/stats/bannerStats').length;
      fireEvent.change(screen.getByLabelText('開始日'), { target: { value: '2026-01-01' } });
      expect(await screen.findByText('期間は開始日から終了日まで 30 日以内にしてください')).toBeTruthy();
      expect((screen.getByRole('button', { name: '表示' }) as HTMLButtonElement).disabled).toBe(true);
      expect(api.to('GET /custom/ad/stats/bannerStats')).toHaveLength(calls);
    },
  );
});

describe("a creative's file, uploaded on its form", () => {
  const FILE_URL = `http://ops.example.test/api/custom/ad/file/${'c'.repeat(32)}`;
  it("waits for the zone, shows the server's refusal, then fills the MD5, size, pixels and type read-only and saves them", { timeout: 90_000 }, async () => {
    let uploads = 0;
    const api = fakeApi({
      ...menuAnswer([adCreatives]),
      'POST /custom/ad/campaign/list': () => ok([{ id: 2, name: '夏のキャンペーン' }]),
      'POST /custom/ad/zone/list': () => ok([{ id: 5, name: '上部画面' }]),
      'POST /custom/ad/creative/upload': () =>
        ++uploads === 1
          ? refuse(400, 218063, '素材のピクセル数が広告枠のサイズと違います: ファイルは 801 × 480 ピクセルですが、広告枠は 800 × 480 ピクセルです')
          : ok({ url: FILE_URL, md5: 'c'.repeat(32), size: 2048, width: 800, height: 480, kind: 'image' }),
      'POST /custom/ad/creative/save': () => ok({ id: 8 }),
      'POST /custom/ad/creative/getOne': () => ok({ ...CREATIVE, id: 8, name: '夏の画像', mediaType: 'image', url: FILE_URL }),
      'POST /custom/ad/zone/getOne': () =>
        ok({ id: 5, name: '上部画面', productId: 9, width: 800, height: 480, status: 1, orgId: 4, orgName: '東京ベンディング', createdAt: at, updatedAt: at }),
      'POST /device/pageListFast': () => ok({ total: 0, list: [] }),
      'POST /custom/ad/creative/devices': () => ok({ total: 0, list: [] }),
    });
    renderAdmin('/adCreatives/create', ['ad.view', 'ad.save']);
    const file = (await screen.findByLabelText('ファイルの URL', {}, { timeout: 20_000 })) as HTMLInputElement;
    // the file's pixels are checked against the zone: it is chosen first
    expect(screen.getByText('先に広告枠を選んでください')).toBeTruthy();
    expect(file.disabled).toBe(true);
    // the facts of the file are the upload's to fill, never typed: read-only before any upload too
    for (const label of [/^MD5/, /サイズ（バイト）/, /幅（ピクセル）/, /高さ（ピクセル）/]) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input.readOnly || input.disabled, String(label)).toBe(true);
    }
    fireEvent.change(screen.getByLabelText(/素材名/), { target: { value: '夏の画像' } });
    fireEvent.mouseDown(screen.getByLabelText(/キャンペーン/));
    fireEvent.click(await screen.findByRole('option', { name: '夏のキャンペーン' }));
    fireEvent.mouseDown(screen.getByLabelText(/広告枠/));
    fireEvent.click(await screen.findByRole('option', { name: '上部画面' }));
    await waitFor(() => expect(file.disabled).toBe(false));
    expect(screen.queryByText('先に広告枠を選んでください')).toBeNull();

    fireEvent.change(file, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText(/ファイルは 801 × 480 ピクセルですが、広告枠は 800 × 480 ピクセルです/)).toBeTruthy();
    expect(api.to('POST /custom/ad/creative/upload')[0].contentType).toMatch(/^multipart\/form-data/);
    expect(String(api.to('POST /custom/ad/creative/upload')[0].body)).toMatch(/name="zoneId"\r\n\r\n5\r\n/);

    fireEvent.change(file, { target: { files: [new File([new Uint8Array([4, 5, 6])], 'summer.png', { type: 'image/png' })] } });
    // the preview, and the fields the server computed, filled and read-only
    await waitFor(() => expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toContain(FILE_URL));
    const md5 = screen.getByLabelText(/^MD5/) as HTMLInputElement;
    expect(md5.value).toBe('c'.repeat(32));
    expect(md5.readOnly || md5.disabled).toBe(true);
    for (const [label, value] of [
      [/サイズ（バイト）/, '2048'],
      [/幅（ピクセル）/, '800'],
      [/高さ（ピクセル）/, '480'],
    ] as const) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input.value).toBe(value);
      expect(input.readOnly || input.disabled).toBe(true);
    }
    fireEvent.change(screen.getByLabelText(/再生時間（秒）/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('POST /custom/ad/creative/save')).toHaveLength(1));
    expect(api.to('POST /custom/ad/creative/save')[0].body).toMatchObject({
      name: '夏の画像',
      zoneId: 5,
      mediaType: 'image',
      url: FILE_URL,
      md5: 'c'.repeat(32),
      size: 2048,
      width: 800,
      height: 480,
      durationSeconds: 10,
    });
  });

  it('a file checked against one zone is cleared when another zone is chosen', { timeout: 60_000 }, async () => {
    fakeApi({
      ...menuAnswer([adCreatives]),
      'POST /custom/ad/campaign/list': () => ok([{ id: 2, name: '夏のキャンペーン' }]),
      'POST /custom/ad/zone/list': () =>
        ok([
          { id: 5, name: '上部画面' },
          { id: 6, name: '下部画面' },
        ]),
      'POST /custom/ad/creative/upload': () => ok({ url: FILE_URL, md5: 'c'.repeat(32), size: 2048, width: 800, height: 480, kind: 'image' }),
    });
    renderAdmin('/adCreatives/create', ['ad.view', 'ad.save']);
    const file = (await screen.findByLabelText('ファイルの URL', {}, { timeout: 20_000 })) as HTMLInputElement;
    fireEvent.mouseDown(screen.getByLabelText(/広告枠/));
    fireEvent.click(await screen.findByRole('option', { name: '上部画面' }));
    await waitFor(() => expect(file.disabled).toBe(false));
    fireEvent.change(file, { target: { files: [new File([new Uint8Array([4, 5, 6])], 'summer.png', { type: 'image/png' })] } });
    await waitFor(() => expect((screen.getByLabelText(/^MD5/) as HTMLInputElement).value).toBe('c'.repeat(32)));
    fireEvent.mouseDown(screen.getByLabelText(/広告枠/));
    fireEvent.click(await screen.findByRole('option', { name: '下部画面' }));
    await waitFor(() => expect((screen.getByLabelText(/^MD5/) as HTMLInputElement).value).toBe(''));
    expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src'))).not.toContain(FILE_URL);
    expect((screen.getByLabelText(/幅（ピクセル）/) as HTMLInputElement).readOnly).toBe(false);
  });
});

describe("the campaign form's rules, before submit", () => {
  it("an end not after the start is shown with its message; the server's own schema is what the form checks", async () => {
    const { validatorFor } = await import('../../src/console/crud/validator');
    const { formSchema } = await import('../../src/console/providers/schemas');
    const { adCampaigns } = await import('../../resources/custom/ads');
    const { VALIDATION_MESSAGES } = await import('../../src/domain/validation-messages');
    const schema = formSchema(adCampaigns, 'create')!;
    const body = { name: '夏', advertiserId: 1, startAt: '2026-12-01T00:00:00.000Z', endAt: '2026-11-30T00:00:00.000Z', priority: 11, playTo: '25:00' };
    const errors = Object.fromEntries(
      validatorFor('ja')
        .validateFormData(body, schema as never)
        .errors.map((e) => [e.property, e.message]),
    );
    expect(errors).toMatchObject({
      '.endAt': VALIDATION_MESSAGES['validation.adEndAfterStart'].ja,
      '.priority': VALIDATION_MESSAGES['validation.adPriority'].ja,
      '.playTo': VALIDATION_MESSAGES['validation.adTime'].ja,
    });
    expect(validatorFor('ja').validateFormData({ ...body, endAt: '2026-12-02T00:00:00.000Z', priority: 5, playTo: '24:00' }, schema as never).errors).toEqual(
      [],
    );
  });
});
