// A state-changing request must come from our own pages. Browsers send Origin
// on cross-site POSTs; a foreign one is refused (CSRF defence on top of
// SameSite=Lax cookies).
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function rejectForeignOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = '';
  }
  // request.host honours X-Forwarded-Host only when TRUST_PROXY is set.
  if (originHost !== request.host) {
    return reply.code(403).send({ error: 'This request came from another site and was refused.' });
  }
}
