/**
 * What goes into the error log and how the error-log page reads it: a call cut short because the page is
 * being left (a reload during a request) is no error and leaves no entry; an answer whose body breaks off
 * is a network failure, not an 'unknown system error' (15999); a refusal by the server is a request error
 * of the spec's `ajax` type with its catalogue code; entries recorded in one language read in the
 * console's current one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { request } from '../../src/console/providers/http';
import { errorLog, setSink, type ErrorLogEntry } from '../../src/console/providers/errorLog';
import { ERRORS } from '../../src/domain/errors';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import ErrorLog from '../../src/console/screens/system/ErrorLog';
import { messagesFor } from '../../src/console/i18n/all';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderInAdmin } from './shell-support';
import { t } from '../e2e/support';

afterEach(() => {
  vi.unstubAllGlobals();
  setSink(undefined);
  errorLog.clear();
  window.dispatchEvent(new PageTransitionEvent('pageshow'));
});

/** A fetch that answers when told to: with a response, or by failing as the browser does. */
function heldFetch() {
  let settle: { resolve: (r: Response) => void; reject: (e: unknown) => void } | undefined;
  const started = new Promise<void>((begun) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve, reject) => {
            settle = { resolve, reject };
            begun();
          }),
      ),
    );
  });
  return { started, settle: () => settle! };
}

/** A 200 answer whose body breaks off after its headers. */
const brokenBody = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":200,"da'));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('failed calls in the error log', () => {
  it('records nothing for a call cut short by leaving the page (a reload during a request)', async () => {
    const saved: ErrorLogEntry[] = [];
    setSink((e) => saved.push(e));
    const held = heldFetch();
    const call = request('user/page/list', { json: {} });
    await held.started;
    // the browser leaves the page: it hides it, then aborts what is still in flight
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    held.settle().reject(new TypeError('Failed to fetch'));
    await expect(call).rejects.toBeTruthy();

    const second = heldFetch();
    const reading = request('user/page/list', { json: {} });
    await second.started;
    second.settle().resolve(brokenBody());
    await expect(reading).rejects.toBeTruthy();

    expect(errorLog.getSnapshot()).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('records nothing for a call the console itself cancelled while its answer was being read', async () => {
    // react-query cancels the queries of a page that is left (home's figures when the user moves on)
    const held = heldFetch();
    const abort = new AbortController();
    const call = request('user/page/list', { json: {}, signal: abort.signal });
    await held.started;
    held.settle().resolve(
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":200,"da'));
            abort.signal.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    await new Promise((r) => setTimeout(r, 10));
    abort.abort();
    await expect(call).rejects.toBeTruthy();
    expect(errorLog.getSnapshot()).toEqual([]);
  });

  it('records an answer that breaks off as a network failure (code 0), not as 15999', async () => {
    const held = heldFetch();
    const call = request('user/page/list', { json: {} });
    await held.started;
    held.settle().resolve(brokenBody());
    await expect(call).rejects.toMatchObject({ code: 0 });
    expect(errorLog.getSnapshot().map((e) => [e.type, e.code, e.url])).toEqual([['ajax', 0, '/api/user/page/list']]);
  });

  it("records a refusal as the spec's ajax type with the server's code and message", async () => {
    fakeApi({ 'POST /user/update': () => refuse(400, 201004, ERRORS[201004].msg.en) });
    await expect(request('user/update', { json: {} })).rejects.toMatchObject({ code: 201004 });
    expect(errorLog.getSnapshot().map((e) => [e.type, e.code, e.message])).toEqual([['ajax', 201004, ERRORS[201004].msg.en]]);
  });
});

describe('the error-log page', () => {
  const entry = (id: number, type: 'ajax' | 'script', code: number, message: string) => ({
    id,
    type,
    code,
    message,
    time: new Date(Date.now() - id * 60_000).toISOString(),
    url: '/api/user/update',
    userId: 7,
    userName: 'ops01',
    tokenFingerprint: id % 2 ? '0123456789ab' : 'ba9876543210',
  });

  it("groups one session's entries: its fingerprint filters the list, and the filter can be taken off", async () => {
    const api = fakeApi({
      'POST /errorLog/pageList': (req) => {
        const only = (req.body as { tokenFingerprint?: string }).tokenFingerprint;
        const list = [entry(1, 'ajax', 0, 'one'), entry(2, 'ajax', 0, 'two'), entry(3, 'script', 0, 'three')].filter(
          (e) => !only || e.tokenFingerprint === only,
        );
        return ok({ list, total: list.length });
      },
    });
    renderInAdmin(<ErrorLog />, { path: '/error-log' });
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('columnheader', { name: 'Session' })).toBeTruthy();
    fireEvent.click(within(rows()[1]).getByRole('button', { name: 'ba9876543210' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.to('POST /errorLog/pageList').at(-1)?.body).toMatchObject({ tokenFingerprint: 'ba9876543210' });
    const chip = screen.getByText('Session ba9876543210 only').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.to('POST /errorLog/pageList').at(-1)?.body).not.toHaveProperty('tokenFingerprint');
  });

  it('reads entries recorded in another language in the current one', async () => {
    const ja = messagesFor('ja') as { app: { networkError: string } };
    const detail = `${ERRORS[100001].msg.ja}: phone: ${VALIDATION_MESSAGES['validation.phone'].ja}`;
    fakeApi({
      'POST /errorLog/pageList': () =>
        ok({
          list: [
            entry(1, 'ajax', 201004, ERRORS[201004].msg.ja),
            entry(2, 'ajax', 0, ja.app.networkError),
            entry(3, 'ajax', 100001, detail),
            entry(4, 'script', 0, "Cannot read properties of undefined (reading 'x')"),
          ],
          total: 4,
        }),
    });
    renderInAdmin(<ErrorLog />, { path: '/error-log' });
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(4));
    const message = (i: number) => within(rows()[i]).getAllByRole('cell')[3].textContent;
    await waitFor(() => expect(message(0)).toBe(ERRORS[201004].msg.en));
    expect(message(1)).toBe(t('en', 'app.networkError'));
    expect(message(2)).toBe(`${ERRORS[100001].msg.en}: phone: ${VALIDATION_MESSAGES['validation.phone'].en}`);
    // a script's own message is kept as it came
    expect(message(3)).toBe("Cannot read properties of undefined (reading 'x')");
    // a refusal is a request error (the spec's ajax type), not a network error
    expect(within(rows()[0]).getAllByRole('cell')[1].textContent).toBe(t('en', 'enum.errorLogType.ajax'));
  });
});

describe('the type names', () => {
  it('call the ajax type a request error, in every language: a refusal is not a network failure', () => {
    // a refusal and a network failure are both of the ajax type: its name must not say 'network'
    expect(t('ja', 'enum.errorLogType.ajax')).not.toMatch(/通信|ネットワーク/);
    expect(t('zh-CN', 'enum.errorLogType.ajax')).not.toMatch(/网络|通信/);
    expect(t('zh-TW', 'enum.errorLogType.ajax')).not.toMatch(/網路|網絡|通訊/);
    expect(t('en', 'enum.errorLogType.ajax')).not.toMatch(/network/i);
  });
});
