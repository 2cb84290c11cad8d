// Shared e2e fixtures: the base URL of the server that global-setup started,
// an axe check for WCAG 2.2 A and AA (with the 2.0 and 2.1 rules), and no console errors allowed.
import { randomInt, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{ failOnConsoleError: undefined; expectedConsoleErrors: RegExp | null }>({
  // A spec that makes requests fail on purpose names the console errors it expects (test.use).
  expectedConsoleErrors: [null, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests with npm run test:e2e');
    await use(url);
  },
  failOnConsoleError: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer (a visitor's 401 session check, a wrong
        // password's 401) as a console error; those are expected, 5xx are not.
        // Nor is a request cut off by a test that takes the connection away
        // (through the service worker, Chromium reports it as ERR_FAILED).
        const expected = /the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/;
        const text = message.text();
        if (message.type() === 'error' && !expected.test(text) && !expectedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Chooses an interface language from the top bar's language menu: the
 * button named '<Language>: <current>' in the interface's language, then the
 * language named in itself ('Français', 'العربية').
 */
export async function chooseLanguage(page: Page, name: string) {
  const banner = page.getByRole('banner');
  await banner.locator('.language-button').click();
  await banner.getByRole('button', { name, exact: true }).click();
  await expect(banner.locator('.language-list')).toBeHidden();
}

/** Registers a new learner through the API (the cookie lands in the request's context); returns the user id. */
export async function signUp(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post('/api/user/register', {
    data: {
      username: name,
      email: `${name.toLowerCase().replace(/\W/g, '')}.${randomUUID().slice(0, 8)}@example.org`,
      password: 'cedar-lamp-river',
      securityQuestion: "What was your first pet's name?",
      securityAnswer: 'Milo',
    },
    // Each learner from their own address: the sign-up limit per address is tested in the API tests.
    headers: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).userId as string;
}

/**
 * A time zone where it is now between 12:00 and 13:00 (Etc/GMT-N is UTC+N).
 * A spec whose page shows "today" uses it (`test.use({ timezoneId })`), so
 * its answer never depends on how near midnight the suite runs. The instant
 * stays real: the server and the browser agree on what time it is.
 */
export function middayTimeZone(now = new Date()): string {
  const hours = 12 - now.getUTCHours(); // from -11 to +12
  if (hours === 0) return 'Etc/GMT';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * With E2E_SCREENSHOTS set: the screen as it is now on a 360x640 phone, light
 * and dark, with `focus` scrolled into view; the viewport is put back after.
 */
export async function phoneShots(page: Page, name: string, focus: Locator) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 640 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-360-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}
