import type { TestProject } from 'vitest/node';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct, type RunningProduct } from './product.js';

declare module 'vitest' {
  export interface ProvidedContext {
    productDataDir: string;
    sharedProductUrl: string;
    sharedProductDataDir: string;
  }
}

/**
 * vitest globalSetup of the browser tests: the product seeds its demo estate once into a data folder, and every
 * start copies that folder (tests/support/product.ts) instead of seeding again. Then one product starts on a
 * copy of its own and runs until the run ends: the files whose settings are the defaults share it
 * (`sharedProduct()`), instead of each spending seconds of CPU starting one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seeded = await seededDataDir(project.name);
  project.provide('productDataDir', seeded.dir);

  const sharedStarted = Date.now();
  const sharedDir = mkdtempSync(join(tmpdir(), 'ops-e2e-shared-'));
  let shared: RunningProduct;
  try {
    cpSync(seeded.dir, sharedDir, { recursive: true });
    shared = await startProduct({ dataDir: sharedDir });
  } catch (e) {
    rmSync(sharedDir, { recursive: true, force: true });
    seeded.remove();
    throw e;
  }
  project.provide('sharedProductUrl', shared.url);
  project.provide('sharedProductDataDir', sharedDir);
  console.log(`[${project.name}] started the shared product at ${shared.url} in ${((Date.now() - sharedStarted) / 1000).toFixed(1)} s`);

  return async () => {
    // (its stop removes its data folder)
    await shared.stop();
    seeded.remove();
  };
}

/**
 * The seeded data folder. `npm test` names one for the whole run (E2E_SEEDED_DATA_DIR, tests/run.ts): the
 * browser, guard and Lighthouse projects each have a globalSetup, and the first seeds it for all three (20 s of a
 * step the guard and Lighthouse run alone); the run removes it at its end. The folder is renamed into place
 * once seeded, so it is whole where it exists. Without the variable (one project run by hand), a folder of
 * this run's own.
 */
async function seededDataDir(project: string): Promise<{ dir: string; remove: () => void }> {
  const kept = process.env.E2E_SEEDED_DATA_DIR;
  if (kept && existsSync(kept)) {
    console.log(`[${project}] the product's data folder seeded earlier in this run: ${kept}`);
    return { dir: kept, remove: () => undefined };
  }
  const started = Date.now();
  const first = await startProduct({ keepData: true });
  await first.stop();
  if (first.exitCode() !== 0) throw new Error(`the product seeding the browser tests' data folder exited with ${first.exitCode()}`);
  console.log(`[${project}] seeded the product's data folder in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!kept) return { dir: first.dataDir, remove: () => rmSync(first.dataDir, { recursive: true, force: true }) };
  renameSync(first.dataDir, kept);
  return { dir: kept, remove: () => undefined };
}
