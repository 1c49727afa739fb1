import { describe, expect, it } from 'vitest';
import { relativeTime, formatLocalDate } from '../../src/domain/relative-time';
import { formatRelativeTime } from '../../src/console/shell/relativeTime';
import { messagesFor } from '../../src/console/i18n/all';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Locale } from '../../src/domain/locale';

const NOW = new Date(2026, 4, 15, 12, 0, 0).getTime();
const ago = (s: number) => NOW - s * 1000;

describe('relativeTime (spec §9 thresholds)', () => {
  it.each([
    [0, 'second', 0],
    [1, 'second', 1],
    [59, 'second', 59],
    [60, 'minute', 1],
    [119, 'minute', 1],
    [3599, 'minute', 59],
    [3600, 'hour', 1],
    [86399, 'hour', 23],
    [86400, 'day', 1],
    [2623859, 'day', 30],
  ] as const)('%i s ago is %s × %i', (seconds, unit, value) => {
    expect(relativeTime(ago(seconds), NOW)).toEqual({ kind: 'relative', unit, value, future: false });
  });

  it('answers a date beyond 2623859 s: without the year within a year, with it beyond', () => {
    const d = new Date(NOW - 2623860 * 1000);
    const mmdd = `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(relativeTime(d, NOW)).toEqual({ kind: 'date', text: `${mmdd} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}` });
    expect(relativeTime(new Date(2024, 0, 2, 3, 4), NOW)).toEqual({ kind: 'date', text: '2024-01-02 03:04' });
  });

  it('counts the future the same way, and a far future date carries its year', () => {
    expect(relativeTime(NOW + 90_000, NOW)).toEqual({ kind: 'relative', unit: 'minute', value: 1, future: true });
    expect(relativeTime(new Date(2026, 11, 24, 18, 30), NOW)).toEqual({ kind: 'date', text: '2026-12-24 18:30' });
  });

  it('takes Unix seconds, milliseconds, Date and ISO text alike', () => {
    const t = ago(120);
    expect(relativeTime(Math.floor(t / 1000), NOW)).toMatchObject({ unit: 'minute', value: 2 });
    expect(relativeTime(t, NOW)).toMatchObject({ unit: 'minute', value: 2 });
    expect(relativeTime(new Date(t).toISOString(), NOW)).toMatchObject({ unit: 'minute', value: 2 });
    expect(formatLocalDate(new Date(2025, 8, 9, 7, 5), true)).toBe('2025-09-09 07:05');
  });
});

describe('formatRelativeTime (translated units)', () => {
  const tr = (locale: Locale) => polyglotI18nProvider(() => messagesFor(locale) as never, locale).translate;
  it.each([
    ['en', 1, '1 second ago'],
    ['en', 30, '30 seconds ago'],
    ['en', 60, '1 minute ago'],
    ['en', 7200, '2 hours ago'],
    ['en', 86400 * 3, '3 days ago'],
    ['ja', 30, '30 秒前'],
    ['ja', 7200, '2 時間前'],
    ['zh-CN', 600, '10分钟前'],
    ['zh-TW', 86400 * 2, '2天前'],
  ] as const)('%s: %i s ago → %s', (locale, seconds, text) => {
    expect(formatRelativeTime(tr(locale), ago(seconds), NOW)).toBe(text);
  });

  it('says "in …" for the future', () => {
    expect(formatRelativeTime(tr('en'), NOW + 5 * 60_000, NOW)).toBe('in 5 minutes');
    expect(formatRelativeTime(tr('zh-CN'), NOW + 5 * 60_000, NOW)).toBe('5分钟后');
  });
});
