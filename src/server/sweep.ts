/**
 * Periodic background work of a running server (the payment re-query, the gray-release judge, the release
 * outbox, the package-file and ad-file sweeps). Every process runs its own; each pass claims its items in the database
 * (`FOR UPDATE SKIP LOCKED`), so several processes share the work rather than repeat it.
 */

/** Seconds between passes from an environment variable (its default when unset); 0 or less turns it off. */
export function sweepSeconds(variable: string, fallback: number): number {
  const seconds = Number(process.env[variable] ?? fallback);
  return seconds > 0 ? seconds : 0;
}

/**
 * Runs `pass` every `seconds` (none when 0), never two at once: a pass still running when the next is due is
 * not doubled. A failed pass is logged, not thrown; the timer keeps no process alive. Answers the stop.
 */
export function startSweep(opts: { seconds: number; what: string; log: { warn(obj: unknown, msg?: string): void }; pass(): Promise<unknown> }): () => void {
  if (!(opts.seconds > 0)) return () => undefined;
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    opts
      .pass()
      .catch((err) => {
        if (!stopped) opts.log.warn({ err }, `${opts.what} failed`);
      })
      .finally(() => {
        running = false;
      });
  }, opts.seconds * 1000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
