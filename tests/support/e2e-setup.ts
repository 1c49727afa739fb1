import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { startProduct } from './product.js';

declare module 'vitest' {
  export interface ProvidedContext {
    productDataDir: string;
  }
}

/**
 * vitest globalSetup of the browser tests: the product seeds its demo estate once into a data folder, and every
 * start copies that folder (tests/support/product.ts) instead of seeding again.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now();
  const first = await startProduct({ keepData: true });
  await first.stop();
  if (first.exitCode() !== 0) throw new Error(`the product seeding the browser tests' data folder exited with ${first.exitCode()}`);
  project.provide('productDataDir', first.dataDir);
  console.log(`[${project.name}] seeded the product's data folder in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => rmSync(first.dataDir, { recursive: true, force: true });
}
