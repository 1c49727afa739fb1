import { createHash } from 'node:crypto';
import { encodePng, type Rgb } from '../png.js';
import { IMAGE_LIMITS } from '../../domain/image-limits.js';

/**
 * Pictures for the demo catalogue: a 750 × 750 PNG per good, as an upload must be, drawn rather than shipped
 * as files — a silhouette by category (a bottle for drinks, a packet for food, a ball for toys, a box for
 * the rest) in a colour taken from the barcode. A few KB each; made once per process.
 */

const SIDE = IMAGE_LIMITS.goods.exact.width;
const BACKGROUND: Rgb = [246, 246, 242];

/** The row span [from, to) a shape covers at height y, or undefined. */
type Shape = (y: number) => [number, number] | undefined;

const centred = (half: number): [number, number] => [Math.round(SIDE / 2 - half), Math.round(SIDE / 2 + half)];

const SHAPES: Record<number, Shape> = {
  // drinks: a cap, a neck widening into the shoulders, the body
  1: (y) => (y >= 90 && y < 140 ? centred(45) : y >= 140 && y < 240 ? centred(45 + ((y - 140) / 100) * 95) : y >= 240 && y < 680 ? centred(140) : undefined),
  // food: a wide packet with crimped ends
  2: (y) => (y >= 200 && y < 560 ? centred(y < 230 || y >= 530 ? 250 + ((y >> 3) % 2) * 12 : 280) : undefined),
  // toys: a ball
  3: (y) => {
    const dy = y - SIDE / 2;
    return Math.abs(dy) < 260 ? centred(Math.sqrt(260 * 260 - dy * dy)) : undefined;
  },
  // other: a box
  4: (y) => (y >= 170 && y < 600 ? centred(230) : undefined),
};

/** A strong colour from a barcode: its hash picks the hue. */
function colourOf(barcode: string): Rgb {
  const h = createHash('md5').update(barcode).digest()[0] / 255;
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    return Math.round(255 * (0.5 - 0.45 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const made = new Map<string, Buffer>();

/** The demo picture of a good of `categoryId` with `barcode`. */
export function demoGoodsImage(categoryId: number, barcode: string): Buffer {
  const key = `${categoryId}/${barcode}`;
  let image = made.get(key);
  if (!image) {
    const shape = SHAPES[categoryId] ?? SHAPES[4];
    const colour = colourOf(barcode);
    const rows = Buffer.alloc(SIDE * SIDE * 3);
    for (let y = 0; y < SIDE; y++) {
      const span = shape(y);
      for (let x = 0; x < SIDE; x++) rows.set(span && x >= span[0] && x < span[1] ? colour : BACKGROUND, (y * SIDE + x) * 3);
    }
    image = encodePng(SIDE, SIDE, rows);
    made.set(key, image);
  }
  return image;
}
