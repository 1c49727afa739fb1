/**
 * The console's error log (spec §2 main shell, §3 error-log entry): failed calls (type `ajax`, the
 * answer's code) and script errors (type `script`, code 0). An in-memory observable store that the
 * shell's header badge and error-log page read with React's useSyncExternalStore; each new entry is also
 * handed to a sink (the shell sets one that saves it on the server).
 */
import { getSessionUser, onSessionEnd } from './session';

export interface ErrorLogEntry {
  /** ISO time the browser saw the error. */
  time: string;
  type: 'ajax' | 'script';
  /** The answer's code for `ajax` (0 when the call never got an answer), 0 for `script`. */
  code: number;
  message: string;
  /** The call's URL for `ajax`, the page (or script) URL for `script`. */
  url: string;
  userId?: number;
  userName?: string;
  /**
   * A fault (a script error, no answer, a 5xx) rather than the server's answer to a request (a refused form, a
   * rule, a permission): the header badge counts faults only. Absent: a fault.
   */
  fault?: boolean;
}

export type ErrorLogSink = (entry: ErrorLogEntry) => unknown;

/** How many entries the browser keeps (newest first); the server keeps its own history. */
export const MAX_ENTRIES = 500;

let entries: readonly ErrorLogEntry[] = [];
let sink: ErrorLogSink | undefined;
const listeners = new Set<() => void>();

const emit = () => {
  for (const l of listeners) l();
};

/** Records one error; `time`, `userId` and `userName` default to now and the session user. */
export function reportError(entry: Omit<ErrorLogEntry, 'time' | 'userId' | 'userName'> & Partial<ErrorLogEntry>): ErrorLogEntry {
  const user = getSessionUser();
  const full: ErrorLogEntry = {
    time: new Date().toISOString(),
    userId: user?.userId,
    userName: user?.name,
    ...entry,
  };
  entries = [full, ...entries].slice(0, MAX_ENTRIES);
  emit();
  if (sink) {
    try {
      // the sink's own failure must never be reported again (it would loop)
      Promise.resolve(sink(full)).catch(() => undefined);
    } catch {
      /* ignore */
    }
  }
  return full;
}

/** The store, shaped for `useSyncExternalStore(errorLog.subscribe, errorLog.getSnapshot)`. */
export const errorLog = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Newest first; a new array each time an entry is added, the same one otherwise. */
  getSnapshot(): readonly ErrorLogEntry[] {
    return entries;
  },
  clear(): void {
    entries = [];
    emit();
  },
};

/** Sets (or removes, with undefined) the function each new entry is handed to. */
export function setSink(next: ErrorLogSink | undefined): void {
  sink = next;
}

onSessionEnd(() => errorLog.clear());

let installed = false;

/** Records uncaught script errors and unhandled rejections (type `script`, code 0, message and URL). */
export function installScriptErrorHandlers(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    // resource load errors (an <img> failing) have no message: not script errors
    if (!event.message && !event.error) return;
    reportError({
      type: 'script',
      code: 0,
      message: String(event.error?.message ?? event.message),
      url: event.filename || target.location.href,
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: string; isApiError?: boolean } | undefined;
    // failed calls are already in the log as `ajax`
    if (reason?.isApiError) return;
    reportError({
      type: 'script',
      code: 0,
      message: String(reason?.message ?? reason ?? 'unhandled rejection'),
      url: target.location.href,
    });
  });
}
