// A learner's name, a story's title and the Hub's last-practice cookie are placed into the signed-in pages
// literally. String.prototype.replace reads `$&`, `` $` ``, `$'` and `$$` in a replacement string as patterns: with
// the username `Zo$&e` the Hub, story and writing pages came blank; with `` $` `` or `$'` they sent the learner to
// `/` as if signed out (the session's answer was cut), so they could not reach the profile to rename themselves;
// `$$` showed another name. Each sequence, in a name and in a title, on every signed-in page.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastPracticeCookieValue } from '#src/domain/last-practice.ts';
import { LAST_PRACTICE_COOKIE } from '#src/domain/last-practice-cookie.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { writeShells } from '../support/first-paint-shells.ts';
import { fixturePassage, fixtureTask, writeFixtureLibrary } from '../support/library-fixture.ts';

/** Every special replacement pattern, and a numbered and a named group for good measure. */
const SEQUENCES = ['$&', '$`', "$'", '$$', '$1', '$<name>'];
const STORY_KEY = 'reading/early-learner/food/fx-dollars';
const TASK_KEY = 'writing/email-writing/fx-dollars';
const STORY = `/reading?level=early-learner&topic=food&key=${encodeURIComponent(STORY_KEY)}`;
const TASK = `/writing?mode=email-writing&key=${encodeURIComponent(TASK_KEY)}`;
const PAGES = ['/dashboard', '/reading', '/writing', '/welcome', STORY, TASK];
/** Every sequence in one title, so each page is asked once per name. */
const TITLE = `Price ${SEQUENCES.join(' ')} end`;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sessionAnswer = (html: string) =>
  /<script type="application\/json" id="session-answer">(.*?)<\/script>/s.exec(html)?.[1];
const firstPaint = (html: string) => /<div id="first-paint">(.*?)<\/div><div id="root" hidden><\/div>/s.exec(html)?.[1];

describe.each(ENGINES)('learner text placed literally in the signed-in pages on %s', (engine) => {
  let t: TestApp;
  let staticDir: string;
  let contentDir: string;
  beforeAll(async () => {
    staticDir = writeShells();
    contentDir = writeFixtureLibrary();
    const story = fixturePassage('fx-dollars', 'early-learner', 'food');
    story.title = TITLE;
    writeFileSync(join(contentDir, 'reading/early-learner/food/fx-dollars.json'), JSON.stringify(story));
    const task = fixtureTask('fx-dollars');
    task.title = TITLE;
    writeFileSync(join(contentDir, 'writing/email-writing/fx-dollars.json'), JSON.stringify(task));
    t = await createTestApp(engine, { staticDir, contentDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  });

  it.each(SEQUENCES)('a username with %s: every page greets that very name and says who is signed in', async (seq) => {
    const name = `Zo${seq}e`;
    const learner = await registerUser(t.app, { username: name });
    const session = (await t.app.inject({ url: '/api/session', headers: { cookie: learner.cookie } })).json();
    expect(session.user.name).toBe(name);
    for (const url of PAGES) {
      const res = await t.app.inject({ url, headers: { cookie: learner.cookie } });
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      // The page's code reads who is signed in from here: a cut answer sent the learner home as if signed out.
      expect(JSON.parse(sessionAnswer(html) ?? 'null'), url).toEqual(session);
      expect(html.match(/<div id="root"/g), url).toHaveLength(1);
      expect(html.trimEnd().endsWith('</html>'), url).toBe(true);
      const painted = firstPaint(html);
      if (url === '/dashboard' || url === STORY || url === TASK) {
        expect(painted, url).toContain(`<bdi>${escaped(name)}</bdi>`);
      }
      if (url === STORY || url === TASK) expect(painted, url).toContain(`>${escaped(TITLE)}</h1>`);
    }
  });

  it("shows the Hub's last practice with its title and path as they were saved", async () => {
    const learner = await registerUser(t.app, { username: 'Ana' });
    const practice = { kind: 'reading' as const, path: `${STORY}&x=${encodeURIComponent("$'")}`, title: TITLE, at: 1 };
    const cookie = `${learner.cookie}; ${LAST_PRACTICE_COOKIE}=${lastPracticeCookieValue(learner.userId, practice)}`;
    const res = await t.app.inject({ url: '/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const painted = firstPaint(res.body) ?? '';
    expect(painted).toContain(`>${escaped(TITLE)}</bdi>`);
    expect(painted).toContain(`href="${escaped(practice.path)}"`);
    expect(JSON.parse(sessionAnswer(res.body) ?? 'null').user.name).toBe('Ana');
  });
});
