import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CONSOLE_DIR = fileURLToPath(new URL('../../../dist/console/', import.meta.url));

/**
 * Serves the built console (vite build → dist/console), looking files up per request so a rebuild is
 * served without a restart. Unknown non-API paths answer index.html so the
 * console's router can show them (its own 404 page included).
 */
export async function registerConsole(app: FastifyInstance) {
  if (!existsSync(CONSOLE_DIR)) {
    app.log.warn(`no built console at ${CONSOLE_DIR}: run "npm run build"`);
  }
  await app.register(fastifyStatic, {
    root: CONSOLE_DIR,
    prefix: '/',
    wildcard: true,
    // hashed assets never change; index.html must be fetched afresh to see a new build
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
