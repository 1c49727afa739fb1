import { createServer } from 'node:net';
import type { ServerConfig } from './config.js';

/** Takes the port and lets it go again; rejects with the system's error (EADDRINUSE, EACCES) as a listen would. */
const probe = (port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });

/**
 * The ports the server will listen on (HTTP, and the embedded broker's), tried before the database is opened, so a
 * port in use ends the start at once (startup-errors.ts names the setting) instead of after migrating and seeding.
 * Port 0 (the system picks one) cannot be taken; the real listen still reports a port lost in between.
 */
export async function probePorts(config: ServerConfig): Promise<void> {
  if (config.port !== 0) await probe(config.port, config.host);
  if (config.mqtt.mode === 'embedded' && config.mqtt.port !== 0) await probe(config.mqtt.port, config.mqtt.host);
}
