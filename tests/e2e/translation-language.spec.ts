// Issue 33: the translation beside a story is in the learner's language, made
// by an AI service; on a site with none (the plain server here) a learner who
// reads Arabic is told so in Arabic, and no button offers what cannot work.
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const AMIRA =
  '/reading?level=early-learner&topic=daily-life&key=reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';
const shots = process.env.E2E_SCREENSHOTS;

test.use({ locale: 'ar', viewport: { width: 360, height: 640 } });

test('with no AI service, an Arabic reader is told plainly that there is no translation, and offered no button for one', async ({
  page,
}) => {
  await signUp(page.request, 'Layla');
  await page.goto(AMIRA);
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible();
  const said = page.getByText(/^ترجمة القصة \(.?العربية.?\) غير متوفرة هنا: تحتاج إلى خدمة الذكاء الاصطناعي/);
  await expect(said).toBeVisible();
  await expect(page.getByRole('button', { name: 'جنباً إلى جنب' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (shots)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await said.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/no-translation-ar-phone-${colorScheme}.png` });
    }
});
