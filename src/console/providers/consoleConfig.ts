/**
 * The deployment's configuration as the server wrote it into the page (src/server/plugins/console.ts).
 * Under `vite` (development) there is none: the build's VITE_SYSTEM_*_URL variables stand in.
 */
import { CONSOLE_CONFIG_ELEMENT_ID, type ConsoleConfig } from '../../domain/console-config';

export function servedConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Partial<ConsoleConfig> {
  const text = doc?.getElementById(CONSOLE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<ConsoleConfig>) : {};
  } catch {
    return {};
  }
}

/** The other systems' addresses in the shape shell/systems.ts reads: the server's, else the build's. */
export function systemAddresses(doc?: Document): Record<string, unknown> {
  const served = servedConfig(doc).systems ?? {};
  const env = import.meta.env;
  return {
    VITE_SYSTEM_DEVICE_URL: served.device ?? env.VITE_SYSTEM_DEVICE_URL,
    VITE_SYSTEM_PRODUCTION_URL: served.production ?? env.VITE_SYSTEM_PRODUCTION_URL,
    VITE_SYSTEM_MERCHANT_URL: served.merchant ?? env.VITE_SYSTEM_MERCHANT_URL,
  };
}
