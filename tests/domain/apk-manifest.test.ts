/**
 * The APK reading of the package upload (src/server/areas/apps/): the binary XML reader on manifests laid out
 * as aapt (UTF-16 string pool) and aapt2 (UTF-8) write them, with attribute names or only their resource ids,
 * and on damaged bytes; the zip reader and the format decision on files on disk.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootElement } from '../../src/server/areas/apps/binary-xml.js';
import { binaryManifest, buildApk, zipArchive } from '../../src/server/areas/apps/apk-build.js';
import { HEAD_BYTES, packageInfo } from '../../src/server/areas/apps/package-format.js';
import { AppError } from '../../src/server/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'apk-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
async function info(data: Buffer) {
  const path = join(dir, `f${++n}`);
  writeFileSync(path, data);
  return packageInfo(path, data.length, data.subarray(0, HEAD_BYTES));
}
async function refusal(data: Buffer): Promise<number | undefined> {
  try {
    await info(data);
    return undefined;
  } catch (err) {
    return err instanceof AppError ? err.code : -1;
  }
}

const M = { packageName: 'jp.example.vending', versionCode: 123456, versionName: '1.2.3' };

describe('binary XML: the manifest root', () => {
  it.each([
    ['UTF-16 pool (aapt)', {}],
    ['UTF-8 pool (aapt2)', { utf8: true }],
    ['attribute names stripped: the resource ids tell them', { stripNames: true }],
    ['UTF-8 and stripped', { utf8: true, stripNames: true }],
  ])('%s', (_label, opts) => {
    expect(rootElement(binaryManifest(M, opts))).toEqual({
      name: 'manifest',
      attributes: { package: 'jp.example.vending', versionCode: 123456, versionName: '1.2.3' },
    });
  });

  it('non-ASCII text survives both pools', () => {
    for (const utf8 of [false, true]) expect(rootElement(binaryManifest({ ...M, versionName: '二版' }, { utf8 }))?.attributes.versionName).toBe('二版');
  });

  it('damaged bytes answer null, never throw', () => {
    const good = binaryManifest(M);
    expect(rootElement(Buffer.alloc(0))).toBeNull();
    expect(rootElement(Buffer.from('<manifest package="x"/>'))).toBeNull();
    // cut in the header, in the string pool, in the root element's attributes (the two end chunks are its last 48 bytes)
    for (const cut of [8, 40, good.length - 50]) expect(rootElement(good.subarray(0, cut))).toBeNull();
    const corrupt = Buffer.from(good);
    corrupt.writeUInt32LE(0xfffffff0, 12); // the string pool's size past the end
    expect(rootElement(corrupt)).toBeNull();
  });
});

describe('the format of a file on disk', () => {
  it('an APK, deflated or stored, is read', async () => {
    expect(await info(buildApk(M))).toEqual({ format: 'apk', ...M });
    expect(await info(buildApk(M, 64, { store: true }))).toEqual({ format: 'apk', ...M });
  });

  it('a zip comment after the central directory is skipped to the end record', async () => {
    const apk = buildApk(M);
    const comment = Buffer.from('signed by nobody');
    const withComment = Buffer.concat([apk, comment]);
    withComment.writeUInt16LE(comment.length, apk.length - 2);
    expect((await info(withComment)).packageName).toBe('jp.example.vending');
  });

  it('a manifest that is not binary XML is 205031; an archive without its end record 205021', async () => {
    expect(await refusal(zipArchive([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest/>') }]))).toBe(205031);
    expect(await refusal(buildApk(M).subarray(0, 200))).toBe(205021);
  });

  it('an end record claiming a central directory over 8 MB is not read into memory: 205021', async () => {
    // a local header, then at 64 a well-formed central entry for a.txt, then padding the directory "spans"
    const body = Buffer.alloc(9 * 1024 * 1024);
    body.writeUInt32LE(0x04034b50, 0);
    body.writeUInt32LE(0x02014b50, 64);
    body.writeUInt16LE(5, 64 + 28);
    body.write('a.txt', 64 + 46, 'latin1');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(body.length - 64, 12);
    end.writeUInt32LE(64, 16);
    expect(await refusal(Buffer.concat([body, end]))).toBe(205021);
    // the same entry with an honest directory size is a zip
    end.writeUInt32LE(46 + 5, 12);
    expect((await info(Buffer.concat([body, end]))).format).toBe('zip');
  });

  it('a manifest bomb (over 4 MB inflated) is not inflated past its cap: 205031', async () => {
    expect(await refusal(zipArchive([{ name: 'AndroidManifest.xml', data: Buffer.alloc(5 * 1024 * 1024) }]))).toBe(205031);
  });

  it('text, even long and UTF-8, is no package; binary bytes are bin', async () => {
    expect(await refusal(Buffer.from('名前,値\n'.repeat(2000)))).toBe(205021);
    expect((await info(Buffer.from([0, 1, 2, 3, 255, 254]))).format).toBe('bin');
  });
});
