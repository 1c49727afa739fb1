import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Builds a small, real APK-shaped archive — a zip holding a compiled (binary XML) AndroidManifest.xml with
 * the package, versionCode and versionName, and a classes.dex — the way aapt lays it out. The demo estate's
 * packages and the tests' uploads are made with it, so the upload path reads them exactly as it reads an APK
 * built by the Android tools. It is not signed and installs nowhere: it is a fixture of the manifest reader.
 */

/** A zip of the named entries (deflated unless `store`), with its central directory. */
export function zipArchive(entries: { name: string; data: Buffer; store?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.store ? e.data : deflateRawSync(e.data);
    const method = e.store ? 0 : 8;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

function chunk(type: number, headerSize: number, header: Buffer, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(headerSize, 2);
  head.writeUInt32LE(8 + header.length + body.length, 4);
  return Buffer.concat([head, header, body]);
}

/** A string pool, UTF-16 (aapt) or UTF-8 (aapt2; strings under 128 characters here), padded to four bytes. */
function stringPool(strings: string[], utf8: boolean): Buffer {
  const data: Buffer[] = [];
  const offsets = Buffer.alloc(strings.length * 4);
  let at = 0;
  strings.forEach((s, i) => {
    offsets.writeUInt32LE(at, i * 4);
    const len = Buffer.alloc(2);
    len.writeUInt16LE(s.length);
    const encoded = Buffer.from(s, 'utf8');
    const bytes = utf8
      ? Buffer.concat([Buffer.from([s.length, encoded.length]), encoded, Buffer.alloc(1)])
      : Buffer.concat([len, Buffer.from(s, 'utf16le'), Buffer.alloc(2)]);
    data.push(bytes);
    at += bytes.length;
  });
  let body = Buffer.concat([offsets, ...data]);
  if (body.length % 4) body = Buffer.concat([body, Buffer.alloc(4 - (body.length % 4))]);
  const header = Buffer.alloc(20);
  header.writeUInt32LE(strings.length, 0);
  header.writeUInt32LE(0, 4); // styles
  header.writeUInt32LE(utf8 ? 0x100 : 0, 8); // flags: UTF-8 or UTF-16
  header.writeUInt32LE(28 + offsets.length, 12); // strings start, from the chunk's start
  header.writeUInt32LE(0, 16);
  return chunk(0x0001, 28, header, body);
}

/** The compiled manifest: `<manifest package=… android:versionCode=… android:versionName=…/>`. */
export function binaryManifest(
  m: { packageName: string; versionCode: number; versionName: string },
  opts: { utf8?: boolean; stripNames?: boolean } = {},
): Buffer {
  // names with resource ids first (the resource map covers them), as aapt orders them; a shrinking tool may
  // blank those names, leaving the resource ids to tell the attributes
  const strings = [
    opts.stripNames ? '' : 'versionCode',
    opts.stripNames ? ' ' : 'versionName',
    'android',
    'http://schemas.android.com/apk/res/android',
    'package',
    'manifest',
    m.packageName,
    m.versionName,
  ];
  const S = (s: string) => (s === 'versionCode' ? 0 : s === 'versionName' ? 1 : strings.indexOf(s, 2));
  const pool = stringPool(strings, opts.utf8 === true);
  const ids = Buffer.alloc(8);
  ids.writeUInt32LE(0x0101021b, 0);
  ids.writeUInt32LE(0x0101021c, 4);
  const resourceMap = chunk(0x0180, 8, Buffer.alloc(0), ids);
  const node = (lineNumber: number) => {
    const b = Buffer.alloc(8);
    b.writeUInt32LE(lineNumber, 0);
    b.writeInt32LE(-1, 4);
    return b;
  };
  const nsBody = Buffer.alloc(8);
  nsBody.writeUInt32LE(S('android'), 0);
  nsBody.writeUInt32LE(S('http://schemas.android.com/apk/res/android'), 4);
  const startNs = chunk(0x0100, 16, node(1), nsBody);
  const endNs = chunk(0x0101, 16, node(1), nsBody);
  const attr = (ns: number, name: number, raw: number, dataType: number, data: number) => {
    const a = Buffer.alloc(20);
    a.writeInt32LE(ns, 0);
    a.writeUInt32LE(name, 4);
    a.writeInt32LE(raw, 8);
    a.writeUInt16LE(8, 12);
    a[15] = dataType;
    a.writeUInt32LE(data >>> 0, 16);
    return a;
  };
  const android = S('http://schemas.android.com/apk/res/android');
  const attrs = [
    attr(android, S('versionCode'), -1, 0x10, m.versionCode),
    attr(android, S('versionName'), S(m.versionName), 0x03, S(m.versionName)),
    attr(-1, S('package'), S(m.packageName), 0x03, S(m.packageName)),
  ];
  const ext = Buffer.alloc(20);
  ext.writeInt32LE(-1, 0);
  ext.writeUInt32LE(S('manifest'), 4);
  ext.writeUInt16LE(20, 8); // attributeStart
  ext.writeUInt16LE(20, 10); // attributeSize
  ext.writeUInt16LE(attrs.length, 12);
  const start = chunk(0x0102, 16, node(2), Buffer.concat([ext, ...attrs]));
  const endExt = Buffer.alloc(8);
  endExt.writeInt32LE(-1, 0);
  endExt.writeUInt32LE(S('manifest'), 4);
  const end = chunk(0x0103, 16, node(2), endExt);
  return chunk(0x0003, 8, Buffer.alloc(0), Buffer.concat([pool, resourceMap, startNs, start, end, endNs]));
}

/** An APK-shaped archive of that manifest; `padding` bytes of classes.dex make it as large as a test needs. */
export function buildApk(m: { packageName: string; versionCode: number; versionName: string }, padding = 64, opts: { store?: boolean } = {}): Buffer {
  const dex = Buffer.alloc(Math.max(8, padding));
  Buffer.from('dex\n035\0', 'latin1').copy(dex);
  return zipArchive([
    { name: 'AndroidManifest.xml', data: binaryManifest(m), store: opts.store },
    { name: 'classes.dex', data: dex, store: opts.store },
    { name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\r\nCreated-By: ops-console fixture\r\n\r\n'), store: opts.store },
  ]);
}
