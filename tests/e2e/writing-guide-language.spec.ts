// Issue 33: the writing guide's instructions (the plan, the tips, the time
// plan, the names of the phrase groups) and its scoring guide (each
// criterion, what it asks, what each band means) are in the learner's
// interface language, each duration written by Intl in that language; the
// phrases a learner copies and the bands' examples stay English, left to
// right. Checked on a 360×640 phone in Arabic (right to left) and in French
// (a space before each colon).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const shots = process.env.E2E_SCREENSHOTS;

test.use({ viewport: { width: 360, height: 640 } });

async function openGuide(page: Page, load: string, summary: string) {
  await page.goto('/writing?mode=email-writing');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'The heating is not working' })
    .getByRole('button', { name: load })
    .click();
  await page.getByText(summary).click();
}

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  await page.getByRole('heading', { level: 3 }).first().scrollIntoViewIfNeeded();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png` });
  }
}

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the guide’s plan, tips and scoring are Arabic, the phrases and examples English', async ({ page }) => {
    await signUp(page.request, 'Layla');
    await openGuide(page, 'افتح', 'القالب: رسالة بريد إلكتروني واضحة ومهذبة');
    await expect(page.getByText('الموضوع: قل في كلمات قليلة عمّ تتكلم الرسالة.')).toBeVisible();
    await expect(page.getByText('اجعل الفقرات قصيرة: جملتان أو ثلاث في كل فقرة.')).toBeVisible();
    // Durations from Intl, in Arabic words and plural: 5 دقائق, 12 دقيقة.
    await expect(page.getByRole('listitem').filter({ hasText: /^اكتب الرسالة: \d+ (دقائق|دقيقة)$/ })).toBeVisible();
    await expect(page.getByText(/\d+ min\b/)).toHaveCount(0);
    // The phrase group is named in Arabic; its phrases stay English, left to right.
    await expect(page.getByRole('term').filter({ hasText: 'الطلب بأدب' })).toBeVisible();
    const phrases = page.getByRole('definition').filter({ hasText: 'Could you please...?' });
    await expect(phrases).toHaveAttribute('dir', 'ltr');
    await expect(phrases).toHaveAttribute('lang', 'en');
    // How the text is judged, in Arabic; what a band-9 text says stays English, left to right.
    await page.getByText('حساب النتيجة', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'الإجابة عن المهمة' })).toBeVisible();
    await expect(page.getByText('هل تفعل الرسالة ما تطلبه المهمة، وتذكر كل النقاط؟')).toBeVisible();
    const band9 = page
      .getByRole('listitem')
      .filter({ hasText: 'الدرجة 9: كل النقاط مذكورة كاملة وبوضوح. الهدف واضح من السطور الأولى.' });
    await expect(band9).toBeVisible();
    const example = band9.getByText(/^I am writing to ask you to repair the heating/);
    await expect(example).toHaveAttribute('lang', 'en');
    await expect(example).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText('Task achievement')).toHaveCount(0);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await screenshots(page, 'guide-ar-phone');
  });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('the guide’s instructions and scoring are French, with a space before each colon', async ({ page }) => {
    await signUp(page.request, 'Awa');
    await openGuide(page, 'Ouvrir', 'Modèle\u00a0: Un courriel clair et poli');
    await expect(page.getByText('Faites des paragraphes courts : deux ou trois phrases.')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^Écrire le courriel\u00a0: \d+ minutes$/ }),
    ).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Demander poliment' })).toBeVisible();
    await page.getByText('Notation', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Vocabulaire et ton' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Bande 5\u00a0: Les mots sont vagues, ou le ton semble impoli.' }),
    ).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await screenshots(page, 'guide-fr-phone');
  });
});
