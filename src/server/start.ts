import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { syncMenus } from './db/menus.js';
import { seedDemo } from './db/seed.js';

/** Opens the database, migrates it, writes the declared menus, seeds demo data if empty, builds the app. */
export async function startApp(config: ServerConfig): Promise<{ app: FastifyInstance; db: Database }> {
  // until the app (and its logger) exists, a lost connection goes to stderr
  let connectionLost = (err: Error) => console.error('database connection lost:', err.message);
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    onConnectionLost: (err) => connectionLost(err),
  });
  try {
    await migrate(db);
    await syncMenus(db);
    if (config.seedDemo) await seedDemo(db, config);
    // planner statistics: PGlite collects none by itself, and a fresh seed leaves PostgreSQL's stale
    await db.exec('analyze');
    const app = await buildApp(db, config);
    connectionLost = (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects on the next query');
    app.addHook('onClose', async () => db.close());
    return { app, db };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
