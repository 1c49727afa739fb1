/**
 * The error log's calls (openapi/system/error-logs.yaml): each new entry is saved (never reported again
 * when the saving itself fails, or it would loop), and the error-log page reads the server's list.
 */
import { request } from '../providers/http';
import { getToken } from '../providers/session';
import type { ErrorLogEntry } from '../providers/errorLog';

export interface ServerErrorLogEntry {
  id: number;
  time: string;
  type: 'ajax' | 'script';
  code: number;
  message: string;
  url: string | null;
  userId: number | null;
  userName: string | null;
  /** The session it was saved in (12 hex digits of its token's SHA-256; the token is never stored). */
  tokenFingerprint: string | null;
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** A page stuck in an error loop must not flood the server: repeats within 2 s and more than 30 a minute stay local. */
const REPEAT_MS = 2000;
const PER_MINUTE = 30;
let recent: { key: string; at: number }[] = [];

export function shouldSave(entry: Pick<ErrorLogEntry, 'type' | 'code' | 'message' | 'url'>, now = Date.now()): boolean {
  const key = `${entry.type}|${entry.code}|${entry.message}|${entry.url}`;
  recent = recent.filter((r) => now - r.at < 60_000);
  if (recent.length >= PER_MINUTE || recent.some((r) => r.key === key && now - r.at < REPEAT_MS)) return false;
  recent.push({ key, at: now });
  return true;
}

export async function saveErrorLogEntry(entry: ErrorLogEntry): Promise<void> {
  // without a session there is nobody to file it under (and the call would only fail)
  if (!getToken() || !shouldSave(entry)) return;
  await request('errorLog/save', {
    json: {
      type: entry.type,
      code: Number.isInteger(entry.code) ? entry.code : 0,
      message: clip(entry.message || '-', 2000),
      url: clip(entry.url ?? '', 2000),
      time: entry.time,
    },
    report: false,
  });
}

export function fetchErrorLog(q: { pageNum: number; pageSize: number; type?: 'ajax' | 'script'; tokenFingerprint?: string }, signal?: AbortSignal) {
  return request<{ list: ServerErrorLogEntry[]; total: number }>('errorLog/pageList', { json: q, signal });
}
