/**
 * npm test runs the API suite twice, on PGlite and on PostgreSQL (tests/run.ts). Checks whose subject is not the
 * database engine — the guard of bad input (validation and the error envelope are the server's; PGlite is
 * PostgreSQL's own code), the device link's two brokers, the bundled simulator — are shared between the two runs instead of repeated:
 * `API_SUITE_SPLIT=1`, set by tests/run.ts when both run, gives each run its share. A run alone does everything.
 */
const split = process.env.API_SUITE_SPLIT === '1';
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The items of `all` this run takes: every second one, the even ones on PostgreSQL, the odd ones on PGlite. */
export function thisEnginesShare<T>(all: readonly T[]): T[] {
  return split ? all.filter((_, i) => i % 2 === (onPostgres ? 0 : 1)) : [...all];
}

/** The brokers this run tries the device link on: PGlite with the embedded one (the product's default), PostgreSQL with the external one (the scale-out). */
export const BROKERS: ('embedded' | 'external')[] = split ? [onPostgres ? 'external' : 'embedded'] : ['embedded', 'external'];

/**
 * Whether this run takes the files whose subject is neither engine (the bundled device simulator): PostgreSQL's
 * run when the suite is split — its queries cost less CPU than PGlite's in-process ones — and a run alone.
 */
export const takesEngineFreeFiles = !split || onPostgres;
