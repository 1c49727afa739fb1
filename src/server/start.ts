import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { syncMenus } from './db/menus.js';
import { seedDemo, type SeedReport } from './demo/seed.js';
import { startLink } from './link/link.js';
import { startDemoSimulation, type Simulation } from './demo/simulation.js';
import { startPayJobs } from './areas/payments/requery.js';
import { startPackageSweep } from './areas/apps/package-sweep.js';
import { startAdFileSweep } from './areas/custom/ad-file-sweep.js';
import { startGraySweep } from './areas/apps/gray.js';
import { serverOrigin, startReleaseOutboxSweep } from './areas/apps/release-outbox.js';

/** Migrates the database, writes the declared menus and seeds the demo estate into an empty one (SEED_DEMO). */
export async function prepareDatabase(db: Database, config: ServerConfig, opts: { fromImage?: boolean } = {}): Promise<{ seeded: SeedReport | null }> {
  const applied = await migrate(db);
  await syncMenus(db);
  const seeded = config.seedDemo ? await seedDemo(db, config) : null;
  // planner statistics: PGlite collects none by itself, and a fresh seed leaves PostgreSQL's stale. A database
  // started from an image that nothing has changed since keeps the statistics the image was dumped with
  // (prepareDatabase analysed it last). On a PostgreSQL server autovacuum keeps them: a start that migrated and
  // seeded nothing leaves them alone, so the processes of a deployment restarting one after another do not each
  // analyse the whole database (1.8 s on the test estate on this machine, minutes on a fleet's)
  const engineKeepsThem = db.kind === 'postgres';
  if (applied.length || seeded || (!engineKeepsThem && !opts.fromImage)) await db.exec('analyze');
  return { seeded };
}

/**
 * Opens the database, prepares it (above), builds the app. `image`: PGlite starts from this dumped data folder
 * (the tests' seeded copy).
 */
export async function startApp(config: ServerConfig, image?: Blob): Promise<{ app: FastifyInstance; db: Database }> {
  // until the app (and its logger) exists, a lost connection goes to stderr
  let connectionLost = (err: Error) => console.error('database connection lost:', err.message);
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    onConnectionLost: (err) => connectionLost(err),
    image,
  });
  try {
    const { seeded } = await prepareDatabase(db, config, { fromImage: image !== undefined });
    const app = await buildApp(db, config);
    connectionLost = (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects on the next query');
    if (seeded) {
      app.log.info(`demo estate seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
      app.log.debug({ steps: seeded.steps }, 'demo seed steps (ms)');
    }
    // the device link (broker and the server's MQTT client) closes before the database it writes to
    let link: Awaited<ReturnType<typeof startLink>> | null = null;
    // the simulated demo devices (SIMULATE_DEVICES) stop sending, the link closes, then they are dropped
    let simulation: Simulation | null = null;
    app.addHook('onClose', async () => {
      simulation?.halt();
      await link?.close().catch((err) => app.log.warn({ err }, 'closing the device link failed'));
      await simulation?.stop();
      await db.close();
    });
    if (config.mqtt.mode !== 'off') {
      try {
        link = await startLink(db, config.mqtt, app.log, { secrets: app.secrets });
        if (config.seedDemo) simulation = await startDemoSimulation(db, link, config.simulateDevices, { seeded: seeded !== null, log: app.log });
      } catch (err) {
        await app.close();
        throw err;
      }
    }
    app.decorate('link', link);
    // payments: pushes made outside a request use this link; unknown results are re-queried on a timer
    const stopPayJobs = startPayJobs(db, link, app.log);
    app.addHook('onClose', async () => stopPayJobs());
    // app centre: uploaded package files no package was saved with, removed a day after upload
    const stopPackageSweep = startPackageSweep(db, app.packages, app.log);
    app.addHook('onClose', async () => stopPackageSweep());
    // ads: uploaded creative files no creative names, removed a day after upload
    const stopAdFileSweep = startAdFileSweep(db, app.packages, app.log);
    app.addHook('onClose', async () => stopAdFileSweep());
    // app centre: started gray releases judged against their thresholds (paused or widened)
    const stopGraySweep = startGraySweep(db, link, serverOrigin(config), app.log);
    app.addHook('onClose', async () => stopGraySweep());
    // app centre: release installs made due but not pushed (a process died after its commit), sent by any process
    const stopOutboxSweep = startReleaseOutboxSweep(db, link, serverOrigin(config), app.log);
    app.addHook('onClose', async () => stopOutboxSweep());
    return { app, db };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
