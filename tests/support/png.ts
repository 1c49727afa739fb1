import { randomBytes } from 'node:crypto';
import { encodePng } from '../../src/server/png.js';

/**
 * A real PNG (8-bit RGB) of `width` × `height`: one colour (a few KB), or `noise` (random pixels, which do
 * not compress: 750 × 750 is about 1.6 MB).
 */
export function png(width: number, height: number, opts: { noise?: boolean; rgb?: [number, number, number] } = {}): Buffer {
  if (opts.noise) return encodePng(width, height, randomBytes(width * height * 3));
  const rows = Buffer.alloc(width * height * 3);
  const [r, g, b] = opts.rgb ?? [200, 40, 40];
  for (let i = 0; i < width * height; i++) rows.set([r, g, b], i * 3);
  return encodePng(width, height, rows);
}

/** The first bytes of a JPEG (SOI, JFIF APP0): what a .jpg renamed .png starts with. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.alloc(200, 0x11),
  Buffer.from([0xff, 0xd9]),
]);
