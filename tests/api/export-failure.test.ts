/**
 * An export that fails answers 209010, "excel export failed" (document 2 §8; issue 29 item 13), before anything
 * is streamed: not 100500, not a 200 with a broken file. The fault is made real in this file's own database
 * copy — a column the export reads (and its count does not) renamed away — so the first page's query fails
 * after the call was allowed and counted. A failure after the first byte ends the download broken instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { testServer, type TestServer } from '../support/server.js';
import { ERRORS } from '../../src/domain/errors.js';
import { LOCALES } from '../../src/domain/locale.js';
import { AppError } from '../../src/server/errors.js';
import { EXPORT_HOLD_BYTES, xlsxExport } from '../../src/server/xlsx-reply.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01', 'viewer01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const post = (url: string, as: string, body: unknown, lang = 'en') =>
  s.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens[as]}`, 'accept-language': lang }, payload: body as object });

describe('a failing export', () => {
  it('the goods export (the generic table export) answers 209010 in every language, nothing streamed', async () => {
    expect((await post('/api/goods/export', 'merchant01', {})).statusCode).toBe(200);
    await s.db.query('alter table goods rename column remark to remark_gone');
    try {
      for (const locale of LOCALES) {
        const res = await post('/api/goods/export', 'merchant01', {}, locale);
        expect(res.statusCode).toBe(500);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json()).toEqual({ code: 209010, msg: ERRORS[209010].msg[locale] });
      }
      // a caller who may not export is still refused first, for its own reason
      expect((await post('/api/goods/export', 'viewer01', {})).json().code).toBe(101005);
    } finally {
      await s.db.query('alter table goods rename column remark_gone to remark');
    }
    expect((await post('/api/goods/export', 'merchant01', {})).statusCode).toBe(200);
  });

  it('a bespoke export (payment orders) answers 209010 too', async () => {
    await s.db.query('alter table pay_orders rename column refunded_amount to refunded_amount_gone');
    try {
      const res = await post('/api/das/payOrder/export/payOrder/excel', 'admin', {}, 'ja');
      expect(res.json()).toEqual({ code: 209010, msg: 'エクセルのエクスポートに失敗しました' });
    } finally {
      await s.db.query('alter table pay_orders rename column refunded_amount_gone to refunded_amount');
    }
    const ok = await post('/api/das/payOrder/export/payOrder/excel', 'admin', {});
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('xlsxExport', () => {
  const logged: unknown[] = [];
  const log = { error: (o: unknown) => logged.push(o) } as unknown as FastifyBaseLogger;

  it('refuses with 209010 and logs the cause when the workbook fails before its first byte', async () => {
    const cause = new Error('first page failed');
    const err = await xlsxExport(log, 'x.xlsx', () => Promise.reject(cause)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(209010);
    expect(logged).toContainEqual({ err: cause });
  });

  it('answers once enough of the file exists; a later failure breaks the stream instead of ending it whole', async () => {
    let fail!: (e: Error) => void;
    const head = Buffer.alloc(EXPORT_HOLD_BYTES, 'P');
    const reply = await xlsxExport(log, 'x.xlsx', (out) => {
      out.write(head);
      return new Promise<void>((_, reject) => (fail = reject));
    });
    const got: Buffer[] = [];
    const ended = new Promise<unknown>((resolve) => {
      reply.stream.on('error', resolve);
      reply.stream.on('end', () => resolve('ended whole'));
    });
    reply.stream.pipe(new Writable({ write: (c: Buffer, _e, done) => (got.push(c), done()) }));
    fail(new Error('page 7 failed'));
    expect(await ended).toEqual(new Error('page 7 failed'));
    expect(Buffer.concat(got)).toEqual(head);
  });
});
