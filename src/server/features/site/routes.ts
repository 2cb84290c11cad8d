// Serves the built front end: prerendered public pages, the app shell for the
// signed-in pages, hashed assets cached for a year, HTML never cached.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentUrl, MAX_KEY_LENGTH } from '#src/domain/content.ts';
import { FIRST_PAINT_WORDS_FILE, type FirstPaintWords } from '#src/domain/first-paint.ts';
import { type Capabilities, capabilitiesSchema } from '#src/domain/generation.ts';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, type SignedInRoute } from '#src/domain/routes.ts';
import { firstPaintWordsSchema, type OpenedPage, shownAsOpened, withFirstPaint } from './first-paint.ts';

export const APP_SHELL = 'app.html';

// @fastify/static picks the .br or .gz by Accept-Encoding but does not say so: a cache between the
// site and a learner must not hand brotli to a browser that did not ask for it.
const varyByEncoding = (res: { setHeader: (name: string, value: string) => void }) =>
  res.setHeader('vary', 'accept-encoding');

/** dist/client/about/index.html for /about; index.html for /. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

const SHELLS = ['dashboard', 'reading', 'story', 'writing', 'welcome'].map((name) => `shells/${name}.html`);

/** The signed-in page's own shell: /reading with a story in its address loads the passage screen's code too. */
export function shellFile(route: SignedInRoute, query: Record<string, unknown>): string {
  const name = route === '/reading' ? (query.key ? 'story' : 'reading') : route.slice(1);
  return `shells/${name}.html`;
}

/** The story or task a signed-in learner's address opens, or null (signed out, no such key). */
export type FindOpenedPage = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<OpenedPage | null>;

type Options = { staticDir: string; capabilities: Capabilities; openedPage?: FindOpenedPage };

export async function siteRoutes(app: FastifyInstance, opts: Options) {
  const { staticDir, capabilities, openedPage } = opts;
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
  // The signed-in pages are not prerendered: the shell's route guard decides. Each page has its copy of the
  // shell naming the code it will ask for (scripts/build.mjs); a build without them sends the plain shell.
  const shells = new Set(SHELLS.filter((file) => existsSync(join(staticDir, file))));
  // A story's or a task's shell also asks for its text, which the address names: the text downloads with the
  // page's code instead of after it, and the page's own request for the same address takes that answer.
  const read = (file: string) => readFileSync(join(staticDir, file), 'utf8');
  const withText = new Map(
    ['story', 'writing']
      .filter((name) => shells.has(`shells/${name}.html`))
      .map((name) => {
        const plain = read(`shells/${name}.html`);
        // The copy sent with the text itself asks for its code after its first paint (scripts/build.mjs).
        const painted = existsSync(join(staticDir, `shells/${name}-text.html`))
          ? read(`shells/${name}-text.html`)
          : plain;
        return [`shells/${name}.html`, { plain, painted }];
      }),
  );
  // The English words around that text in the page (src/domain/first-paint.ts); a build without them sends none.
  const wordsFile = join(staticDir, FIRST_PAINT_WORDS_FILE);
  const words: FirstPaintWords | null = existsSync(wordsFile)
    ? firstPaintWordsSchema.parse(JSON.parse(read(FIRST_PAINT_WORDS_FILE)))
    : null;
  for (const route of SIGNED_IN_ROUTES) {
    app.get(route, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const file = shellFile(route, query);
      const page = withText.get(file);
      const key = typeof query.key === 'string' && query.key.length <= MAX_KEY_LENGTH ? query.key : '';
      if (page && key) {
        // For a signed-in learner, the text itself, where the page will show it (first-paint.ts).
        const opened =
          words && openedPage
            ? await openedPage(request, reply, key).catch((error: unknown) => {
                request.log.warn({ err: error }, 'the page is sent without its text'); // its code still asks for it
                return null;
              })
            : null;
        const painted =
          words && opened && shownAsOpened(query, opened.opened) ? withFirstPaint(page.painted, words, opened) : null;
        // contentUrl encodes the key (encodeURIComponent), so nothing in it can leave the attribute.
        const preload = `<link rel="preload" as="fetch" crossorigin href="${contentUrl(key)}">`;
        const html = (painted ?? page.plain).replace('</head>', `${preload}</head>`);
        // A page that greets the learner by name is theirs alone: no cache between the site and them keeps it.
        return reply
          .header('cache-control', painted ? 'no-store' : 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      return sendHtml(shells.has(file) ? file : APP_SHELL)(request, reply);
    });
  }

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
