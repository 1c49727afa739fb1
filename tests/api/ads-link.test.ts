/**
 * Ads over the real device link (issue 18): the simulator (src/simulator, an mqtt.js client) is scheduled an ad,
 * fetches its file and acks the MD5 it computed (delivery), plays while its connection is down, and reports the
 * plays after reconnecting — with a batch the server already had sent again — and each play counts once.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { eventually } from '../support/mqtt-device.js';
import { SimulatedDevice } from '../../src/simulator/device.js';
import { multipart } from '../support/multipart.js';
import { png } from '../support/png.js';

let s: TestServer;
let token: string;
let files: Server;
let fileUrl: string;
const FILE = Buffer.from('a creative file: the device fetches it and proves it holds it by its MD5');
const MD5 = createHash('md5').update(FILE).digest('hex');
let device: SimulatedDevice;

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  token = await s.login('merchant01');
  files = createServer((_, res) => res.end(FILE));
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  fileUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/summer.png`;
});
afterAll(async () => {
  await device?.stop(true);
  await new Promise((resolve) => files?.close(resolve));
  await s?.close();
});

const ok = async (path: string, body: unknown) => {
  const res = await s.call('POST', `/api${path}`, { token, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('an ad over the link', () => {
  it('is delivered (MD5), played offline, reported after reconnecting and counted once', async () => {
    const [d] = await s.db.query<{ serial_num: string; product_id: number }>(
      `select serial_num, product_id from devices where org_path like (select path from organisations where name = '東京ベンディング') || '%' and status = 1 order by serial_num limit 1`,
    );
    const advertiserId = (await ok('/custom/ad/advertiser/save', { name: 'リンク広告主' })).id;
    const zoneId = (await ok('/custom/ad/zone/save', { name: 'リンク枠', productId: Number(d.product_id), width: 800, height: 480 })).id;
    const campaignId = (
      await ok('/custom/ad/campaign/save', {
        name: 'リンク',
        advertiserId,
        startAt: new Date(Date.now() - 86400_000).toISOString(),
        endAt: new Date(Date.now() + 86400_000).toISOString(),
      })
    ).id;
    const creativeId = (
      await ok('/custom/ad/creative/save', {
        name: 'リンク画像',
        campaignId,
        zoneId,
        mediaType: 'image',
        url: fileUrl,
        md5: MD5,
        size: FILE.length,
        width: 800,
        height: 480,
        durationSeconds: 10,
      })
    ).id;

    device = new SimulatedDevice({ url: s.app.link!.deviceUrl, serialNum: d.serial_num, chatty: false });
    await device.start();
    await ok('/custom/ad/schedule', { creativeId, serialNums: [d.serial_num] });
    const info = async () => (await ok('/device/advertInfo', { serialNum: d.serial_num }))[0];
    const delivered = await eventually(async () => {
      const r = await info();
      return r?.state === 'delivered' && r;
    });
    expect(delivered).toMatchObject({ creativeId, md5Ok: true, heldMd5: MD5, pushStatus: 'succeeded', plays: 0 });

    // three plays reported while online
    expect(device.ads.play(3)).toHaveLength(3);
    const sentBefore = [...device.ads.pending];
    await device.reportPlays();
    await eventually(async () => (await info()).plays === 3);

    // the connection drops (no DISCONNECT); the device keeps playing
    const client = (device as unknown as { client: { options: { reconnectPeriod: number }; stream: { destroy(): void }; connected: boolean } }).client;
    client.options.reconnectPeriod = 300;
    client.stream.destroy();
    await eventually(async () => !device.connected);
    expect(device.ads.play(4)).toHaveLength(4);
    await device.reportPlays();
    expect(device.ads.pending).toHaveLength(4);
    // as if the acknowledgement of the first batch had been lost: it is sent again with the offline plays
    device.ads.pending.unshift(...sentBefore);

    // back online, everything pending goes by itself; each play counts once
    await eventually(async () => device.connected, 5000);
    await eventually(async () => device.ads.pending.length === 0, 5000);
    await s.app.link!.idle();
    const played = await eventually(async () => {
      const r = await info();
      return r.plays === 7 && r;
    });
    expect(played).toMatchObject({ state: 'played', playSeconds: 70 });
    const [bucket] = await s.db.query<{ plays: number }>('select sum(plays)::int as plays from ad_hourly where creative_id = $1', [creativeId]);
    expect(bucket.plays).toBe(7);
    const [raw] = await s.db.query<{ n: number }>('select count(*)::int as n from ad_plays where creative_id = $1', [creativeId]);
    expect(raw.n).toBe(7);
  });

  it("fetches a creative uploaded to the server from the address the upload answered, and proves it by the server's MD5", async () => {
    // the server listens, as in production: the device fetches the file over HTTP without a session
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    const [d] = await s.db.query<{ serial_num: string; product_id: number }>(
      `select serial_num, product_id from devices where org_path like (select path from organisations where name = '東京ベンディング') || '%' and status = 1 order by serial_num limit 1`,
    );
    const zoneId = (await ok('/custom/ad/zone/save', { name: 'アップロード枠', productId: Number(d.product_id), width: 320, height: 200 })).id;
    const bytes = png(320, 200);
    const { payload, headers } = multipart({ zoneId }, [{ field: 'file', name: 'uploaded.png', type: 'image/png', data: bytes }]);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/custom/ad/creative/upload',
      payload,
      headers: { ...headers, host: origin, authorization: `Bearer ${token}` },
    });
    const file = JSON.parse(res.body).data;
    expect(file).toMatchObject({ md5: createHash('md5').update(bytes).digest('hex'), size: bytes.length, width: 320, height: 200, kind: 'image' });
    expect(file.url).toMatch(new RegExp(`^http://${origin}/api/custom/ad/file/`));

    const advertiserId = (await ok('/custom/ad/advertiser/save', { name: 'アップロード広告主' })).id;
    const campaignId = (
      await ok('/custom/ad/campaign/save', {
        name: 'アップロード',
        advertiserId,
        startAt: new Date(Date.now() - 86400_000).toISOString(),
        endAt: new Date(Date.now() + 86400_000).toISOString(),
      })
    ).id;
    const creativeId = (
      await ok('/custom/ad/creative/save', {
        name: 'アップロード画像',
        campaignId,
        zoneId,
        mediaType: file.kind,
        url: file.url,
        md5: file.md5,
        size: file.size,
        width: file.width,
        height: file.height,
        durationSeconds: 5,
      })
    ).id;
    device ??= new SimulatedDevice({ url: s.app.link!.deviceUrl, serialNum: d.serial_num, chatty: false });
    if (!device.connected) await device.start();
    await ok('/custom/ad/schedule', { creativeId, serialNums: [d.serial_num] });
    const delivered = await eventually(async () => {
      const r = (await ok('/device/advertInfo', { serialNum: d.serial_num })).find((c: { creativeId: number }) => c.creativeId === creativeId);
      return r?.state === 'delivered' && r;
    });
    expect(delivered).toMatchObject({ md5Ok: true, heldMd5: file.md5 });
  });
});
