/**
 * The app centre, first part (openapi/apps/*.yaml): every call and refusal code, the organisation scope from
 * the refused side (a merchant cannot see or touch another merchant's apps, packages, files or whitelist
 * rows), the package upload judged by its bytes (an APK built here at runtime, read back), streamed with its
 * MD5 and capped at 50 MB (50 MB + 1 refused with nothing kept; memory does not grow with the file), the
 * version and versionCode rules, and a name race — on PGlite and PostgreSQL alike.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { png, JPEG_BYTES } from '../support/png.js';
import { buildApk, zipArchive } from '../../src/server/areas/apps/apk-build.js';
import { APP_LIMITS } from '../../src/domain/apps.js';
import { sweepUnusedPackageFiles } from '../../src/server/areas/apps/package-sweep.js';
import { signedPath } from '../../src/server/areas/apps/download-links.js';
import { sweepGrayReleases } from '../../src/server/areas/apps/gray.js';
import { queueDemoGrayRelease } from '../../src/server/demo/simulation.js';
import { DEMO_GRAY_RELEASE } from '../../src/domain/demo-devices.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'agent02', 'merchant01', 'merchant02', 'store01', 'viewer01']) tokens[account] = await s.login(account);
  orgs = { tokyoVend: await orgId(s.db, '東京ベンディング'), naniwa: await orgId(s.db, 'なにわ自販機'), shibuya: await orgId(s.db, '渋谷駅前店') };
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/appCenter/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const fields = (res: { body: any }) => (res.body.fields ?? []).map((f: { field: string }) => f.field);
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
let seq = 0;
const unique = (prefix: string) => `${prefix}${++seq}${Math.random().toString(36).slice(2, 6)}`;

async function upload(path: string, as: string, data: Buffer, name = 'file.bin', lang?: string) {
  const form = multipart({}, [{ field: 'file', name, data }]);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/appCenter/${path}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${tokens[as]}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function createApp(as: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await post('appBase/save', as, {
    name: unique('アプリ'),
    platform: 'android',
    type: 'app',
    packageName: `jp.test.${unique('p')}`,
    classify: 'tools',
    ...over,
  });
  expectCode(res, 200);
  return res.body.data.id;
}

/** Uploads an APK of that manifest; answers the upload's data. */
async function uploadApk(as: string, packageName: string, versionCode: number, versionName = '1.0') {
  const res = await upload('packages/upload', as, buildApk({ packageName, versionCode, versionName }), 'app.apk');
  expectCode(res, 200);
  return res.body.data as { fileKey: string; md5: string; size: number; format: string; packageName: string; versionCode: number };
}

const packageFiles = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from package_files'))[0].n;

describe('classes (/appCenter/classify/queryList)', () => {
  it("answers the catalogue in the caller's language, from the database", async () => {
    const ja = await post('classify/queryList', 'merchant01');
    expectCode(ja, 200);
    expect(ja.body.data.map((c: any) => c.code)).toEqual(['vending', 'payment', 'advertising', 'tools', 'system', 'other']);
    expect(ja.body.data[0]).toEqual({ code: 'vending', name: '自販機' });
    const en = await post('classify/queryList', 'merchant01', {}, 'en');
    expect(en.body.data[0].name).toBe('Vending');
    const tw = await post('classify/queryList', 'merchant01', undefined, 'zh-TW');
    expect(tw.body.data[5].name).toBe('其他');
  });

  it('needs app.view: a store clerk is refused (101005), no token 101001', async () => {
    expectCode(await post('classify/queryList', 'store01'), 101005, 403);
    expectCode(await s.call('POST', '/api/appCenter/classify/queryList', {}), 101001, 401);
  });
});

describe('apps (/appCenter/appBase/*)', () => {
  it('save → getDetail → pageList; a new app is delisted and has no version', async () => {
    const name = unique('自販機アプリ');
    const res = await post('appBase/save', 'merchant01', {
      name,
      platform: 'android',
      type: 'system',
      packageName: 'jp.tokyovend.test.one',
      classify: 'vending',
      intro: '説明',
    });
    expectCode(res, 200);
    const id = res.body.data.id;
    expect(Object.keys(res.body.data)).toEqual(['id']);
    const detail = await post('appBase/getDetail', 'merchant01', { id });
    expectCode(detail, 200);
    expect(detail.body.data).toMatchObject({
      id,
      name,
      platform: 'android',
      type: 'system',
      packageName: 'jp.tokyovend.test.one',
      classify: 'vending',
      intro: '説明',
      icon: null,
      screenshots: [],
      shelf: 0,
      versionCount: 0,
      latestVersion: null,
      orgId: orgs.tokyoVend,
      orgName: '東京ベンディング',
    });
    const page = await post('appBase/pageList', 'merchant01', { pageNum: 1, pageSize: 100, name });
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0].id).toBe(id);
  });

  it('a name taken in the organisation, any case, is 205000; a package name on the same platform 205001; another platform or organisation may repeat them', async () => {
    const name = unique('Vend');
    await createApp('merchant01', { name, packageName: 'jp.dup.pkg' });
    expectCode(
      await post('appBase/save', 'merchant01', { name: name.toUpperCase(), platform: 'android', type: 'app', packageName: 'jp.dup.other', classify: 'tools' }),
      205000,
      409,
    );
    expectCode(
      await post('appBase/save', 'merchant01', { name: unique('x'), platform: 'android', type: 'app', packageName: 'jp.dup.pkg', classify: 'tools' }),
      205001,
      409,
    );
    await createApp('merchant01', { packageName: 'jp.dup.pkg', platform: 'linux' });
    await createApp('merchant02', { name, packageName: 'jp.dup.pkg' });
    const en = await post('appBase/save', 'merchant01', { name, platform: 'windows', type: 'app', packageName: 'Other', classify: 'tools' }, 'en');
    expect(en.body.msg).toBe('The app name already exists');
  });

  it('two saves of one name at the same moment: one app, the other 205000', async () => {
    const name = unique('同時');
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        post('appBase/save', 'merchant01', { name, platform: 'android', type: 'app', packageName: `jp.race.p${i}${seq}`, classify: 'tools' }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 205000, 205000, 205000]);
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from apps where name = $1', [name]);
    expect(n).toBe(1);
  });

  it('refuses what the schema and the catalogue refuse, naming the field (100001), and writes nothing', async () => {
    const before = (await s.db.query<{ n: number }>('select count(*)::int as n from apps'))[0].n;
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await post('appBase/save', 'merchant01', {
        name: unique('n'),
        platform: 'android',
        type: 'app',
        packageName: 'jp.ok.pkg',
        classify: 'tools',
        ...over,
      });
      expectCode(res, 100001, 400);
      expect(fields(res)).toContain(field);
    };
    await bad({ packageName: 'nodot' }, 'packageName');
    await bad({ packageName: '1jp.bad' }, 'packageName');
    await bad({ platform: 'ios' }, 'platform');
    await bad({ type: 'game' }, 'type');
    await bad({ classify: 'games' }, 'classify');
    await bad({ name: ' 前後空白 ' }, 'name');
    await bad({ name: 'x'.repeat(51) }, 'name');
    await bad({ screenshots: Array.from({ length: 6 }, (_, i) => `${i}`.repeat(32).slice(0, 32)) }, 'screenshots');
    await bad({ intro: 'x'.repeat(2001) }, 'intro');
    // a Windows app's package name needs no dot
    await createApp('merchant01', { platform: 'windows', packageName: unique('WinApp') });
    expect((await s.db.query<{ n: number }>('select count(*)::int as n from apps'))[0].n).toBe(before + 1);
  });

  it("orgId: a sub-organisation of the caller's is taken; another estate is 200006, an unknown one 200001", async () => {
    const id = await createApp('merchant01', { orgId: orgs.shibuya });
    expect((await post('appBase/getDetail', 'merchant01', { id })).body.data.orgId).toBe(orgs.shibuya);
    expectCode(
      await post('appBase/save', 'merchant01', {
        name: unique('n'),
        platform: 'android',
        type: 'app',
        packageName: 'jp.a.b',
        classify: 'tools',
        orgId: orgs.naniwa,
      }),
      200006,
      403,
    );
    expectCode(
      await post('appBase/save', 'merchant01', {
        name: unique('n'),
        platform: 'android',
        type: 'app',
        packageName: 'jp.a.b',
        classify: 'tools',
        orgId: 99_999_999,
      }),
      200001,
    );
  });

  it('updateSaveAppBase: edits the record, clears what is left out; a taken name is 205011', async () => {
    const other = unique('他');
    await createApp('merchant01', { name: other });
    const id = await createApp('merchant01', { intro: '古い紹介' });
    const res = await post('appBase/updateSaveAppBase', 'merchant01', { id, name: unique('新しい名前'), type: 'system', classify: 'payment' });
    expectCode(res, 200);
    const d = (await post('appBase/getDetail', 'merchant01', { id })).body.data;
    expect(d).toMatchObject({ type: 'system', classify: 'payment', intro: null, platform: 'android' });
    expectCode(await post('appBase/updateSaveAppBase', 'merchant01', { id, name: other.toLowerCase(), type: 'app', classify: 'tools' }), 205011, 409);
    // the platform and the package name are fixed: not accepted by the update
    const fixed = await post('appBase/updateSaveAppBase', 'merchant01', {
      id,
      name: unique('n'),
      type: 'app',
      classify: 'tools',
      platform: 'linux',
      packageName: 'x.y',
    });
    expectCode(fixed, 200);
    expect((await post('appBase/getDetail', 'merchant01', { id })).body.data).toMatchObject({ platform: 'android' });
  });

  it("scope: another merchant, another agent's estate and a store clerk cannot see or edit an app; the merchant's agent and the platform can", async () => {
    const id = await createApp('merchant01');
    for (const as of ['merchant02', 'agent02']) {
      expectCode(await post('appBase/getDetail', as, { id }), 205010, 404);
      expectCode(await post('appBase/updateSaveAppBase', as, { id, name: unique('乗っ取り'), type: 'app', classify: 'tools' }), 205010, 404);
      expectCode(await post('customerStatus/appUppLower', as, { id, shelf: 0 }), 205010, 404);
      const page = await post('appBase/pageList', as, { pageNum: 1, pageSize: 100 });
      expect(page.body.data.list.map((a: any) => a.id)).not.toContain(id);
    }
    expectCode(await post('appBase/pageList', 'merchant02', { orgId: orgs.tokyoVend }), 200006, 403);
    expectCode(await post('appBase/getDetail', 'store01', { id }), 101005, 403);
    expectCode(
      await post('appBase/save', 'viewer01', { name: unique('n'), platform: 'android', type: 'app', packageName: 'jp.a.b', classify: 'tools' }),
      101005,
      403,
    );
    expectCode(await post('appBase/getDetail', 'agent01', { id }), 200);
    expectCode(await post('appBase/getDetail', 'viewer01', { id }), 200);
    // an id no app has answers as one of another estate does
    expectCode(await post('appBase/getDetail', 'merchant01', { id: 99_999_999 }), 205010, 404);
  });

  it('pageList filters by platform, type, shelf and organisation, and pages', async () => {
    const res = await post('appBase/pageList', 'admin', { pageNum: 1, pageSize: 2, platform: 'windows', sort: { field: 'name', order: 'asc' } });
    expectCode(res, 200);
    expect(res.body.data.list.length).toBeLessThanOrEqual(2);
    expect(res.body.data.list.every((a: any) => a.platform === 'windows')).toBe(true);
    const listed = await post('appBase/pageList', 'admin', { pageNum: 1, pageSize: 100, shelf: 1, type: 'system' });
    expect(listed.body.data.list.length).toBeGreaterThan(0);
    expect(listed.body.data.list.every((a: any) => a.shelf === 1 && a.type === 'system' && a.versionCount > 0)).toBe(true);
    const naniwa = await post('appBase/pageList', 'agent02', { pageNum: 1, pageSize: 100, orgId: orgs.naniwa });
    expect(naniwa.body.data.list.every((a: any) => a.orgName === 'なにわ自販機')).toBe(true);
  });
});

describe('icons and screenshots (/appCenter/icon/upload, screenshot/upload)', () => {
  it('an icon is a PNG of 512 × 512 within 200K, checked by its bytes; the app keeps its key and serves it', async () => {
    const ok = await upload('icon/upload', 'merchant01', png(512, 512), 'icon.png');
    expectCode(ok, 200);
    expect(ok.body.data).toMatchObject({ kind: 'icon', type: 'png', width: 512, height: 512 });
    expectCode(await upload('icon/upload', 'merchant01', png(511, 512), 'icon.png'), 205040, 400);
    expectCode(await upload('icon/upload', 'merchant01', JPEG_BYTES, 'icon.png'), 205040, 400);
    expectCode(await upload('icon/upload', 'merchant01', Buffer.from('not an image'), 'icon.png'), 205040, 400);
    // random pixels do not compress: 512 × 512 is far over 200K
    const big = await upload('icon/upload', 'merchant01', png(512, 512, { noise: true }), 'icon.png', 'en');
    expectCode(big, 205041, 413);
    expect(big.body.msg).toBe('The icon may be at most 200 KB');
    const shot = await upload('screenshot/upload', 'merchant01', png(300, 600), 'shot.png');
    expectCode(shot, 200);
    expectCode(await upload('screenshot/upload', 'merchant01', Buffer.from('<html>'), 'shot.png'), 205042, 400);

    const id = await createApp('merchant01', { icon: ok.body.data.image, screenshots: [shot.body.data.image] });
    expect((await post('appBase/getDetail', 'merchant01', { id })).body.data).toMatchObject({ icon: ok.body.data.image, screenshots: [shot.body.data.image] });
    const img = await s.app.inject({ method: 'GET', url: `/api/appCenter/image/${ok.body.data.image}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expectCode(await s.call('GET', `/api/appCenter/image/${'0'.repeat(32)}`), 205044, 404);

    // a screenshot key as the icon, another merchant's image, an unknown key: 205044
    expectCode(
      await post('appBase/save', 'merchant01', {
        name: unique('n'),
        platform: 'android',
        type: 'app',
        packageName: 'jp.i.c',
        classify: 'tools',
        icon: shot.body.data.image,
      }),
      205044,
      404,
    );
    const theirs = await upload('icon/upload', 'merchant02', png(512, 512), 'icon.png');
    expectCode(
      await post('appBase/save', 'merchant01', {
        name: unique('n'),
        platform: 'android',
        type: 'app',
        packageName: 'jp.i.c',
        classify: 'tools',
        icon: theirs.body.data.image,
      }),
      205044,
    );
    expectCode(
      await post('appBase/updateSaveAppBase', 'merchant01', { id, name: unique('n'), type: 'app', classify: 'tools', screenshots: ['f'.repeat(32)] }),
      205044,
    );
    // at most 1000 × 1000 pixels (IMAGE_LIMITS.appScreenshot, the spec's "PNG or JPG up to 1M at 1000x1000")
    expectCode(await upload('screenshot/upload', 'merchant01', png(1000, 1000), 'edge.png'), 200);
    for (const [w, h] of [
      [1001, 600],
      [600, 1001],
    ]) {
      const over = await upload('screenshot/upload', 'merchant01', png(w, h), 'over.png', 'en');
      expectCode(over, 205045, 400);
      expect(over.body.msg).toBe('A screenshot may be at most 1000 × 1000 pixels');
    }
  });
});

describe('package upload (/appCenter/packages/upload)', () => {
  it('an APK built here is read back: package, versionName and versionCode from its binary manifest; the MD5 and size of its bytes', async () => {
    const apk = buildApk({ packageName: 'jp.tokyovend.reader', versionCode: 4711, versionName: '4.7.11' });
    const res = await upload('packages/upload', 'merchant01', apk, 'whatever.bin');
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({
      format: 'apk',
      packageName: 'jp.tokyovend.reader',
      versionName: '4.7.11',
      versionCode: 4711,
      md5: md5(apk),
      size: apk.length,
    });
    expect(res.body.data.fileKey).toMatch(/^[0-9a-f]{32}$/);
    // the stored bytes are the sent bytes
    const stored: Buffer[] = [];
    for await (const chunk of s.app.packages.open(res.body.data.fileKey)) stored.push(chunk as Buffer);
    expect(md5(Buffer.concat(stored))).toBe(md5(apk));
  });

  it("the format is the bytes', never the name: zip, exe, msi, ppm and bin", async () => {
    const cases: [Buffer, string][] = [
      [zipArchive([{ name: 'boot/anim.png', data: Buffer.from('frames') }]), 'zip'],
      [Buffer.concat([Buffer.from('MZ\x90\0', 'latin1'), Buffer.alloc(100)]), 'exe'],
      [Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]), 'msi'],
      [Buffer.concat([Buffer.from('P6\n2 2\n255\n', 'latin1'), Buffer.alloc(12, 0x80)]), 'ppm'],
      [Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'), Buffer.alloc(64)]), 'bin'],
    ];
    for (const [data, format] of cases) {
      const res = await upload('packages/upload', 'merchant01', data, 'package.apk');
      expectCode(res, 200);
      expect(res.body.data).toMatchObject({ format, packageName: null, versionCode: null, md5: md5(data) });
    }
  });

  it('text, an image, an empty file or a broken archive is no package (205021); an APK whose manifest cannot be read 205031; nothing is kept', async () => {
    const files = await packageFiles();
    const refused: [Buffer, number][] = [
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 205021],
      [png(10, 10), 205021],
      [Buffer.alloc(0), 205021],
      [Buffer.from('PK\x03\x04 truncated archive', 'latin1'), 205021],
      [zipArchive([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest package="x"/>') }]), 205031],
    ];
    for (const [data, code] of refused) expectCode(await upload('packages/upload', 'merchant01', data, 'app.apk', 'zh-CN'), code, 400);
    expect(await packageFiles()).toBe(files);
    expect(await s.app.packages.staged()).toBe(0);
  });

  it('a malformed multipart body or a missing file is a 4xx in the envelope, never a 5xx', async () => {
    const noFile = multipart({ note: 'x' });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appCenter/packages/upload',
      payload: noFile.payload,
      headers: { ...noFile.headers, authorization: `Bearer ${tokens.merchant01}` },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 100001, fields: [expect.objectContaining({ field: 'file' })] });
    const broken = await s.app.inject({
      method: 'POST',
      url: '/api/appCenter/packages/upload',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${tokens.merchant01}` },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(JSON.parse(broken.body).code).toBe(100001);
    const json = await post('packages/upload', 'merchant01', { file: 'x' });
    expect(json.status).toBe(415);
    expect(await s.app.packages.staged()).toBe(0);
  });

  it("a store clerk may not upload (101005); another merchant's upload is not this merchant's file (205020 on save)", async () => {
    expectCode(await upload('packages/upload', 'store01', buildApk({ packageName: 'a.b', versionCode: 1, versionName: '1' })), 101005, 403);
  });

  /** A multipart body streamed from generated chunks: `size` bytes of a binary file, never held whole. */
  function streamedBody(size: number) {
    const boundary = 'appsStream42';
    const chunk = Buffer.alloc(64 * 1024, 0x5a);
    chunk.set(Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'), 0); // the first chunk's first bytes: a binary (bin) file
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="firmware.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const hash = createHash('md5');
    async function* generate() {
      yield head;
      let left = size;
      while (left > 0) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        hash.update(part);
        left -= part.length;
        yield part;
      }
      yield tail;
    }
    return {
      stream: Readable.from(generate(), { objectMode: false }),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      md5: () => hash.digest('hex'),
    };
  }

  it('50 MB exactly is taken, streamed: memory does not grow with the file, the MD5 is computed on the way', async () => {
    const body = streamedBody(APP_LIMITS.packageMaxBytes);
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    globalThis.gc?.();
    const base = used();
    let peak = base;
    const timer = setInterval(() => (peak = Math.max(peak, used())), 5);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appCenter/packages/upload',
      payload: body.stream,
      headers: { ...body.headers, authorization: `Bearer ${tokens.merchant01}` },
    });
    clearInterval(timer);
    const data = JSON.parse(res.body);
    expect(data.code, res.body).toBe(200);
    expect(data.data).toMatchObject({ format: 'bin', size: APP_LIMITS.packageMaxBytes, md5: body.md5() });
    // held whole, the file alone would add 50 MB; streamed, a few chunks are in flight
    expect(peak - base).toBeLessThan(APP_LIMITS.packageMaxBytes / 2);
    expect(await s.app.packages.size(data.data.fileKey)).toBe(APP_LIMITS.packageMaxBytes);
    await s.db.query('delete from package_files where key = $1', [data.data.fileKey]);
    await s.app.packages.remove(data.data.fileKey);
  });

  it('50 MB + 1 is refused (205030): the staged bytes are deleted and no row is written', async () => {
    const files = await packageFiles();
    const body = streamedBody(APP_LIMITS.packageMaxBytes + 1);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appCenter/packages/upload',
      payload: body.stream,
      headers: { ...body.headers, authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ code: 205030, msg: 'The package may be at most 50 MB' });
    expect(await s.app.packages.staged()).toBe(0);
    expect(await packageFiles()).toBe(files);
  });
});

describe('versions and packages (/appCenter/packages/*)', () => {
  const pkg = 'jp.tokyovend.versions';
  let appId: number;
  let first: number;

  beforeAll(async () => {
    appId = await createApp('merchant01', { packageName: pkg });
  });

  const save = (as: string, body: Record<string, unknown>) => post('packages/save', as, { appId, packageType: 'full', ...body });

  it('save: an APK of the app\'s package makes the version; "1.0" and "1.0.0.0" are one version; data {id}', async () => {
    const a = await uploadApk('merchant01', pkg, 10, '1.0');
    const res = await save('merchant01', { version: '1.0', note: '初版', fileKey: a.fileKey, md5: a.md5.toUpperCase(), signed: true });
    expectCode(res, 200);
    expect(Object.keys(res.body.data)).toEqual(['id']);
    first = res.body.data.id;
    const b = await uploadApk('merchant01', pkg, 10, '1.0');
    expectCode(await save('merchant01', { version: '1.0.0.0', fileKey: b.fileKey, md5: b.md5 }), 200);
    const grouped = await post('packages/pageListByAppIdGroupByVersion', 'merchant01', { appId });
    expectCode(grouped, 200);
    expect(grouped.body.data.total).toBe(1);
    expect(grouped.body.data.list[0]).toMatchObject({ version: '1.0', note: '初版', valid: 1 });
    expect(grouped.body.data.list[0].packages).toHaveLength(2);
    const detail = await post('packages/getDetail', 'merchant01', { id: first });
    expect(detail.body.data).toMatchObject({
      appId,
      version: '1.0',
      packageType: 'full',
      baseVersion: null,
      format: 'apk',
      packageName: pkg,
      versionCode: 10,
      signed: true,
      encrypted: false,
      products: [],
      valid: 1,
    });
  });

  it("the versionCode grows with the version (205025); the package name is the app's (205024); the MD5 the file's (205022)", async () => {
    const low = await uploadApk('merchant01', pkg, 9, '2.0');
    expectCode(await save('merchant01', { version: '2.0', fileKey: low.fileKey, md5: low.md5 }), 205025, 409);
    const good = await uploadApk('merchant01', pkg, 20, '2.0');
    expectCode(await save('merchant01', { version: '2.0', fileKey: good.fileKey, md5: good.md5 }), 200);
    // between 1.0 (10) and 2.0 (20): 15 fits, 25 does not
    const over = await uploadApk('merchant01', pkg, 25, '1.5');
    expectCode(await save('merchant01', { version: '1.5', fileKey: over.fileKey, md5: over.md5 }), 205025);
    const other = await uploadApk('merchant01', 'jp.someone.else', 30, '3.0');
    expectCode(await save('merchant01', { version: '3.0', fileKey: other.fileKey, md5: other.md5 }), 205024, 400);
    const right = await uploadApk('merchant01', pkg, 30, '3.0');
    expectCode(await save('merchant01', { version: '3.0', fileKey: right.fileKey, md5: 'f'.repeat(32) }), 205022, 400);
    expectCode(await save('merchant01', { version: '3.0', fileKey: 'a'.repeat(32), md5: right.md5 }), 205020, 404);
    // the file of a saved package is not another package's
    expectCode(await save('merchant01', { version: '3.0', fileKey: good.fileKey, md5: good.md5 }), 205033, 409);
  });

  it('the platform takes its formats (205023): msi not on Android, zip not on Windows', async () => {
    const msi = await upload(
      'packages/upload',
      'merchant01',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
    );
    expectCode(await save('merchant01', { version: '4.0', fileKey: msi.body.data.fileKey, md5: msi.body.data.md5 }), 205023, 400);
    const win = await createApp('merchant01', { platform: 'windows', packageName: unique('Win') });
    const zip = await upload('packages/upload', 'merchant01', zipArchive([{ name: 'a.txt', data: Buffer.from('a') }]));
    expectCode(
      await post('packages/save', 'merchant01', { appId: win, version: '1', packageType: 'full', fileKey: zip.body.data.fileKey, md5: zip.body.data.md5 }),
      205023,
    );
    expectCode(
      await post('packages/save', 'merchant01', { appId: win, version: '1', packageType: 'full', fileKey: msi.body.data.fileKey, md5: msi.body.data.md5 }),
      200,
    );
  });

  it('a differential package needs an earlier version as its base (100001 without one, 205026 for one that is not earlier or not there); products must exist (205032)', async () => {
    const f = await uploadApk('merchant01', pkg, 40, '4.0');
    const missing = await save('merchant01', { version: '4.0', packageType: 'differential', fileKey: f.fileKey, md5: f.md5 });
    expectCode(missing, 100001);
    expect(fields(missing)).toContain('baseVersion');
    expectCode(await save('merchant01', { version: '4.0', packageType: 'differential', baseVersion: '3.9', fileKey: f.fileKey, md5: f.md5 }), 205026);
    expectCode(await save('merchant01', { version: '4.0', packageType: 'differential', baseVersion: '4.0', fileKey: f.fileKey, md5: f.md5 }), 205026);
    expectCode(
      await save('merchant01', { version: '4.0', packageType: 'differential', baseVersion: '2', fileKey: f.fileKey, md5: f.md5, products: [99_999_999] }),
      205032,
    );
    const [product] = await s.db.query<{ id: number }>('select id from products order by id limit 1');
    const ok = await save('merchant01', {
      version: '4.0',
      packageType: 'differential',
      baseVersion: '2',
      fileKey: f.fileKey,
      md5: f.md5,
      products: [product.id],
      encrypted: true,
    });
    expectCode(ok, 200);
    expect((await post('packages/getDetail', 'merchant01', { id: ok.body.data.id })).body.data).toMatchObject({
      packageType: 'differential',
      baseVersion: '2.0',
      products: [product.id],
      encrypted: true,
    });
  });

  it('version numbers: digits and dots up to 999.999.999.999; a note up to 500 (100001 otherwise)', async () => {
    const f = await uploadApk('merchant01', pkg, 50, '5');
    for (const version of ['1000', '1.2.3.4.5', 'v1', '1..2', '']) {
      const res = await save('merchant01', { version, fileKey: f.fileKey, md5: f.md5 });
      expectCode(res, 100001);
      expect(fields(res)).toContain('version');
    }
    const note = await save('merchant01', { version: '5', note: 'x'.repeat(501), fileKey: f.fileKey, md5: f.md5 });
    expect(fields(note)).toContain('note');
    expectCode(await save('merchant01', { version: '999.999.999.999', note: 'x'.repeat(500), fileKey: f.fileKey, md5: f.md5 }), 200);
  });

  it('queryList filters by version and validity; newest version first', async () => {
    const all = await post('packages/queryList', 'merchant01', { appId });
    expectCode(all, 200);
    expect(all.body.data[0].version).toBe('999.999.999.999');
    const v1 = await post('packages/queryList', 'merchant01', { appId, version: '1.0.0' });
    expect(v1.body.data.map((p: any) => p.version)).toEqual(['1.0', '1.0']);
  });

  it('a package can be made invalid, but not the last usable one of a valid version (205027); a whole version pack can (batch), and back', async () => {
    const [one, two] = (await post('packages/queryList', 'merchant01', { appId, version: '1.0' })).body.data.map((p: any) => p.id);
    expectCode(await post('packages/update', 'merchant01', { id: one, valid: 0 }), 200);
    expectCode(await post('packages/update', 'merchant01', { id: two, valid: 0 }), 205027, 409);
    const batch = await post('packages/batchUpdatePackagesByAppVersion', 'merchant01', { appId, version: '1.0', valid: 0 });
    expectCode(batch, 200);
    expect(batch.body.data).toMatchObject({ version: '1.0', valid: 0, packages: 1 });
    expect((await post('packages/queryList', 'merchant01', { appId, version: '1', valid: 1 })).body.data).toEqual([]);
    // a package of an invalid version waits for its version
    expectCode(await post('packages/update', 'merchant01', { id: one, valid: 1 }), 205034, 409);
    expectCode(await post('packages/batchUpdatePackagesByAppVersion', 'merchant01', { appId, version: '1.0', valid: 1 }), 200);
    expect((await post('packages/queryList', 'merchant01', { appId, version: '1', valid: 1 })).body.data).toHaveLength(2);
    expectCode(await post('packages/batchUpdatePackagesByAppVersion', 'merchant01', { appId, version: '7.7', valid: 0 }), 205028, 404);
  });

  it("updateSave: replaces a package's file with the same checks; the version stays", async () => {
    const f = await uploadApk('merchant01', pkg, 11, '1.0');
    const res = await post('packages/updateSave', 'merchant01', { id: first, note: '差し替え', packageType: 'full', fileKey: f.fileKey, md5: f.md5 });
    expectCode(res, 200);
    expect((await post('packages/getDetail', 'merchant01', { id: first })).body.data).toMatchObject({
      version: '1.0',
      note: '差し替え',
      fileKey: f.fileKey,
      versionCode: 11,
      signed: false,
    });
    const tooHigh = await uploadApk('merchant01', pkg, 21, '1.0');
    expectCode(await post('packages/updateSave', 'merchant01', { id: first, packageType: 'full', fileKey: tooHigh.fileKey, md5: tooHigh.md5 }), 205025);
    expectCode(await post('packages/updateSave', 'merchant01', { id: 99_999_999, packageType: 'full', fileKey: f.fileKey, md5: f.md5 }), 205029, 404);
  });

  it('listing needs a valid version (205013); a listed app keeps one (205013 on invalidating the last)', async () => {
    const bare = await createApp('merchant01');
    expectCode(await post('customerStatus/appUppLower', 'merchant01', { id: bare, shelf: 1 }), 205013, 409);
    const single = await createApp('merchant01', { packageName: 'jp.single.version' });
    const f = await uploadApk('merchant01', 'jp.single.version', 1, '1');
    expectCode(await post('packages/save', 'merchant01', { appId: single, version: '1', packageType: 'full', fileKey: f.fileKey, md5: f.md5 }), 200);
    const listed = await post('customerStatus/appUppLower', 'merchant01', { id: single, shelf: 1 });
    expectCode(listed, 200);
    expect(listed.body.data).toEqual({ id: single, shelf: 1 });
    expect((await post('appBase/getDetail', 'merchant01', { id: single })).body.data).toMatchObject({ shelf: 1, versionCount: 1, latestVersion: '1' });
    expectCode(await post('packages/batchUpdatePackagesByAppVersion', 'merchant01', { appId: single, version: '1', valid: 0 }), 205013);
    expectCode(await post('customerStatus/appUppLower', 'merchant01', { id: single, shelf: 0 }), 200);
    expectCode(await post('packages/batchUpdatePackagesByAppVersion', 'merchant01', { appId: single, version: '1', valid: 0 }), 200);
    expectCode(await post('customerStatus/appUppLower', 'store01', { id: single, shelf: 1 }), 101005, 403);
  });

  it('saves racing for one app are checked one after another: whatever wins, the versionCodes grow with the versions', async () => {
    const racePkg = 'jp.race.versions';
    const app = await createApp('merchant01', { packageName: racePkg });
    // versions 1..6 with versionCodes in the opposite order: any two of them contradict each other
    const files = await Promise.all([1, 2, 3, 4, 5, 6].map((v) => uploadApk('merchant01', racePkg, 100 - v, `${v}`)));
    const results = await Promise.all(
      files.map((f, i) => post('packages/save', 'merchant01', { appId: app, version: `${i + 1}`, packageType: 'full', fileKey: f.fileKey, md5: f.md5 })),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 205025)).toHaveLength(5);
    const rows = await s.db.query<{ key: number; code: number }>(
      `select v.version_key as key, f.version_code as code from app_packages p join app_versions v on v.id = p.version_id join package_files f on f.key = p.file_key where p.app_id = $1 order by v.version_key`,
      [app],
    );
    expect(rows).toHaveLength(1);
  });

  it("scope: another merchant cannot read, save into, edit or invalidate this merchant's versions and packages, nor use its files", async () => {
    expectCode(await post('packages/getDetail', 'merchant02', { id: first }), 205029, 404);
    expectCode(await post('packages/update', 'merchant02', { id: first, valid: 0 }), 205029);
    expectCode(await post('packages/queryList', 'merchant02', { appId }), 205010, 404);
    expectCode(await post('packages/pageListByAppIdGroupByVersion', 'merchant02', { appId }), 205010);
    expectCode(await post('packages/batchUpdatePackagesByAppVersion', 'merchant02', { appId, version: '1.0', valid: 0 }), 205010);
    const mine = await uploadApk('merchant01', pkg, 60, '6');
    expectCode(await post('packages/save', 'merchant02', { appId, version: '6', packageType: 'full', fileKey: mine.fileKey, md5: mine.md5 }), 205010);
    const theirApp = await createApp('merchant02', { packageName: pkg });
    expectCode(
      await post('packages/save', 'merchant02', { appId: theirApp, version: '6', packageType: 'full', fileKey: mine.fileKey, md5: mine.md5 }),
      205020,
      404,
    );
    expectCode(await post('packages/updateSave', 'merchant02', { id: first, packageType: 'full', fileKey: mine.fileKey, md5: mine.md5 }), 205029);
    expectCode(await post('packages/queryList', 'store01', { appId }), 101005, 403);
    expectCode(await post('packages/save', 'viewer01', { appId, version: '6', packageType: 'full', fileKey: mine.fileKey, md5: mine.md5 }), 101005, 403);
  });
});

describe('kiosk-mode whitelist (/appCenter/appBase/whitelist)', () => {
  it('add (once per app), list, and delete; only Android apps (205050)', async () => {
    const app = await createApp('merchant01');
    const add = await post('appBase/whitelist/add', 'merchant01', { appIds: [app] });
    expectCode(add, 200);
    expect(add.body.data).toEqual({ orgId: orgs.tokyoVend, added: 1 });
    expect((await post('appBase/whitelist/add', 'merchant01', { appIds: [app] })).body.data.added).toBe(0);
    const win = await createApp('merchant01', { platform: 'windows', packageName: unique('W') });
    expectCode(await post('appBase/whitelist/add', 'merchant01', { appIds: [app, win] }), 205050, 400);
    const list = await post('appBase/whitelist/list', 'merchant01', { appId: app });
    expectCode(list, 200);
    expect(list.body.data.list).toEqual([expect.objectContaining({ appId: app, orgId: orgs.tokyoVend, platform: 'android' })]);
    const rowId = list.body.data.list[0].id;
    expectCode(await s.call('DELETE', `/api/appCenter/appBase/whitelist?id=${rowId}`, { token: tokens.merchant02 }), 205051, 404);
    const del = await s.call('DELETE', `/api/appCenter/appBase/whitelist?id=${rowId}`, { token: tokens.merchant01 });
    expectCode(del, 200);
    expect(del.body.data).toEqual({ id: rowId });
    expectCode(await s.call('DELETE', `/api/appCenter/appBase/whitelist?id=${rowId}`, { token: tokens.merchant01 }), 205051, 404);
    expect((await post('appBase/whitelist/list', 'merchant01', { appId: app })).body.data.total).toBe(0);
  });

  it("scope: another merchant's app is 205010; an app of the platform may be pinned for a merchant by the platform, not by the merchant; lists show the caller's subtree only", async () => {
    const app = await createApp('merchant01');
    expectCode(await post('appBase/whitelist/add', 'merchant02', { appIds: [app] }), 205010, 404);
    expectCode(await post('appBase/whitelist/add', 'merchant01', { appIds: [app], orgId: orgs.naniwa }), 200006, 403);
    const [platformApp] = await s.db.query<{ id: number }>(
      `select a.id from apps a join organisations o on o.id = a.org_id where o.type = 'platform' and a.platform = 'android' order by a.id limit 1`,
    );
    expectCode(await post('appBase/whitelist/add', 'merchant01', { appIds: [platformApp.id] }), 205010);
    expectCode(await post('appBase/whitelist/add', 'admin', { appIds: [platformApp.id], orgId: orgs.naniwa }), 200);
    // a merchant's app cannot be pinned for another merchant, even by the platform
    expectCode(await post('appBase/whitelist/add', 'admin', { appIds: [app], orgId: orgs.naniwa }), 205010);
    const naniwa = await post('appBase/whitelist/list', 'merchant02', { pageSize: 100 });
    expect(naniwa.body.data.list.map((r: any) => r.appId)).toContain(platformApp.id);
    const tokyo = await post('appBase/whitelist/list', 'merchant01', { pageSize: 100 });
    expect(tokyo.body.data.list.every((r: any) => r.orgId === orgs.tokyoVend)).toBe(true);
    expectCode(await post('appBase/whitelist/list', 'store01'), 101005, 403);
    expectCode(await s.call('DELETE', '/api/appCenter/appBase/whitelist?id=0', { token: tokens.merchant01 }), 100001, 400);
  });
});

describe('the sweep of unused package files', () => {
  it('removes files no package was saved with a day after upload — row and bytes — and keeps saved, recent and demo files', async () => {
    const app = await createApp('merchant01', { packageName: 'jp.sweep.kept' });
    const unused = await uploadApk('merchant01', 'jp.sweep.unused', 1, '1');
    const recent = await uploadApk('merchant01', 'jp.sweep.recent', 1, '1');
    const saved = await uploadApk('merchant01', 'jp.sweep.kept', 1, '1');
    expectCode(await post('packages/save', 'merchant01', { appId: app, version: '1', packageType: 'full', fileKey: saved.fileKey, md5: saved.md5 }), 200);
    await s.db.query(`update package_files set created_at = now() - interval '25 hours' where key = any($1::text[]) or demo`, [
      [unused.fileKey, saved.fileKey],
    ]);
    const removed = await sweepUnusedPackageFiles(s.db, s.app.packages);
    expect(removed).toContain(unused.fileKey);
    expect(removed).not.toContain(saved.fileKey);
    expect(removed).not.toContain(recent.fileKey);
    expect(await s.app.packages.size(unused.fileKey)).toBeNull();
    expect(await s.app.packages.size(saved.fileKey)).toBe(saved.size);
    expect((await s.db.query('select 1 from package_files where demo')).length).toBeGreaterThan(0);
    // a swept file is gone for a save too
    const other = await createApp('merchant01', { packageName: 'jp.sweep.unused' });
    expectCode(
      await post('packages/save', 'merchant01', { appId: other, version: '1', packageType: 'full', fileKey: unused.fileKey, md5: unused.md5 }),
      205020,
      404,
    );
    expect(await sweepUnusedPackageFiles(s.db, s.app.packages)).toEqual([]);
  });
});

describe('the demo estate', () => {
  it('has apps of each platform with versions; their package files, absent from a new store, are given back when first read, with the MD5 the rows hold', async () => {
    const apps = await post('appBase/pageList', 'admin', { pageNum: 1, pageSize: 100 });
    const platforms = new Set(apps.body.data.list.map((a: any) => a.platform));
    expect([...platforms].sort()).toEqual(['android', 'linux', 'windows']);
    const rows = await s.db.query<{ key: string; md5: string; size: number }>('select key, md5, size from package_files where demo');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    // nothing is written at start: the test's new store has none of them until they are read
    expect(await s.app.packages.size(rows[0].key)).toBeNull();
    for (const row of rows) {
      const res = await s.app.inject({ method: 'GET', url: await signedPath(s.db, row.key, Math.floor(Date.now() / 1000) + 60) });
      expect(res.statusCode, row.key).toBe(200);
      expect(md5(res.rawPayload), row.key).toBe(row.md5);
      expect(await s.app.packages.size(row.key)).toBe(Number(row.size));
    }
    const apk = await s.db.query<{ package_name: string; version_code: number }>(
      `select package_name, version_code from package_files where demo and format = 'apk' order by version_code desc limit 1`,
    );
    expect(apk[0].package_name).toMatch(/^jp\./);
  });

  it('has a started gray release that pauses by itself once the simulated fleet fails two of its three gray devices', async () => {
    const g = DEMO_GRAY_RELEASE;
    const [app] = await s.db.query<{ id: number }>('select id from apps where package_name = $1', [g.packageName]);
    const page = async () => {
      const res = await post('grayDeviceTemp/page', 'admin', { appId: Number(app.id), version: g.version });
      expectCode(res, 200);
      return res.body.data;
    };
    const seeded = await page();
    expect(seeded).toMatchObject({
      grayStatus: 'gray',
      successThreshold: g.successThreshold,
      errorThreshold: g.errorThreshold,
      total: 3,
      counts: { notSent: 3 },
    });
    expect(seeded.list.map((d: { serialNum: string }) => d.serialNum).sort()).toEqual([...g.failing, ...g.sound].sort());
    // once the fleet is online its gray devices are queued (once, however often the server starts)
    await queueDemoGrayRelease(s.db);
    await queueDemoGrayRelease(s.db);
    const queued = await s.db.query<{ serial_num: string }>(
      'select d.serial_num from app_release_outbox o join devices d on d.id = o.device_id where o.release_id = $1 order by d.serial_num',
      [seeded.releaseId],
    );
    expect(queued.map((r) => r.serial_num)).toEqual([...g.failing, ...g.sound].sort());
    // sent (no link here: as the outbox would record them), the two failing devices answer with an error
    const ids = await s.db.query<{ id: number; serial_num: string }>('select id, serial_num from devices where serial_num = any($1::text[])', [
      [...g.failing, ...g.sound],
    ]);
    for (const d of ids) {
      const requestId = randomUUID();
      await s.db.query(
        `insert into push_messages (request_id, device_id, serial_num, type, source, expires_at, ack_result) values ($1, $2, $3, 30, 'appInstall', now() + interval '1 hour', $4)`,
        [requestId, d.id, d.serial_num, g.failing.includes(d.serial_num) ? 'error' : null],
      );
      await s.db.query(
        `insert into app_install_commands (app_id, device_id, op, package_name, version_id, package_id, target_version, install_mode, startup_mode, request_id, release_id)
        select $1, $2, 'install', $3, v.id, p.id, v.version, 'forced', 'auto', $4, $5 from app_versions v join app_packages p on p.version_id = v.id and p.package_type = 'full'
         where v.app_id = $1 and v.version = $6`,
        [app.id, d.id, g.packageName, requestId, seeded.releaseId, g.version],
      );
    }
    expect(await sweepGrayReleases({ db: s.db, link: null })).toMatchObject({ [seeded.releaseId]: 'paused' });
    expect(await page()).toMatchObject({ grayStatus: 'paused', pause: { gray: 3, failed: 2, errorThreshold: g.errorThreshold } });
  });
});
