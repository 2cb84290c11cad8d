// Issue 47 (2): on a 360×640 phone at the largest text size, no page of the site scrolls sideways, in any of the
// six interface languages: the public pages, and a learner's signed-in pages with their dialogs open (the level
// check, the Hub with My words, its progress and weekly leaderboard, settings, the levels and topics, a story saved
// for offline with a word's meaning and the quiz open, writing). In mobile emulation the window grows with what
// overflows, so the page is measured against the phone's 360 px, not against innerWidth. One browser context per
// language, one learner (with points this week and a saved word) for all six; the checks are soft, so one run
// names every screen that does not fit.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Cookie, Locator, Page } from '@playwright/test';
import type { InterfaceLanguage } from '#src/domain/display-options.ts';
import { ar } from '#src/web/i18n/ar.ts';
import { en, type Messages } from '#src/web/i18n/en.ts';
import { es } from '#src/web/i18n/es.ts';
import { fa } from '#src/web/i18n/fa.ts';
import { fr } from '#src/web/i18n/fr.ts';
import { uk } from '#src/web/i18n/uk.ts';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const MESSAGES: Record<InterfaceLanguage, Messages> = { en, fr, ar, fa, uk, es };

const AMIRA_KEY = 'reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';
const AMIRA = `/reading?level=early-learner&topic=daily-life&key=${AMIRA_KEY}`;
const TASK = '/writing?mode=email-writing&key=writing/email-writing/em-ask-landlord-to-fix-heating';

/**
 * What runs past the phone's edges, or scrolls sideways inside a box (a dialog, a table's frame): each element
 * where it starts (its parent fits), named by tag, class and a little text, so a failure says what to fix.
 */
function sidewaysTrouble(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const outside = (box: DOMRect) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    const out = (el: Element) => outside(el.getBoundingClientRect());
    // Inside a one-pixel box that hides text from the eye (kept for screen readers).
    const hidden = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if ((style.overflowX !== 'visible' || style.clipPath !== 'none') && at.getBoundingClientRect().width <= 1)
          return true;
      }
      return false;
    };
    // Text that runs past its own box (a long word) leaves the screen with no element's box doing so.
    const textOut = (el: Element) =>
      !hidden(el) &&
      [...el.childNodes].some((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(node);
        return outside(range.getBoundingClientRect());
      });
    // A box that scrolls or cuts sideways; not a hidden-text helper one pixel wide, nor a name cut short with an
    // ellipsis on purpose (the language menu's button on a small phone).
    const scrollsInside = (el: Element) =>
      el.clientWidth > 1 &&
      el.scrollWidth > el.clientWidth + 1 &&
      !['visible', 'clip'].includes(getComputedStyle(el).overflowX) &&
      getComputedStyle(el).textOverflow !== 'ellipsis' &&
      !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement);
    const named = (el: Element, what: string) => {
      const box = el.getBoundingClientRect();
      const text = (el.textContent ?? '').trim().slice(0, 30);
      return `${what}: ${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(box.left)}, ${Math.round(box.right)}] "${text}"`;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      if (out(el) && !(el.parentElement && out(el.parentElement))) found.push(named(el, 'off screen'));
      else if (!out(el) && textOut(el)) found.push(named(el, 'text off screen'));
      if (scrollsInside(el)) {
        found.push(named(el, `scrolls sideways by ${el.scrollWidth - el.clientWidth} px`));
        // …and what is wider than it, where that starts.
        const frame = el.getBoundingClientRect();
        const [left, right] = [frame.left + el.clientLeft, frame.left + el.clientLeft + el.clientWidth];
        const past = (at: Element) => {
          const box = at.getBoundingClientRect();
          return box.width > 0 && (box.right > right + 0.5 || box.left < left - 0.5);
        };
        for (const inner of el.querySelectorAll('*'))
          if (past(inner) && !(inner.parentElement !== el && inner.parentElement && past(inner.parentElement)))
            found.push(named(inner, '  wider than it'));
      }
    }
    return found;
  }, PHONE.width);
}

/** Nothing on the page reaches past the phone's edges, nor scrolls sideways inside a box. */
async function expectFits(page: Page, where: string) {
  await expect
    .soft(page.locator('html'), `${where}: at the largest text size`)
    .toHaveAttribute('data-text-size', 'larger');
  await expect
    .configure({ soft: true })
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${where}: page width` })
    .toBeLessThanOrEqual(PHONE.width);
  expect.soft(await sidewaysTrouble(page), where).toEqual([]);
}

/** Wholly on the phone's screen: nothing of it cut at an edge. */
async function expectOnScreen(locator: Locator, where: string) {
  const box = await locator.boundingBox();
  expect(box, where).not.toBeNull();
  if (!box) return;
  expect.soft(box.x, `${where}: left edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${where}: right edge`).toBeLessThanOrEqual(PHONE.width);
  expect.soft(box.y, `${where}: top edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.y + box.height, `${where}: bottom edge`).toBeLessThanOrEqual(PHONE.height);
}

/** At least one of these is drawn larger than a hidden-text helper's pixel, and within the screen's width. */
async function expectShown(locator: Locator, where: string) {
  const boxes = await Promise.all((await locator.all()).map((one) => one.boundingBox()));
  const shown = boxes.filter(
    (box) => box && box.width > 1 && box.height > 1 && box.x >= 0 && box.x + box.width <= PHONE.width,
  );
  expect.soft(shown.length, where).toBeGreaterThan(0);
}

// One learner for every language: a story read and its quiz passed this week (on the leaderboard), a saved word.
let learner: Cookie[];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const request = context.request;
  const userId = await signUp(request, 'Oleksandra');
  expect((await request.post('/api/passage-content', { data: { key: AMIRA_KEY } })).status()).toBe(200);
  const story = JSON.parse(readFileSync(`content/${AMIRA_KEY}.json`, 'utf8')) as {
    text: string;
    questions: { correctAnswer: number }[];
  };
  const now = new Date().toISOString();
  const words = story.text.split(/\s+/).length;
  const events = [
    {
      id: randomUUID(),
      occurredAt: now,
      data: { type: 'reading-session', passageKey: AMIRA_KEY, words, seconds: 300, mode: 'normal' },
    },
    {
      id: randomUUID(),
      occurredAt: now,
      data: { type: 'quiz', passageKey: AMIRA_KEY, answers: story.questions.map((q) => q.correctAnswer) },
    },
  ];
  const practised = await request.post(`/api/user/${userId}/activity`, { data: { events } });
  expect(practised.status(), await practised.text()).toBe(200);
  const saved = await request.post(`/api/user/${userId}/words`, {
    data: { word: 'coins', definition: 'small round pieces of metal money', sentence: 'She pays with coins.' },
  });
  expect(saved.status()).toBe(200);
  // The largest text size, chosen in the account (Settings); the level check already taken.
  const chosen = await request.post(`/api/user/${userId}/preferences`, {
    data: { textSize: 'larger', placedAt: Date.now() },
  });
  expect(chosen.status()).toBe(200);
  learner = await context.cookies();
  await context.close();
});

for (const language of Object.keys(MESSAGES) as InterfaceLanguage[]) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language });

    test(`every page and dialog fits a 360 px phone at the largest text size (${language})`, async ({
      page,
      context,
    }) => {
      test.slow(); // some twenty-five screens
      const m = MESSAGES[language];
      const banner = page.getByRole('banner');
      const heading = page.getByRole('heading', { level: 1 });
      /** A page in this language at the largest text size, drawn (its heading shown), then measured. */
      const visit = async (path: string) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(heading.first()).toBeVisible();
        await expectFits(page, path);
      };

      // A visitor: the text size this phone remembers from an earlier visit.
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('text-size', 'larger'));
      for (const path of ['/', '/features', '/about', '/help', '/terms', '/privacy', '/reset-code']) await visit(path);
      await banner.getByRole('button', { name: m.nav.menu }).click();
      await expect(banner.getByRole('button', { name: m.nav.signIn })).toBeVisible();
      await expectFits(page, 'the menu');
      await banner.getByRole('button', { name: m.nav.signIn }).click();
      const signIn = page.getByRole('dialog');
      await expect(signIn.getByRole('textbox').first()).toBeVisible();
      await expectFits(page, 'the sign-in dialog');
      await expectOnScreen(signIn, 'the sign-in dialog');
      await page.keyboard.press('Escape');
      await banner.locator('.language-button').click();
      await expect(banner.locator('.language-list')).toBeVisible();
      await expectFits(page, 'the language menu');

      // The learner, signed in.
      await context.addCookies(learner);
      await visit('/welcome');
      await visit('/dashboard');
      // My words, reviewing the saved word with its meaning and the grades shown.
      const words = page.getByRole('region', { name: m.words.title });
      await words.getByRole('button', { name: m.words.start }).click();
      await words.getByRole('button', { name: m.words.show }).click();
      await expect(words.getByRole('button', { name: m.words.grades.good })).toBeVisible();
      await expect(words).toContainText('coins');
      await expectFits(page, 'my words');
      await page.getByRole('button', { name: m.hub.profileButton }).click();
      const progress = page.getByRole('dialog', { name: m.progress.title });
      const board = progress.getByRole('table', { name: m.progress.leaderboardTitle });
      await expect(board.getByRole('row', { name: /Oleksandra/ }).first()).toBeVisible();
      await expectFits(page, 'progress');
      // The leaderboard: every learner's figures on the screen, each with its column's name in sight (above it, or
      // beside it where the rows stack).
      for (const cell of await board.getByRole('cell').all()) {
        await cell.scrollIntoViewIfNeeded();
        await expectOnScreen(cell, 'a leaderboard figure');
      }
      for (const column of [m.progress.points, m.progress.level, m.progress.change])
        await expectShown(board.getByText(column, { exact: true }), `the leaderboard's "${column}"`);
      await expectNoAxeViolations(page); // the stacked rows keep the table's headers
      await progress.getByRole('button', { name: m.progress.settings, exact: true }).click();
      const settings = page.getByRole('dialog', { name: m.progress.settingsTitle });
      await expect(settings.getByRole('button', { name: m.dialog.close })).toBeVisible();
      await expectFits(page, 'settings');
      await expectOnScreen(settings, 'settings');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await visit('/reading');
      await visit('/reading?level=early-learner');
      await visit(AMIRA);
      // Saved for offline: its mark shows beside it in the list of stories.
      await page.getByRole('button', { name: m.offline.save }).click();
      await expect(page.getByText(m.offline.savedMark).first()).toBeVisible();
      await expectFits(page, 'a story saved for offline');
      await page
        .locator('.passage-text .word', { hasText: /^coins$/ })
        .first()
        .click();
      const word = page.getByRole('dialog', { name: /coins/ });
      await expect(word.getByText(/metal money/).first()).toBeVisible();
      await expectFits(page, "a word's meaning");
      await expectOnScreen(word, "a word's meaning");
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: m.reading.questions }).click();
      const quiz = page.getByRole('dialog', { name: m.reading.questions });
      await expect(quiz.getByRole('radio').first()).toBeVisible();
      await expectFits(page, 'the quiz');
      await expectOnScreen(quiz, 'the quiz');
      await page.keyboard.press('Escape');

      await visit('/writing');
      await visit(TASK);
    });
  });
}
