/**
 * Console benchmark: what the browser must download to show the console, and how soon the user list is
 * usable, against the product as `npm start` runs it.
 *
 *   npm run bench:console            (builds the console first)
 *   npm run bench:console -- --no-build
 *
 * 1. `vite build`, then from dist/console/.vite/manifest.json: the JavaScript and CSS the login page needs
 *    (the entry chunk and everything it imports statically), gzip-compressed size; aim: under 300 kB.
 * 2. Measured in headless Chromium: every JS/CSS file fetched while loading /login, then while logging in
 *    and showing /home (the lazy chunks of the home route added), gzip-compressed size of each.
 * 3. The time from navigation to the user list being usable (its rows shown), median of 5: cold (a new
 *    browser context each time: nothing cached, the session given as the console keeps it — token cookie
 *    and session user) and warm (a reload in a context that has the files cached).
 *
 * Environment: BENCH_RUNS (default 5).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../tests/support/browser.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist/console');
const MANIFEST = join(DIST, '.vite/manifest.json');
const LOGIN_AIM_KB = 300;
const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : 5;
const WAIT = 60_000;
const DEMO_PASSWORD = 'OpsDemo#2026';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// ——— sizes ————————————————————————————————————————————————————————————————————————————————————

const sizeCache = new Map<string, { raw: number; gzip: number }>();

/** Raw and gzip (level 9, as a static server would precompress) size of a built file, by its path under dist/console. */
function sizeOf(file: string): { raw: number; gzip: number } {
  let s = sizeCache.get(file);
  if (!s) {
    const data = readFileSync(join(DIST, file));
    s = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
    sizeCache.set(file, s);
  }
  return s;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const total = (files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizeOf(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
};

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
function staticClosure(manifest: Manifest, key: string, out = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return out;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  out.add(chunk.file);
  for (const css of chunk.css ?? []) out.add(css);
  for (const imp of chunk.imports ?? []) staticClosure(manifest, imp, out, seen);
  return out;
}

/** A readable name of a built file (its source or chunk name in the manifest). */
function nameOf(manifest: Manifest, file: string): string {
  const entry = Object.entries(manifest).find(([, c]) => c.file === file);
  if (!entry) return file;
  const [key, c] = entry;
  return c.src ?? c.name ?? key;
}

// ——— the browser ——————————————————————————————————————————————————————————————————————————————

/** Records the console's own JS and CSS files the page fetches (as paths under dist/console). */
function recordAssets(page: Page, into: Set<string>) {
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/assets/') && /\.(m?js|css)$/.test(url.pathname)) into.add(url.pathname.slice(1));
  });
}

async function quiet(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: WAIT }).catch(() => undefined);
}

/** Loads /login cold, then logs in and shows /home; answers the files of each step. */
async function measurePages(browser: Browser, product: RunningProduct) {
  const context = await browser.newContext({ locale: 'ja-JP' });
  context.setDefaultTimeout(WAIT);
  const page = await context.newPage();
  const loginFiles = new Set<string>();
  recordAssets(page, loginFiles);
  await page.goto(`${product.url}/login`);
  await page.locator('#login-account').waitFor({ state: 'visible' });
  await quiet(page);
  const atLogin = new Set(loginFiles);

  await page.locator('#login-account').fill('admin');
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/home', { timeout: WAIT });
  await page.locator('[data-figure="users"]').waitFor({ state: 'visible' });
  await quiet(page);
  const atHome = new Set(loginFiles);
  await context.close();
  return { atLogin, atHome };
}

interface Session {
  token: string;
  expiresAt?: string;
  user: unknown;
}

async function apiLogin(product: RunningProduct): Promise<Session> {
  const res = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ clientId: 'console', account: 'admin', password: DEMO_PASSWORD }).toString(),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data as Session;
}

/** Milliseconds from the navigation's start to the first user row shown (the page's own clock). */
async function timeToUserRows(page: Page, url: string, reload: boolean): Promise<number> {
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const cell = document.querySelector('table tbody td.column-account');
      return cell && (cell as HTMLElement).offsetParent !== null && cell.textContent ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: WAIT },
  );
  return (await handle.jsonValue()) as number;
}

async function measureUserList(browser: Browser, product: RunningProduct) {
  const session = await apiLogin(product);
  const newSessionContext = async () => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    context.setDefaultTimeout(WAIT);
    await context.addCookies([{ name: 'token', value: encodeURIComponent(session.token), url: product.url }]);
    // the console keeps the session user in sessionStorage (per tab): give it as a login would
    await context.addInitScript((user) => {
      if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', user);
    }, JSON.stringify(session.user));
    return context;
  };

  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await newSessionContext();
    const page = await context.newPage();
    cold.push(await timeToUserRows(page, `${product.url}/users`, false));
    await context.close();
  }

  const warm: number[] = [];
  const context = await newSessionContext();
  const page = await context.newPage();
  await timeToUserRows(page, `${product.url}/users`, false);
  for (let i = 0; i < RUNS; i++) warm.push(await timeToUserRows(page, `${product.url}/users`, true));
  await context.close();
  return { cold, warm };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// ——— report ———————————————————————————————————————————————————————————————————————————————————

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...r[i]].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

function fileTable(manifest: Manifest, files: Iterable<string>, limit = 12): string {
  const rows = [...files].map((f) => ({ f, ...sizeOf(f) })).sort((a, b) => b.gzip - a.gzip);
  const shown = rows.slice(0, limit).map((r) => [r.f, nameOf(manifest, r.f), kB(r.raw), kB(r.gzip)]);
  if (rows.length > limit) {
    const rest = rows.slice(limit);
    shown.push([`… ${rest.length} more`, '', kB(rest.reduce((n, r) => n + r.raw, 0)), kB(rest.reduce((n, r) => n + r.gzip, 0))]);
  }
  return table([['file', 'chunk', 'raw', 'gzip'], ...shown]);
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('building the console (vite build)…');
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`vite build failed (${built.status})`);
  }
  if (!existsSync(MANIFEST)) throw new Error(`no ${MANIFEST}: build.manifest must be on in vite.config.ts`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const loginByManifest = staticClosure(manifest, entryKey);
  const loginSize = total(loginByManifest);

  console.log('starting the product and Chromium…');
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const { atLogin, atHome } = await measurePages(browser, product);
    const { cold, warm } = await measureUserList(browser, product);

    const measuredLogin = total(atLogin);
    const measuredHome = total(atHome);
    const homeOnly = [...atHome].filter((f) => !atLogin.has(f));
    const onlyManifest = [...loginByManifest].filter((f) => !atLogin.has(f));
    const onlyFetched = [...atLogin].filter((f) => !loginByManifest.has(f));

    console.log('\nConsole benchmark');
    console.log(
      table([
        ['measure', 'files', 'raw', 'gzip', 'aim'],
        ['login page: entry + static imports (manifest)', String(loginByManifest.size), kB(loginSize.raw), kB(loginSize.gzip), `< ${LOGIN_AIM_KB} kB gzip ${loginSize.gzip < LOGIN_AIM_KB * 1000 ? 'met' : 'MISSED'}`],
        ['login page: fetched by Chromium', String(atLogin.size), kB(measuredLogin.raw), kB(measuredLogin.gzip), ''],
        ['home page after login: fetched in all', String(atHome.size), kB(measuredHome.raw), kB(measuredHome.gzip), ''],
        ['  of which lazy chunks of /home', String(homeOnly.length), kB(total(homeOnly).raw), kB(total(homeOnly).gzip), ''],
      ]),
    );
    console.log(`\nUser list usable (rows shown), from navigation start, ${RUNS} runs each`);
    console.log(
      table([
        ['navigation', 'median', 'min', 'max', 'runs (ms)'],
        ['cold (new context, nothing cached)', `${median(cold).toFixed(0)} ms`, `${Math.min(...cold).toFixed(0)} ms`, `${Math.max(...cold).toFixed(0)} ms`, cold.map((x) => x.toFixed(0)).join(', ')],
        ['warm (reload, files cached)', `${median(warm).toFixed(0)} ms`, `${Math.min(...warm).toFixed(0)} ms`, `${Math.max(...warm).toFixed(0)} ms`, warm.map((x) => x.toFixed(0)).join(', ')],
      ]),
    );
    if (onlyManifest.length || onlyFetched.length) {
      console.log('\nThe manifest and the browser disagree about the login page:');
      if (onlyManifest.length) console.log(`  in the manifest's static closure, not fetched: ${onlyManifest.join(', ')}`);
      if (onlyFetched.length) console.log(`  fetched, not in the static closure (lazy chunks loaded at once): ${onlyFetched.join(', ')}`);
    }
    console.log('\nLargest files of the login page (gzip)');
    console.log(fileTable(manifest, loginByManifest));
    console.log('\nLazy chunks /home adds');
    console.log(fileTable(manifest, homeOnly));
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
