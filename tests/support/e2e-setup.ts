import type { TestProject } from 'vitest/node';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
  const started = Date.now();
  const first = await startProduct({ keepData: true });
  await first.stop();
  if (first.exitCode() !== 0) throw new Error(`the product seeding the browser tests' data folder exited with ${first.exitCode()}`);
  project.provide('productDataDir', first.dataDir);
  console.log(`[${project.name}] seeded the product's data folder in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const sharedStarted = Date.now();
  const sharedDir = mkdtempSync(join(tmpdir(), 'ops-e2e-shared-'));
  let shared: RunningProduct;
  try {
    cpSync(first.dataDir, sharedDir, { recursive: true });
    shared = await startProduct({ dataDir: sharedDir });
  } catch (e) {
    rmSync(sharedDir, { recursive: true, force: true });
    rmSync(first.dataDir, { recursive: true, force: true });
    throw e;
  }
  project.provide('sharedProductUrl', shared.url);
  project.provide('sharedProductDataDir', sharedDir);
  console.log(`[${project.name}] started the shared product at ${shared.url} in ${((Date.now() - sharedStarted) / 1000).toFixed(1)} s`);

  return async () => {
    // (its stop removes its data folder)
    await shared.stop();
    rmSync(first.dataDir, { recursive: true, force: true });
  };
}
