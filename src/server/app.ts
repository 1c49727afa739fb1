import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { negotiateLocale, type Locale } from '../domain/locale.js';
import { ERRORS, type ErrorCode } from '../domain/errors.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { AppError, catalogueMessage, type FieldError } from './errors.js';
import { createAjv, fieldErrors } from './validation.js';
import { uniqueViolationCode } from './db/unique.js';
import { loadContract, type ContractOperation } from './contract/load.js';
import { registerContract } from './plugins/contract.js';
import { registerDocs } from './plugins/docs.js';
import { registerConsole, sendConsolePage } from './plugins/console.js';
import type { SessionUser } from './operation.js';
import { handlers } from './areas/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
  }
  interface FastifyRequest {
    locale: Locale;
    user?: SessionUser;
  }
  interface FastifyContextConfig {
    operation?: ContractOperation;
  }
}

const describeFields = (fields: FieldError[]) => fields.map((f) => `${f.field}: ${f.message}`).join('; ');

/**
 * Builds the whole server over an open database: the contract's calls under /api, their documentation,
 * and the built console. main.ts only listens; tests call `app.inject`.
 */
export async function buildApp(db: Database, config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('locale', 'ja');
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (req) => {
    req.locale = negotiateLocale(req.headers['accept-language']);
  });

  const bodyAjv = createAjv({ coerce: false });
  const textAjv = createAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema);
  });
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const err = new Error('validation') as Error & { validation: typeof errors; validationContext: string };
    err.validation = errors;
    err.validationContext = dataVar;
    return err;
  });

  await app.register(formbody, { bodyLimit: config.bodyLimit });

  app.setErrorHandler((error: FastifyError & { validation?: unknown[] }, req, reply) => {
    const answer = (status: number, code: ErrorCode, fields?: FieldError[]) =>
      reply.status(status).send({ code, msg: catalogueMessage(code, req.locale), ...(fields ? { fields } : {}) });
    const refusal: unknown = error;
    if (refusal instanceof AppError) {
      const msg = catalogueMessage(refusal.code, req.locale);
      const detail = refusal.fields?.length ? `${msg}: ${describeFields(refusal.fields)}` : msg;
      return reply.status(refusal.status).send({ code: refusal.code, msg: detail, ...(refusal.fields ? { fields: refusal.fields } : {}) });
    }
    const clash = uniqueViolationCode(error);
    if (clash) return answer(ERRORS[clash].status, clash);
    if (error.validation) {
      const fields = fieldErrors(error.validation as never, req.locale);
      const msg = `${catalogueMessage(100001, req.locale)}: ${describeFields(fields)}`;
      return reply.status(400).send({ code: 100001, msg, fields });
    }
    if (error.statusCode === 413) return answer(413, 100413);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // malformed JSON, an unsupported content type, an empty JSON body: the caller's input is wrong
      return answer(error.statusCode === 415 ? 415 : 400, 100001, [{ field: 'body', message: error.message }]);
    }
    req.log.error({ err: error }, 'unhandled error');
    return answer(500, 100500);
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api')) {
      return reply.status(404).send({ code: 100404, msg: catalogueMessage(100404, req.locale) });
    }
    if (config.serveConsole && req.method === 'GET') return sendConsolePage(req, reply);
    return reply.status(404).send({ code: 100404, msg: catalogueMessage(100404, req.locale) });
  });

  const contract = loadContract();
  await registerContract(app, contract, handlers);
  await registerDocs(app, contract.document);
  if (config.serveConsole) await registerConsole(app);
  return app;
}
