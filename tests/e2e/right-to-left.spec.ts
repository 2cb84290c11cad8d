// Issue 33: an Arabic-reading learner on a small phone (360×640). The Hub,
// the reading screen, a word's popup and the writing feedback are right to
// left, with nothing wider than the screen; the story, the word's meaning and
// the learner's own English stay left to right; every screen is axe clean.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const AMIRA =
  '/reading?level=early-learner&topic=daily-life&key=reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';

test.use({ locale: 'ar', viewport: { width: 360, height: 640 } });

/** Right to left, in Arabic, and no part of the page wider than the screen (no sideways scrolling). */
async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect
    .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test('in Arabic, the Hub, a story, a word and the writing feedback read right to left, the English left to right', async ({
  page,
}) => {
  test.slow(); // four screens, each scanned by axe, and the grammar checker's first run
  await signUp(page.request, 'Layla');

  // The Hub.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'ملفي وتقدّمي' })).toBeVisible();
  await expect(page).toHaveTitle('مركز التعلّم | English Commons');
  await expectArabicPage(page);
  // The learner's name is isolated inside the Arabic greeting.
  await expect(page.getByRole('heading', { level: 1 }).locator('bdi')).toHaveText('Layla');
  const menu = page.getByRole('banner').getByRole('button', { name: 'اللغة: العربية' });
  await menu.click();
  await expect(
    page.getByRole('banner').getByRole('list', { name: 'اللغة' }).getByRole('button', { name: 'العربية' }),
  ).toHaveAccessibleDescription(/معنى الكلمة بهذه اللغة: \d+\W*% *\W*من كلمات القصص/);
  await expectArabicPage(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // The reading screen: the interface right to left, the story left to right and in English.
  await page.goto(AMIRA);
  const title = page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.passage-text')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.passage-text')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'استمع إلى القصة' })).toBeVisible();
  // 'Back' points right on a right-to-left page.
  const back = page.getByRole('button', { name: /العودة إلى المواضيع/ }).locator('.pointing');
  await expect(back).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await expectArabicPage(page);
  await expectNoAxeViolations(page);

  // A word's popup: its meaning in English, left to right, and the word in Arabic the team chose (decision 037).
  await page
    .locator('.passage-text .word', { hasText: /^coins$/ })
    .first()
    .click();
  const popup = page.getByRole('dialog', { name: /coins/ });
  await expect(popup.getByText('بالعربية:')).toBeVisible();
  await expect(popup.locator('bdi[lang="ar"]')).toContainText('عُمْلة معْدنِيّة');
  await expect(popup.getByText(/metal money/)).toBeVisible();
  await expect(popup.locator('div[lang="en"]')).toHaveAttribute('dir', 'ltr');
  await expectArabicPage(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // The writing feedback: the learner's text and its marks left to right inside a right-to-left dialog.
  await page.goto('/writing?mode=email-writing&key=writing/email-writing/em-ask-teacher-about-homework');
  const box = page.getByRole('textbox', { name: 'نصك' });
  await expect(box).toHaveAttribute('dir', 'ltr');
  await expect(box).toHaveAttribute('lang', 'en');
  await box.fill(
    'Dear Ms Lee,\n\nMy son Adam is in your class. Yesterday he has homework in maths, but he did not understand it. I has tried to help him, but I do not know the new method. Could you please explain it to me?\n\nThank you,\nLayla',
  );
  await expect(page.getByText('46 كلمة', { exact: true })).toBeVisible(); // Arabic: 11 to 99 take the singular
  await page.getByRole('button', { name: 'اطلب ملاحظات' }).click();
  const feedback = page.getByRole('dialog', { name: 'ملاحظات آلية' });
  await expect(feedback.getByRole('heading', { level: 3 })).toHaveText(/^مستوى كتابتك قريب من/);
  await expect(feedback.locator('.feedback-text')).toHaveAttribute('dir', 'ltr');
  await expect(feedback.getByRole('button', { name: 'has' }).first()).toBeVisible();
  await expectArabicPage(page);
  await expectNoAxeViolations(page);
});

test("in Arabic, a story's address shows it from the page itself, right to left around it, and nothing moves once its code is here (issue 34)", async ({
  page,
}) => {
  await signUp(page.request, 'Karim');
  // With none of its code: the page is already Arabic and right to left, the story English and left to right.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(AMIRA);
  await expectArabicPage(page);
  const sentText = page.locator('#first-paint .passage-text');
  await expect(sentText).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'العودة إلى المستويات' })).toBeVisible();
  await expectNoAxeViolations(page);
  const sent = await sentText.locator('p').first().boundingBox();

  await page.unroute('**/assets/*.js');
  await page.goto(AMIRA);
  await expect(page.locator('.passage-text .word').first()).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expectArabicPage(page);
  const drawn = await page.locator('.passage-text p').first().boundingBox();
  expect(drawn?.x).toBeCloseTo(sent?.x ?? 0, 0);
  expect(drawn?.y).toBeCloseTo(sent?.y ?? 0, 0);
});
