/**
 * The app centre's rules that are not a schema's (spec document 1 §5 "App centre", §9 limits): the version
 * number's order, the package formats each platform takes, the sizes. Shared by the server and the console.
 */

export const APP_LIMITS = {
  /** "Package max 50M" (§5, §9). */
  packageMaxBytes: 50 * 1024 * 1024,
  /** "Max 5 screenshots". */
  screenshots: 5,
  // the icon's and the screenshots' limits: IMAGE_LIMITS (image-limits.ts)
  /** "Update note max 500". */
  noteLength: 500,
  /** An uploaded file no package was saved with is removed this long after its upload. */
  unusedFileHours: 24,
} as const;

export type AppPlatform = 'android' | 'windows' | 'linux';
export type PackageFormat = 'apk' | 'zip' | 'bin' | 'ppm' | 'exe' | 'msi';

/** "formats ppm, exe, bin, apk, zip (msi or exe for Windows)". */
export const PLATFORM_FORMATS: Record<AppPlatform, PackageFormat[]> = {
  android: ['apk', 'zip', 'bin', 'ppm', 'exe'],
  linux: ['apk', 'zip', 'bin', 'ppm', 'exe'],
  windows: ['msi', 'exe'],
};

/** "Version number digits and dots, max 999.999.999.999": one to four parts of one to three digits. */
export const VERSION_PATTERN = /^\d{1,3}(\.\d{1,3}){0,3}$/;

/**
 * The version's sort key: its four parts (missing ones 0) as one number, a*10^9 + b*10^6 + c*10^3 + d, so
 * '1.2' and '1.2.0.0' are the same version and '1.2.3.10' comes after '1.2.3.4'. Null for a string that is
 * not a version number.
 */
export function versionKey(version: string): number | null {
  if (!VERSION_PATTERN.test(version)) return null;
  const parts = version.split('.').map(Number);
  while (parts.length < 4) parts.push(0);
  return parts.reduce((key, part) => key * 1000 + part, 0);
}

/** The push types of the direct install path and of the kiosk-mode and auto-start toggles (devices/{serialNum}/cmd). */
export const APP_PUSH_TYPES = { install: 30, uninstall: 31, kiosk: 32, autoStart: 33 } as const;

/** An install link works this long (seconds) after it was sent. */
export const INSTALL_LINK_TTL_SECONDS = 24 * 60 * 60;
/** A command the device has not settled (by report) this long after it was sent is timed out. */
export const INSTALL_TIMEOUT_MINUTES = 30;

export type InstallState = 'pending' | 'downloading' | 'installed' | 'removed' | 'wrongVersion' | 'failed' | 'timedOut' | 'canceled';

/** The states in which a command is still open (a cancel stamps it; a gray release waits on it). */
export const OPEN_INSTALL_STATES: readonly InstallState[] = ['pending', 'downloading'];

/** Two version names name the same version: as version numbers ('1.2' = '1.2.0.0') when both are, else as text. */
export function sameVersion(a: string, b: string): boolean {
  const ka = versionKey(a);
  const kb = versionKey(b);
  return ka !== null && kb !== null ? ka === kb : a === b;
}

/**
 * Where one install or uninstall command stands, from what the device did — never from the ack alone:
 * - installed / removed: the device's report (made after the command was sent) shows the target version / no
 *   such package;
 * - failed: the device answered the command with an error;
 * - wrongVersion: the device acknowledged, then reported the package at another version (an uninstall:
 *   still there);
 * - timedOut: none of the above within INSTALL_TIMEOUT_MINUTES of sending;
 * - canceled: stamped canceled (its release cancelled, or cancelled on the device) before any of the above;
 * - downloading: acknowledged, not yet reported; pending: not acknowledged yet.
 */
export function installState(c: {
  op: 'install' | 'uninstall';
  targetVersion: string | null;
  sentAt: Date;
  ackResult: 'ok' | 'error' | null;
  ackedAt: Date | null;
  /** The device's latest report: when the server received it, and the package's version in it (null: not there). */
  reportedAt: Date | null;
  reportedVersion: string | null;
  now: Date;
  /** When the command was cancelled while open (null or left out: it was not). */
  canceledAt?: Date | null;
}): InstallState {
  const reportedSince = (t: Date | null) => c.reportedAt !== null && t !== null && c.reportedAt >= t;
  if (reportedSince(c.sentAt)) {
    if (c.op === 'install' && c.reportedVersion !== null && c.targetVersion !== null && sameVersion(c.reportedVersion, c.targetVersion)) return 'installed';
    if (c.op === 'uninstall' && c.reportedVersion === null) return 'removed';
  }
  if (c.ackResult === 'error') return 'failed';
  if (c.canceledAt) return 'canceled';
  if (c.ackResult === 'ok' && reportedSince(c.ackedAt)) return 'wrongVersion';
  if (c.now.getTime() - c.sentAt.getTime() > INSTALL_TIMEOUT_MINUTES * 60_000) return 'timedOut';
  return c.ackResult === 'ok' ? 'downloading' : 'pending';
}

/**
 * What reinstalling an older version from history means on Android (its package manager refuses a lower
 * versionCode, INSTALL_FAILED_VERSION_DOWNGRADE): the app is uninstalled first, and its data is lost. The server
 * answers it with the reinstall; the console shows it before asking.
 */
export const DOWNGRADE_WARNING = {
  ja: 'Android では古いバージョンに戻すために先にアンインストールが必要で、アプリのデータは失われます',
  'zh-CN': 'Android 回退到旧版本需要先卸载，应用的数据会丢失',
  'zh-TW': 'Android 回退到舊版本需要先解除安裝，應用的資料會遺失',
  en: "On Android an older version needs the app uninstalled first, and the app's data is lost",
} as const;
