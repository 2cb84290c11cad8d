// The security headers of every answer (decision 002: a strict CSP). Helmet
// works them out from its options; it does so here once at start, instead of
// @fastify/helmet redoing it on every request (decision 016).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The site's policy (decision 002: a strict CSP). The bench's framework floor sends the same headers. */
export function siteSecurityOptions({ behindProxy }: { behindProxy: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Served over plain HTTP on a laptop; a proxy in front adds HSTS.
    strictTransportSecurity: behindProxy,
  };
}

export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

// A hashed script, style sheet or font under /assets/ is never a document, so the policy headers
// (CSP, frame and opener rules) do nothing there: the page that loads it applies its own. On a
// first visit they cost about 600 bytes on each of some 60 such files, 35 KB a learner pays for
// nothing (issue 34). These two still matter for a subresource: no MIME sniffing, and no other
// site may embed it.
const ASSET_FILE = /^\/assets\/[\w.-]+\.(?:js|css|woff2?)$/;
export const ASSET_HEADERS = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' };

export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(ASSET_FILE.test(request.url) ? ASSET_HEADERS : headers);
    done();
  });
}
