/**
 * The simulated device's ad player (src/simulator/ad-player.ts): it holds only what it fetched with the MD5 it
 * was told, plays by priority then weight within the campaign's dates, daypart (a window wrapping past midnight
 * belongs to the day it starts on) and hourly cap, and keeps its plays until a report of them is acknowledged.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdPlayer, inDaypart, type AdItem } from '../../src/simulator/ad-player.js';
import { seededRng } from '../../src/simulator/messages.js';

const FILE = Buffer.from('creative bytes');
const MD5 = createHash('md5').update(FILE).digest('hex');
const NOW = new Date(2026, 10, 20, 12, 0, 0).getTime(); // a Friday, local time
const item = (over: Partial<AdItem>): AdItem => ({
  creativeId: 1,
  url: 'http://files.test/a.png',
  md5: MD5,
  durationSeconds: 10,
  priority: 5,
  weight: 1,
  startAt: new Date(NOW - 86_400_000).toISOString(),
  endAt: new Date(NOW + 86_400_000).toISOString(),
  capPerHour: 0,
  playDays: [1, 2, 3, 4, 5, 6, 7],
  playFrom: '00:00',
  playTo: '24:00',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());
const player = () => {
  vi.stubGlobal('fetch', async (url: string) => (url.includes('missing') ? new Response('no', { status: 404 }) : new Response(FILE)));
  return new AdPlayer(seededRng('SIM-ADS'), () => NOW);
};

describe('dayparts', () => {
  const night = { playDays: [1, 2, 3, 4, 5], playFrom: '22:00', playTo: '06:00' };
  it.each([
    [new Date(2026, 10, 20, 23, 0), true], // Friday night
    [new Date(2026, 10, 21, 2, 0), true], // Saturday small hours: Friday's window
    [new Date(2026, 10, 21, 23, 0), false], // Saturday night
    [new Date(2026, 10, 23, 2, 0), false], // Monday small hours: Sunday's window, not a play day
    [new Date(2026, 10, 23, 12, 0), false], // Monday noon
  ])('22:00-06:00 on weekdays at %s: %s', (at, expected) => expect(inDaypart(night, at)).toBe(expected));
  it('a window in the day holds from its start, not at its end', () => {
    const day = { playDays: [5], playFrom: '09:00', playTo: '17:00' };
    expect(inDaypart(day, new Date(2026, 10, 20, 9, 0))).toBe(true);
    expect(inDaypart(day, new Date(2026, 10, 20, 17, 0))).toBe(false);
  });
});

describe('the player', () => {
  it('holds what it fetched with the MD5 it computed; a file of another MD5 or one it could not fetch is not played', async () => {
    const p = player();
    const held = await p.receive({
      creatives: [item({ creativeId: 1 }), item({ creativeId: 2, md5: 'f'.repeat(32) }), item({ creativeId: 3, url: 'http://files.test/missing' })],
    });
    expect(held).toEqual([
      { creativeId: 1, md5: MD5 },
      { creativeId: 2, md5: MD5 },
    ]);
    expect(p.play(5).every((x) => x.creativeId === 1)).toBe(true);
  });

  it('plays the higher priority first, up to its hourly cap, then the next; never outside its dates', async () => {
    const p = player();
    await p.receive({
      creatives: [
        item({ creativeId: 1, priority: 7, capPerHour: 3 }),
        item({ creativeId: 2, priority: 3 }),
        item({ creativeId: 3, priority: 9, endAt: new Date(NOW - 1000).toISOString() }),
      ],
    });
    const plays = p.play(5);
    expect(plays.map((x) => x.creativeId)).toEqual([1, 1, 1, 2, 2]);
    // back to back from now, numbered in order
    expect(plays[0].startedAt).toBe(new Date(NOW).toISOString());
    expect(Date.parse(plays[1].startedAt)).toBe(Date.parse(plays[0].endedAt));
    expect(plays.map((x) => x.seq)).toEqual([...plays.map((x) => x.seq)].sort((a, b) => a - b));
  });

  it('shares a tier by weight', async () => {
    const p = player();
    await p.receive({ creatives: [item({ creativeId: 1, weight: 9 }), item({ creativeId: 2, weight: 1 })] });
    const plays = p.play(1000);
    const first = plays.filter((x) => x.creativeId === 1).length;
    expect(first).toBeGreaterThan(820);
    expect(first).toBeLessThan(980);
  });

  it('keeps its plays until a report is acknowledged, in batches of 100; a list without a creative drops it', async () => {
    const p = player();
    await p.receive({ creatives: [item({})] });
    p.play(250);
    await p
      .flush(async () => {
        throw new Error('offline');
      })
      .catch(() => undefined);
    expect(p.pending).toHaveLength(250);
    const sent: number[] = [];
    await p.flush(async (event) => void sent.push((event.plays as unknown[]).length));
    expect(sent).toEqual([100, 100, 50]);
    expect(p.pending).toHaveLength(0);
    expect(await p.receive({ creatives: [] })).toEqual([]);
    expect(p.play(3)).toEqual([]);
  });
});
