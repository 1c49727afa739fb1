/**
 * One call under /api (spec document 2 §7, §8): ky with a 5000 ms timeout, the bearer token from the `token`
 * cookie and the current language on every call. Answers are envelopes `{code, msg, data}`: the success code
 * (200, or 0 for logout and the permission menu) gives `data`; any other code throws an ApiError carrying the
 * server's message (and, with 100001, the fields that failed). 101009 ends the session: storage cleared (the
 * language kept), token emptied, the server's message shown and the user sent to login. Every failed call is
 * written to the error log, except one cut short because the page is being left (a reload or a navigation
 * away aborts what is in flight). It needs neither the contract's table nor the console's messages, so the
 * login page makes its one call with it (providers/http.ts makes the documented calls by operationId).
 */
import ky, { TimeoutError } from 'ky';
import type { OperationInfo } from '../../generated/operations';
import { LIMITS } from '../../domain/limits';
import { ApiError, type FieldError } from './api-error';
import { currentLocale } from './locale';
import { translate } from './translate';
import { endSession, getToken } from './session';
import { reportError } from './errorLog';
import { navigate, notify } from './bridge';

export const API_PREFIX = '/api';
/** The code the server answers when the token is invalid or expired. */
export const SESSION_INVALID = 101009;

export type Scalar = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: OperationInfo['method'];
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, Scalar>;
  /** A multipart body. */
  formData?: FormData;
  /** Query parameters (undefined and null are left out). */
  searchParams?: Record<string, Scalar>;
  /** The `code` of success: 200 unless the operation says 0. */
  successCode?: number;
  /** Write a failure to the error log (default true; the error log's own saving call turns it off). */
  report?: boolean;
  signal?: AbortSignal;
}

/** /api resolved against the page, so that it also works where `Request` needs an absolute URL. */
function apiBase(): string {
  if (typeof location !== 'undefined' && /^https?:/.test(location.href)) return new URL(API_PREFIX + '/', location.href).href;
  return API_PREFIX;
}

export const http = ky.create({
  prefixUrl: apiBase(),
  timeout: LIMITS.httpTimeoutMs,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (req) => {
        const token = getToken();
        if (token && !req.headers.has('authorization')) req.headers.set('Authorization', `Bearer ${token}`);
        req.headers.set('Accept-Language', currentLocale());
      },
    ],
  },
});

/**
 * Whether the page is being left: the browser aborts calls still in flight when it unloads the page,
 * which is no failure of theirs (it used to leave network and 15999 entries in the log after a reload).
 * `beforeunload` starts the leaving (a slow reload keeps the old page alive a while); `pagehide` is the
 * page going; `pageshow` is it coming back (bfcache). A `beforeunload` not followed by the page going
 * (a link that turned out to be a download) stops counting after LEAVING_MS.
 */
const LEAVING_MS = 10_000;
let leftAt: number | undefined;
let hidden = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leftAt = Date.now();
  });
  window.addEventListener('pagehide', () => {
    hidden = true;
  });
  window.addEventListener('pageshow', () => {
    hidden = false;
    leftAt = undefined;
  });
}
export const pageIsLeaving = () => hidden || (leftAt !== undefined && Date.now() - leftAt < LEAVING_MS);

let lastSessionLoss = 0;

/** 101009: clear everything of the session, show the server's message once, go to login. */
export function handleSessionInvalid(message: string): void {
  endSession();
  const now = Date.now();
  // parallel calls all answer 101009: one message is enough
  if (now - lastSessionLoss > 2000) notify(message || translate(`errors.${SESSION_INVALID}`), 'error');
  lastSessionLoss = now;
  navigate('/login');
}

const clean = (o: Record<string, Scalar> | undefined) => {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(o ?? {})) if (v !== undefined && v !== null) out[k] = v;
  return out;
};

const fail = (error: ApiError, report: boolean): never => {
  // kept in the log either way; only what is not the server's considered answer (no answer, a 5xx) is a fault
  if (report) reportError({ type: 'ajax', code: error.code, message: error.msg, url: error.url ?? '', fault: !error.status || error.status >= 500 });
  throw error;
};

/** Makes one call under /api and answers the envelope's `data`, or throws an ApiError. */
export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { method = 'POST', successCode = 200, report = true } = opts;
  const relative = path.replace(/^\/+/, '');
  const url = `${API_PREFIX}/${relative}`;
  let res: Response;
  try {
    res = await http(relative, {
      method,
      signal: opts.signal,
      searchParams: opts.searchParams ? clean(opts.searchParams) : undefined,
      ...(opts.json !== undefined ? { json: opts.json } : {}),
      ...(opts.form ? { body: new URLSearchParams(Object.entries(clean(opts.form)).map(([k, v]) => [k, String(v)])) } : {}),
      ...(opts.formData ? { body: opts.formData } : {}),
    });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError' && opts.signal?.aborted) throw e;
    const timedOut = e instanceof TimeoutError;
    return fail(new ApiError(0, translate(timedOut ? 'app.tryLater' : 'app.networkError'), 0, undefined, url), report && !pageIsLeaving());
  }
  // reading the body can fail too (the connection drops, the page is left): a network failure, not an
  // answer the server got wrong
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    if ((e as Error)?.name === 'AbortError' && opts.signal?.aborted) throw e;
    return fail(new ApiError(0, translate('app.networkError'), 0, undefined, url), report && !pageIsLeaving());
  }
  let body: { code?: unknown; msg?: unknown; data?: unknown; fields?: FieldError[] } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!body || typeof body.code !== 'number') {
    // not an envelope: a proxy or gateway answered (502, 503, 504...) or the server broke
    const code = res.status >= 500 ? 100500 : res.status === 404 ? 100404 : 15999;
    const msg = res.status >= 502 && res.status <= 504 ? translate('app.tryLater') : translate(`errors.${code}`);
    return fail(new ApiError(code, msg, res.status, undefined, url), report);
  }
  if (body.code === successCode && res.ok) return body.data as T;
  const code = body.code;
  const msg = typeof body.msg === 'string' && body.msg ? body.msg : translate(`errors.${code}`, { _: translate('errors.15999') });
  if (code === SESSION_INVALID) handleSessionInvalid(msg);
  return fail(new ApiError(code, msg, res.status, Array.isArray(body.fields) ? body.fields : undefined, url), report);
}
