import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Builds the console (`vite build` → dist/console) in a child process, for `npm start` to run beside the
 * database's migration and seed instead of before them: on this two-core machine the two overlap well.
 */
export function buildConsole(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the console build failed (exit ${code})`))));
  });
}
