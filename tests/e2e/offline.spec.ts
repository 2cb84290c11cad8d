// Issue 17 (1): installable, and usable with no connection. Only this spec
// lets the service worker run (playwright.config.ts blocks it elsewhere).
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

// A page whose API answers pass through the service worker on a shared two-core machine.
const SLOW_PAGE = { timeout: 20_000 };

const AMIRA_KEY = 'reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';
const AMIRA = `/reading?level=early-learner&topic=daily-life&key=${AMIRA_KEY}`;
const ANSWERS = [
  'With coins',
  'The bus driver',
  'At the station office near the market',
  'Her name and a photo',
  'It is cheaper and she does not need coins',
];

test('install criteria: a manifest with icons, and a service worker controlling the page after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: 'English Commons', display: 'standalone', start_url: '/dashboard' });
  const sizes = manifest.icons
    .filter((i: { type: string }) => i.type === 'image/png')
    .map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
});

test('offline, a saved passage opens after a reload, its quiz is taken, and back online the server gets it once', async ({
  page,
  context,
}) => {
  test.slow(); // a reload offline, then the queue's retries when the connection returns
  const userId = await signUp(page.request, 'Nadia');
  await page.goto(AMIRA);
  // The first visit also installs the service worker, which fetches the whole shell.
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // Opened once under the service worker's control, then saved with its PDF.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible(SLOW_PAGE);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  // Saving draws the PDF: the first one also starts the PDF worker thread.
  await expect(page.getByText('Saved. You can open it without internet.')).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible(SLOW_PAGE);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // The PDF link works offline too: the saved file answers.
  const pdf = await page.evaluate(
    async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type') };
    },
    `/api/pdf/passage?${new URLSearchParams({ key: AMIRA_KEY, french: '0' })}`,
  );
  expect(pdf).toEqual({ status: 200, type: 'application/pdf' });

  await page.getByRole('button', { name: 'Practice Questions' }).click();
  const quiz = page.getByRole('dialog', { name: 'Practice Questions' });
  for (const answer of ANSWERS) await quiz.getByRole('radio', { name: answer }).check();
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  const results = page.getByRole('dialog', { name: 'Quiz Results' });
  await expect(results.getByText('Your score: 100%')).toBeVisible();
  await expectNoAxeViolations(page);
  await results.getByRole('button', { name: 'Close', exact: true }).last().click();

  // A closed tab keeps what waits: reload once more, still offline.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible(SLOW_PAGE);

  await context.setOffline(false);
  const quizzes = async () => {
    const data = await (await page.request.get(`/api/user/${userId}/export`)).json();
    return data.events.filter((e: { type: string }) => e.type === 'quiz').length;
  };
  // The 'online' event can come before requests go through: the queue then retries after 5 s, then 15 s.
  await expect.poll(quizzes, { timeout: 30_000 }).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible(SLOW_PAGE);
  await page.waitForLoadState('networkidle');
  expect(await quizzes()).toBe(1);
});
