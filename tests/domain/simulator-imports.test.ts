import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SIMULATOR = join(ROOT, 'src/simulator');
const SERVER = join(ROOT, 'src/server');

/** Every module specifier of a file: static imports and re-exports (type-only too), and dynamic imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"]([^'"]+)['"]/gm)) found.push(m[1]);
  return found;
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(?:ts|tsx|mts)$/.test(f))
    .map((f) => join(dir, f));

describe('the simulator does not depend on the server (the server runs it: one direction only)', () => {
  it('finds the specifiers of every kind of import', () => {
    expect(
      specifiers(
        `import a from './a.js';\nimport type { B } from "../b.js";\nexport { c } from './c.js';\nimport './d.js';\nconst e = await import('./e.js');`,
      ),
    ).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js']);
  });

  it('no file under src/simulator imports from src/server', () => {
    const files = sources(SIMULATOR);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.') && resolve(dirname(file), s).startsWith(SERVER + '/'))
        .map((s) => `${relative(ROOT, file)} imports ${s}`),
    );
    expect(offending).toEqual([]);
  });
});
