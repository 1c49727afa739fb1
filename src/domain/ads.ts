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

/** An uploaded creative file: PNG or JPEG images up to 5 MiB, MP4 videos up to 100 MiB (judged by their bytes). */
export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AD_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
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
  return t(`ファイルは ${f} ピクセルですが、広告枠は ${z} ピクセルです`, `文件为 ${f} 像素，广告位为 ${z} 像素`, `檔案為 ${f} 像素，廣告位為 ${z} 像素`,
    `The file is ${f} pixels; the zone is ${z}`);
}

/** The ad schemas' rule messages (merged into VALIDATION_MESSAGES). */
export const AD_VALIDATION_MESSAGES: Record<string, Translated> = {
  'validation.adName': t('1～50 文字で、前後に空白を入れないでください', '须为 1～50 个字符，首尾不能有空格', '須為 1～50 個字元，首尾不能有空格', '1 to 50 characters, no space at either end'),
  'validation.adPriority': t('優先度は 0～10 の整数です', '优先级须为 0～10 的整数', '優先級須為 0～10 的整數', 'Priority is a whole number from 0 to 10'),
  'validation.adWeight': t('重みは 1～100 の整数です', '权重须为 1～100 的整数', '權重須為 1～100 的整數', 'Weight is a whole number from 1 to 100'),
  'validation.adBookedPlays': t('予約再生回数は 0～100000000 です（0 は無制限）', '预订播放次数须为 0～100000000（0 为不限）', '預訂播放次數須為 0～100000000（0 為不限）', 'Booked plays are 0 to 100,000,000 (0: no limit)'),
  'validation.adCapPerHour': t('1 時間あたりの上限は 0～3600 回です（0 は無制限）', '每小时上限须为 0～3600 次（0 为不限）', '每小時上限須為 0～3600 次（0 為不限）', 'The hourly cap is 0 to 3600 plays (0: no cap)'),
  'validation.adEndAfterStart': t('終了日時は開始日時より後にしてください', '结束时间须晚于开始时间', '結束時間須晚於開始時間', 'The end must be after the start'),
  'validation.adPlayDays': t('曜日を 1 つ以上選んでください', '请至少选择一个星期', '請至少選擇一個星期', 'Choose at least one day of the week'),
  'validation.adTime': t('時刻は 00:00～24:00 の時:分で入力してください', '时间须为 00:00～24:00 的时:分', '時間須為 00:00～24:00 的時:分', 'A time is HH:MM, 00:00 to 24:00'),
  'validation.adMd5': t('MD5 は 32 桁の 16 進数です', 'MD5 须为 32 位十六进制数', 'MD5 須為 32 位十六進位數', 'An MD5 is 32 hexadecimal digits'),
  'validation.adUrl': t('ウェブのアドレス（2000 文字以内）を入力してください', '请输入网页地址（2000 字符以内）', '請輸入網頁位址（2000 字元以內）', 'An http:// or https:// address of at most 2000 characters'),
  'validation.adSize': t('ファイルサイズは 1～524288000 バイトです', '文件大小须为 1～524288000 字节', '檔案大小須為 1～524288000 位元組', 'The file size is 1 to 524,288,000 bytes'),
  'validation.adPixels': t('幅と高さは 1～7680 ピクセルです', '宽和高须为 1～7680 像素', '寬和高須為 1～7680 像素', 'Width and height are 1 to 7680 pixels'),
  'validation.adDuration': t('再生時間は 1～3600 秒です', '播放时长须为 1～3600 秒', '播放時長須為 1～3600 秒', 'A duration is 1 to 3600 seconds'),
  'validation.adDate': t('日付は 2026-11-20 の形で入力してください', '日期格式须如 2026-11-20', '日期格式須如 2026-11-20', 'A date is YYYY-MM-DD'),
  'validation.adTimeZone': t('タイムゾーンの名前が正しくありません（例：アジア/東京）', '时区名称不正确（例：亚洲/东京）', '時區名稱不正確（例：亞洲/東京）', 'A time zone is an IANA name such as Asia/Tokyo'),
  'validation.adWindow': t('帰属時間は 1～120 分です', '归因时间须为 1～120 分钟', '歸因時間須為 1～120 分鐘', 'The attribution window is 1 to 120 minutes'),
  'validation.adDevices': t('デバイスを 1～100 台選んでください', '请选择 1～100 台设备', '請選擇 1～100 台設備', 'Choose 1 to 100 devices'),
};
