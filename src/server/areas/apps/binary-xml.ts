/**
 * Reads the root element's attributes of an Android binary XML document (the compiled AndroidManifest.xml of
 * an APK): the string pool, the resource map (attributes a build tool stripped of their names are known by
 * their resource id) and the first start-element chunk. Enough to learn an APK's package, versionCode and
 * versionName; anything malformed answers null rather than throwing.
 */

const RES_XML = 0x0003;
const RES_STRING_POOL = 0x0001;
const RES_XML_RESOURCE_MAP = 0x0180;
const RES_XML_START_ELEMENT = 0x0102;
const UTF8_FLAG = 0x100;
/** Typed values: a string, a decimal or a hexadecimal integer. */
const TYPE_STRING = 0x03;
const TYPE_INT_DEC = 0x10;
const TYPE_INT_HEX = 0x11;

/** android:versionCode, android:versionName. */
export const ATTRIBUTE_IDS: Record<number, string> = { 0x0101021b: 'versionCode', 0x0101021c: 'versionName' };

export interface RootElement {
  name: string;
  attributes: Record<string, string | number>;
}

function readStrings(buf: Buffer, at: number): string[] {
  const headerSize = buf.readUInt16LE(at + 2);
  const count = buf.readUInt32LE(at + 8);
  const flags = buf.readUInt32LE(at + 16);
  const stringsStart = buf.readUInt32LE(at + 20);
  const utf8 = (flags & UTF8_FLAG) !== 0;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let p = at + stringsStart + buf.readUInt32LE(at + headerSize + i * 4);
    if (utf8) {
      // the length in UTF-16 units, then in bytes: each one or two bytes
      p += buf[p] & 0x80 ? 2 : 1;
      let length = buf[p];
      if (length & 0x80) length = ((length & 0x7f) << 8) | buf[++p];
      p += 1;
      out.push(buf.toString('utf8', p, p + length));
    } else {
      let length = buf.readUInt16LE(p);
      if (length & 0x8000) {
        length = ((length & 0x7fff) << 16) | buf.readUInt16LE(p + 2);
        p += 2;
      }
      p += 2;
      out.push(buf.toString('utf16le', p, p + length * 2));
    }
  }
  return out;
}

export function rootElement(buf: Buffer): RootElement | null {
  try {
    if (buf.length < 8 || buf.readUInt16LE(0) !== RES_XML) return null;
    let strings: string[] = [];
    let resourceIds: number[] = [];
    let at = buf.readUInt16LE(2);
    while (at + 8 <= buf.length) {
      const type = buf.readUInt16LE(at);
      const headerSize = buf.readUInt16LE(at + 2);
      const size = buf.readUInt32LE(at + 4);
      if (size < 8 || at + size > buf.length) return null;
      if (type === RES_STRING_POOL) strings = readStrings(buf, at);
      else if (type === RES_XML_RESOURCE_MAP) {
        resourceIds = [];
        for (let p = at + headerSize; p + 4 <= at + size; p += 4) resourceIds.push(buf.readUInt32LE(p));
      } else if (type === RES_XML_START_ELEMENT) {
        const ext = at + headerSize;
        const name = strings[buf.readUInt32LE(ext + 4)];
        const attributeStart = buf.readUInt16LE(ext + 8);
        const attributeSize = buf.readUInt16LE(ext + 10);
        const attributeCount = buf.readUInt16LE(ext + 12);
        const attributes: Record<string, string | number> = {};
        for (let i = 0; i < attributeCount; i++) {
          const a = ext + attributeStart + i * attributeSize;
          const nameIndex = buf.readUInt32LE(a + 4);
          const attrName = ATTRIBUTE_IDS[resourceIds[nameIndex]] ?? strings[nameIndex];
          const raw = buf.readUInt32LE(a + 8);
          const dataType = buf[a + 15];
          const data = buf.readUInt32LE(a + 16);
          if (attrName === undefined) continue;
          if (raw !== 0xffffffff && strings[raw] !== undefined) attributes[attrName] = strings[raw];
          else if (dataType === TYPE_STRING && strings[data] !== undefined) attributes[attrName] = strings[data];
          else if (dataType === TYPE_INT_DEC || dataType === TYPE_INT_HEX) attributes[attrName] = data;
        }
        return name === undefined ? null : { name, attributes };
      }
      at += size;
    }
    return null;
  } catch {
    // a read past the end (RangeError) of a malformed document
    return null;
  }
}
