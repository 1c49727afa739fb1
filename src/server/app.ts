import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { negotiateLocale, type Locale } from '../domain/locale.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { catalogueMessage } from './errors.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { createAjv, requestValidator } from './validation.js';
import { loadContract, type ContractOperation } from './contract/load.js';
import { registerContract } from './plugins/contract.js';
import { registerDocs } from './plugins/docs.js';
import { registerConsole, sendConsolePage } from './plugins/console.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors.js';
import type { SessionUser } from './operation.js';
import { handlers } from './areas/index.js';
import type { DeviceLink } from './link/link.js';
import { secretBox, secretKeyFrom, type SecretBox } from './secrets.js';
import { FolderStore, type PackageStore } from './areas/apps/package-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    /** The MQTT link to the devices; null when MQTT is off (tests that do not use it). */
    link: DeviceLink | null;
    /** Seals and opens payment secrets at rest (src/server/secrets.ts). */
    secrets: SecretBox;
    /** The app centre's package files (src/server/areas/apps/package-store.ts). */
    packages: PackageStore;
  }
  interface FastifyRequest {
    locale: Locale;
    user?: SessionUser;
  }
  interface FastifyContextConfig {
    operation?: ContractOperation;
  }
}

/**
 * Request validators, kept for the life of the process and shared by every app built in it: what one
 * compiles to depends only on schemas/ and the route's schema, and compiling the contract's few hundred
 * schemas was most of a build (the tests build an app per file in one process). A validator keeps no state
 * between calls but the errors of the call just made, read at once, as when two routes of one app share it.
 * Bodies are validated as sent; query strings and paths, which arrive as text, coerced (validation.ts).
 */
const ajvs: Partial<Record<'body' | 'text', Ajv2020>> = {};
const validators = new Map<string, ReturnType<typeof requestValidator>>();
function sharedValidator(part: 'body' | 'text', schema: object): ReturnType<typeof requestValidator> {
  const key = `${part} ${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    const ajv = (ajvs[part] ??= createAjv({ coerce: part === 'text' }));
    validators.set(key, (validate = requestValidator(ajv, schema)));
  }
  return validate;
}

/**
 * Builds the whole server over an open database: the contract's calls under /api, their documentation,
 * and the built console. main.ts only listens; tests call `app.inject`.
 */
export async function buildApp(db: Database, config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: process.env.TRUST_PROXY === '1',
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  // without PAY_SECRET_KEY the data folder keeps a generated key; several processes must share PAY_SECRET_KEY
  app.decorate('secrets', secretBox(secretKeyFrom(config.paySecretKey, config.dataDir)));
  // the app centre's package files: a folder every process sees (PACKAGE_DIR), or a temporary one for tests
  const packages = await FolderStore.open(config.packageDir ?? (config.dataDir ? join(config.dataDir, 'packages') : undefined));
  app.decorate('packages', packages);
  app.addHook('onClose', async () => packages.close());
  app.decorateRequest('locale', 'ja');
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (req) => {
    req.locale = negotiateLocale(req.headers['accept-language']);
  });

  app.setValidatorCompiler(({ schema, httpPart }) => sharedValidator(httpPart === 'body' ? 'body' : 'text', schema));
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const err = new Error('validation') as Error & { validation: typeof errors; validationContext: string };
    err.validation = errors;
    err.validationContext = dataVar;
    return err;
  });

  await app.register(formbody, { bodyLimit: config.bodyLimit });
  // uploads (the activation import, operator message files): each handler streams its parts with its own limits
  await app.register(multipart, { limits: { files: 1, fields: 20, fileSize: config.bodyLimit } });

  registerErrorHandler(app);
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
