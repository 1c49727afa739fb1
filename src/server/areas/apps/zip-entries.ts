import type { FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/**
 * Reads a zip archive's central directory from a file on disk — only its end, never the whole file — and
 * the bytes of one named entry: what telling an APK from a zip and reading its manifest needs, without a
 * zip library. ZIP64 archives (over 4 GB or 65535 entries) are not packages this store takes.
 */

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record (22 bytes) plus the longest comment a zip can carry. */
const TAIL = 22 + 0xffff;
/** A central directory larger than this is not a package's (an APK's is tens of KB): it is not read into memory. */
const CENTRAL_MAX = 8 * 1024 * 1024;

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await file.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** The entries of the archive, or null when the file is not a readable zip. */
export async function zipEntries(file: FileHandle, fileSize: number): Promise<ZipEntry[] | null> {
  if (fileSize < 22) return null;
  const start = Math.max(0, fileSize - TAIL);
  const tail = await read(file, start, fileSize - start);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const count = tail.readUInt16LE(at + 10);
  const cdSize = tail.readUInt32LE(at + 12);
  const cdOffset = tail.readUInt32LE(at + 16);
  if (cdOffset === 0xffffffff || cdSize > CENTRAL_MAX || cdOffset + cdSize > fileSize) return null;
  const cd = await read(file, cdOffset, cdSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) return null;
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    if (p + 46 + nameLength > cd.length) return null;
    entries.push({
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      method: cd.readUInt16LE(p + 10),
      compressedSize: cd.readUInt32LE(p + 20),
      size: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of one entry (stored or deflated), or null when they cannot be read or exceed `maxBytes`. */
export async function entryBytes(file: FileHandle, entry: ZipEntry, maxBytes: number): Promise<Buffer | null> {
  if (entry.size > maxBytes || entry.compressedSize > maxBytes) return null;
  const header = await read(file, entry.localOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) return null;
  const dataAt = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = await read(file, dataAt, entry.compressedSize);
  if (raw.length !== entry.compressedSize) return null;
  if (entry.method === 0) return raw;
  if (entry.method !== 8) return null;
  try {
    // the declared size bounds the output: a zip bomb stops at maxBytes
    return inflateRawSync(raw, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}
