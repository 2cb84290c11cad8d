// GET /metrics for Prometheus: absent unless METRICS_TOKEN is set, and then
// only for a request that carries that token (Authorization: Bearer …).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from './metrics.ts';

export const METRICS_MESSAGES = {
  notFound: 'Not found.',
  token: 'This page needs the metrics token (Authorization: Bearer <METRICS_TOKEN>).',
} as const;

// Digests have one length, so the comparison takes the same time whatever was sent.
const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsRoutes({ metrics, token }: { metrics: Metrics | null; token?: string }): FastifyPluginAsync {
  return async (app) => {
    const expected = token ? digest(token) : null;
    app.get('/metrics', async (request, reply) => {
      if (!metrics || !expected) return reply.code(404).send({ error: METRICS_MESSAGES.notFound });
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      if (!match || !timingSafeEqual(digest(match[1] as string), expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: METRICS_MESSAGES.token });
      }
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  };
}
