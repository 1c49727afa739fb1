/**
 * The console's HTTP client (spec document 2 §7, §8): ky under /api with a 5000 ms timeout, the bearer
 * token from the `token` cookie and the current language on every call. Answers are envelopes
 * `{code, msg, data}`: the operation's success code (200, or 0 for logout and the permission menu) gives
 * `data`; any other code throws an ApiError carrying the server's message (and, with 100001, the fields
 * that failed). 101009 ends the session: storage cleared (the language kept), token emptied, the server's
 * message shown and the user sent to login. Every failed call is written to the error log, except one cut
 * short because the page is being left (a reload or a navigation away aborts what is in flight).
 */
import ky, { TimeoutError } from 'ky';
import { LIMITS } from '../../domain/limits';
import { OPERATIONS as GENERATED_OPERATIONS, type OperationId, type OperationInfo } from '../../generated/operations';
import type { OperationTypes } from '../../generated/operation-types';
import { currentLocale, translate } from './i18nProvider';
import { endSession, getToken } from './session';
import { reportError } from './errorLog';
import { navigate, notify } from './bridge';

export const API_PREFIX = '/api';
/** The code the server answers when the token is invalid or expired. */
export const SESSION_INVALID = 101009;

export interface FieldError {
  field: string;
  message: string;
}

/** A refused or failed call: the catalogue code and message (in the caller's language), and the HTTP status. */
export class ApiError extends Error {
  readonly isApiError = true;
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status: number,
    readonly fields?: FieldError[],
    readonly url?: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
  /** The answer's body, where react-admin looks for details. */
  get body() {
    return { code: this.code, msg: this.msg, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const isApiError = (e: unknown): e is ApiError => Boolean(e && typeof e === 'object' && (e as ApiError).isApiError);

/** The documented calls by operationId (generated from openapi/). */
export const OPERATIONS: Record<string, OperationInfo> = GENERATED_OPERATIONS;

type Scalar = string | number | boolean | null | undefined;

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

/** The operation with this id, or undefined when the contract has no such call (yet). */
export function operation(operationId: string): OperationInfo | undefined {
  return Object.prototype.hasOwnProperty.call(OPERATIONS, operationId) ? OPERATIONS[operationId] : undefined;
}

type Types<K extends OperationId> = OperationTypes[K];
/** What goes besides the path: the query of a GET or DELETE, else the body (as `invoke` sends it). */
type Sent<K extends OperationId> = (typeof GENERATED_OPERATIONS)[K]['method'] extends 'GET' | 'DELETE' ? Types<K>['query'] : Types<K>['body'];
type Joined<P, S> = [P] extends [never] ? ([S] extends [never] ? Record<string, never> : S) : [S] extends [never] ? P : P & S;

/** What `callOperation(K, params)` takes: the call's path parameters and its query or body, from the contract. */
export type CallParams<K extends OperationId> = Joined<Types<K>['params'], Sent<K>>;
/** What `callOperation(K)` answers: the success envelope's `data` (`unknown` where the contract leaves it out). */
export type CallAnswer<K extends OperationId> = Types<K>['answer'];
type CallOptions = Pick<RequestOptions, 'report' | 'signal'>;
/** The params may be left out when the call needs none. */
type CallArgs<K extends OperationId> =
  Record<string, never> extends CallParams<K> ? [params?: CallParams<K>, opts?: CallOptions] : [params: CallParams<K>, opts?: CallOptions];

/**
 * Makes a documented call by its operationId: path parameters (`{id}`) are taken from `params`, the rest
 * goes as query parameters (GET), a form, a multipart form or a JSON body, as the contract says. The id,
 * the params and the answer are typed from the contract (src/generated/operation-types.ts).
 */
export function callOperation<K extends OperationId>(operationId: K, ...[params, opts]: CallArgs<K>): Promise<CallAnswer<K>> {
  return invoke(operationId, params ?? {}, opts) as Promise<CallAnswer<K>>;
}

/**
 * A call chosen at run time, by data (a resource declaration, a schema widget's options): its id is checked
 * when it is made (an id the contract lacks is 100404), its params are only known to be an object (the
 * server checks them against the contract) and its answer is read as `unknown`.
 */
export function callDeclared(operationId: string, params: object = {}, opts: CallOptions = {}): Promise<unknown> {
  return invoke(operationId, Object.fromEntries(Object.entries(params)), opts);
}

/**
 * The answer of a call whose `data` the contract does not describe (its CallAnswer is `unknown`), or of a
 * call chosen at run time, as the screen reads it: an assertion, named so that each one can be found and
 * replaced by describing the answer in openapi/.
 */
export const undescribed = <T>(answer: Promise<unknown>): Promise<T> => answer as Promise<T>;

async function invoke(operationId: string, params: Readonly<Record<string, unknown>>, opts: CallOptions = {}): Promise<unknown> {
  const op = operation(operationId);
  if (!op) throw new ApiError(100404, translate('errors.100404'), 404, undefined, operationId);
  const used = new Set<string>();
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    used.add(name);
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new ApiError(100001, translate('errors.100001'), 400, [{ field: name, message: translate('validation.required') }]);
    return encodeURIComponent(String(value));
  });
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!used.has(k)) rest[k] = v;
  const base: RequestOptions = { method: op.method, successCode: op.successCode, ...opts };
  if (op.method === 'GET' || op.method === 'DELETE') return request(path, { ...base, searchParams: rest as Record<string, Scalar> });
  switch (op.contentType) {
    case 'application/x-www-form-urlencoded':
      return request(path, { ...base, form: rest as Record<string, Scalar> });
    case 'multipart/form-data': {
      const fd = new FormData();
      for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) fd.append(k, v instanceof Blob ? v : String(v));
      return request(path, { ...base, formData: fd });
    }
    case 'application/json':
      return request(path, { ...base, json: rest });
    default:
      // an upload: the contract loader leaves a multipart body's media type out (its handler streams it)
      if (Object.values(rest).some((v) => v instanceof Blob)) {
        const fd = new FormData();
        for (const [k, v] of Object.entries(rest)) {
          if (v instanceof File) fd.append(k, v, v.name);
          else if (v !== undefined && v !== null) fd.append(k, v instanceof Blob ? v : String(v));
        }
        return request(path, { ...base, formData: fd });
      }
      return request(path, base);
  }
}
