/**
 * The header badge counts the faults recorded since the user last opened the error-log page: script errors,
 * calls without an answer and 5xx answers, not a refused form (the page itself lists everything the server
 * keeps, refusals too). The moment of that last visit lives in sessionStorage.
 */
import { useSyncExternalStore } from 'react';
import { errorLog, type ErrorLogEntry } from '../providers/errorLog';

const SEEN_KEY = 'shell.errorLogSeen';
const listeners = new Set<() => void>();

function readSeen(): string {
  try {
    return sessionStorage.getItem(SEEN_KEY) ?? '';
  } catch {
    return '';
  }
}

let seen = readSeen();

/** Marks every error recorded so far as seen (the error-log page calls it when shown). */
export function markErrorsSeen(now = new Date().toISOString()) {
  seen = now;
  try {
    sessionStorage.setItem(SEEN_KEY, now);
  } catch {
    /* no storage: the mark lasts for this page */
  }
  for (const l of listeners) l();
}

export function countUnread(entries: readonly ErrorLogEntry[], since: string): number {
  return entries.filter((e) => e.fault !== false && (!since || e.time > since)).length;
}

const subscribeSeen = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getSeen = () => seen;

export function useUnreadErrors(): number {
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.getSnapshot, errorLog.getSnapshot);
  const since = useSyncExternalStore(subscribeSeen, getSeen, getSeen);
  return countUnread(entries, since);
}
