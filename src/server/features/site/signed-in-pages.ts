// The signed-in pages: not prerendered, drawn in the browser behind its route guard. Each is sent as its own
// copy of the shell (scripts/build.mjs), which names all the code that page will ask for, so the browser does not
// find it one level of imports at a time. To a signed-in learner the page also says who they are (the answer
// GET /api/session would give, so the page's code does not wait a round trip for it), a story's or a task's
// page comes with its text (first-paint.ts), and the Hub with the learner's day and progress (hub-first-paint.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInUser } from '#src/domain/auth.ts';
import { contentUrl, MAX_KEY_LENGTH } from '#src/domain/content.ts';
import type { InterfaceLanguage } from '#src/domain/display-options.ts';
import { FIRST_PAINT_WORDS_FILE, type FirstPaintCatalogue } from '#src/domain/first-paint.ts';
import { lastPracticeOf } from '#src/domain/last-practice.ts';
import { LAST_PRACTICE_COOKIE } from '#src/domain/last-practice-cookie.ts';
import { PAGE_ANSWERS_ID, profileAddress } from '#src/domain/page-answers.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { OFFLINE_SHELL_PATH, SESSION_ANSWER_ID, SIGNED_IN_ROUTES, type SignedInRoute } from '#src/domain/routes.ts';
import {
  firstPaintCatalogueSchema,
  type OpenedText,
  openedTextHtml,
  pageLanguage,
  shownAsOpened,
  withFirstPaint,
} from './first-paint.ts';
import { placeLiterally } from './html.ts';
import { hubHtml } from './hub-first-paint.ts';

export const APP_SHELL = 'app.html';
const SHELLS = ['dashboard', 'reading', 'story', 'writing', 'welcome', 'tutor-answers', 'tutor'];
/** The pages a key in the address opens a text in. */
const WITH_TEXT = ['story', 'writing'];
/** The pages sent with their first screen drawn, whose copy of the shell asks for its code after that paint. */
const PAINTED = [...WITH_TEXT, 'dashboard'];

/** The signed-in page's own shell: /reading with a story in its address loads the passage screen's code too. */
export function shellName(route: SignedInRoute, query: Record<string, unknown>): string {
  return route === '/reading' ? (query.key ? 'story' : 'reading') : route.slice(1);
}

export type SignedInPagesOptions = {
  staticDir: string;
  /** Who the request's session cookie belongs to, as GET /api/session answers; null for a visitor. */
  learner?: (request: FastifyRequest, reply: FastifyReply) => Promise<SignedInUser | null>;
  /** The story or task at a key as its page first shows it; null for none. */
  openedText?: (key: string) => Promise<OpenedText | null>;
  /** The interface language the learner's account keeps, or null. */
  savedLanguage?: (userId: string) => Promise<InterfaceLanguage | null>;
  /** The learner's progress as GET /api/user/:id/profile answers it with no time zone given (the one they keep). */
  progress?: (userId: string) => Promise<{ json: string; answer: ProfileResponse }>;
};

/** JSON as a data block the page's code reads (which the CSP lets no one run), `<` escaped. */
const dataBlock = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/** The session's answer, as GET /api/session would give it. */
const sessionAnswer = (user: SignedInUser | null) => dataBlock(SESSION_ANSWER_ID, JSON.stringify({ user }));

export async function signedInPages(app: FastifyInstance, opts: SignedInPagesOptions) {
  const { staticDir, learner, openedText, savedLanguage, progress } = opts;
  const read = (file: string) => readFileSync(join(staticDir, file), 'utf8');
  const file = (name: string) => `shells/${name}.html`;
  // A build without the shells (or the plain shell only) still serves every page, from app.html.
  const plainShell = existsSync(join(staticDir, APP_SHELL)) ? read(APP_SHELL) : null;
  const shells = new Map(
    SHELLS.filter((name) => existsSync(join(staticDir, file(name)))).map((n) => [n, read(file(n))]),
  );
  // The copy sent with a text asks for its code after its first paint (scripts/build.mjs).
  const painted = new Map(
    PAINTED.filter((name) => existsSync(join(staticDir, file(`${name}-text`)))).map((n) => [
      n,
      read(file(`${n}-text`)),
    ]),
  );
  // The interface's words around that text, in each language (src/domain/first-paint.ts); a build without them
  // sends none.
  const catalogue: FirstPaintCatalogue | null = existsSync(join(staticDir, FIRST_PAINT_WORDS_FILE))
    ? firstPaintCatalogueSchema.parse(JSON.parse(read(FIRST_PAINT_WORDS_FILE)))
    : null;

  /** What went wrong is logged, and the page is sent without that part: its code asks for it itself. */
  const without = (request: FastifyRequest, what: string, error: unknown) =>
    request.log.warn({ err: error }, `the page is sent without ${what}`);

  // What the service worker keeps for every signed-in address offline (scripts/build.mjs): the plain shell.
  app.get(OFFLINE_SHELL_PATH, async (_request, reply) =>
    plainShell === null
      ? reply.callNotFound()
      : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(plainShell),
  );

  for (const route of SIGNED_IN_ROUTES) {
    app.get(route, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const name = shellName(route, query);
      const shell = shells.get(name) ?? plainShell;
      if (shell === null) return reply.callNotFound();
      // undefined: not known here (no way to ask, or the asking failed), and the page's code asks the server.
      let user: SignedInUser | null | undefined;
      try {
        user = learner ? await learner(request, reply) : undefined;
      } catch (error) {
        without(request, 'its session', error);
      }
      const key = typeof query.key === 'string' && query.key.length <= MAX_KEY_LENGTH ? query.key : '';
      const withText = WITH_TEXT.includes(name) && key !== '';
      let html = shell;
      let answers = '';
      if (user && catalogue) {
        try {
          const opened = withText && openedText ? await openedText(key) : null;
          if (opened && shownAsOpened(query, opened)) {
            const saved = savedLanguage ? await savedLanguage(user.userId) : null;
            const shown = pageLanguage(saved, request.headers['accept-language']);
            const words = catalogue.languages[shown];
            const main = openedTextHtml(shown, words, opened);
            html = withFirstPaint(painted.get(name) ?? shell, route, shown, words, user.name, main);
          } else if (name === 'dashboard' && progress) {
            const { json, answer } = await progress(user.userId);
            // The language the account keeps comes with its progress.
            const kept = answer.profile.preferences.interfaceLanguage;
            const shown = pageLanguage(kept, request.headers['accept-language']);
            const words = catalogue.languages[shown];
            const last = lastPracticeOf(user.userId, request.cookies[LAST_PRACTICE_COOKIE]);
            const main = hubHtml(shown, words, catalogue.pictures, { learnerName: user.name, profile: answer, last });
            html = withFirstPaint(painted.get(name) ?? shell, route, shown, words, user.name, main);
            // The same answer for the Hub's code, which would otherwise ask for it (its address names the zone).
            const address = profileAddress(user.userId, answer.timeZone);
            answers = dataBlock(PAGE_ANSWERS_ID, `{${JSON.stringify(address)}:${json}}`);
          }
        } catch (error) {
          without(request, name === 'dashboard' ? 'its progress' : 'its text', error);
        }
      }
      // The text the page's code will ask for, asked with the page (the page's own request takes the answer);
      // contentUrl encodes the key, so nothing in it can leave the attribute.
      const head = [
        withText ? `<link rel="preload" as="fetch" crossorigin href="${contentUrl(key)}">` : '',
        user !== undefined ? sessionAnswer(user) : '',
        answers,
      ].join('');
      html = placeLiterally(html, '</head>', `${head}</head>`);
      // A page that says who the learner is, is theirs alone: no cache between the site and them keeps it.
      return reply
        .header('cache-control', user ? 'no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
}
