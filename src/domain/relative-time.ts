import { RELATIVE_TIME } from './limits.js';

/** A year less one second in seconds: past times within it are shown without the year. */
const WITHIN_YEAR = 31_567_859;

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * How long ago (or how far ahead) a time is, per spec §9: seconds up to 59 s, minutes up to 3599 s,
 * hours up to 86399 s, days up to 2623859 s, then a date ('MM-DD HH:mm' for a past time within a year,
 * otherwise 'YYYY-MM-DD HH:mm'), in the local time zone.
 */
export type RelativeTime = { kind: 'relative'; unit: RelativeUnit; value: number; future: boolean } | { kind: 'date'; text: string };

const pad = (n: number) => String(n).padStart(2, '0');

function toMillis(t: Date | number | string): number {
  if (t instanceof Date) return t.getTime();
  if (typeof t === 'number') return t < 1e12 ? t * 1000 : t; // a Unix timestamp in seconds or milliseconds
  return Date.parse(t);
}

/** Formats a time as a local date: 'MM-DD HH:mm', or 'YYYY-MM-DD HH:mm' with the year. */
export function formatLocalDate(t: Date | number | string, withYear: boolean): string {
  const d = new Date(toMillis(t));
  const md = `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return withYear ? `${d.getFullYear()}-${md}` : md;
}

export function relativeTime(then: Date | number | string, now: Date | number | string = Date.now()): RelativeTime {
  const thenMs = toMillis(then);
  const nowMs = toMillis(now);
  const future = thenMs > nowMs;
  const diff = Math.floor(Math.abs(nowMs - thenMs) / 1000);
  if (diff <= RELATIVE_TIME.seconds) return { kind: 'relative', unit: 'second', value: diff, future };
  if (diff <= RELATIVE_TIME.minutes) return { kind: 'relative', unit: 'minute', value: Math.floor(diff / 60), future };
  if (diff <= RELATIVE_TIME.hours) return { kind: 'relative', unit: 'hour', value: Math.floor(diff / 3600), future };
  if (diff <= RELATIVE_TIME.days) return { kind: 'relative', unit: 'day', value: Math.floor(diff / 86400), future };
  return { kind: 'date', text: formatLocalDate(thenMs, future || diff > WITHIN_YEAR) };
}
