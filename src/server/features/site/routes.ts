// Serves the built front end: prerendered public pages, the app shell for the
// signed-in pages, hashed assets cached for a year, HTML never cached.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Capabilities, capabilitiesSchema } from '#src/domain/generation.ts';
import { PUBLIC_ROUTES } from '#src/domain/routes.ts';
import { APP_SHELL, type SignedInPagesOptions, signedInPages } from './signed-in-pages.ts';

// @fastify/static picks the .br or .gz by Accept-Encoding but does not say so: a cache between the
// site and a learner must not hand brotli to a browser that did not ask for it.
const varyByEncoding = (res: { setHeader: (name: string, value: string) => void }) =>
  res.setHeader('vary', 'accept-encoding');

/** dist/client/about/index.html for /about; index.html for /. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

type Options = { staticDir: string; capabilities: Capabilities } & Omit<SignedInPagesOptions, 'staticDir'>;

export async function siteRoutes(app: FastifyInstance, opts: Options) {
  const { staticDir, capabilities, ...pages } = opts;
  // What this site can do (decision 015): the screens name their buttons after it,
  // so nothing is called AI on a site without an AI service. Public and tiny.
  app.get('/api/site/capabilities', { schema: { response: { 200: capabilitiesSchema } } }, async () => capabilities);

  if (!existsSync(join(staticDir, APP_SHELL))) {
    app.log.warn({ staticDir }, 'the front end is not built: run npm run build');
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    serve: false,
    // HTML must always be revalidated; sendHtml sets its own header.
    cacheControl: false,
    // The build wrote each text file's .br and .gz at the highest levels (scripts/build.mjs).
    preCompressed: true,
    setHeaders: varyByEncoding,
  });
  await app.register(fastifyStatic, {
    root: join(staticDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
    setHeaders: varyByEncoding,
    // A hashed name never changes, so nothing is ever asked about it again (no date or ETag to check
    // against) or asked for in parts: about 100 bytes less on each of a first visit's ~45 files.
    lastModified: false,
    etag: false,
    acceptRanges: false,
  });

  const sendHtml = (file: string) => async (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file);

  for (const route of PUBLIC_ROUTES) app.get(route, sendHtml(pageFile(route)));
  await signedInPages(app, { staticDir, ...pages });

  // Top-level files such as robots.txt, the icon and the manifest.
  app.get('/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!/^[\w.-]+\.(txt|ico|svg|png|webmanifest|json|js)$/.test(file) || !existsSync(join(staticDir, file))) {
      return reply.callNotFound();
    }
    // The service worker is checked on every visit, so a new version is found at once.
    const fresh = file === 'sw.js' || file === 'manifest.webmanifest';
    return reply.header('cache-control', fresh ? 'no-cache' : 'public, max-age=3600').sendFile(file);
  });
}
