/**
 * How the server delivers the built console (dist/console: run `npm run build` first): scripts as the
 * brotli or gzip copies written at build time, with their right type and long immutable caching for the
 * hashed ones; the page itself for every console path, never cached stale, carrying the deployment's
 * configuration (the other systems' addresses).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server';
import { CONSOLE_DIR, acceptedEncodings, configElement } from '../../src/server/plugins/console';
import { configFromEnv } from '../../src/server/config';
import { CONSOLE_CONFIG_ELEMENT_ID } from '../../src/domain/console-config';

const DEVICE_URL = 'https://device.example.com/console';

let server: TestServer;

beforeAll(async () => {
  server = await testServer({ serveConsole: true, systems: { device: DEVICE_URL } });
});

afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** The body as the browser reads it, undoing the content encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

/** The entry script the built page loads. */
function entryScript(): string {
  const html = readFileSync(join(CONSOLE_DIR, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in dist/console/index.html');
  return src;
}

describe('the entry script', () => {
  it('goes as brotli to a browser that accepts it, typed as JavaScript and cached for good', async () => {
    const src = entryScript();
    const res = await get(src, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const file = readFileSync(join(CONSOLE_DIR, src));
    expect(decoded(res).equals(file)).toBe(true);
    // and it is worth it
    expect(res.rawPayload.length).toBeLessThan(file.length / 2);
  });

  it('goes as gzip when only gzip is accepted, as is when nothing is', async () => {
    const src = entryScript();
    const file = readFileSync(join(CONSOLE_DIR, src));

    const gz = await get(src, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(decoded(gz).equals(file)).toBe(true);

    const refused = await get(src, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await get(src);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file)).toBe(true);
    // a shared cache must not hand the plain copy to a browser that accepts a compressed one
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('every other chunk (the libraries the entry loads, the lazy screens) has its compressed copies too', async () => {
    const manifest = JSON.parse(readFileSync(join(CONSOLE_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunks = Object.values(manifest).map((c) => c.file);
    expect(chunks.length).toBeGreaterThan(10);
    const big = chunks.filter((f) => readFileSync(join(CONSOLE_DIR, f)).length > 4096);
    for (const f of big) {
      const res = await get(`/${f}`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding'], f).toBe('br');
    }
  });

  it('a chunk that is not there (an older build) is a 404, not the page', async () => {
    const res = await get('/assets/index-gone0000.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });
});

describe('the page', () => {
  for (const address of ['/', '/login', '/users', '/users/3/show', '/index.html']) {
    it(`${address} answers index.html, revalidated on every visit`, async () => {
      const res = await get(address, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['cache-control'])).not.toMatch(/immutable|max-age/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const html = decoded(res).toString('utf8');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`src="${entryScript()}"`);
    });
  }

  it('carries the configured addresses of the other systems, and only those', async () => {
    const html = decoded(await get('/users')).toString('utf8');
    const block = new RegExp(`<script type="application/json" id="${CONSOLE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({ systems: { device: DEVICE_URL } });
  });

  it('is answered 304 when the browser has it already', async () => {
    const first = await get('/home');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/home', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('API paths stay the API: an unknown call is the catalogue 404, not the page', async () => {
    const res = await get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(100404);
  });
});

describe('the configuration', () => {
  it('cannot close the JSON block, whatever an address holds', () => {
    const element = configElement({ systems: { device: 'https://x.example/</script><script>alert(1)</script>' } });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(element)![1]).systems.device).toBe('https://x.example/</script><script>alert(1)</script>');
  });

  it('takes the other systems from SYSTEM_*_URL and refuses an address that is not http(s)', () => {
    expect(configFromEnv({ SYSTEM_DEVICE_URL: 'https://device.example.com/console', SYSTEM_MERCHANT_URL: ' ' }).systems).toEqual({
      device: 'https://device.example.com/console',
      production: undefined,
      merchant: undefined,
    });
    expect(() => configFromEnv({ SYSTEM_PRODUCTION_URL: 'javascript:alert(1)' })).toThrow(/SYSTEM_PRODUCTION_URL/);
    expect(() => configFromEnv({ SYSTEM_MERCHANT_URL: 'merchant.example.com' })).toThrow(/SYSTEM_MERCHANT_URL/);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8').has('br')).toBe(false);
    expect(acceptedEncodings('*').has('gzip')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});
