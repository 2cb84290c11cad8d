// A state-changing request must come from our own pages. Browsers send Origin
// on cross-site POSTs; a foreign one is refused (CSRF defence on top of
// SameSite=Lax cookies).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '#src/domain/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function rejectForeignOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) return;
  // The whole origin, scheme included: http://site is not https://site (a page on the plain-HTTP side, which a
  // network attacker can write, must not act on the HTTPS one). request.protocol and request.host honour
  // X-Forwarded-Proto and X-Forwarded-Host only when TRUST_PROXY is set; URL drops a scheme's default port on both.
  const from = originOf(origin);
  const site = originOf(`${request.protocol}://${request.host}`);
  if (from === null || from !== site) {
    // The same host over HTTPS, seen here as plain HTTP: most likely a proxy that ends HTTPS and is not trusted.
    if (from?.startsWith('https://') && site === from.replace('https://', 'http://'))
      request.log.warn(
        'a write from this site over HTTPS was refused: behind a proxy that ends HTTPS, set TRUST_PROXY',
      );
    return reply.code(403).send({ error: REQUEST_MESSAGES.otherSite });
  }
}

/** The origin of an address, or null for one that is not (`null`, garbage): never the site's own. */
function originOf(address: string): string | null {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
