/**
 * The screen registry (src/console/crud/registry.ts) points at real screens: every key a declaration in
 * resources/ names (a view's screen, a list toolbar action, a row's panel) is registered, every registered key names a file
 * that exists and exports a component, no key is left that nothing names, and an unknown key is refused
 * loudly instead of quietly showing the generic screen.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index';
import { SCREEN_FILES, SCREEN_MODULES, screenFor } from '../../src/console/crud/registry';

/** The registry's folder, which its file paths are relative to (tests run from the project's root). */
const REGISTRY_DIR = resolve(process.cwd(), 'src/console/crud');

/** Every bespoke-screen key the declarations name, with where it is named. */
const declared = RESOURCES.flatMap((decl) => [
  ...Object.entries(decl.screens ?? {}).map(([view, key]) => ({ key: key as string, where: `${decl.name}.screens.${view}` })),
  ...(decl.list.actions ?? []).map(({ action, screen }) => ({ key: screen, where: `${decl.name}.list.actions.${action}` })),
  ...(decl.list.expand ? [{ key: decl.list.expand, where: `${decl.name}.list.expand` }] : []),
]);

describe('screen registry', () => {
  it('registers every screen key a resource declaration names', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter(({ key }) => !(key in SCREEN_FILES)).map(({ key, where }) => `${where}: ${key}`)).toEqual([]);
  });

  it('names an existing screen file for every key, one the build finds', () => {
    const missing = Object.entries(SCREEN_FILES).filter(([, file]) => !existsSync(resolve(REGISTRY_DIR, file)) || !(file in SCREEN_MODULES));
    expect(missing.map(([key, file]) => `${key}: ${file}`)).toEqual([]);
  });

  it('keeps no key that no declaration names', () => {
    const named = new Set(declared.map(({ key }) => key));
    expect(Object.keys(SCREEN_FILES).filter((key) => !named.has(key))).toEqual([]);
  });

  it('finds a component in every registered file', { timeout: 120_000 }, async () => {
    const without: string[] = [];
    for (const [key, file] of Object.entries(SCREEN_FILES)) {
      const mod = await SCREEN_MODULES[file]();
      const screen = mod.default ?? Object.values(mod).find((v) => typeof v === 'function');
      if (typeof screen !== 'function' && typeof screen !== 'object') without.push(key);
    }
    expect(without).toEqual([]);
  });

  it('refuses a key it does not know, and a key whose file is missing, instead of falling back', () => {
    expect(screenFor(undefined)).toBeUndefined();
    expect(() => screenFor('no-such-screen')).toThrow(/no-such-screen/);
    expect(() => screenFor('org-tree', {})).toThrow(/OrgTree\.tsx/);
    expect(screenFor('org-tree')).toBeTruthy();
  });
});
