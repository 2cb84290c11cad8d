// A story's or a writing task's address answered with its text in the page, for a signed-in learner (issue 34):
// the text shows from the first paint, escaped, where the page will show it; the page's root waits, hidden.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastPracticeCookieValue } from '#src/domain/last-practice.ts';
import { LAST_PRACTICE_COOKIE } from '#src/domain/last-practice-cookie.ts';
import { profileAddress } from '#src/domain/page-answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { SHELL, writeShells } from '../support/first-paint-shells.ts';
import { fixturePassage, writeFixtureLibrary } from '../support/library-fixture.ts';

const STORY = '/reading?level=early-learner&topic=food&key=reading%2Fearly-learner%2Ffood%2Ffx-food-one';
const MARKED = '/reading?level=early-learner&topic=food&key=reading%2Fearly-learner%2Ffood%2Ffx-marked';
const TASK = '/writing?mode=email-writing&key=writing%2Femail-writing%2Ffx-heating';

describe('a story or a task sent with its text', () => {
  let t: TestApp;
  let staticDir: string;
  let cookie: string;
  let userId: string;
  const firstPaint = (html: string) =>
    /<div id="first-paint">(.*?)<\/div><div id="root" hidden><\/div>/s.exec(html)?.[1];
  const page = async (url: string, withCookie = true) => {
    const res = await t.app.inject({ url, headers: withCookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    // A page that says who the learner is, is kept by no cache; a visitor's is checked each time.
    expect(res.headers['cache-control']).toBe(withCookie ? 'no-store' : 'no-cache');
    return res.body;
  };

  beforeAll(async () => {
    staticDir = writeShells();
    const contentDir = writeFixtureLibrary();
    // A story whose words look like markup: the page must show them as words.
    const marked = fixturePassage('fx-marked', 'early-learner', 'food');
    marked.title = 'Bread & <b>"butter"</b>';
    marked.text = `${marked.text}\n\nShe wrote <script>alert(1)</script> on the board.`;
    writeFileSync(join(contentDir, 'reading/early-learner/food/fx-marked.json'), JSON.stringify(marked));
    t = await createTestApp('sqlite', { staticDir, contentDir });
    // A name that looks like markup, greeted in the top bar.
    const learner = await registerUser(t.app, { username: 'Ana <i>' });
    cookie = learner.cookie;
    userId = learner.userId;
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("puts the story's title, level, topic and paragraphs in the page, and hides the page's root until its code draws them", async () => {
    const html = await page(STORY);
    const shown = firstPaint(html);
    expect(shown).toBeDefined();
    expect(shown).toContain('<h1 class="text-2xl font-bold md:text-3xl" lang="en" dir="ltr">Fixture fx-food-one</h1>');
    expect(shown).toContain('Level early-learner · Topic food');
    // Two paragraphs, as the page splits them (at the blank line).
    expect(shown?.match(/<p>The harvest festival/g)).toHaveLength(2);
    // The way back works before the code: plain links.
    expect(shown).toContain('href="/reading?level=early-learner"');
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    // The top bar greets the learner; its buttons wait, unseen, for the code that makes them work.
    expect(shown).toContain('Welcome, <strong class="text-ink"><bdi>Ana &lt;i&gt;</bdi></strong>');
    expect(shown).not.toMatch(/<button/);
    expect(shown?.match(/class="[^"]*invisible" aria-hidden="true"/g)).toHaveLength(3);
  });

  it("puts a task's title and prompt in the page under its mode", async () => {
    const shown = firstPaint(await page(TASK));
    expect(shown).toContain('Mode email-writing');
    expect(shown).toMatch(/<h1 class="text-3xl font-bold" lang="en" dir="ltr">[^<]+<\/h1>/);
    expect(shown).toMatch(/<p class="mt-3 text-lg" lang="en" dir="ltr">[^<]+<\/p>/);
  });

  it("writes the page's words in the language its code will show: the account's, else the browser's, else English", async () => {
    const html = async (acceptLanguage?: string) =>
      (
        await t.app.inject({
          url: STORY,
          headers: { cookie, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
        })
      ).body;
    expect(await html()).toContain('<html lang="en" dir="ltr">');
    const arabic = await html('de-DE,ar;q=0.8,en;q=0.5');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(firstPaint(arabic)).toContain('العودة إلى المستويات');
    // With no AI service and no kept translation, the passage screen says so under the title: so does its copy.
    expect(firstPaint(arabic)).toContain('<p class="mt-2 text-muted">لا ترجمة هنا.</p>');
    expect(firstPaint(await html('en'))).not.toContain('No translation here.');
    // The language the learner chose for their account comes first.
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/${userId}/preferences`,
      headers: { cookie },
      payload: { interfaceLanguage: 'fr' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await html('ar')).toContain('<html lang="fr" dir="ltr">');
  });

  it('escapes what the text holds', async () => {
    const shown = firstPaint(await page(MARKED)) ?? '';
    expect(shown).toContain('Bread &amp; &lt;b&gt;&quot;butter&quot;&lt;/b&gt;');
    expect(shown).toContain('She wrote &lt;script&gt;alert(1)&lt;/script&gt; on the board.');
    expect(shown).not.toContain('<script');
  });

  it('sends the plain page to a visitor not signed in, for a key with no story, and where the page would show something else', async () => {
    const plain = [
      await page(STORY, false),
      await page('/reading?level=early-learner&topic=food&key=reading%2Fearly-learner%2Ffood%2Fno-such-story'),
      // A translation, the side-by-side view, another level or mode in the address: not the text as sent.
      await page(`${STORY}&lang=fr`),
      await page(`${STORY}&view=side-by-side`),
      await page(STORY.replace('topic=food', 'topic=travel')),
      await page(TASK.replace('mode=email-writing', 'mode=essay-writing')),
    ];
    for (const html of plain) {
      expect(firstPaint(html)).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('tells every signed-in page who the learner is, as GET /api/session does, as data no one can run', async () => {
    const session = (await t.app.inject({ url: '/api/session', headers: { cookie } })).json();
    expect(session.user.name).toBe('Ana <i>');
    const answer = (html: string) =>
      /<script type="application\/json" id="session-answer">(.*?)<\/script>/.exec(html)?.[1];
    for (const url of ['/dashboard', '/reading', '/writing', '/welcome', STORY]) {
      const sent = answer(await page(url));
      expect(sent).not.toContain('<'); // escaped, so the name cannot close the block
      expect(JSON.parse(sent ?? '')).toEqual(session);
    }
    // A visitor's page says so, and its code sends them home without asking.
    expect(JSON.parse(answer(await page('/dashboard', false)) ?? '')).toEqual({ user: null });
    // The shell the service worker keeps for every signed-in address says nothing of who asked for it.
    const kept = await t.app.inject({ url: '/app.html', headers: { cookie } });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toBe('no-cache');
    expect(kept.body).toBe(SHELL);
  });
  describe("the Hub, sent with the learner's day", () => {
    const hub = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ url: '/dashboard', headers: { cookie, ...headers } })).body;
    const withLastPractice = (owner: string, practice: { kind: 'reading' | 'writing'; path: string; title: string }) =>
      `${cookie}; ${LAST_PRACTICE_COOKIE}=${lastPracticeCookieValue(owner, { ...practice, at: 1 })}`;

    it('greets the learner and shows their streak, goal, XP and level, and a story to start', async () => {
      const shown = firstPaint(await hub()) ?? '';
      expect(shown).toContain('<h1 class="text-2xl font-bold sm:text-3xl">Welcome, <bdi>Ana &lt;i&gt;</bdi></h1>');
      expect(shown).toContain(
        '<span class="today-value">No streak yet</span><span class="today-label">Practise today to start one.</span>',
      );
      expect(shown).toMatch(
        /<span class="today-value">0 of (\d+) min today<\/span><progress class="bar" max="\1" value="0"/,
      );
      expect(shown).toContain('<span class="today-value">0 XP</span>');
      expect(shown).toContain('<span class="today-value">Level 1: First steps</span>');
      // Nothing practised on this device: the next story, at the learner's level, on the topic suggested to them.
      expect(shown).toContain('<svg data-topic="daily-life"></svg>');
      expect(shown).toContain('Your next story');
      expect(shown).toContain('<bdi>A story about Topic daily-life</bdi>');
      expect(shown).toMatch(
        /<a href="\/reading\?level=[a-z-]+&amp;topic=daily-life" class="btn btn-primary btn-large mt-4">Start reading<\/a>/,
      );
      // The top bar marks where the learner is, and leaves the greeting to the Hub's heading.
      expect(shown).toContain('<a href="/dashboard" aria-current="page" class="nav-link active">Dashboard</a>');
      expect(shown).not.toContain('<strong class="text-ink">');
      // A learner who has not taken the level check is offered it.
      expect(shown).toContain('<a href="/welcome" class="link">Check my level again</a>');
      // The buttons wait, unseen, for the code: the top bar's three and the Hub's two.
      expect(shown).not.toMatch(/<button/);
      expect(shown.match(/class="[^"]*invisible" aria-hidden="true"/g)).toHaveLength(5);
    });

    it("comes with the same progress GET /profile gives, for the Hub's code to take instead of asking", async () => {
      const html = await hub();
      const block = /<script type="application\/json" id="page-answers">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(block).not.toContain('<');
      const answers = JSON.parse(block);
      const [address] = Object.keys(answers);
      expect(address).toBe(profileAddress(userId, answers[address ?? ''].timeZone));
      const asked = await t.app.inject({ url: address ?? '', headers: { cookie } });
      expect(asked.statusCode).toBe(200);
      expect(answers[address ?? '']).toEqual(asked.json());
    });

    it("shows what the learner last opened on this device, from the Hub's cookie, escaped", async () => {
      const path = '/reading?level=early-learner&topic=food&key=reading%2Fearly-learner%2Ffood%2Ffx-marked';
      const shown = firstPaint(
        await hub({ cookie: withLastPractice(userId, { kind: 'reading', path, title: 'Bread & <b>' }) }),
      );
      expect(shown).toContain('Continue where you stopped');
      expect(shown).toContain('<bdi lang="en">Bread &amp; &lt;b&gt;</bdi>');
      expect(shown).toContain(
        `<a href="${path.replace(/&/g, '&amp;')}" class="btn btn-primary btn-large mt-4">Continue</a>`,
      );
      // The picture of the story's topic.
      expect(shown).toContain('<svg data-topic="food"></svg>');
    });

    it("ignores another learner's cookie and a path that is not one of the site's practice pages", async () => {
      const others = [
        withLastPractice('someone-else', { kind: 'reading', path: '/reading?level=x', title: 'Someone else’s story' }),
        withLastPractice(userId, { kind: 'reading', path: 'javascript:alert(1)//?', title: 'A bad path' }),
        `${cookie}; ${LAST_PRACTICE_COOKIE}=%7Bnot-json`,
      ];
      for (const sent of others) {
        const shown = firstPaint(await hub({ cookie: sent })) ?? '';
        expect(shown).toContain('Your next story');
        expect(shown).not.toMatch(/Someone else|A bad path|javascript/);
      }
    });

    it("sends a visitor the plain page, with no one's progress", async () => {
      const html = (await t.app.inject({ url: '/dashboard' })).body;
      expect(firstPaint(html)).toBeUndefined();
      expect(html).not.toContain('page-answers');
    });
  });
});
