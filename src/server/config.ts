import { LIMITS } from '../domain/limits.js';
import type { ConsoleConfig } from '../domain/console-config.js';

/** Everything the server reads from the environment, in one place (README lists these). */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… runs on a PostgreSQL server; unset runs PGlite embedded. */
  databaseUrl?: string;
  /** PGlite's folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  tokenTtlSeconds: number;
  /** Seed demo data when the database is empty. */
  seedDemo: boolean;
  /** Largest request body in bytes. */
  bodyLimit: number;
  /** Serve the built console from dist/console. */
  serveConsole: boolean;
  logLevel: string;
  /** The other systems of the console's system switcher (spec §1); one left unset is shown as not configured. */
  systems: ConsoleConfig['systems'];
  /** argon2id cost; the OWASP parameters unless a test asks for cheaper hashing. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
}

/** An address of another system: absolute http(s), else the server refuses to start (a typo shows at once). */
function systemAddress(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an absolute http(s) address, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got ${JSON.stringify(value)}`);
  return url.href;
}

export const OWASP_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function configFromEnv(env = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? LIMITS.tokenTtlSeconds),
    seedDemo: env.SEED_DEMO !== '0',
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    serveConsole: env.SERVE_CONSOLE !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    systems: {
      device: systemAddress('SYSTEM_DEVICE_URL', env.SYSTEM_DEVICE_URL),
      production: systemAddress('SYSTEM_PRODUCTION_URL', env.SYSTEM_PRODUCTION_URL),
      merchant: systemAddress('SYSTEM_MERCHANT_URL', env.SYSTEM_MERCHANT_URL),
    },
    argon2: OWASP_ARGON2,
  };
}
