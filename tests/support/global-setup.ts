import type { TestProject } from 'vitest/node';
import { PGLITE_IMAGE, PG_TEMPLATE, makePgTemplate, makePgliteImage } from './seeded-image.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    pgTemplate: string;
  }
}

/**
 * vitest globalSetup of the projects whose files boot the server in-process: seeds the demo estate once for
 * the project's engine (PostgreSQL when its DATABASE_URL is set, else PGlite) and hands the copy's source to
 * every file (tests/support/server.ts), removing it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // the project's own env first (api-pglite sets it empty), else the run's
  const serverUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  const started = Date.now();
  if (serverUrl) {
    const template = await makePgTemplate(serverUrl);
    project.provide(PG_TEMPLATE, template.name);
    console.log(`[${project.name}] seeded template database ${template.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return template.remove;
  }
  const image = await makePgliteImage();
  project.provide(PGLITE_IMAGE, image.path);
  console.log(`[${project.name}] seeded PGlite image in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => image.remove();
}
