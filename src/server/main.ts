import { configFromEnv, type ServerConfig } from './config.js';
import { startupProblem } from './startup-errors.js';
import { startApp } from './start.js';
import { buildConsole } from './console-build.js';
import { probePorts } from './port-probe.js';

let config: ServerConfig | undefined;
/** A start that cannot go on: one line naming the setting when it is one of the settings or the machine (startup-errors.ts). */
function cannotStart(err: unknown): never {
  const problem = startupProblem(err, config);
  if (!problem) throw err;
  console.error(`cannot start: ${problem}`);
  process.exit(1);
}

try {
  config = configFromEnv();
  await probePorts(config);
} catch (err) {
  cannotStart(err);
}
// `npm start` passes --build: the console is built while the database is migrated and seeded, and the server
// listens once both are done
const [started, built] = await Promise.allSettled([startApp(config), process.argv.includes('--build') ? buildConsole() : undefined]);
if (started.status === 'rejected') cannotStart(started.reason);
const { app, db } = started.value;
if (built.status === 'rejected') {
  await app.close();
  throw built.reason;
}
// Ctrl-C / SIGTERM: stop taking requests, let running ones finish, then close the database. Set before listening
// and saying so: a parent stopping us as soon as we listen must not meet the default action (killed by the signal).
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  });
}
const address = await app.listen({ port: config.port, host: config.host }).catch(async (err: unknown) => {
  await app.close();
  return cannotStart(err);
});
// a parent that started us with an IPC channel (the browser tests, on PORT=0) learns where we listen
process.send?.({ listening: address });
app.log.info(`database: ${db.kind === 'postgres' ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`}`);
if (built.status === 'fulfilled' && built.value === 'up to date') app.log.info('console: dist/console was built from these sources; not built again');
