/**
 * Boot animations (Custom > animation edit; issue 18) in Android's bootanimation.zip format, read the same
 * way by the server (which refuses a faulty file) and the console (which checks before sending and plays
 * the preview): no library, a stored zip needs none.
 *
 * - The zip is stored, not compressed: the device maps the frames straight out of it.
 * - `desc.txt`: the first line `WIDTH HEIGHT FPS`, then one line per part, `TYPE COUNT PAUSE FOLDER`
 *   (TYPE `p` plays until boot ends, `c` completes its loops; COUNT loops, 0 = until boot ends; PAUSE frames
 *   held after the part), optionally followed by a background colour `#RRGGBB`.
 * - Each part's folder holds its frames: PNG, named by one number of fixed width in sequence from 0 or 1
 *   (`00000.png`, `00001.png`, …), each WIDTH × HEIGHT.
 */
import type { Translated } from './locale.js';

export const BOOT_ANIMATION_LIMITS = {
  /** The zip's size (203015 beyond). */
  bytes: 20 * 1024 * 1024,
  /** Frame size and rate the header may name. */
  side: { min: 16, max: 4096 },
  fps: { min: 1, max: 60 },
  /** Parts, and frames in all. */
  parts: 10,
  frames: 1000,
} as const;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated, … */
  method: number;
  data: Uint8Array;
}

export interface BootPart {
  type: 'p' | 'c';
  count: number;
  pause: number;
  folder: string;
  /** Frame entry names, in play order. */
  frames: string[];
}

export interface BootAnimation {
  width: number;
  height: number;
  fps: number;
  parts: BootPart[];
  frameCount: number;
}

/** What is wrong with a file: a message key of BOOT_ANIMATION_FAULTS, the entry it is about, and its values. */
export interface BootFault {
  fault: keyof typeof BOOT_ANIMATION_FAULTS;
  entry?: string;
  values?: Record<string, string | number>;
}

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** Each fault, worded in the four languages (`%{name}`: the fault's values). */
export const BOOT_ANIMATION_FAULTS = {
  notZip: t('zip ファイルではありません', '不是 zip 文件', '不是 zip 檔案', 'The file is not a zip archive'),
  compressed: t(
    '%{entry} が圧縮されています。zip は無圧縮（格納）で作成してください',
    '%{entry} 已被压缩。请以不压缩（仅存储）方式创建 zip',
    '%{entry} 已被壓縮。請以不壓縮（僅儲存）方式建立 zip',
    '%{entry} is compressed: make the zip stored, without compression',
  ),
  noDesc: t('desc.txt がありません', '缺少 desc.txt', '缺少 desc.txt', 'desc.txt is missing'),
  descHeader: t(
    'desc.txt の 1 行目は「幅 高さ FPS」です（幅・高さ %{min}〜%{max}、FPS %{fpsMin}〜%{fpsMax}）',
    'desc.txt 第 1 行应为“宽 高 FPS”（宽、高 %{min}～%{max}，FPS %{fpsMin}～%{fpsMax}）',
    'desc.txt 第 1 行應為「寬 高 FPS」（寬、高 %{min}～%{max}，FPS %{fpsMin}～%{fpsMax}）',
    'The first line of desc.txt is "WIDTH HEIGHT FPS" (width and height %{min}–%{max}, FPS %{fpsMin}–%{fpsMax})',
  ),
  descPart: t(
    'desc.txt の %{line} 行目はパートの行「p|c 回数 停止フレーム数 フォルダー」ではありません',
    'desc.txt 第 %{line} 行不是片段行“p|c 次数 暂停帧数 文件夹”',
    'desc.txt 第 %{line} 行不是片段行「p|c 次數 暫停影格數 資料夾」',
    'Line %{line} of desc.txt is not a part line "p|c COUNT PAUSE FOLDER"',
  ),
  noParts: t('desc.txt にパートの行がありません', 'desc.txt 中没有片段行', 'desc.txt 中沒有片段行', 'desc.txt names no part'),
  tooManyParts: t('パートは %{max} 個までです', '片段最多 %{max} 个', '片段最多 %{max} 個', 'At most %{max} parts'),
  noFrames: t('フォルダー %{entry} にフレームがありません', '文件夹 %{entry} 中没有帧', '資料夾 %{entry} 中沒有影格', 'Folder %{entry} holds no frames'),
  frameName: t(
    '%{entry}: フレームは同じ桁数の連番（00000.png, 00001.png …）で名付けてください',
    '%{entry}：帧应以相同位数的连续编号命名（00000.png、00001.png …）',
    '%{entry}：影格應以相同位數的連續編號命名（00000.png、00001.png …）',
    '%{entry}: frames are named by numbers of one width in sequence (00000.png, 00001.png, …)',
  ),
  frameGap: t(
    '%{entry}: 連番が途切れています（%{expected} がありません）',
    '%{entry}：编号不连续（缺少 %{expected}）',
    '%{entry}：編號不連續（缺少 %{expected}）',
    '%{entry}: the sequence has a gap (%{expected} is missing)',
  ),
  notPng: t('%{entry} は PNG 画像ではありません', '%{entry} 不是 PNG 图像', '%{entry} 不是 PNG 影像', '%{entry} is not a PNG image'),
  frameSize: t(
    '%{entry} は %{actual} です。desc.txt の %{expected} にしてください',
    '%{entry} 为 %{actual}，应为 desc.txt 中的 %{expected}',
    '%{entry} 為 %{actual}，應為 desc.txt 中的 %{expected}',
    '%{entry} is %{actual}, not the %{expected} of desc.txt',
  ),
  tooManyFrames: t('フレームは合計 %{max} 枚までです', '帧总数最多 %{max} 张', '影格總數最多 %{max} 張', 'At most %{max} frames in all'),
} as const;

/** A fault as a person reads it, in `locale`. */
export function faultMessage(f: BootFault, locale: keyof Translated): string {
  const vars: Record<string, string | number> = { ...(f.values ?? {}), entry: f.entry ?? '' };
  return BOOT_ANIMATION_FAULTS[f.fault][locale].replace(/%\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

const u16 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u32 = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;
const text = (b: Uint8Array) => new TextDecoder().decode(b);

/** The entries of a zip from its central directory; undefined when the bytes are no zip. */
export function readZip(bytes: Uint8Array): ZipEntry[] | undefined {
  // the end-of-central-directory record: the last signature PK\5\6 within the comment's reach
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) return undefined;
    const method = u16(bytes, at + 10);
    const size = u32(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    const name = text(bytes.subarray(at + 46, at + 46 + nameLength));
    if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50) return undefined;
    const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    if (start + size > bytes.length) return undefined;
    entries.push({ name, method, data: bytes.subarray(start, start + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A PNG's width and height from its header; undefined when the bytes are no PNG. */
export function pngSize(b: Uint8Array): { width: number; height: number } | undefined {
  const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || SIGNATURE.some((x, i) => b[i] !== x) || text(b.subarray(12, 16)) !== 'IHDR') return undefined;
  const be = (o: number) => ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
  return { width: be(16), height: be(20) };
}

const L = BOOT_ANIMATION_LIMITS;
const inRange = (n: number, r: { min: number; max: number }) => Number.isInteger(n) && n >= r.min && n <= r.max;

/**
 * Reads and checks a bootanimation.zip. Answers the animation, or every fault found (the first of a kind
 * that stops the reading, such as no zip or no desc.txt, ends the list).
 */
export function checkBootAnimation(bytes: Uint8Array): { animation: BootAnimation; entries: ZipEntry[] } | { faults: BootFault[] } {
  const entries = readZip(bytes);
  if (!entries) return { faults: [{ fault: 'notZip' }] };
  const faults: BootFault[] = [];
  for (const e of entries) if (e.method !== 0) faults.push({ fault: 'compressed', entry: e.name });
  if (faults.length) return { faults };
  const desc = entries.find((e) => e.name === 'desc.txt');
  if (!desc) return { faults: [{ fault: 'noDesc', entry: 'desc.txt' }] };
  const lines = text(desc.data)
    .split(/\r?\n/)
    .map((l) => l.trim());
  const [width, height, fps] = (lines[0] ?? '').split(/\s+/).map((x) => (/^\d+$/.test(x) ? Number(x) : NaN));
  const headerOk = /^\d+\s+\d+\s+\d+(\s+\d+)?$/.test(lines[0] ?? '') && inRange(width, L.side) && inRange(height, L.side) && inRange(fps, L.fps);
  if (!headerOk) faults.push({ fault: 'descHeader', entry: 'desc.txt', values: { min: L.side.min, max: L.side.max, fpsMin: L.fps.min, fpsMax: L.fps.max } });
  const parts: BootPart[] = [];
  lines.slice(1).forEach((line, i) => {
    if (!line) return;
    const m = /^([pc])\s+(\d+)\s+(\d+)\s+([A-Za-z0-9_.-]+)(\s+#[0-9A-Fa-f]{6})?(\s+\S+)?$/.exec(line);
    if (!m) return faults.push({ fault: 'descPart', entry: 'desc.txt', values: { line: i + 2 } });
    parts.push({ type: m[1] as 'p' | 'c', count: Number(m[2]), pause: Number(m[3]), folder: m[4], frames: [] });
  });
  if (!parts.length && !faults.some((f) => f.fault === 'descPart')) faults.push({ fault: 'noParts', entry: 'desc.txt' });
  if (parts.length > L.parts) faults.push({ fault: 'tooManyParts', values: { max: L.parts } });
  if (faults.length) return { faults };

  const byName = new Map(entries.map((e) => [e.name, e]));
  let frameCount = 0;
  for (const part of [...new Map(parts.map((p) => [p.folder, p])).values()]) {
    const prefix = `${part.folder}/`;
    const names = entries
      .map((e) => e.name)
      .filter((n) => n.startsWith(prefix) && n.length > prefix.length && !n.endsWith('/') && !n.slice(prefix.length).includes('/'));
    const frames = names.filter((n) => !/^(?:trim\.txt|audio\.wav)$/.test(n.slice(prefix.length)));
    if (!frames.length) {
      faults.push({ fault: 'noFrames', entry: part.folder });
      continue;
    }
    const stems = frames.map((n) => /^(\d+)\.png$/.exec(n.slice(prefix.length))?.[1]);
    const bad = frames.find((_, i) => stems[i] === undefined || stems[i]!.length !== stems[0]?.length);
    if (bad) {
      faults.push({ fault: 'frameName', entry: bad });
      continue;
    }
    const numbers = stems.map(Number).sort((a, b) => a - b);
    const first = numbers[0];
    const gap = first > 1 ? 0 : numbers.findIndex((n, i) => n !== first + i);
    if (first > 1 || gap >= 0) {
      const expected = first > 1 ? 1 : first + gap;
      faults.push({ fault: 'frameGap', entry: part.folder, values: { expected: `${String(expected).padStart(stems[0]!.length, '0')}.png` } });
      continue;
    }
    const ordered = numbers.map((n) => `${prefix}${String(n).padStart(stems[0]!.length, '0')}.png`);
    for (const name of ordered) {
      const size = pngSize(byName.get(name)!.data);
      if (!size) faults.push({ fault: 'notPng', entry: name });
      else if (headerOk && (size.width !== width || size.height !== height)) {
        faults.push({ fault: 'frameSize', entry: name, values: { actual: `${size.width}×${size.height}`, expected: `${width}×${height}` } });
      }
    }
    frameCount += ordered.length;
    for (const p of parts) if (p.folder === part.folder) p.frames = ordered;
  }
  if (frameCount > L.frames) faults.push({ fault: 'tooManyFrames', values: { max: L.frames } });
  if (faults.length) return { faults };
  return { animation: { width, height, fps, parts, frameCount }, entries };
}
