// Issue 34: on a phone, what a signed-in page has drawn does not move when a
// slower answer arrives. Each test holds back the answer that fills the main
// region (the story, the task, the learner's profile) until the page has had
// the other answers and drawn a frame with them: the order a slow connection
// gives. The shifts are the browser's own `layout-shift` entries; their total
// (not shifts right after a tap) stays under 0.1, what Google calls a good CLS.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 640 } });

const STORY =
  '/reading?level=early-learner&topic=daily-life&key=reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';
const TASK = '/writing?mode=email-writing&key=writing/email-writing/em-ask-landlord-to-fix-heating';

test.beforeEach(async ({ page }) => {
  await signUp(page.request, 'Samir');
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** The answers matching `held` wait until every answer matching `first` has come and the page drew a frame. */
async function holdBack(page: Page, held: string, first: string[]) {
  const answered = Promise.all(first.map((url) => page.waitForResponse(url)));
  await page.route(held, async (route) => {
    await answered;
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await route.continue();
  });
}

/** The total of the page's layout shifts so far, read after two more frames (shifts are reported per frame). */
async function shifted(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((total) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => total((window as unknown as { shifted: number }).shifted)),
        ),
      ),
  );
}

test('a story opened on a phone does not move when it arrives after the list of stories', async ({ page }) => {
  await holdBack(page, '**/api/passage-content?**', ['**/api/passages?**']);
  await page.goto(STORY);
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Browse Existing Passages/ }).getByRole('listitem')).not.toHaveCount(0);
  expect(await shifted(page)).toBeLessThan(0.1);
  await expectNoAxeViolations(page);
});

test('a writing task opened on a phone does not move when it arrives after the list of tasks', async ({ page }) => {
  await holdBack(page, '**/api/passage-content?**', ['**/api/writing-tasks?**']);
  await page.goto(TASK);
  await expect(page.getByRole('heading', { level: 1, name: 'The heating is not working' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Browse Existing Tasks/ }).getByRole('listitem')).not.toHaveCount(0);
  expect(await shifted(page)).toBeLessThan(0.1);
  await expectNoAxeViolations(page);
});

test.describe('where the Hub asks for its own progress', () => {
  // A new learner keeps UTC until their first practice says where they are: in another zone, the progress the
  // Hub's page came with is not this browser's day, and the Hub asks for it (held back here).
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the Hub on a phone does not move when the profile arrives after the words', async ({ page }) => {
    const asked = page.waitForRequest('**/api/user/*/profile?**');
    await holdBack(page, '**/api/user/*/profile?**', ['**/api/user/*/words', '**/api/site/capabilities']);
    await page.goto('/dashboard');
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Samir');
    await expect(page.getByRole('region', { name: 'Today' })).toContainText('No streak yet');
    await expect(page.getByRole('region', { name: 'Today' })).toContainText(/Level 1: /);
    await expect(page.getByRole('region', { name: 'Your next story' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My words' })).toContainText('No words yet'); // drawn by the code
    // The Hub's tiles used to grow when the profile came (0.013 here, 0.055 in Lighthouse): under 0.1 already, so held to 0.01.
    expect(await shifted(page)).toBeLessThan(0.01);
    await expectNoAxeViolations(page);
  });
});
