/**
 * `npm test`: every suite, in phases, with the seconds of each printed at the end so the next person sees where
 * the time goes. Independent phases run side by side where the machine has room (PLAN below). Every phase runs
 * even when one fails; the exit code is 1 if any failed. The last line counts the tests of every vitest run.
 *
 * `INSTALL_SECONDS` (set by .ci/run) puts the install's time at the head of the line.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

// absolute: vitest resolves an output file against its root (src/console), not the working folder
const RESULTS = fileURLToPath(new URL('../.tmp/test-results', import.meta.url));
const withPostgres = Boolean(process.env.DATABASE_URL);
// the API suite on both engines shares out the checks whose subject is not the engine (tests/support/engine-split.ts)
if (withPostgres) process.env.API_SUITE_SPLIT = '1';

interface Phase {
  name: string;
  command: string[];
  /** The vitest project whose results this phase reads back (JSON reporter). */
  project?: string;
}

const vitest = (project: string): Phase => ({
  name: project,
  project,
  command: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${join(RESULTS, `${project}.json`)}`],
});

const build: Phase = { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] };

/**
 * Steps run one after the other; the lanes of a step run side by side, each lane's phases in turn. The API suite
 * on PGlite is CPU-bound (about a core); the one on PostgreSQL, the console's and the browser tests partly wait
 * (on the server, timers and the browser: 0.4-0.7 of a core each, measured), and the lanes pair a busy phase with
 * a waiting one so both end near the same time (measured: 747 and 763 s). Three lanes all at once measured 800 s,
 * and four console and browser files at a time 794 s: the CPU-bound phases slowed more than the waits filled.
 * The browser tests serve the build, made in the first step.
 */
const PLAN: Phase[][][] = [
  // the contract test checks that src/generated is up to date (what `npm run codegen:check` does). knip (unused
  // files, exports and dependencies; runtime import cycles) follows the type check and ESLint the build, rather
  // than taking lanes of their own: two cores already have three lanes here.
  [
    [
      { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
      { name: 'knip', command: ['npm', 'run', '--silent', 'knip'] },
    ],
    // the code's format (Prettier, .prettierrc), then the rule tables
    [{ name: 'format', command: ['npm', 'run', '--silent', 'format:check'] }, vitest('schemas')],
    // the lint after the build, the shortest lane, rather than after the type check, the longest
    [build, { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] }],
  ],
  withPostgres
    ? [
        [vitest('api-pglite'), vitest('e2e')],
        [vitest('api-postgres'), vitest('console')],
      ]
    : [[vitest('api-pglite'), vitest('e2e')], [vitest('console')]],
  // the layout guard alone: it keeps a browser rendering without pause, and beside the lanes above it starved
  // their timers (measured: the run went from 8½ to 21 minutes, with timeouts)
  // then Lighthouse on the first load, alone too (its scores read the CPU time it observes)
  [[vitest('guard'), vitest('lighthouse')]],
];

/**
 * CPU seconds used so far by this process's reaped children and their descendants (/proc: user + system
 * clock ticks). A phase is one child: the growth of this total when it is reaped is what its process tree
 * used — the figure that says where a two-core machine's time goes when phases overlap. Not on Linux: none.
 */
function childCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // after the command's closing parenthesis, cutime and cstime are the 14th and 15th fields (0-based 13, 14)
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

interface Done {
  phase: Phase;
  seconds: number;
  cpu?: number;
  ok: boolean;
}

let cpuSeen = childCpuSeconds();
function run(phase: Phase): Promise<Done> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command[0], phase.command.slice(1), { stdio: 'inherit' });
    child.on('exit', (code) => {
      // 'exit' comes after the child was reaped, so its tree's CPU is in the total now
      const cpuNow = childCpuSeconds();
      const cpu = cpuNow !== undefined && cpuSeen !== undefined ? Math.round(cpuNow - cpuSeen) : undefined;
      cpuSeen = cpuNow;
      resolve({ phase, seconds: Math.round((Date.now() - started) / 1000), cpu, ok: code === 0 });
    });
  });
}

function counts(project: string): { passed: number; failed: number; skipped: number } {
  try {
    const r = JSON.parse(readFileSync(join(RESULTS, `${project}.json`), 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
// the browser tests' seeded data folder, made by the first of their projects for all three (tests/support/e2e-setup.ts)
// (in the system's temporary folder, where the seeding product's own folder is: renamed there, not copied)
const SEEDED = join(tmpdir(), `ops-e2e-seeded-${process.pid}`);
rmSync(SEEDED, { recursive: true, force: true });
process.env.E2E_SEEDED_DATA_DIR = SEEDED;
const started = Date.now();
const done: Done[] = [];
const runLane = async (lane: Phase[]) => {
  for (const phase of lane) done.push(await run(phase));
};
for (const step of PLAN) await Promise.all(step.map(runLane));
rmSync(SEEDED, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
for (const { phase } of done) {
  if (!phase.project) continue;
  const c = counts(phase.project);
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}
const failedPhases = done.filter((d) => !d.ok).map((d) => d.phase.name);
const install = process.env.INSTALL_SECONDS ? [`install ${process.env.INSTALL_SECONDS}`] : [];
console.log(
  `\nphases (s): ${[...install, ...done.map((d) => `${d.phase.name} ${d.seconds}${d.ok ? '' : ' FAILED'}`)].join(' · ')} · tests in all ${Math.round((Date.now() - started) / 1000)}`,
);
if (done.every((d) => d.cpu !== undefined))
  console.log(`CPU seconds per phase (the machine has 2 cores per wall second): ${done.map((d) => `${d.phase.name} ${d.cpu}`).join(' · ')}`);
if (failedPhases.length) console.log(`failed phases: ${failedPhases.join(', ')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedPhases.length ? 1 : 0);
