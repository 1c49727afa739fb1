/**
 * A creative's file uploaded through the real server (POST /custom/ad/creative/upload): judged by its bytes
 * (PNG, JPEG, MP4), its MD5 and size computed by the server, its pixels (an image's header, a video's track) checked against the zone, read
 * back at the public address it answers — and every refusal keeps nothing (no row, no staged or stored bytes).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { JPEG_BYTES, png } from '../support/png.js';
import { IMAGE_LIMITS } from '../../src/domain/image-limits.js';
import { sweepUnusedAdFiles } from '../../src/server/areas/custom/ad-file-sweep.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let zoneId: number;
let otherOrgZoneId: number;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  const [{ id: productId }] = await s.db.query<{ id: number }>('select id from products order by id limit 1');
  const save = async (as: string, name: string) => {
    const res = await s.call('POST', '/api/custom/ad/zone/save', { token: tokens[as], body: { name, productId: Number(productId), width: 800, height: 480 } });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  zoneId = await save('merchant01', 'アップロード枠');
  otherOrgZoneId = await save('merchant02', 'なにわの枠');
});
afterAll(async () => s?.close());

type File = { name: string; type?: string; data: Buffer };
async function upload(as: string | undefined, file: File | null, fields: Record<string, string | number> = {}, lang?: string) {
  const { payload, headers } = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/custom/ad/creative/upload',
    payload,
    headers: { ...headers, host: 'ads.example.test', ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** A JPEG whose frame header (SOF0) states `width` × `height`. */
function jpeg(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([JPEG_BYTES.subarray(0, 20), sof, Buffer.from([0xff, 0xd9])]);
}
const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** A version-0 track header of `width` × `height` (16.16 fixed point at its end). */
function tkhd(width: number, height: number): Buffer {
  const body = Buffer.alloc(84);
  body.writeUInt32BE(width * 65536, 76);
  body.writeUInt32BE(height * 65536, 80);
  return box('tkhd', body);
}
/** An MP4: `ftyp` (brand isom), its media, then `moov` with an audio track (no pixels) and a video track — moov last, as a camera writes it. */
const mp4 = (width: number, height: number, tracks = true) =>
  Buffer.concat([
    box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'latin1')),
    box('mdat', Buffer.alloc(4096, 7)),
    box('moov', box('mvhd', Buffer.alloc(100)), ...(tracks ? [box('trak', tkhd(0, 0)), box('trak', tkhd(width, height))] : [])),
  ]);
const MP4 = mp4(800, 480);
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

/** What a refusal must leave: as many file rows and stored files as before, nothing staged. */
async function stored() {
  const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from ad_files');
  return { rows: n, staged: await s.app.packages.staged() };
}

describe('uploading a creative file', () => {
  it('keeps a PNG of the zone size, answering the MD5 and size it computed, and serves it at the answered url', async () => {
    const bytes = png(800, 480);
    const res = await upload('merchant01', { name: 'summer.png', type: 'image/png', data: bytes }, { zoneId });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ md5: md5(bytes), size: bytes.length, width: 800, height: 480, kind: 'image' });
    expect(res.body.data.url).toMatch(/^http:\/\/ads\.example\.test\/api\/custom\/ad\/file\/[0-9a-f]{32}$/);

    // a device fetches it without a session: the same bytes, as a PNG
    const read = await s.app.inject({ method: 'GET', url: new URL(res.body.data.url).pathname });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(md5(read.rawPayload)).toBe(md5(bytes));

    // and the creative saved with what the upload answered keeps it
    const [{ id: advertiserId }] = [
      await s.call('POST', '/api/custom/ad/advertiser/save', { token: tokens.merchant01, body: { name: 'アップロード広告主' } }).then((r) => r.body.data),
    ];
    const campaign = await s.call('POST', '/api/custom/ad/campaign/save', {
      token: tokens.merchant01,
      body: {
        name: 'アップロード',
        advertiserId,
        startAt: new Date().toISOString(),
        endAt: new Date(Date.now() + 86400_000).toISOString(),
      },
    });
    const { url, md5: sum, size, width, height } = res.body.data;
    const saved = await s.call('POST', '/api/custom/ad/creative/save', {
      token: tokens.merchant01,
      body: {
        name: 'アップロード画像',
        campaignId: campaign.body.data.id,
        zoneId,
        mediaType: 'image',
        url,
        md5: sum,
        size,
        width,
        height,
        durationSeconds: 10,
      },
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
    const one = await s.call('POST', '/api/custom/ad/creative/getOne', { token: tokens.merchant01, body: { id: saved.body.data.id } });
    expect(one.body.data).toMatchObject({ url, md5: md5(bytes), size: bytes.length });
  });

  it('takes a JPEG and an MP4 by their bytes, whatever their names say', async () => {
    const jpg = jpeg(800, 480);
    const image = await upload('merchant01', { name: 'banner.bin', data: jpg }, { zoneId });
    expect(image.body.data).toMatchObject({ kind: 'image', width: 800, height: 480, md5: md5(jpg), size: jpg.length });
    const video = await upload('merchant01', { name: 'clip.png', type: 'image/png', data: MP4 }, { zoneId });
    expect(video.body.data).toMatchObject({ kind: 'video', width: 800, height: 480, md5: md5(MP4), size: MP4.length });
    const read = await s.app.inject({ method: 'GET', url: new URL(video.body.data.url).pathname });
    expect(read.headers['content-type']).toBe('video/mp4');
  });

  it("refuses an image or a video whose pixels are not the zone's, naming both sizes in the caller's language", async () => {
    const before = await stored();
    const res = await upload('merchant01', { name: 'big.png', type: 'image/png', data: png(801, 480) }, { zoneId });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(218063);
    expect(res.body.msg).toContain('801 × 480');
    expect(res.body.msg).toContain('800 × 480');
    const en = await upload('merchant01', { name: 'big.png', data: png(800, 481) }, { zoneId }, 'en');
    expect(en.body.msg).toBe("The file's pixels are not the zone's size: The file is 800 × 481 pixels; the zone is 800 × 480");
    const video = await upload('merchant01', { name: 'wide.mp4', type: 'video/mp4', data: mp4(1920, 1080) }, { zoneId }, 'zh-CN');
    expect(video.body).toMatchObject({ code: 218063, msg: '素材像素与广告位尺寸不一致: 文件为 1920 × 1080 像素，广告位为 800 × 480 像素' });
    expect(await stored()).toEqual(before);
  });

  it('refuses what is not a PNG, JPEG or MP4, an empty file, an image over 5 MB and a missing file, keeping nothing', async () => {
    const before = await stored();
    const refused = async (file: File | null, expected: number, status: number) => {
      const res = await upload('merchant01', file);
      expect(res.body.code, JSON.stringify(res.body)).toBe(expected);
      expect(res.status).toBe(status);
    };
    await refused({ name: 'notes.png', type: 'image/png', data: Buffer.from('just some text, renamed .png') }, 218060, 400);
    await refused({ name: 'cut.jpg', type: 'image/jpeg', data: JPEG_BYTES }, 218060, 400); // a JPEG start with no frame header
    await refused({ name: 'empty.png', data: Buffer.alloc(0) }, 218060, 400);
    await refused({ name: 'sound.mp4', type: 'video/mp4', data: mp4(0, 0, false) }, 218060, 400); // an ftyp but no track with pixels
    const huge = Buffer.concat([png(800, 480), Buffer.alloc(IMAGE_LIMITS.adImage.maxBytes)]);
    await refused({ name: 'huge.png', type: 'image/png', data: huge }, 218061, 413);
    await refused(null, 100001, 400);
    expect(await stored()).toEqual(before);
  });

  it('refuses a user without ad.save or ad.update, a zone of another organisation, and a caller without a session', async () => {
    const before = await stored();
    const file = { name: 'summer.png', type: 'image/png', data: png(800, 480) };
    expect((await upload('store01', file, { zoneId })).body.code).toBe(101005);
    expect((await upload('merchant01', file, { zoneId: otherOrgZoneId })).body.code).toBe(218010);
    expect((await upload('merchant01', file, { zoneId: 'abc' })).body.code).toBe(100001);
    expect((await upload(undefined, file)).body.code).toBe(101001);
    expect(await stored()).toEqual(before);
  });

  it('answers 218064 for a key it does not hold', async () => {
    const res = await s.call('GET', `/api/custom/ad/file/${'0'.repeat(32)}`);
    expect(res.body.code).toBe(218064);
    expect(res.status).toBe(404);
  });

  it('sweeps files no creative names a day after their upload — row and bytes — and keeps named and recent ones', async () => {
    const keyOf = (url: string) => url.split('/').pop()!;
    const send = async () => (await upload('merchant01', { name: 'a.png', type: 'image/png', data: png(800, 480, { noise: true }) }, { zoneId })).body.data;
    const unused = await send();
    const recent = await send();
    const [named] = await s.db.query<{ url: string }>(`select url from ad_creatives where name = 'アップロード画像'`);
    await s.db.query(`update ad_files set created_at = now() - interval '25 hours' where key <> $1`, [keyOf(recent.url)]);
    const removed = await sweepUnusedAdFiles(s.db, s.app.packages);
    expect(removed).toContain(keyOf(unused.url));
    expect(removed).not.toContain(keyOf(named.url));
    expect(removed).not.toContain(keyOf(recent.url));
    expect(await s.app.packages.size(keyOf(unused.url))).toBeNull();
    expect((await s.app.inject({ method: 'GET', url: new URL(unused.url).pathname })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: new URL(named.url).pathname })).statusCode).toBe(200);
  });
});
