import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONSOLE_CONFIG_ELEMENT_ID, type ConsoleConfig } from '../../domain/console-config.js';
import { catalogueMessage } from '../errors.js';

export const CONSOLE_DIR = fileURLToPath(new URL('../../../dist/console/', import.meta.url));
const INDEX_HTML = join(CONSOLE_DIR, 'index.html');

/** Hashed build output: a new build has new names, so a browser may keep these for good. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The page and anything unhashed: kept, but asked again each time, so a new build is seen at once. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Serves the built console (vite build → dist/console), looking files up per request so a rebuild is
 * served without a restart:
 * - scripts and styles as their brotli or gzip copies written at build time (build/precompress.ts) when
 *   the browser accepts them (`Vary: Accept-Encoding`), hashed ones under /assets cached for good;
 * - index.html, for `/` and every console path (the server's not-found handler answers it for any GET
 *   outside /api, so the console's router can show the path, its own 404 included), completed with the
 *   deployment's configuration and never cached stale.
 */
export async function registerConsole(app: FastifyInstance) {
  if (!existsSync(CONSOLE_DIR)) {
    app.log.warn(`no built console at ${CONSOLE_DIR}: run "npm run build"`);
  }
  await app.register(fastifyStatic, {
    root: CONSOLE_DIR,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    // the page is completed per request (below), never sent as the bare file
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    },
  });
  app.get('/', sendConsolePage);
  app.get('/index.html', sendConsolePage);
}

/** The configuration as a JSON block for the page; `<` escaped so no value can close the element. */
export function configElement(config: ConsoleConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CONSOLE_CONFIG_ELEMENT_ID}">${json}</script>`;
}

interface Page {
  key: string;
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}
let cached: Page | undefined;

/** index.html with the configuration, compressed both ways; made again when the build or the configuration changes. */
async function consolePage(config: ConsoleConfig): Promise<Page> {
  const element = configElement(config);
  const key = `${(await stat(INDEX_HTML)).mtimeMs}|${element}`;
  if (cached?.key === key) return cached;
  const source = await readFile(INDEX_HTML, 'utf8');
  const html = Buffer.from(source.replace('</head>', `  ${element}\n  </head>`));
  cached = {
    key,
    // weak: the same page whichever encoding carries it
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    html,
    br: brotliCompressSync(html),
    gzip: gzipSync(html, { level: 9 }),
  };
  return cached;
}

/** The encodings an Accept-Encoding header allows (q=0 refuses one; `*` stands for gzip here). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name === '*' ? 'gzip' : name);
  }
  return out;
}

/**
 * Answers the console's page (for `/` and every console path); 404 while there is no build, and for a
 * missing file under /assets (a chunk of an older build must fail as a script, not load a page).
 */
export async function sendConsolePage(req: FastifyRequest, reply: FastifyReply) {
  const notFound = () => reply.status(404).send({ code: 100404, msg: catalogueMessage(100404, req.locale) });
  if (req.url.startsWith('/assets/')) return notFound();
  let page: Page;
  try {
    page = await consolePage({ systems: req.server.config.systems });
  } catch {
    return notFound();
  }
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', PAGE_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (req.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted.has('br')) return reply.header('content-encoding', 'br').send(page.br);
  if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
