import { SettingError } from './startup-errors.js';
import { LIMITS } from '../domain/limits.js';
import type { ConfiguredLinks, ConsoleConfig } from '../domain/console-config.js';

/** Everything the server reads from the environment, in one place (README lists these). */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… runs on a PostgreSQL server; unset runs PGlite embedded. */
  databaseUrl?: string;
  /** PGlite's folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /**
   * The app centre's package store (src/server/areas/apps/package-store.ts): PACKAGE_DIR, else
   * `<DATA_DIR>/packages`. Several server processes must share it (a mounted volume). Neither set (tests on
   * an in-memory database): a temporary folder, removed when the server closes.
   */
  packageDir?: string;
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
  /** Other applications' addresses that menu entries open (ORDERING_APP_URL); an entry whose address is unset is not listed. */
  links: ConfiguredLinks;
  /** argon2id cost; the OWASP parameters unless a test asks for cheaper hashing. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** The MQTT link to the devices (src/server/link/). */
  mqtt: MqttConfig;
  /**
   * How many demo devices the bundled simulator runs inside the server ('demo': the whole demo fleet;
   * 0: none). Only with the embedded broker or MQTT_URL set, and only demo devices (their secrets derive
   * from the serial).
   */
  simulateDevices: number | 'demo';
  /** PAY_SECRET_KEY: the key payment secrets are sealed with at rest (src/server/secrets.ts); unset, see there. */
  paySecretKey?: string;
  /** How many online payment orders the demo history holds (DEMO_PAY_ORDERS; tests seed fewer). */
  demoPayOrders: number;
}

/**
 * The device link: an embedded aedes broker that devices connect to on `port` (0: the system picks one,
 * for tests), an external broker at `url` (Mosquitto, EMQX) the server is a client of, or none (tests
 * that do not exercise the link).
 */
export type MqttConfig =
  | { mode: 'embedded'; port: number; host: string; slowMs: number; resend?: ResendRule }
  /** shareGroup: the shared-subscription group the server processes of one deployment consume uplinks in (MQTT_SHARE_GROUP, default 'ops'). */
  | { mode: 'external'; url: string; slowMs: number; shareGroup?: string; resend?: ResendRule }
  | { mode: 'off'; slowMs: number };

/**
 * When a command handed to the broker and not acknowledged is sent again to its connected device
 * (src/server/link/redeliver.ts): its n-th send waits `ackSeconds` × 2^(n−1) for the ack (COMMAND_ACK_SECONDS,
 * default 30; 0: never), and it is sent at most `maxSends` times in all (COMMAND_MAX_SENDS, default 5).
 */
export interface ResendRule {
  ackSeconds: number;
  maxSends: number;
}
export const DEFAULT_RESEND: ResendRule = { ackSeconds: 30, maxSends: 5 };

/** An address of another system: absolute http(s), else the server refuses to start (a typo shows at once). */
function systemAddress(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SettingError(`${name} must be an absolute http(s) address, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SettingError(`${name} must be an http(s) address, got ${JSON.stringify(value)}`);
  return url.href;
}

export const OWASP_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function configFromEnv(env = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    packageDir: env.PACKAGE_DIR || undefined,
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
    links: { orderingApp: systemAddress('ORDERING_APP_URL', env.ORDERING_APP_URL) },
    argon2: OWASP_ARGON2,
    mqtt: mqttFromEnv(env),
    paySecretKey: env.PAY_SECRET_KEY || undefined,
    demoPayOrders: Number(env.DEMO_PAY_ORDERS ?? 20_000),
    simulateDevices: env.SIMULATE_DEVICES === undefined || env.SIMULATE_DEVICES === '' ? 'demo' : simulateCount(env.SIMULATE_DEVICES),
  };
}

function simulateCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new SettingError(`SIMULATE_DEVICES must be a whole number, got ${JSON.stringify(value)}`);
  return n;
}

function mqttFromEnv(env: NodeJS.ProcessEnv): MqttConfig {
  const slowMs = LIMITS.slowMessageSeconds * 1000;
  if (env.MQTT === 'off') return { mode: 'off', slowMs };
  const resend = resendFromEnv(env);
  if (env.MQTT_URL?.trim()) {
    let url: URL;
    try {
      url = new URL(env.MQTT_URL.trim());
    } catch {
      throw new SettingError(`MQTT_URL must be an mqtt:// or mqtts:// address, got ${JSON.stringify(env.MQTT_URL)}`);
    }
    if (!['mqtt:', 'mqtts:', 'tcp:', 'tls:'].includes(url.protocol))
      throw new SettingError(`MQTT_URL must be an mqtt:// or mqtts:// address, got ${JSON.stringify(env.MQTT_URL)}`);
    const shareGroup = env.MQTT_SHARE_GROUP?.trim() || 'ops';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(shareGroup))
      throw new SettingError(`MQTT_SHARE_GROUP must be letters, digits, _ or -, got ${JSON.stringify(env.MQTT_SHARE_GROUP)}`);
    return { mode: 'external', url: url.href, slowMs, shareGroup, resend };
  }
  const port = Number(env.MQTT_PORT ?? 1884);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new SettingError(`MQTT_PORT must be a port number, got ${JSON.stringify(env.MQTT_PORT)}`);
  return { mode: 'embedded', port, host: env.MQTT_HOST ?? env.HOST ?? '127.0.0.1', slowMs, resend };
}

function resendFromEnv(env: NodeJS.ProcessEnv): ResendRule {
  const ackSeconds = Number(env.COMMAND_ACK_SECONDS?.trim() || DEFAULT_RESEND.ackSeconds);
  // fractions of a second are for tests; a deployment wants more than a slow link's 5 s, or it repeats slow acks
  if (!Number.isFinite(ackSeconds) || (ackSeconds !== 0 && (ackSeconds < 0.1 || ackSeconds > 86_400)))
    throw new SettingError(`COMMAND_ACK_SECONDS must be 0 or a number of seconds from 0.1 to 86400, got ${JSON.stringify(env.COMMAND_ACK_SECONDS)}`);
  const maxSends = Number(env.COMMAND_MAX_SENDS?.trim() || DEFAULT_RESEND.maxSends);
  if (!Number.isInteger(maxSends) || maxSends < 1 || maxSends > 100)
    throw new SettingError(`COMMAND_MAX_SENDS must be a whole number from 1 to 100, got ${JSON.stringify(env.COMMAND_MAX_SENDS)}`);
  return { ackSeconds, maxSends };
}
