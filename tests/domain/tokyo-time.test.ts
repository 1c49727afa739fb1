/** Times as exports write them: Tokyo wall time (UTC+9, no daylight saving), one helper for every export. */
import { describe, expect, it } from 'vitest';
import { tokyoDateTime, tokyoDay, tokyoStamp } from '../../src/domain/tokyo-time';

describe('tokyo time', () => {
  it('writes an instant as Tokyo date and time, across the day line', () => {
    expect(tokyoDateTime(new Date('2026-03-01T15:30:05Z'))).toBe('2026-03-02 00:30:05');
    expect(tokyoDateTime('2026-03-01T09:00:00.000Z')).toBe('2026-03-01 18:00:00');
    expect(tokyoDateTime(Date.UTC(2026, 11, 31, 14, 59, 59))).toBe('2026-12-31 23:59:59');
  });

  it('leaves an empty cell for no time or a broken one', () => {
    expect(tokyoDateTime(null)).toBe('');
    expect(tokyoDateTime(undefined)).toBe('');
    expect(tokyoDateTime('not a time')).toBe('');
  });

  it('names the Tokyo day, and stamps files with it', () => {
    expect(tokyoDay(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(tokyoDay(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
    expect(tokyoStamp(new Date('2026-03-01T15:00:00Z'))).toBe('20260302');
  });
});
