import type { Translated } from './locale.js';

/**
 * Ads with proof of play (issue 18), shared by server and console: the push type that carries a device's ad
 * list, the limits of the statistics, the attribution window, and the messages of the ad schemas' rules.
 */

/** The command type of a device's whole ad list (devices/{serialNum}/cmd; apps use 30-33, boot animation and wallpaper 42-43). */
export const AD_PUSH_TYPE = 40;

/** A statistics query spans at most this many days (the spec's 30-day report range). */
export const AD_STATS_MAX_DAYS = 30;
/** Attribution: vends within this many minutes after a play (default, and the most a caller may ask). */
export const AD_ATTRIBUTION_DEFAULT_MINUTES = 10;
export const AD_ATTRIBUTION_MAX_MINUTES = 120;
/** How many devices one schedule call may name (the spec's 100-device lists). */
export const AD_SCHEDULE_MAX_DEVICES = 100;

/** An uploaded creative file: PNG or JPEG images and MP4 videos (judged by their bytes), capped by IMAGE_LIMITS. */
export type AdFileKind = 'image' | 'video';
/** An uploaded file no creative names is removed this many hours after its upload. */
export const AD_UNUSED_FILE_HOURS = 24;

/** Where a creative stands on one device: the one chain of the ad info tab. */
export type AdChainState = 'scheduled' | 'failed' | 'md5Mismatch' | 'delivered' | 'played' | 'removed';

/** The chain's state from what is recorded (a pure rule, so the console and tests read it the same way). */
export function adChainState(row: { removed: boolean; ackResult: string | null; heldMd5: string | null; md5: string; plays: number }): AdChainState {
  if (row.removed) return 'removed';
  if (row.ackResult === 'error') return 'failed';
  if (row.heldMd5 === null) return 'scheduled';
  if (row.heldMd5 !== row.md5) return 'md5Mismatch';
  return row.plays > 0 ? 'played' : 'delivered';
}

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** The detail of 218063: the file's pixels and the zone's, in the caller's language. */
export function adPixelsMismatch(file: { width: number; height: number }, zone: { width: number; height: number }): Translated {
  const f = `${file.width} × ${file.height}`;
  const z = `${zone.width} × ${zone.height}`;
  return t(
    `ファイルは ${f} ピクセルですが、広告枠は ${z} ピクセルです`,
    `文件为 ${f} 像素，广告位为 ${z} 像素`,
    `檔案為 ${f} 像素，廣告位為 ${z} 像素`,
    `The file is ${f} pixels; the zone is ${z}`,
  );
}
