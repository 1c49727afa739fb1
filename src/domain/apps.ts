/**
 * The app centre's rules that are not a schema's (spec document 1 §5 "App centre", §9 limits): the version
 * number's order, the package formats each platform takes, the sizes. Shared by the server and the console.
 */

export const APP_LIMITS = {
  /** "Package max 50M" (§5, §9). */
  packageMaxBytes: 50 * 1024 * 1024,
  /** "Max 5 screenshots". */
  screenshots: 5,
  /** "Icon PNG 200K 512x512". */
  iconBytes: 200 * 1024,
  iconSide: 512,
  /** Screenshots: a PNG or JPEG of at most 1 MB (the spec's "PNG or JPG up to 1M" image variant). */
  screenshotBytes: 1024 * 1024,
  /** "Update note max 500". */
  noteLength: 500,
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
