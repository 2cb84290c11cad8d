// GET /api/docs.json: the OpenAPI 3 document generated from the route schemas.
import { z } from 'zod';

export const API_DOCS_PATH = '/api/docs.json';

export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  /** Path -> method -> operation, as @fastify/swagger writes them from the zod schemas. */
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});
