// Issue 33: the translation beside a story is in the learner's language, the
// team's (decision 037) or made by an AI service; on a site with none (the
// plain server here) a learner who reads Arabic, opening a story the team has
// not translated, is told so in Arabic and offered the French the story has.
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const LEASE =
  '/reading?level=intermediate&topic=daily-life&key=reading/intermediate/daily-life/in-daily-life-a-lease-for-mateo-and-lucia';
const shots = process.env.E2E_SCREENSHOTS;

test.use({ locale: 'ar', viewport: { width: 360, height: 640 } });

test('with no AI service, an Arabic reader of a story with no Arabic is told so plainly, and offered its French', async ({
  page,
}) => {
  await signUp(page.request, 'Layla');
  await page.goto(LEASE);
  await expect(page.getByRole('heading', { level: 1, name: 'A Lease for Mateo and Lucía' })).toBeVisible();
  const said = page.getByText(/^ترجمة القصة \(.?العربية.?\) غير متوفرة هنا: تحتاج إلى خدمة الذكاء الاصطناعي/);
  await expect(said).toBeVisible();
  await page.getByRole('button', { name: 'المزيد' }).click();
  await page.getByRole('button', { name: 'جنباً إلى جنب' }).click();
  await expect(page.locator('.sbs-cell[lang="fr"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await said.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/no-translation-ar-phone-${colorScheme}.png` });
    }
});
