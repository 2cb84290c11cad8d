// Issue 33: a label and its value are joined the way the interface language
// writes them (the catalogue's `labelled`), never with a fixed ': '. French
// puts a non-breaking space before the colon; Arabic writes its points after
// the label. Checked on the Hub's 'How to earn XP' table on a 360×640 phone.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const shots = process.env.E2E_SCREENSHOTS;

test.use({ viewport: { width: 360, height: 640 } });

async function openXpTable(page: Page, title: string) {
  await page.goto('/dashboard');
  await page.getByText(title, { exact: true }).click();
  const table = page.getByRole('table');
  await table.scrollIntoViewIfNeeded();
  return table;
}

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png` });
  }
}

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a challenge row has a space before its colon', async ({ page }) => {
    await signUp(page.request, 'Awa');
    const table = await openXpTable(page, 'Comment gagner des XP');
    await expect(
      table.getByRole('rowheader', { name: 'Réussir un défi du jour\u00a0: Lire 2 histoires' }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader').filter({ hasText: /[^\u00a0]:/ })).toHaveCount(0);
    await expect(table.getByRole('cell').first()).toHaveText(/^\d+ XP$/);
    await expectNoAxeViolations(page);
    await screenshots(page, 'xp-table-fr-phone');
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the points are written the Arabic way, the label first', async ({ page }) => {
    await signUp(page.request, 'Layla');
    const table = await openXpTable(page, 'كيف تربح النقاط');
    await expect(table.getByRole('cell').first()).toHaveText(/^النقاط: \d+$/);
    await expect(table.getByText(/XP/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'xp-table-ar-phone');
  });
});
