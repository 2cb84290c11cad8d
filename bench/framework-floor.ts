// The framework's floor: Fastify answering GET or POST /<n> with n bytes of
// JSON text made in advance, with the site's security headers, and nothing
// else (a POST's JSON body is parsed; no session, database, logging or
// response check). What a route of the site can
// at best approach on this machine; the bench runs it beside the bare node:http
// server. Run as its own process: `tsx bench/framework-floor.ts <port>`.
import Fastify from 'fastify';
import { addSecurityHeaders, siteSecurityOptions } from '../src/server/http/security-headers.ts';

const app = Fastify({ logger: false });
addSecurityHeaders(app, siteSecurityOptions({ behindProxy: false }));
const bodies = new Map<number, string>();
app.route<{ Params: { n: string } }>({
  method: ['GET', 'POST'],
  url: '/:n',
  handler: async (request, reply) => {
    const n = Number(request.params.n) || 2;
    let body = bodies.get(n);
    if (!body) {
      body = `"${'x'.repeat(Math.max(0, n - 2))}"`;
      bodies.set(n, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  },
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
