import type { TranslationMessages } from 'ra-core';

/** The tables `import.meta.glob` found (`../messages/devices.json` → `devices`), by area name. */
export function byArea(found: Record<string, unknown>): Record<string, object> {
  return Object.fromEntries(Object.entries(found).map(([path, table]) => [path.replace(/^.*\/|\.json$/g, ''), table as object]));
}

/**
 * One language's chunk (locales/<locale>.ts): react-admin's messages and every area's table, found by the
 * glob (a new messages/<area>.json needs no line anywhere) and cut down to that language as the build imports
 * it (`?locale=`, build/i18n-columns.ts).
 */
export function localeChunk(ra: TranslationMessages, found: Record<string, unknown>): Record<string, object> {
  return { ra, ...byArea(found) };
}
