import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { loadProtocol } from '../../src/server/link/protocol.js';
import { IMAGE_LIMITS } from '../../src/domain/image-limits.js';
import { itFollowsRule, type Rule } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const BASE = 'https://ops-console.local/schemas/custom/';
const check = (file: string, def: string, value: unknown) => ajv.getSchema(`${BASE}${file}#/$defs/${def}`)!(structuredClone(value)) as boolean;

const NAME = { good: ['東京飲料', 'A', 'Summer sale (east)', 'x'.repeat(50)], bad: ['', ' ', ' lead', 'trail ', 'a\nb', 'x'.repeat(51), 1, null] };
const ID = { good: [1, Number.MAX_SAFE_INTEGER], bad: [0, -1, 1.5, '1', null] };
const PIXELS = { good: [1, 1080, 7680], bad: [0, 7681, 1.5, '1080', null] };

/** Each field rule of the ad tables and the ad calls, as good and bad values (issue 18; Revive Adserver's entities). */
const TABLES: Record<string, Record<string, Rule>> = {
  'ad-advertiser.schema.json': { name: NAME, contactName: NAME, status: { good: [0, 1], bad: [2, '1', null] }, orgId: ID },
  'ad-zone.schema.json': { name: NAME, productId: ID, width: PIXELS, height: PIXELS },
  'ad-campaign.schema.json': {
    name: NAME,
    advertiserId: ID,
    priority: { good: [0, 5, 10], bad: [-1, 11, 2.5, '5', null] },
    weight: { good: [1, 100], bad: [0, 101, 1.5, null] },
    startAt: { good: ['2026-12-01T00:00:00Z', '2026-12-01T09:00:00+09:00'], bad: ['2026-12-01', 'tomorrow', '', 1, null] },
    bookedPlays: { good: [0, 1, 100_000_000], bad: [-1, 100_000_001, 0.5, null] },
    capPerHour: { good: [0, 12, 3600], bad: [-1, 3601, 1.5, null] },
    playDays: { good: [[1], [1, 2, 3, 4, 5], [7, 6]], bad: [[], [0], [8], [1, 1], [1.5], ['1'], [1, 2, 3, 4, 5, 6, 7, 1], null] },
    playFrom: { good: ['00:00', '09:30', '23:59', '24:00'], bad: ['24:01', '25:00', '9:30', '09:60', '0930', '', null] },
    playTo: { good: ['06:00', '24:00'], bad: ['24:30', '6:00', null] },
  },
  'ad-creative.schema.json': {
    name: NAME,
    campaignId: ID,
    zoneId: ID,
    mediaType: { good: ['image', 'video'], bad: ['audio', 'IMAGE', '', null] },
    url: {
      good: ['https://cdn.example.com/a.mp4', 'http://10.0.0.1/ad.png'],
      bad: ['ftp://x/a.mp4', 'cdn.example.com/a.mp4', 'https://a b', `https://x/${'a'.repeat(2000)}`, '', null],
    },
    md5: { good: ['0123456789abcdef0123456789abcdef'], bad: ['0123456789ABCDEF0123456789ABCDEF', 'a'.repeat(31), 'a'.repeat(33), 'g'.repeat(32), null] },
    size: { good: [1, 524_288_000], bad: [0, 524_288_001, 1.5, null] },
    width: PIXELS,
    height: PIXELS,
    durationSeconds: { good: [1, 15, 3600], bad: [0, 3601, 2.5, null] },
  },
  'ad.schema.json': {
    serialNums: {
      good: [['DEMO-000001'], Array.from({ length: 100 }, (_, i) => `DEMO-${String(i).padStart(6, '0')}`)],
      bad: [[], ['DEMO-000001', 'DEMO-000001'], Array.from({ length: 101 }, (_, i) => `DEMO-${String(i).padStart(6, '0')}`), null],
    },
    date: { good: ['2026-11-20', '2026-02-28'], bad: ['2026-13-01', '2026-11-32', '2026-1-1', '20261120', '', null] },
    timeZone: { good: ['Asia/Tokyo', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+9'], bad: ['', 'Tokyo', 'asia tokyo', '../etc', 'x'.repeat(65), null] },
    period: { good: ['day', 'hour'], bad: ['week', '', null] },
    windowMinutes: { good: [1, 10, 120], bad: [0, 121, 1.5, '10', null] },
  },
};

describe('ad field rules', () => {
  for (const [file, rules] of Object.entries(TABLES)) {
    for (const [field, rule] of Object.entries(rules)) itFollowsRule(`${file} ${field}`, rule, (value) => check(file, field, value));
  }
});

describe('ad bodies', () => {
  const campaign = { name: 'c', advertiserId: 1, startAt: '2026-12-01T00:00:00Z', endAt: '2026-12-31T00:00:00Z' };
  it('a campaign ends after it starts (compared as instants, whatever the offset)', () => {
    expect(check('ad-campaign.schema.json', 'create', campaign)).toBe(true);
    expect(check('ad-campaign.schema.json', 'create', { ...campaign, endAt: '2026-12-01T00:00:00Z' })).toBe(false);
    expect(check('ad-campaign.schema.json', 'create', { ...campaign, endAt: '2026-11-30T00:00:00Z' })).toBe(false);
    // 09:00+09:00 is the start itself, 09:01+09:00 a minute after it
    expect(check('ad-campaign.schema.json', 'create', { ...campaign, endAt: '2026-12-01T09:00:00+09:00' })).toBe(false);
    expect(check('ad-campaign.schema.json', 'create', { ...campaign, endAt: '2026-12-01T09:01:00+09:00' })).toBe(true);
    for (const missing of ['name', 'advertiserId', 'startAt', 'endAt']) {
      const body: Record<string, unknown> = { ...campaign };
      delete body[missing];
      expect(check('ad-campaign.schema.json', 'create', body), missing).toBe(false);
    }
  });

  it('a creative needs every one of its fields; a schedule one creative and 1-100 devices', () => {
    const creative = {
      name: 'n',
      campaignId: 1,
      zoneId: 1,
      mediaType: 'image',
      url: 'https://x/a.png',
      md5: 'a'.repeat(32),
      size: 10,
      width: 10,
      height: 10,
      durationSeconds: 5,
    };
    expect(check('ad-creative.schema.json', 'create', creative)).toBe(true);
    for (const missing of Object.keys(creative)) {
      const body: Record<string, unknown> = { ...creative };
      delete body[missing];
      expect(check('ad-creative.schema.json', 'create', body), missing).toBe(false);
    }
    expect(check('ad.schema.json', 'schedule', { creativeId: 1, serialNums: ['DEMO-000001'] })).toBe(true);
    expect(check('ad.schema.json', 'schedule', { serialNums: ['DEMO-000001'] })).toBe(false);
  });
});

describe('a creative file upload', () => {
  it('names at most a zone, by its id', () => {
    expect(check('ad.schema.json', 'creativeUploadFields', {})).toBe(true);
    expect(check('ad.schema.json', 'creativeUploadFields', { zoneId: 5 })).toBe(true);
    for (const bad of [{ zoneId: 0 }, { zoneId: -1 }, { zoneId: 1.5 }, { zoneId: null }])
      expect(check('ad.schema.json', 'creativeUploadFields', bad), JSON.stringify(bad)).toBe(false);
  });

  it('caps what a creative can keep: any file under the caps has a size the creative accepts', () => {
    expect(IMAGE_LIMITS.adImage.maxBytes).toBe(2 * 1024 * 1024);
    expect(IMAGE_LIMITS.adVideo.maxBytes).toBe(100 * 1024 * 1024);
    expect(check('ad-creative.schema.json', 'size', IMAGE_LIMITS.adVideo.maxBytes)).toBe(true);
    expect(check('ad-creative.schema.json', 'size', IMAGE_LIMITS.adImage.maxBytes)).toBe(true);
  });
});

describe('what devices send about ads (asyncapi/devices.yaml, validated strictly)', () => {
  const protocol = loadProtocol();
  const validate = (channel: string, message: unknown) => protocol.find((c) => c.channel === channel && c.action === 'receive')!.validate(message);
  const play = { creativeId: 1, startedAt: '2026-11-20T03:00:00Z', endedAt: '2026-11-20T03:00:15Z', seq: 1 };
  const event = (plays: unknown) => ({ ts: '2026-11-20T03:01:00Z', type: 'adPlay', plays });

  it('adPlay: 1-100 plays, each ending no earlier than it started, with a whole seq', () => {
    expect(validate('event', event([play]))).toBe(true);
    expect(validate('event', event([{ ...play, endedAt: play.startedAt }]))).toBe(true);
    expect(validate('event', event(Array.from({ length: 100 }, (_, i) => ({ ...play, seq: i }))))).toBe(true);
    for (const bad of [
      [],
      Array.from({ length: 101 }, (_, i) => ({ ...play, seq: i })),
      [{ ...play, endedAt: '2026-11-20T02:59:59Z' }],
      [{ ...play, seq: -1 }],
      [{ ...play, seq: 1.5 }],
      [{ ...play, creativeId: 0 }],
      [{ ...play, startedAt: 'yesterday' }],
      [{ ...play, extra: 1 }],
      [{ creativeId: 1, seq: 1 }],
    ])
      expect(validate('event', event(bad)), JSON.stringify(bad).slice(0, 80)).toBe(false);
    expect(validate('event', { ts: '2026-11-20T03:01:00Z', type: 'adPlay' })).toBe(false);
  });

  it('an ack may list the creatives held, each with a lower-case MD5', () => {
    const ack = { requestId: '00000000-0000-4000-8000-000000000000', receivedAt: '2026-11-20T03:00:00Z', result: 'ok' };
    expect(validate('ack', { ...ack, creatives: [{ creativeId: 1, md5: 'a'.repeat(32) }] })).toBe(true);
    expect(validate('ack', { ...ack, creatives: [] })).toBe(true);
    expect(validate('ack', { ...ack, creatives: [{ creativeId: 1, md5: 'A'.repeat(32) }] })).toBe(false);
    expect(validate('ack', { ...ack, creatives: [{ creativeId: 1 }] })).toBe(false);
  });
});
