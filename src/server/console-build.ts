import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'dist/console');
/** The stamp a build leaves in its folder: what it was built from (inputsStamp). */
const STAMP = '.build-inputs';
/** What the console's build reads: a change in any of these makes the next start build again. */
const INPUTS = ['src/console', 'src/domain', 'src/generated', 'resources', 'schemas', 'build', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/** Every input file's path, size and modification time, hashed: cheap (no file is read) and changed by any edit. */
export async function inputsStamp(): Promise<string> {
  const hash = createHash('sha256');
  const visit = async (path: string): Promise<void> => {
    const s = await stat(path).catch(() => undefined);
    if (!s) return;
    if (s.isDirectory()) {
      const names = (await readdir(path)).filter((n) => n !== 'node_modules').sort();
      for (const name of names) await visit(join(path, name));
    } else hash.update(`${relative(ROOT, path)}\0${s.size}\0${s.mtimeMs}\n`);
  };
  for (const input of INPUTS) await visit(join(ROOT, input));
  return hash.digest('hex');
}

/** A rename another process's swap got to first (the folder gone, or already there again). */
const ignoreRace = (err: NodeJS.ErrnoException) => {
  if (!['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(err.code ?? '')) throw err;
};

function vite(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the console build failed (exit ${code})`))));
  });
}

/**
 * Builds the console for `npm start` (`vite build` in a child process, beside the database's migration and
 * seed: on a two-core machine the two overlap well), unless dist/console was built from the same inputs.
 * The build goes to a folder of this process's own and is swapped in when whole, so a second process starting
 * from the same checkout never meets half a folder (two builds at once each swap in a whole one).
 */
export async function buildConsole(out = OUT): Promise<'built' | 'up to date'> {
  const stamp = await inputsStamp();
  const built = existsSync(join(out, STAMP)) ? readFileSync(join(out, STAMP), 'utf8') : undefined;
  if (built === stamp) return 'up to date';
  const fresh = `${out}.building-${process.pid}`;
  const old = `${out}.old-${process.pid}`;
  try {
    await vite(fresh);
    await writeFile(join(fresh, STAMP), stamp);
    // two renames: the folder is missing for an instant between them, never half there
    if (existsSync(out)) await rename(out, old).catch(ignoreRace);
    // another process's whole build may have taken the place meanwhile: it was built from the same inputs
    await rename(fresh, out).catch(ignoreRace);
  } finally {
    await Promise.all([rm(fresh, { recursive: true, force: true }), rm(old, { recursive: true, force: true })]);
  }
  return 'built';
}
