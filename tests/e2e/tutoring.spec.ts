// Decision 038 from end to end, in English and in Arabic: a learner asks a
// volunteer tutor to read a finished text; a volunteer makes another learner a
// tutor (`npm run admin -- tutor grant`); the tutor takes the text from the
// queue, marks words of it with a note and a better wording, writes what went
// well and what to practise, and sends it; the learner reads the comments on
// their text from the Hub, on a 360×640 phone and on a desktop; axe-clean.
// It runs on the SQLite site only: the learner's day of practice is written
// into its database, as days of use leave it (an account needs one to ask).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { ar } from '#src/web/i18n/ar.ts';
import type { Messages } from '#src/web/i18n/en.ts';
import { en } from '#src/web/i18n/en.ts';
import { practiceInSqliteFile } from '../support/practice-file.ts';
import { expect, expectNoAxeViolations, phoneShots, test } from './fixtures.ts';

const run = promisify(execFile);
const TASK = 'writing/email-writing/em-ask-landlord-to-fix-heating';
const TEXT =
  'Dear Mr Dubois,\n\nThe heating in flat 12 stopped working on Monday. I has called twice, but nobody came. Could you please send someone to repair it this week?\n\nKind regards,\nAmina';
const MARKED = 'I has called';
const NOTE = 'With “I”, write “have”.';
const BETTER = 'I have called';
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** With E2E_SCREENSHOTS set: the whole page on a desktop, light and dark; the viewport is put back after. */
async function desktopShots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${dir}/${name}-desktop-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

async function register(page: Page, name: string) {
  const email = `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.org`;
  const res = await page.request.post('/api/user/register', {
    data: {
      username: name,
      email,
      password: 'cedar-lamp-river',
      securityQuestion: "What was your first pet's name?",
      securityAnswer: 'Milo',
    },
    headers: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` },
  });
  expect(res.status()).toBe(201);
  return { email, userId: (await res.json()).userId as string };
}

for (const { locale, m } of [
  { locale: 'en', m: en },
  { locale: 'ar', m: ar },
] as { locale: string; m: Messages }[]) {
  test.describe(`in ${locale === 'en' ? 'English' : 'Arabic'}`, () => {
    test.use({ locale });

    test('a learner asks, a tutor claims and comments, the learner reads it on the text', async ({ page, browser }) => {
      test.slow(); // two people, the admin command (a fresh Node process) and six axe scans
      const t = m.tutoring;
      const learner = await register(page, 'Amina');
      practiceInSqliteFile(join(process.env.E2E_DATA_DIR ?? '', 'english.sqlite'), learner.userId);
      await page.request.post('/api/passage-content', { data: { key: TASK } });
      const saved = await page.request.post(`/api/user/${learner.userId}/writing/attempts`, {
        data: { id: randomUUID(), taskKey: TASK, text: TEXT, secondsUsed: 900 },
      });
      expect(saved.status()).toBe(200);

      // The learner asks, and sees first what the tutor will see.
      await page.goto(`/writing?mode=email-writing&key=${TASK}`);
      await page.getByRole('button', { name: t.ask.button }).click();
      const ask = page.getByRole('dialog', { name: t.ask.dialogTitle });
      await expect(ask.getByText('Amina', { exact: true })).toBeVisible();
      await expect(ask.getByText(/I has called twice/)).toBeVisible();
      await expect(ask.getByText(learner.email)).toHaveCount(0);
      await ask.getByLabel(t.ask.question).fill('Is my e-mail polite?');
      await expectNoAxeViolations(page);
      await ask.getByRole('button', { name: t.ask.send, exact: true }).click();
      await expect(ask.getByText(t.ask.sent)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByText(t.ask.waiting)).toBeVisible();

      // A volunteer makes another learner a tutor.
      const tutorContext = await browser.newContext({ locale, baseURL: process.env.E2E_BASE_URL });
      const tutorPage = await tutorContext.newPage();
      const tutor = await register(tutorPage, 'Tina');
      const { stdout } = await run('node_modules/.bin/tsx', ['scripts/admin.ts', 'tutor', 'grant', tutor.email], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: process.env.E2E_DATA_DIR },
      });
      expect(stdout).toContain('They are a tutor now');

      // The tutor finds the Tutor page in the top bar, takes the text, and comments on three words.
      await tutorPage.goto('/dashboard');
      await tutorPage.getByRole('banner').getByRole('link', { name: m.nav.tutor }).first().click();
      await expect(tutorPage.getByRole('heading', { level: 1, name: t.tutor.title })).toBeVisible();
      const waiting = tutorPage.getByRole('listitem').filter({ hasText: t.tutor.hasQuestion });
      await expect(waiting).toHaveCount(1);
      await expect(tutorPage.getByText('Amina')).toHaveCount(0); // the queue names nobody
      await expectNoAxeViolations(tutorPage);
      await waiting.getByRole('button', { name: t.tutor.read }).click();
      await expect(tutorPage.getByText('Is my e-mail polite?')).toBeVisible();
      const text = tutorPage.getByRole('textbox', { name: t.tutor.held.text });
      await expect(text).toHaveValue(TEXT);
      // Select the words with the keyboard, as a tutor without a mouse would.
      await text.focus();
      await tutorPage.keyboard.press('Control+Home');
      for (let i = 0; i < TEXT.indexOf(MARKED); i++) await tutorPage.keyboard.press('ArrowRight');
      for (let i = 0; i < MARKED.length; i++) await tutorPage.keyboard.press('Shift+ArrowRight');
      await tutorPage.getByRole('button', { name: t.tutor.held.comment }).click();
      await tutorPage.getByLabel(t.tutor.held.note).fill(NOTE);
      await tutorPage.getByLabel(t.tutor.held.rewrite).fill(BETTER);
      await tutorPage.getByRole('button', { name: t.tutor.held.add }).click();
      await tutorPage.getByLabel(t.tutor.held.wentWell).fill('Your e-mail is polite and clear.');
      await tutorPage.getByLabel(t.tutor.held.toPractise).fill('Practise “have” and “has”.');
      await tutorPage.getByLabel(t.tutor.held.suggestedLevel).selectOption('A2');
      await expectNoAxeViolations(tutorPage);
      await phoneShots(tutorPage, `tutor-page-${locale}`, text);
      await desktopShots(tutorPage, `tutor-page-${locale}`);
      await tutorPage.getByRole('button', { name: t.tutor.held.send }).click();
      await expect(tutorPage.getByText(t.tutor.held.sent)).toBeVisible();

      // The learner hears of it on the Hub and reads the note on the marked words, on a phone and on a desktop.
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto('/dashboard');
      await page.getByRole('link', { name: t.hub.link }).click();
      await expect(page).toHaveURL(/\/tutor-answers/);
      // The name is isolated from the sentence around it in a right-to-left language.
      const name = locale === 'en' ? 'Tina' : '\u2068Tina\u2069';
      await expect(page.getByRole('heading', { name: fill(t.answers.fromTutor, { name }) })).toBeVisible();
      for (const viewport of [
        { width: 360, height: 640 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.getByRole('button', { name: MARKED }).click();
        await expect(page.getByText(NOTE)).toBeVisible();
        await expect(page.getByText(BETTER)).toBeVisible();
        await expect(page.getByText('Your e-mail is polite and clear.')).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
          .toBeLessThanOrEqual(0);
        if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectNoAxeViolations(page);
        if (viewport.width === 360) await phoneShots(page, `tutor-answer-${locale}`, page.getByText(NOTE));
        else await desktopShots(page, `tutor-answer-${locale}`);
        // Escape closes the note, and focus goes back to its mark.
        await page.keyboard.press('Escape');
        await expect(page.getByText(NOTE)).toBeHidden();
        await expect(page.getByRole('button', { name: MARKED })).toBeFocused();
      }
      await page.getByRole('button', { name: t.answers.thank }).click();
      await expect(page.getByText(t.answers.thanked)).toBeVisible();
      await tutorContext.close();
    });
  });
}
