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
const SUBRESOURCE = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' };

// A JSON answer is data, never a page: the OWASP REST cheat sheet's set (nothing may load from it
// or frame it) is stricter than the pages' policy and a third of its size. The PDFs keep the
// pages' headers: a browser opens them as documents in its own viewer.
const JSON_ANSWER = /^\/api\/(?!pdf\/)/;
function answerHeaders(page: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    ...SUBRESOURCE,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  const hsts = page['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const page = securityHeaders(options);
  const answer = answerHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(ASSET_FILE.test(url) ? SUBRESOURCE : JSON_ANSWER.test(url) ? answer : page);
    done();
  });
}
