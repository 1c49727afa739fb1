import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, negotiateLocale, type Locale } from '../../domain/locale.js';
import { ERRORS, type ErrorCode } from '../../domain/errors.js';
import { VALIDATION_MESSAGES, VALIDATION_TEXTS, fillTexts } from '../../domain/validation-messages.js';
import { AppError, catalogueMessage, type FieldError } from '../errors.js';
import { fieldErrors } from '../validation.js';
import { uniqueViolationCode } from '../db/unique.js';
import { isInputRefusal } from '../db/refusals.js';

/**
 * Every answer is the product's envelope `{code, msg}` (with `fields` on 100001), whoever refuses the
 * request: a handler, the validator, the database, or the web framework and the HTTP parser before a
 * route is even found. Only a fault of the server itself is a 5xx.
 */

/**
 * The field messages in the refusal's words, each once. Each is a sentence a person reads ("the file is 800 × 481
 * pixels; the zone is 800 × 480"); the fields' keys are for programs, in `fields`, and never shown.
 */
const describeFields = (fields: FieldError[]) => [...new Set(fields.map((f) => f.message))].join('; ');

function refusal(status: number, code: ErrorCode, locale: Locale, fields?: FieldError[]) {
  const msg = catalogueMessage(code, locale);
  return {
    status,
    body: fields?.length ? { code, msg: `${msg}: ${describeFields(fields)}`, fields } : { code, msg },
  };
}

const fieldOf = (field: string, key: string, locale: Locale): FieldError[] => [{ field, message: VALIDATION_MESSAGES[key][locale] }];

/** The error handler of every route. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: unknown[] }, req, reply) => {
    const answer = ({ status, body }: ReturnType<typeof refusal>) => reply.status(status).send(body);
    const thrown: unknown = error;
    if (thrown instanceof AppError) return answer(refusal(thrown.status, thrown.code, req.locale, thrown.fields));
    const clash = uniqueViolationCode(error);
    if (clash) return answer(refusal(ERRORS[clash].status, clash, req.locale));
    if (error.validation) return answer(refusal(400, 100001, req.locale, fieldErrors(error.validation as never, req.locale)));
    if (isInputRefusal(error)) {
      // validation let through something the database refuses: still the caller's input, but worth a look
      req.log.warn({ err: error }, 'the database refused the input');
      return answer(refusal(400, 100001, req.locale));
    }
    if (error.statusCode === 413) return answer(refusal(413, 100413, req.locale));
    if (error.statusCode === 415) {
      // the call's own media type, named (a form-encoded login sent as JSON says so), else the generic words
      const expected = (req.routeOptions.config as { operation?: { contentType?: string } } | undefined)?.operation?.contentType;
      const message = expected
        ? fillTexts(VALIDATION_TEXTS.contentTypeExpected, { type: expected })[LOCALES.indexOf(req.locale)]
        : VALIDATION_MESSAGES['validation.contentType'][req.locale];
      return answer(refusal(415, 100001, req.locale, [{ field: 'body', message }]));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // malformed JSON or form data, an empty JSON body, a wrong content length: the body cannot be read
      return answer(refusal(400, 100001, req.locale, fieldOf('body', 'validation.unreadableBody', req.locale)));
    }
    req.log.error({ err: error }, 'unhandled error');
    return answer(refusal(500, 100500, req.locale));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (`%ZZ`) or a path parameter longer than the
 * router takes, refused before any route (or hook) runs.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const locale = negotiateLocale(req.headers['accept-language']);
  const key = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'validation.urlTooLong' : 'validation.url';
  const { status, body } = refusal(400, 100001, locale, fieldOf('url', key, locale));
  return reply.status(status).send(body);
}

/**
 * Fastify's `clientErrorHandler`: what the HTTP parser refuses (a malformed request line or header,
 * headers too large, a request too slow) is answered on the socket, in the default language since no
 * header could be read.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  // a reset connection has nobody left to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code]: [number, string, ErrorCode] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 100413]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 100001]
        : [400, 'Bad Request', 100001];
  const body = JSON.stringify(refusal(status, code, 'ja').body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
