// The OpenAPI document of the JSON API, generated from the same zod schemas
// that validate every request and answer (issue 19), so it cannot drift from
// the code. Only /api routes are in it: the site's pages, /healthz and
// /metrics are not part of the API.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_PATH, openApiDocumentSchema } from '#src/domain/api-docs.ts';

/** Registered before any route, so every route added after it is described. */
export async function registerApiDocs(app: FastifyInstance, options: { sessionCookie: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'English Commons API',
        // The version of this contract, not of the package: it changes when a client must change.
        version: '1.0.0',
        description:
          'JSON API of English Commons. Signed-in calls carry the session cookie set by /api/user/login; ' +
          'every /api/user/{id}/… call is the signed-in learner’s own. Errors answer {"error": "…"}.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie } },
      },
    },
    transform: (document) =>
      document.url.startsWith('/api/') && document.url !== API_DOCS_PATH
        ? jsonSchemaTransform(document)
        : { schema: { hide: true }, url: document.url },
  });
  app.get(API_DOCS_PATH, { schema: { response: { 200: openApiDocumentSchema } } }, async () =>
    openApiDocumentSchema.parse(app.swagger()),
  );
}
