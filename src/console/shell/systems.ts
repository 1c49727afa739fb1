/**
 * The other systems of the header's system switcher (spec document 1 §1): their addresses come from the
 * build's environment; one that is not configured is shown disabled, never as a made-up link.
 */
export interface OtherSystem {
  key: 'device' | 'production' | 'merchant';
  /** i18n key of its name. */
  title: string;
  url?: string;
}

/** Only absolute http(s) addresses count as configured. */
export function systemUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const u = new URL(value.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

export function otherSystems(env: Record<string, unknown> = import.meta.env): OtherSystem[] {
  return [
    { key: 'device', title: 'shell.systems.device', url: systemUrl(env.VITE_SYSTEM_DEVICE_URL) },
    { key: 'production', title: 'shell.systems.production', url: systemUrl(env.VITE_SYSTEM_PRODUCTION_URL) },
    { key: 'merchant', title: 'shell.systems.merchant', url: systemUrl(env.VITE_SYSTEM_MERCHANT_URL) },
  ];
}
