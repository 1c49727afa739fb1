/**
 * Times as the product writes them for people outside the console (exports, file names): Asia/Tokyo wall
 * time, which has no daylight saving (UTC+9). The console itself shows times in the browser's zone.
 */
const TOKYO_OFFSET_MS = 9 * 3600_000;

const shifted = (at: Date | string | number) => new Date(new Date(at).getTime() + TOKYO_OFFSET_MS).toISOString();

/** The Tokyo calendar day of an instant, 'YYYY-MM-DD'. */
export function tokyoDay(at: Date): string {
  return shifted(at).slice(0, 10);
}

/** An instant as Tokyo date and time, 'YYYY-MM-DD HH:mm:ss'; '' for none (an empty export cell). */
export function tokyoDateTime(at: Date | string | number | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const iso = shifted(d);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Today's Tokyo day as a file name stamp, 'YYYYMMDD'. */
export function tokyoStamp(now = new Date()): string {
  return tokyoDay(now).replace(/-/g, '');
}
