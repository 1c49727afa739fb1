/**
 * A test double of the server's HTTP answers for component tests: `fetch` is replaced by a router over
 * "METHOD /path" keys answering envelopes, and every call is recorded as the server would receive it.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path under /api ('/user/page/list'). */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** Parsed JSON body, or the fields of a form body. */
  body: unknown;
  contentType: string;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type Handler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (data: unknown, code = 200): FakeAnswer => ({ status: 200, body: { code, msg: 'ok', data } });
export const refuse = (status: number, code: number, msg: string, fields?: { field: string; message: string }[]): FakeAnswer => ({
  status,
  body: { code, msg, ...(fields ? { fields } : {}) },
});

export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const req = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(req.url);
    const contentType = req.headers.get('content-type') ?? '';
    const text = req.method === 'GET' ? '' : await req.text();
    let body: unknown = undefined;
    if (text && contentType.includes('application/json')) body = JSON.parse(text);
    else if (text && contentType.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
    else if (text) body = text;
    const call: RecordedCall = {
      method: req.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      contentType,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : refuse(404, 100404, 'No such call');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    /** The calls made to one route. */
    to: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
