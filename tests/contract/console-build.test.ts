/**
 * `npm start` builds the console only when its sources changed (src/server/console-build.ts): a folder built
 * from the same inputs is kept as it is. (Two starts at once, each
 * building into its own folder and swapping it in whole, and a rebuild after an edit were tried by hand.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildConsole, inputsStamp } from '../../src/server/console-build.js';

const out = mkdtempSync(join(tmpdir(), 'ops-console-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('keeps a console built from the same inputs, untouched', async () => {
  const stamp = await inputsStamp();
  writeFileSync(join(out, '.build-inputs'), stamp);
  writeFileSync(join(out, 'index.html'), 'built before');
  expect(await buildConsole(out)).toBe('up to date');
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('built before');
  // the stamp is the inputs' own (paths, sizes, modification times), the same however often it is read
  expect(await inputsStamp()).toBe(stamp);
});
