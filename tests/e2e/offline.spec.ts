// Issue 17 (1): installable, and usable with no connection. Only this spec
// lets the service worker run (playwright.config.ts blocks it elsewhere).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, phoneShots, signUp, test } from './fixtures.ts';

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

const HEATING_KEY = 'writing/email-writing/em-ask-landlord-to-fix-heating';
const HEATING = `/writing?${new URLSearchParams({ mode: 'email-writing', key: HEATING_KEY })}`;
const LETTER =
  'Dear Mr Dubois,\n\nThe heating in flat 12 stopped working on Monday. My children are cold at night. Could you please send someone to repair it this week?\n\nKind regards,\nNadia';

/** What waits on this device in one of the outboxes in IndexedDB (src/web/lib/outbox.ts). */
const waiting = <T>(page: Page, key: 'pending-activity' | 'pending-writing') =>
  page.evaluate(
    (key) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('english-commons');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get(key);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result ?? []) as T[]);
          };
        };
      }),
    key,
  );
type WaitingEvent = { event: { id: string; data: { type: string } } };
type WaitingAttempt = { attempt: { id: string; taskKey: string; text: string } };

test('offline, a saved passage opens after a reload, its quiz is taken and a task is written and completed; back online the server gets each once', async ({
  page,
  context,
}) => {
  test.slow(); // reloads offline, then the queues' retries when the connection returns
  const userId = await signUp(page.request, 'Nadia');
  // The page's clock, so the story below can take two minutes of reading without the test waiting for them.
  await page.clock.install();
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

  // A writing task, opened and saved the same way.
  await page.goto(HEATING);
  await expect(page.getByRole('heading', { level: 1, name: 'The heating is not working' })).toBeVisible(SLOW_PAGE);
  await expect(page.getByText('Complete the task to see your score here.')).toBeVisible(SLOW_PAGE);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText('Saved. You can open it without internet.')).toBeVisible({ timeout: 20_000 });

  // The connection drops while the task is open: it is written and completed all the same.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your text' }).fill(LETTER);
  await page.getByRole('button', { name: 'Complete Task' }).click();
  // Said plainly, with no score and no XP: nothing is checked until the server has the text.
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toContainText(
    'We will send it when you are back online, and your score will show here.',
  );
  await expect(page.getByRole('dialog', { name: 'Task complete!' })).toHaveCount(0);
  await expect(page.getByText(/Points for length and time/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue('');
  const history = page.getByRole('region', { name: 'Your drafts of this task' });
  await expect(history.getByRole('listitem')).toHaveText([/31 words, waiting to be sent/]);
  await expectNoAxeViolations(page);
  // What is done offline waits in IndexedDB, each with its own id.
  const attempts = (await waiting<WaitingAttempt>(page, 'pending-writing')).map((p) => p.attempt);
  expect(attempts).toEqual([expect.objectContaining({ taskKey: HEATING_KEY, text: LETTER.trim() })]);

  // Still offline: the saved passage opens after a reload, and its quiz is taken.
  await page.goto(AMIRA);
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

  // Two minutes of reading pass on the page's clock: a story read faster than 400 words a minute does not count.
  await page.clock.fastForward('02:00');
  await page.getByRole('button', { name: 'Practice Questions' }).click();
  const quiz = page.getByRole('dialog', { name: 'Practice Questions' });
  for (const answer of ANSWERS) await quiz.getByRole('radio', { name: answer }).check();
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  const results = page.getByRole('dialog', { name: 'Quiz Results' });
  // The answer key is on the server (decision 033): offline, the result waits for it, and the page says so.
  await expect(
    results.getByText('Your answers are saved on this device. Your result and your points arrive when you are online.'),
  ).toBeVisible();
  await expect(results.getByText(/Your score/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await results.getByRole('button', { name: 'Close', exact: true }).last().click();
  const events = (await waiting<WaitingEvent>(page, 'pending-activity')).map((p) => p.event);
  // Submitting the quiz also counts the reading of the story.
  expect(events.map((e) => e.data.type).sort()).toEqual(['quiz', 'reading-session']);
  // The server keeps a completed task's event under the attempt's own id.
  const expected = {
    events: [...events.map((e) => [e.data.type, e.id]), ['writing-task', attempts[0]?.id]].sort(),
    attempts: attempts.map((a) => a.id),
  };

  // A closed tab keeps what waits: the task opens again, still offline, with the text waiting.
  await page.goto(HEATING);
  await expect(page.getByRole('heading', { level: 1, name: 'The heating is not working' })).toBeVisible(SLOW_PAGE);
  await expect(history.getByRole('listitem')).toHaveText([/31 words, waiting to be sent/]);

  await context.setOffline(false);
  // Back online: the text goes out by itself, and its score, checked on the server, shows here.
  await expect(page.getByRole('status').filter({ hasText: 'was sent and checked' })).toContainText(
    /Points for length and time: \d+ of 10\. Your English: (about CEFR [ABC][12], band [0-9.]+|too short to judge)/,
    { timeout: 30_000 },
  );
  await expect(history.getByRole('listitem')).toHaveText([/31 words, \d+ of 10 points for length and time/]);
  expect(await waiting(page, 'pending-writing')).toEqual([]);

  const onServer = async () => {
    const data = await (await page.request.get(`/api/user/${userId}/export`)).json();
    return {
      events: data.events.map((e: { type: string; id: string }) => [e.type, e.id]).sort(),
      attempts: data.writingAttempts.map((a: { id: string }) => a.id),
    };
  };
  // The 'online' event can come before requests go through: the queues then retry after 5 s, then 15 s.
  // Polled every 5 s: a learner may download the export 10 times an hour (issue 30).
  await expect.poll(onServer, { timeout: 30_000, intervals: [5_000] }).toEqual(expected);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The heating is not working' })).toBeVisible(SLOW_PAGE);
  await page.waitForLoadState('networkidle');
  expect(await onServer()).toEqual(expected);
  expect(await waiting(page, 'pending-activity')).toEqual([]);
});

const NEW_FLAT = `/reading?${new URLSearchParams({
  level: 'early-learner',
  topic: 'daily-life',
  key: 'reading/early-learner/daily-life/el-daily-life-our-new-flat',
})}`;

/** A new learner on a 360x640 phone opens Amira's story, then reloads it under the installed service worker. */
async function openAmiraWithServiceWorker(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 640 });
  await signUp(page.request, name);
  await page.goto(AMIRA);
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('lists mark the stories saved for offline; offline, a story not saved says so plainly and leads to the saved ones', async ({
  page,
  context,
}) => {
  test.slow(); // the service worker installs, then a PDF is drawn for the save
  await openAmiraWithServiceWorker(page, 'Samir');
  const list = page.getByRole('region', { name: /Browse Existing Passages/ }).getByRole('listitem');
  const amiraItem = list.filter({ hasText: 'A Bus Pass for Amira' });
  const flatItem = list.filter({ hasText: 'Keys to Our New Flat' });
  await expect(flatItem).toBeVisible(SLOW_PAGE);
  await expect(flatItem).not.toContainText('Saved for offline');

  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText('Saved. You can open it without internet.')).toBeVisible({ timeout: 20_000 });
  // Saving marks the story in the list at once; the others stay unmarked.
  await expect(amiraItem).toContainText('Saved for offline');
  await expect(flatItem).not.toContainText('Saved for offline');
  await phoneShots(page, 'saved-mark-list', amiraItem);

  // The Hub's Continue card names the same story, marked the same way.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Continue where you stopped' });
  await expect(card).toContainText('A Bus Pass for Amira', SLOW_PAGE);
  await expect(card).toContainText('Saved for offline');
  await phoneShots(page, 'saved-mark-hub', card);

  // Offline, a story never opened on this phone: no "try again" that cannot work, but why, and the way to the saved ones.
  await context.setOffline(true);
  await page.goto(NEW_FLAT);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible(SLOW_PAGE);
  await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toHaveText(
    'This story is not saved on this device, so it cannot open without internet.',
  );
  await expect(page.getByText('Failed to load passage content')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const saved = page.getByRole('region', { name: 'You are offline' });
  await expect(saved.getByRole('link')).toHaveText(['A Bus Pass for Amira']);
  await expectNoAxeViolations(page);
  await phoneShots(page, 'offline-not-saved', saved);
  await saved.getByRole('link', { name: 'A Bus Pass for Amira' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible(SLOW_PAGE);
  await context.setOffline(false);
});

const CLINIC_TITLE = 'Tomas Goes to the Clinic';
const CLINIC = `/reading?${new URLSearchParams({
  level: 'early-learner',
  topic: 'daily-life',
  key: 'reading/early-learner/daily-life/el-daily-life-a-visit-to-the-clinic',
})}`;
const SAMPLE_NOTE = /We cannot get stories from the server right now/;

test('a story tapped offline on a page loaded online says at once it is not saved, and opens when the connection returns; a page loaded offline shows no sample once back online', async ({
  page,
  context,
}) => {
  test.slow(); // the service worker installs, then a PDF is drawn for the save
  await openAmiraWithServiceWorker(page, 'Farid');
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText('Saved. You can open it without internet.')).toBeVisible({ timeout: 20_000 });

  // Issue 47 (6): the page came online; the connection goes; a story this phone does not hold is tapped.
  await context.setOffline(true);
  const list = page.getByRole('region', { name: /Browse Existing Passages/ }).getByRole('listitem');
  await list.filter({ hasText: 'Keys to Our New Flat' }).getByRole('button').click();
  const offline = page.getByRole('region', { name: 'You are offline' });
  await expect(offline.getByRole('alert')).toHaveText(
    'This story is not saved on this device, so it cannot open without internet.',
    SLOW_PAGE,
  );
  await expect(offline.getByRole('link')).toHaveText(['A Bus Pass for Amira']);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await phoneShots(page, 'offline-tapped-not-saved', offline);
  // The connection returns: the story asked for opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Keys to Our New Flat' })).toBeVisible(SLOW_PAGE);
  await expect(offline).toHaveCount(0);

  // A page loaded offline, then the connection returns: the story it asked for, not the sample.
  await context.setOffline(true);
  await page.goto(CLINIC);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible(SLOW_PAGE);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: CLINIC_TITLE })).toBeVisible(SLOW_PAGE);
  await expect(page.getByText(SAMPLE_NOTE)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

test.describe('pages outside the offline copy', () => {
  // React reports the download it could not make; the page then says so (below).
  test.use({ expectedConsoleErrors: /Failed to fetch dynamically imported module/ });

  test('the offline copy holds the learner’s pages; a public page outside it opens offline once visited, and one never visited says it did not load', async ({
    page,
    context,
  }) => {
    test.slow(); // the service worker installs on a shared two-core machine
    await page.setViewportSize({ width: 360, height: 640 });
    await signUp(page.request, 'Lina');
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // Opened once with a connection: kept on the device.
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible(SLOW_PAGE);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible(SLOW_PAGE);

    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(page.getByTestId('offline-banner')).toBeVisible(SLOW_PAGE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW_PAGE);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible(SLOW_PAGE);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible(SLOW_PAGE);
    // Never opened on this phone, and not in the offline copy: its code cannot come, and the page says so.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible(SLOW_PAGE);
    await expect(page.getByText('Check your internet connection, then try again.')).toBeVisible();
    await expectNoAxeViolations(page);
    await phoneShots(page, 'page-did-not-load', page.locator('main'));
    // Another page clears the message.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible(SLOW_PAGE);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible(SLOW_PAGE);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible(SLOW_PAGE);
  });
});
