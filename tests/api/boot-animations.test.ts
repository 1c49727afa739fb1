/**
 * Boot animations (/custom/bootAnimation/*; issue 18): a good bootanimation.zip is kept and served back;
 * a compressed one, and each other fault, is refused with what is wrong in the caller's language and
 * nothing kept; the list and the file obey the organisation scope.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { zipOf } from '../support/zip.js';
import { png } from '../support/png.js';
import { ERRORS } from '../../src/domain/errors.js';
import { BOOT_ANIMATION_FAULTS } from '../../src/domain/boot-animation.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const animation = (compress: string[] = [], frameSize = 32) =>
  zipOf([
    { name: 'desc.txt', data: '32 24 12\np 0 0 part0\n' },
    ...[0, 1, 2].map((i) => ({ name: `part0/0000${i}.png`, data: png(i === 2 ? frameSize : 32, 24), compress: compress.includes(`part0/0000${i}.png`) })),
  ]);

async function upload(as: string, data: Buffer, fields: Record<string, string | number> = { name: '春の起動画面' }, lang = 'en') {
  const { payload, headers } = multipart(fields, [{ field: 'file', name: 'bootanimation.zip', data }]);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/custom/bootAnimation/upload',
    payload,
    headers: { ...headers, 'accept-language': lang, authorization: `Bearer ${tokens[as]}` },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const list = (as: string, body: Record<string, unknown> = {}) => s.call('POST', '/api/custom/bootAnimation/pageList', { token: tokens[as], body });
const count = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from boot_animations'))[0].n;

describe('boot animation upload', () => {
  it('keeps a good animation with what desc.txt says, and serves the same bytes back', async () => {
    const zip = animation();
    const res = await upload('merchant01', zip);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), width: 32, height: 24, fps: 12, frameCount: 3, md5: createHash('md5').update(zip).digest('hex') });
    const page = await list('merchant01', { name: '春の' });
    expect(page.body.data.list[0]).toMatchObject({
      id: res.body.data.id,
      name: '春の起動画面',
      fileName: 'bootanimation.zip',
      orgName: '東京ベンディング',
      width: 32,
      height: 24,
      fps: 12,
      frameCount: 3,
      userAccount: 'merchant01',
    });
    const file = await s.app.inject({
      method: 'POST',
      url: `/api/custom/bootAnimation/file/${res.body.data.id}`,
      headers: { authorization: `Bearer ${tokens.merchant01}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(Buffer.compare(file.rawPayload, zip)).toBe(0);
  });

  it("refuses a compressed zip (203017), naming the compressed entry in the caller's language, and keeps nothing", async () => {
    const before = await count();
    const res = await upload('merchant01', animation(['part0/00001.png']), { name: 'compressed' }, 'ja');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(203017);
    expect(res.body.fields).toEqual([{ field: 'file:part0/00001.png', message: BOOT_ANIMATION_FAULTS.compressed.ja.replace('%{entry}', 'part0/00001.png') }]);
    expect(await count()).toBe(before);
  });

  it('refuses a frame of another size, and bytes that are no zip, each with what is wrong', async () => {
    const before = await count();
    const wrongSize = await upload('merchant01', animation([], 40));
    expect(wrongSize.body.fields).toEqual([{ field: 'file:part0/00002.png', message: 'part0/00002.png is 40×24, not the 32×24 of desc.txt' }]);
    const notZip = await upload('merchant01', Buffer.from('not a zip'), { name: 'x' }, 'zh-CN');
    expect(notZip.body).toMatchObject({ code: 203017, fields: [{ field: 'file', message: BOOT_ANIMATION_FAULTS.notZip['zh-CN'] }] });
    expect(await count()).toBe(before);
  });

  it('refuses a missing or blank name (100001), a file over 20 MiB (203015), an organisation of another merchant (200006)', async () => {
    expect((await upload('merchant01', animation(), {})).body.code).toBe(100001);
    expect((await upload('merchant01', animation(), { name: ' padded ' })).body.code).toBe(100001);
    expect((await upload('merchant01', Buffer.alloc(20 * 1024 * 1024 + 1), { name: 'big' })).body.code).toBe(203015);
    const naniwa = await orgId(s.db, 'なにわ自販機');
    const other = await upload('merchant01', animation(), { name: 'other', orgId: naniwa });
    expect(other.body).toMatchObject({ code: 200006, msg: ERRORS[200006].msg.en });
  });

  it('another merchant sees none of them and cannot read the file (203060); a role without the code is refused (101005)', async () => {
    const mine = (await list('merchant01')).body.data.list[0];
    expect((await list('merchant02')).body.data.list.map((b: { id: number }) => b.id)).not.toContain(mine.id);
    const file = await s.call('POST', `/api/custom/bootAnimation/file/${mine.id}`, { token: tokens.merchant02 });
    expect(file.body.code).toBe(203060);
    expect((await list('admin')).body.data.list.map((b: { id: number }) => b.id)).toContain(mine.id);
    expect((await list('store01')).body.code).toBe(101005);
    expect((await upload('store01', animation())).body.code).toBe(101005);
  });
});
