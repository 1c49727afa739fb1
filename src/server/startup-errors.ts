import { resolve } from 'node:path';
import type { ServerConfig } from './config.js';

/** A setting the server refuses to start with: its message is the line an operator reads, naming the setting. */
export class SettingError extends Error {}

type SystemError = Error & { code?: string; port?: number; address?: string; path?: string };

const NO_DATABASE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '28P01', '28000', '3D000']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'ENOSPC']);

const portOf = (url: string | undefined, fallback: number) => {
  try {
    return url ? Number(new URL(url).port || fallback) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The one line an operator reads when the server cannot start for a reason of the settings or the machine — a
 * port taken, a database or broker out of reach, a folder it may not write — naming the setting to change.
 * Undefined for anything else: a fault of the server itself, whose stack trace is worth reading.
 */
export function startupProblem(err: unknown, config?: ServerConfig): string | undefined {
  if (err instanceof SettingError) return err.message;
  if (!(err instanceof Error) || !config) return undefined;
  const e = err as SystemError;
  const mqtt = config.mqtt;
  if (e.code === 'EADDRINUSE' || (e.code === 'EACCES' && e.port !== undefined)) {
    const taken = e.code === 'EADDRINUSE' ? 'is in use' : 'may not be opened by this user';
    if (mqtt.mode === 'embedded' && e.port === mqtt.port) return `MQTT_PORT ${mqtt.port} ${taken} on ${mqtt.host}: free it or set MQTT_PORT to another port`;
    if (e.port === config.port) return `PORT ${config.port} ${taken} on ${config.host}: free it or set PORT to another port`;
  }
  if (e.code === 'ERR_INVALID_URL' && config.databaseUrl && e.message.includes('URL'))
    return 'DATABASE_URL does not parse: give postgres://user@host:port/database';
  if (e.code && NO_DATABASE.has(e.code)) {
    if (mqtt.mode === 'external' && e.port !== undefined && e.port === portOf(mqtt.url, 1883))
      return `MQTT_URL: the broker cannot be reached (${e.code}): check MQTT_URL, or unset it for the embedded broker`;
    if (config.databaseUrl)
      return `DATABASE_URL: the database cannot be reached or refuses the login (${e.code}): check DATABASE_URL, or unset it for the embedded database`;
  }
  if (e.code && NOT_WRITABLE.has(e.code) && !config.databaseUrl && config.dataDir && e.path && resolve(e.path).startsWith(resolve(config.dataDir)))
    return `DATA_DIR ${config.dataDir} cannot be written (${e.code}): give a folder this user may write`;
  return undefined;
}
