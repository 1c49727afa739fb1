/**
 * The bootanimation.zip rules (src/domain/boot-animation.ts), one good archive and one archive per fault:
 * the same check runs on the server (the refusal) and in the console (before sending, and the preview).
 */
import { describe, expect, it } from 'vitest';
import { checkBootAnimation, faultMessage, pngSize, type BootFault } from '../../src/domain/boot-animation.js';
import { zipOf } from '../support/zip.js';
import { png, JPEG_BYTES } from '../support/png.js';

const frame = (w = 32, h = 24) => png(w, h);
const DESC = '32 24 10\np 1 0 part0\nc 0 2 part1 #000000\n';
const good = (over: Record<string, Buffer | string | null> = {}, compress: string[] = []) => {
  const files: Record<string, Buffer | string | null> = {
    'desc.txt': DESC,
    'part0/00000.png': frame(),
    'part0/00001.png': frame(),
    'part0/00002.png': frame(),
    'part1/0001.png': frame(),
    'part1/0002.png': frame(),
    ...over,
  };
  return zipOf(
    Object.entries(files)
      .filter(([, v]) => v !== null)
      .map(([name, data]) => ({ name, data: data!, compress: compress.includes(name) })),
  );
};
const faults = (zip: Buffer) => {
  const r = checkBootAnimation(zip);
  return 'faults' in r ? r.faults : [];
};

describe('a good boot animation', () => {
  it("reads the header, the parts in order and each part's frames in sequence", () => {
    const r = checkBootAnimation(good({ 'part0/trim.txt': '32x24+0+0', 'part1/audio.wav': 'RIFF' }));
    expect('animation' in r && r.animation).toEqual({
      width: 32,
      height: 24,
      fps: 10,
      frameCount: 5,
      parts: [
        { type: 'p', count: 1, pause: 0, folder: 'part0', frames: ['part0/00000.png', 'part0/00001.png', 'part0/00002.png'] },
        { type: 'c', count: 0, pause: 2, folder: 'part1', frames: ['part1/0001.png', 'part1/0002.png'] },
      ],
    });
  });
  it("reads a PNG's size from its header, and nothing else as a PNG", () => {
    expect(pngSize(png(7, 5))).toEqual({ width: 7, height: 5 });
    expect(pngSize(JPEG_BYTES)).toBeUndefined();
  });
});

/** Each fault: the archive, and what the refusal names. */
const CASES: [string, () => Buffer, BootFault[]][] = [
  ['not a zip', () => Buffer.from('hello'), [{ fault: 'notZip' }]],
  ['a compressed entry', () => good({}, ['part0/00001.png']), [{ fault: 'compressed', entry: 'part0/00001.png' }]],
  ['no desc.txt', () => good({ 'desc.txt': null }), [{ fault: 'noDesc', entry: 'desc.txt' }]],
  [
    'a header without FPS',
    () => good({ 'desc.txt': '32 24\np 1 0 part0\n' }),
    [{ fault: 'descHeader', entry: 'desc.txt', values: { min: 16, max: 4096, fpsMin: 1, fpsMax: 60 } }],
  ],
  ['a rate of 0', () => good({ 'desc.txt': '32 24 0\np 1 0 part0\n' }), [expect.objectContaining({ fault: 'descHeader' })]],
  ['a bad part line', () => good({ 'desc.txt': '32 24 10\np 1 part0\n' }), [{ fault: 'descPart', entry: 'desc.txt', values: { line: 2 } }]],
  ['no part line', () => good({ 'desc.txt': '32 24 10\n' }), [{ fault: 'noParts', entry: 'desc.txt' }]],
  ['a part without frames', () => good({ 'desc.txt': '32 24 10\np 1 0 part9\n' }), [{ fault: 'noFrames', entry: 'part9' }]],
  ['a frame not named by number', () => good({ 'part0/frame.png': frame() }), [{ fault: 'frameName', entry: 'part0/frame.png' }]],
  ['numbers of two widths', () => good({ 'part0/0003.png': frame() }), [{ fault: 'frameName', entry: 'part0/0003.png' }]],
  ['a gap in the sequence', () => good({ 'part0/00001.png': null }), [{ fault: 'frameGap', entry: 'part0', values: { expected: '00001.png' } }]],
  ['a frame that is no PNG', () => good({ 'part0/00001.png': JPEG_BYTES }), [{ fault: 'notPng', entry: 'part0/00001.png' }]],
  [
    'a frame of another size',
    () => good({ 'part1/0002.png': frame(33, 24) }),
    [{ fault: 'frameSize', entry: 'part1/0002.png', values: { actual: '33×24', expected: '32×24' } }],
  ],
];

describe('a faulty boot animation is refused with what is wrong', () => {
  it.each(CASES)('%s', (_, make, expected) => {
    expect(faults(make())).toEqual(expected);
  });
  it('words each fault in the four languages', () => {
    const f: BootFault = { fault: 'compressed', entry: 'part0/00001.png' };
    expect(faultMessage(f, 'en')).toBe('part0/00001.png is compressed: make the zip stored, without compression');
    expect(faultMessage(f, 'ja')).toBe('part0/00001.png が圧縮されています。zip は無圧縮（格納）で作成してください');
    expect(faultMessage({ fault: 'frameSize', entry: 'a.png', values: { actual: '1×1', expected: '2×2' } }, 'zh-CN')).toBe(
      'a.png 为 1×1，应为 desc.txt 中的 2×2',
    );
    expect(faultMessage({ fault: 'noDesc' }, 'zh-TW')).toBe('缺少 desc.txt');
  });
});
