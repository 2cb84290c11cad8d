import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, middayTimeZone, signUp, test } from './fixtures.ts';

// Today's minutes, challenges and streak are counted in the browser's zone: midday there, whenever this runs.
test.use({ timezoneId: middayTimeZone() });

const CAKE = 'reading/non-english/food/ne-food-a-birthday-cake';
const BEANS = 'reading/non-english/food/ne-food-cooking-with-beans';

/**
 * Opens a passage as the reading page does (only an opened passage counts) and returns the answers of a
 * learner who read it: from the library's file, since the response carries no key (decision 033).
 */
async function open(request: APIRequestContext, key: string): Promise<number[]> {
  const res = await request.post('/api/passage-content', { data: { key } });
  expect(res.status()).toBe(200);
  expect((await res.json()).content.questions[0]).not.toHaveProperty('correctAnswer');
  const file = JSON.parse(readFileSync(`content/${key}.json`, 'utf8')) as { questions: { correctAnswer: number }[] };
  return file.questions.map((q) => q.correctAnswer);
}
/** Five minutes of reading that ended `endedMinutesAgo` ago: one story at a time (readings may not overlap). */
const reading = (passageKey: string, endedMinutesAgo = 0) => ({
  id: randomUUID(),
  occurredAt: new Date(Date.now() - endedMinutesAgo * 60_000).toISOString(),
  data: { type: 'reading-session', passageKey, words: 250, seconds: 300, mode: 'normal' },
});
const quiz = (passageKey: string, answers: number[]) => ({
  id: randomUUID(),
  occurredAt: new Date().toISOString(),
  data: { type: 'quiz', passageKey, answers },
});

test('a learner’s activity shows as XP, challenges, a badge, the streak and today’s goal', async ({ page }) => {
  const userId = await signUp(page.request, 'Nadia');
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const answers = await open(page.request, CAKE);
  await open(page.request, BEANS);
  const posted = await page.request.post(`/api/user/${userId}/activity`, {
    data: { events: [reading(CAKE, 5), reading(BEANS), quiz(CAKE, answers)], timeZone: tz },
  });
  expect(posted.status()).toBe(200);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nadia');
  await expect(page.getByRole('link', { name: /Reading Practice/ })).toHaveAttribute('href', '/reading');
  await expect(page.getByText('topic categories')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Profile & Progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile & Progress' });
  // 2 readings (12 each) + a perfect quiz (15) + the reading challenge (50).
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Total XP' })).toHaveText(/^89\s*Total XP$/);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Day streak' })).toHaveText(
    /^1\s*Day streak\s*Longest: 1 day$/,
  );
  await expect(dialog.getByText('Daily goal: 10 of 30 minutes')).toBeVisible();
  const readChallenge = dialog.getByRole('listitem').filter({ hasText: 'Read 2 passages' });
  await expect(readChallenge.getByText(/^Done · Ends at /)).toBeVisible();
  const quizChallenge = dialog.getByRole('listitem').filter({ hasText: 'Complete 3 quizzes' });
  await expect(quizChallenge.getByText(/^1 of 3 · Ends at /)).toBeVisible();
  await expect(dialog.getByText('Level 1: Beginner Student')).toBeVisible();
  // Other learners of the suite may be called Nadia too: the row marked (you) is this one.
  await expect(dialog.getByRole('row', { name: /Nadia \(you\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Perfect Score' }).click();
  const badge = page.getByRole('dialog', { name: 'Perfect Score' });
  await expect(badge.getByText('Get every answer right in a quiz.')).toBeVisible();
  await expect(badge.getByText('Rare')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(badge).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog.getByText('A suggestion for you')).toBeHidden();
});

test.describe('in a time zone other than the one the learner keeps', () => {
  // A new learner keeps UTC until their first practice says where they are; this browser is never there.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the Hub comes saying who the learner is, and asks for their progress once, for its own time zone (issue 34)', async ({
    page,
  }) => {
    await signUp(page.request, 'Imani');
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path.replace(/\/user\/[^/]+\//, '/user/:id/'));
    });
    const hub = await page.goto('/dashboard');
    expect(hub?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Imani' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
    // Drawn by its code (the page's copy has no buttons).
    await expect(page.getByRole('button', { name: 'Profile & Progress' })).toBeVisible();
    // The page said who is signed in: no request asked it. The progress it came with is the kept zone's (UTC),
    // not this browser's: asked once, for this one.
    expect(asked).not.toContain('/api/session');
    expect(asked.filter((path) => path === '/api/user/:id/profile')).toHaveLength(1);

    // Signed out, the same address sends the visitor home without asking either.
    await page.context().clearCookies();
    asked.length = 0;
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    expect(asked).not.toContain('/api/session');
  });
});

test("the Hub's page comes with the learner's day and what to continue, and its code takes over in place (issue 34)", async ({
  page,
}) => {
  const userId = await signUp(page.request, 'Dalia');
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await open(page.request, BEANS);
  const posted = await page.request.post(`/api/user/${userId}/activity`, {
    data: { events: [reading(BEANS)], timeZone: tz },
  });
  expect(posted.status()).toBe(200);
  // The story this device opened last: the Hub offers to continue it.
  await page.goto(`/reading?level=non-english&topic=food&key=${encodeURIComponent(CAKE)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A Cake for Maya' })).toBeVisible();

  // With none of its code: the learner's day and the one thing to do next are there, and the link works.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  const sent = page.locator('#first-paint');
  await expect(sent.getByRole('heading', { level: 1 })).toHaveText('Welcome, Dalia');
  await expect(sent.getByText('1-day streak')).toBeVisible();
  await expect(sent.getByText('5 of 30 min today')).toBeVisible();
  await expect(sent.getByText('Continue where you stopped')).toBeVisible();
  await expect(sent.getByText('A Cake for Maya')).toBeVisible();
  await expect(sent.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', /key=reading%2Fnon-english/);
  const places = async (scope: string) =>
    Promise.all(
      ['h1', '.today-strip', '.continue-card', '.continue-card a'].map((part) =>
        page.locator(`${scope} ${part}`).first().boundingBox(),
      ),
    );
  const before = await places('#first-paint');

  // With its code: the Hub draws the same where it was, from the progress the page came with (not asked again).
  await page.unroute('**/assets/*.js');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Profile & Progress' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await places('#root')).toEqual(before);
  expect(asked.filter((path) => path.endsWith('/profile'))).toHaveLength(0);
  await expectNoAxeViolations(page);
});

test('settings keep the daily goal rules and really switch the theme', async ({ page }) => {
  await signUp(page.request, 'Tomas');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Profile & Progress' }).click();
  await page.getByRole('dialog', { name: 'Profile & Progress' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByLabel('Username')).toHaveValue('Tomas');
  await expect(settings.getByLabel('Username')).toHaveAttribute('readonly', '');
  await settings.getByLabel('Daily goal (minutes, 5 to 120)').fill('lots');
  await settings.getByLabel('Theme').selectOption('dark');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  // A goal that isn't a number is saved as 30, and the learner is told (issue 32).
  await expect(settings.getByRole('status')).toHaveText(
    'Your settings are saved. The daily goal can be 5 to 120 minutes, so it is now 30.',
  );
  await expect(settings.getByLabel('Daily goal (minutes, 5 to 120)')).toHaveValue('30');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settings.getByLabel('Daily goal (minutes, 5 to 120)').fill('200');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText(
    'Your settings are saved. The daily goal can be 5 to 120 minutes, so it is now 120.',
  );
  // The level list goes from the easiest.
  await expect(settings.getByLabel('Preferred reading level').locator('option').first()).toHaveText(
    'First steps in English',
  );
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('deleting the account ends on the home page with a line that says it is done, once (issue 32)', async ({
  page,
}) => {
  await signUp(page.request, 'Rosa');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Profile & Progress' }).click();
  await page.getByRole('dialog', { name: 'Profile & Progress' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel('Your password', { exact: true }).fill('cedar-lamp-river');
  await settings.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
    'Your account and everything it held are deleted. Thank you for learning with us: you are welcome back any time.',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your account and everything it held are deleted.', { exact: false })).toHaveCount(0);
});

test('a second learner’s activity moves the weekly leaderboard', async ({ page, browser, baseURL }) => {
  const first = await signUp(page.request, 'Ama');
  const key = await open(page.request, CAKE);
  await page.request.post(`/api/user/${first}/activity`, { data: { events: [quiz(CAKE, key)] } });
  const other = await browser.newContext({ baseURL });
  const second = await signUp(other.request, 'Zhou');
  const cake = await open(other.request, CAKE);
  const beans = await open(other.request, BEANS);
  const zhou = [reading(CAKE, 5), quiz(CAKE, cake), reading(BEANS), quiz(BEANS, beans)];
  expect((await other.request.post(`/api/user/${second}/activity`, { data: { events: zhou } })).status()).toBe(200);
  await other.close();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Profile & Progress' }).click();
  const board = page.getByRole('table', { name: 'Weekly Leaderboard' });
  await expect(board.getByRole('row').nth(1)).toContainText('Zhou');
});

test('with no connection, practice is kept on the device, progress still shows, and it all arrives once online', async ({
  page,
  context,
}) => {
  // Offline and back: the queue's retries take real seconds.
  test.slow();
  await signUp(page.request, 'Tariq');
  // The page's clock, so the reading below can take two minutes without the test waiting for them.
  await page.clock.install();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Profile & Progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile & Progress' });
  const totalXp = dialog.getByRole('listitem').filter({ hasText: 'Total XP' });
  await expect(totalXp).toHaveText(/^0\s*Total XP$/);
  await page.keyboard.press('Escape');

  await page.goto(
    '/reading?level=non-english&topic=food&key=reading/non-english/food/ne-food-soup-night-at-the-centre',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Soup Night at the Centre' })).toBeVisible();
  await context.setOffline(true);
  // The reading mode is in the audio bar's settings sheet (issue 14).
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Reading settings' }).getByLabel('Reading mode').selectOption('silent');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start Silent Reading' }).click();
  // Two minutes of reading pass on the page's clock: a story read faster than 400 words a minute does not count.
  await page.clock.fastForward('02:00');
  await page.getByRole('button', { name: 'I finished reading' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'words per minute' })).toBeVisible();

  // Still offline: back to the hub inside the page, and the last progress shows with what waits to be sent.
  await page.getByRole('button', { name: 'Back to levels' }).click();
  await page.getByRole('link', { name: /Back to the Learning Hub/ }).click();
  await page.getByRole('button', { name: 'Profile & Progress' }).click();
  await expect(dialog.getByText(/We cannot reach the server right now/)).toBeVisible({ timeout: 15_000 });
  await expect(
    dialog.getByText('Practice saved on this device: 1. We send it when you are back online.'),
  ).toBeVisible();
  await expect(totalXp).toHaveText(/^0\s*Total XP$/);
  await expectNoAxeViolations(page);

  // Back online: the queued reading goes out by itself and counts.
  await context.setOffline(false);
  await expect(dialog.getByText(/We cannot reach the server right now/)).toHaveCount(0, { timeout: 15_000 });
  // The 'online' event can come before requests go through: the queue then retries after 5 s, then 15 s.
  await expect
    .poll(async () => Number((await totalXp.textContent())?.match(/\d+/)?.[0]), { timeout: 25_000 })
    .toBeGreaterThan(0);

  // A server that does not answer at all does not sign the learner out.
  await page.route('**/api/session', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Tariq');
});
