import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Contract, ContractOperation } from '../contract/load.js';
import { FileReply, handlerOf, type Operations } from '../operation.js';
import { authenticate } from './auth.js';
import { catalogueMessage, fail } from '../errors.js';
import type { ErrorCode } from '../../domain/errors.js';
import { VALIDATION_MESSAGES } from '../../domain/validation-messages.js';
import { tableOperations } from '../table/index.js';

/**
 * Registers one route per operation of the contract, with the contract's schemas as its validation and
 * its `x-permission` enforced before the handler runs. An operation is served by its hand-written handler
 * or, when it says `x-table`, by the generic table handler — exactly one of the two. A contract operation
 * without a handler, or a handler without an operation, stops the server from starting: the contract lists
 * exactly what works.
 */
export async function registerContract(app: FastifyInstance, contract: Contract, handlers: Operations) {
  const unknown = Object.keys(handlers).filter((id) => !contract.operations.some((op) => op.operationId === id));
  if (unknown.length) throw new Error(`handlers without a contract operation: ${unknown.join(', ')}`);
  const tables = await tableOperations(contract.operations, app.db);

  for (const op of contract.operations) {
    const own = handlerOf(handlers, op.operationId);
    const table = handlerOf(tables, op.operationId);
    if (own && table) throw new Error(`contract operation ${op.operationId} has both a handler and x-table`);
    const handler = own ?? table;
    if (!handler) throw new Error(`contract operation ${op.operationId} has no handler`);
    const url = '/api' + op.path.replace(/\{(\w+)\}/g, ':$1');
    app.route({
      method: op.method,
      url,
      schema: {
        ...(op.body ? { body: op.body.schema } : {}),
        ...(op.query ? { querystring: op.query } : {}),
        ...(op.params ? { params: op.params } : {}),
      },
      config: { operation: op },
      // before any parser sees it: a body only of the media type the contract declares
      preParsing: async (req: FastifyRequest, _reply, payload) => {
        refuseUndeclaredBody(req, op);
        return payload;
      },
      // who is calling and may they: decided before the input is even looked at
      preValidation: async (req: FastifyRequest) => {
        if (op.permission !== 'public') {
          const user = await authenticate(req, app.db);
          if (op.permission !== 'authenticated' && !user.isSuper && !user.permissions.has(op.permission)) fail(101005);
          req.user = user;
        }
        if (!op.body && op.contentType === undefined && op.method === 'POST') noBodyExpected(req);
        if (op.body && (req.body === undefined || req.body === null)) {
          if (op.body.required) fail(100001, [{ field: 'body', message: VALIDATION_MESSAGES['validation.required'][req.locale] }]);
          req.body = {};
        }
      },
      handler: async (req, reply) => {
        const user = req.user;
        const data = await handler({
          body: req.body,
          query: req.query,
          params: req.params,
          user: user!,
          db: app.db,
          locale: req.locale,
          config: app.config,
          req,
          reply,
        });
        if (data instanceof FileReply) {
          const ascii = data.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
          return reply
            .header('content-type', data.contentType)
            .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(data.filename)}`)
            .send(data.stream);
        }
        const code = op.successCode;
        return reply.send({ code, msg: catalogueMessage(200 as ErrorCode, req.locale), data: data ?? null });
      },
    });
  }
}

/**
 * Fastify parses JSON, forms and multipart for every route, so without this an operation would take a
 * body of a type its contract does not declare (a form where JSON is declared, multipart anywhere). A
 * request without a body passes whatever its Content-Type says: that is how a call that takes no body is
 * made, and a missing required body is refused later, by name. The refusal is the framework's own 415,
 * answered like any unsupported type (plugins/errors.ts).
 */
function refuseUndeclaredBody(req: FastifyRequest, op: ContractOperation) {
  const { 'content-length': length, 'transfer-encoding': chunked } = req.headers;
  if (chunked === undefined && (length === undefined || length === '0')) return;
  const type = req.headers['content-type']?.split(';')[0].trim().toLowerCase();
  // many HTTP clients send `{}` on every POST: a POST that takes no body reads JSON, and takes only an empty one (preValidation)
  if (op.contentType === undefined && op.method === 'POST' && type === 'application/json') return;
  if (type === undefined || type !== op.contentType) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
}

/** A JSON body sent to a call that takes none: nothing (`{}`, null) is dropped, anything else refused by name. */
function noBodyExpected(req: FastifyRequest) {
  const body: unknown = req.body;
  const empty = body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
  if (!empty) fail(100001, [{ field: 'body', message: VALIDATION_MESSAGES['validation.noBody'][req.locale] }]);
  req.body = undefined;
}
