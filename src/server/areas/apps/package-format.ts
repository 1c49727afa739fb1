import { open } from 'node:fs/promises';
import type { PackageFormat } from '../../../domain/apps.js';
import { fail } from '../../errors.js';
import { entryBytes, zipEntries } from './zip-entries.js';
import { rootElement } from './binary-xml.js';

/**
 * What a package file is, decided by its bytes (never its name or claimed type): an APK (a zip holding
 * AndroidManifest.xml — its package, versionCode and versionName are read from it), another zip, a Windows
 * installer (MSI: a compound file) or executable (PE: "MZ"), a PPM image (Netpbm "P3"/"P6"), or a firmware
 * image (bin: binary bytes of none of those kinds). Text, and the image and document formats below, are not
 * packages: refused with 205021. An archive with a manifest that cannot be read is 205031.
 */

export interface PackageInfo {
  format: PackageFormat;
  packageName?: string;
  versionName?: string;
  versionCode?: number;
}

/** How many first bytes `sniff` needs. */
export const HEAD_BYTES = 4096;
/** A manifest larger than this is not read (a compiled manifest is a few KB; this bounds a zip bomb). */
const MANIFEST_MAX = 4 * 1024 * 1024;

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Formats that are plainly not packages: PNG, JPEG, GIF, PDF. */
const NOT_PACKAGES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
];

/** Text (UTF-8 without NUL) is not a package: a script, a web page, a form sent by mistake. */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // a character cut at the end of the head is not a reason to call the bytes binary
  const cut = head.length === HEAD_BYTES ? head.subarray(0, HEAD_BYTES - 4) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(cut);
    return true;
  } catch {
    return false;
  }
}

/** Decides the format of the file at `path` (`size` bytes, starting with `head`); refuses what is no package. */
export async function packageInfo(path: string, size: number, head: Buffer): Promise<PackageInfo> {
  if (startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP)) return zipInfo(path, size);
  if (startsWith(head, CFB)) return { format: 'msi' };
  if (startsWith(head, [0x4d, 0x5a])) return { format: 'exe' };
  if (/^P[36]\s/.test(head.toString('latin1', 0, 3))) return { format: 'ppm' };
  if (NOT_PACKAGES.some((magic) => startsWith(head, magic)) || isText(head)) fail(205021);
  return { format: 'bin' };
}

async function zipInfo(path: string, size: number): Promise<PackageInfo> {
  const file = await open(path, 'r');
  try {
    const entries = await zipEntries(file, size);
    if (!entries) fail(205021);
    const manifest = entries.find((e) => e.name === 'AndroidManifest.xml');
    if (!manifest) return { format: 'zip' };
    const bytes = await entryBytes(file, manifest, MANIFEST_MAX);
    const root = bytes ? rootElement(bytes) : null;
    const packageName = root?.attributes.package;
    if (!root || root.name !== 'manifest' || typeof packageName !== 'string' || !packageName) fail(205031);
    const code = Number(root.attributes.versionCode);
    const name = root.attributes.versionName;
    return {
      format: 'apk',
      packageName,
      versionName: name === undefined ? undefined : String(name),
      versionCode: Number.isSafeInteger(code) && code >= 0 ? code : undefined,
    };
  } finally {
    await file.close();
  }
}
