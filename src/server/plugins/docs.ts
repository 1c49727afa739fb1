import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** Publishes the bundled contract at /api/openapi.json and an interactive viewer at /api/docs. */
export async function registerDocs(app: FastifyInstance, document: Record<string, unknown>) {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
}
