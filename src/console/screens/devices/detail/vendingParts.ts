/**
 * Pieces of the device detail's vending tabs (vendingTabs.ts): the prefix of their messages, and the
 * download of a file a documented call answers (the lane report export), saved as the server names it.
 */
import { ApiError, API_PREFIX, http, operation } from '../../../providers/http';

export const V = 'screens.vending';

/** Calls an export and has the browser save its file; a refusal (JSON envelope) is thrown as ApiError. */
export async function downloadFile(operationId: string, body: Record<string, unknown>, fallbackName: string, translate: (key: string) => string): Promise<string> {
  const op = operation(operationId);
  if (!op) throw new ApiError(100404, translate('errors.100404'), 404, undefined, operationId);
  const res = await http(op.path.replace(/^\/+/, ''), { method: op.method, json: body, timeout: 120_000 });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const envelope = (await res.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
    const code = typeof envelope?.code === 'number' ? envelope.code : res.status >= 500 ? 100500 : 15999;
    throw new ApiError(code, envelope?.msg || translate(`errors.${code}`), res.status, undefined, `${API_PREFIX}${op.path}`);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
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
  return name;
}
