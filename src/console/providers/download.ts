/**
 * Files the server answers (exports): one call, its refusal read from the JSON envelope, and the file saved
 * by the browser under the name the server gives it. Every file the console saves goes through here.
 */
import { API_PREFIX, ApiError, http, operation } from './http';
import { translate as translateNow } from './i18nProvider';

/** An export takes longer than an ordinary call. */
export const EXPORT_TIMEOUT_MS = 120_000;

/** The file name in a Content-Disposition header (RFC 6266: filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* the plain name below */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/**
 * Calls `operationId` (its path parameters from `params`, `body` as JSON, or `query` as search parameters for
 * a GET export, empty values left out) and has the browser save the file it answers; answers the name saved.
 * A refusal comes as the server's JSON envelope and is thrown as ApiError with its message.
 */
export async function downloadFile(
  operationId: string,
  request: { body?: Record<string, unknown>; params?: Record<string, string | number>; query?: Record<string, unknown> },
  fallbackName: string,
): Promise<string> {
  const res = await fileResponse(operationId, request);
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  saveFile(await res.blob(), name);
  return name;
}

/** The bytes of a file the server answers, kept in the page (a boot animation's preview reads its zip). */
export async function fetchFileBytes(
  operationId: string,
  request: { body?: Record<string, unknown>; params?: Record<string, string | number>; query?: Record<string, unknown> },
): Promise<Uint8Array> {
  return new Uint8Array(await (await fileResponse(operationId, request)).arrayBuffer());
}

/** Calls a file-answering operation; a refusal (the JSON envelope) is thrown as the ApiError it names. */
async function fileResponse(
  operationId: string,
  request: { body?: Record<string, unknown>; params?: Record<string, string | number>; query?: Record<string, unknown> },
): Promise<Response> {
  const op = operation(operationId);
  if (!op) throw new ApiError(100404, translateNow('errors.100404'), 404, undefined, operationId);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(request.params?.[name])));
  const query = Object.entries(request.query ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [k, String(v)]);
  const target = `${path.replace(/^\/+/, '')}${query.length ? `?${new URLSearchParams(query)}` : ''}`;
  const res = await http(target, { method: op.method, ...(request.body ? { json: request.body } : {}), timeout: EXPORT_TIMEOUT_MS });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const envelope = (await res.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
    const code = typeof envelope?.code === 'number' ? envelope.code : res.status >= 500 ? 100500 : 15999;
    throw new ApiError(code, envelope?.msg || translateNow(`errors.${code}`), res.status, undefined, `${API_PREFIX}${op.path}`);
  }
  return res;
}

/** Has the browser save `blob` as `name` (a file the server answered, or one written here: an import's template). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // the browser has taken the file once the click is handled
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
