// Issue 29: the writing feedback as one message a learner understands: a
// headline with the level in plain words, what to work on with an example,
// the marked text (a mark in the gap where something is missing), and the
// rest under Details; every sentence in the interface language.
import { expect, expectNoAxeViolations, phoneShots, signUp, test } from './fixtures.ts';

const TEXT =
  'Dear Mr Dubois,\n\nIn my opinion the heating in our building is a big problem. My family live in this flat since two years. Yesterday my son go to school with a cold, and I am agree with the doctor that the flat is too cold for him. We need more informations about the repair. It is more cheaper to repair it now than later. However nobody came last week. Could you please send someone this week?\n\nKind regards,\nOmar';

const shots = process.env.E2E_SCREENSHOTS;

async function openTask(page: import('@playwright/test').Page, load: string) {
  await page.goto('/writing?mode=email-writing');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'The heating is not working' })
    .getByRole('button', { name: load })
    .click();
  await page.locator('#response').fill(TEXT);
}

test.describe('in the French interface', () => {
  test.use({ locale: 'fr-CA' });

  test('the feedback has no English sentence, only the learner’s own words', async ({ page }) => {
    test.slow(); // the checker's first run on a busy machine
    await signUp(page.request, 'Awa');
    await openTask(page, 'Ouvrir');
    await page.getByRole('button', { name: 'Obtenir des commentaires' }).click();
    const feedback = page.getByRole('dialog', { name: 'Commentaires automatiques' });
    await expect(feedback.getByRole('heading', { level: 3 })).toHaveText(
      /^Votre texte est autour du niveau [ABC][12] : /,
    );
    await expect(feedback.getByRole('heading', { name: 'À travailler ensuite' })).toBeVisible();
    await expect(feedback.getByText('Dans votre texte : « I am agree » → « I agree »')).toBeVisible();
    // A word finding and a gap finding, each explained in French.
    await feedback.getByRole('button', { name: 'informations' }).click();
    await expect(feedback.getByText('Ce mot n’a pas de pluriel en anglais', { exact: false })).toBeVisible();
    await feedback.getByRole('button', { name: 'Il manque quelque chose ici' }).first().click();
    await expect(feedback.getByText('Ajoutez : ,')).toBeVisible();
    await feedback.getByText('Détails', { exact: true }).click();
    await expect(feedback.getByText(/^Degré de certitude : \d+ %$/)).toBeVisible();
    await expect(feedback.getByRole('term').filter({ hasText: 'Vocabulaire' })).toBeVisible();

    // Everything but the learner's text and the quotes from it («…», “…”) must be French.
    const said = await feedback.evaluate((dialog) => {
      const copy = dialog.cloneNode(true) as HTMLElement;
      for (const own of copy.querySelectorAll('.feedback-text')) own.remove();
      return copy.textContent ?? '';
    });
    const outsideQuotes = said.replace(/«[^»]*»/g, '').replace(/“[^”]*”/g, '');
    const english = outsideQuotes.match(
      /\b(the|your|you|is|are|this|with|and|was|we|it|of|to|words?|try|check|found|writing|level|band|task|mistakes?|missing|here|how|sure|details)\b/gi,
    );
    expect(english, outsideQuotes).toBeNull();
    await expectNoAxeViolations(page);
  });
});

test.describe('in the Arabic interface', () => {
  test.use({ locale: 'ar' });

  test('the feedback has no English sentence, only the learner’s own words and the quoted examples', async ({
    page,
  }) => {
    test.slow(); // the checker's first run on a busy machine
    await signUp(page.request, 'Layla');
    await openTask(page, 'افتح');
    await page.getByRole('button', { name: 'اطلب ملاحظات' }).click();
    const feedback = page.getByRole('dialog', { name: 'ملاحظات آلية' });
    // The grammar checker's first run on a busy machine can take longer than one expect's wait.
    await expect(feedback.getByRole('heading', { level: 3 })).toHaveText(
      /^مستوى كتابتك قريب من \u2068[ABC][12]\u2069: /,
      {
        timeout: 60_000,
      },
    );
    await expect(feedback.getByRole('heading', { name: 'ماذا تتدرّب عليه بعد ذلك' })).toBeVisible();
    // A word finding and a gap finding, each explained in Arabic.
    await feedback.getByRole('button', { name: 'informations' }).click();
    await expect(feedback.getByText('هذه الكلمة ليس لها جمع في الإنجليزية', { exact: false })).toBeVisible();
    await feedback.getByRole('button', { name: 'شيء ناقص هنا' }).first().click();
    await expect(feedback.getByText('أضف: ,')).toBeVisible();
    await feedback.getByText('التفاصيل', { exact: true }).click();
    await expect(feedback.getByText(/^مدى التأكّد: \d+%$/)).toBeVisible();
    await expect(feedback.getByRole('term').filter({ hasText: 'المفردات' })).toBeVisible();

    // Outside the learner's text and the quotes from it or of English examples
    // («…», “…”), no Latin letters but the level's name (CEFR, A1…C2).
    const said = await feedback.evaluate((dialog) => {
      const copy = dialog.cloneNode(true) as HTMLElement;
      for (const own of copy.querySelectorAll('.feedback-text')) own.remove();
      return copy.textContent ?? '';
    });
    const outsideQuotes = said.replace(/«[^»]*»/g, '').replace(/“[^”]*”/g, '');
    const latin = (outsideQuotes.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
      (word) => !/^(CEFR|[ABC][12])$/.test(word),
    );
    expect(latin, outsideQuotes).toEqual([]);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await feedback.getByRole('heading', { level: 3 }).scrollIntoViewIfNeeded();
      if (shots) await page.screenshot({ path: `${shots}/feedback-ar-phone-${colorScheme}.png` });
    }
  });
});

test('on a 360×640 phone the feedback shows one headline and the marked text, light and dark', async ({ page }) => {
  test.slow();
  await signUp(page.request, 'Omar');
  await page.setViewportSize({ width: 360, height: 640 });
  await openTask(page, 'Load');
  await page.getByRole('button', { name: 'Get feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Automatic feedback' });
  const headline = feedback.getByRole('heading', { level: 3 });
  // The checker's first run in a fresh server on a busy machine can take longer than one expect's wait.
  await expect(headline).toHaveCount(1, { timeout: 60_000 });
  await expect(headline).toBeInViewport();
  await expect(headline).toHaveText(/^Your writing is around [ABC][12]: [a-z ]+$/);
  // The marked text, with a mark in the gap after "In my opinion".
  const marked = feedback.locator('.feedback-text');
  await marked.scrollIntoViewIfNeeded();
  await expect(marked).toBeInViewport();
  await expect(marked.getByRole('button', { name: 'Something is missing here' }).first()).toBeVisible();
  await expect(marked.getByRole('button', { name: 'informations' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await feedback.boundingBox())?.width ?? 0).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  for (const [size, width, height] of [
    ['phone', 360, 640],
    ['desktop', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await headline.scrollIntoViewIfNeeded();
      if (shots) await page.screenshot({ path: `${shots}/feedback-${size}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('on a 360×640 phone, tapping a mark shows its suggestion next to it, on screen', async ({ page }) => {
  test.slow(); // the checker's first run on a busy machine
  await signUp(page.request, 'Rania');
  await page.setViewportSize({ width: 360, height: 640 });
  await openTask(page, 'Load');
  await page.getByRole('button', { name: 'Get feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Automatic feedback' });
  const marked = feedback.locator('.feedback-text');
  await expect(marked).toBeVisible();
  // Marks near the start and near the end of the text: each note opens where its mark is.
  for (const [name, says] of [
    ['informations', /This word has no plural/],
    ['Something is missing here', /Add:/],
  ] as const) {
    const mark = marked.getByRole('button', { name }).last();
    await mark.scrollIntoViewIfNeeded();
    await mark.click();
    const note = feedback.locator('.finding-popover');
    await expect(note).toContainText(says);
    await expect(note).toBeInViewport();
    // Just under the mark: its top no more than a line below the mark's bottom.
    const [markBox, noteBox] = [await mark.boundingBox(), await note.boundingBox()];
    expect(noteBox && markBox ? noteBox.y - (markBox.y + markBox.height) : Number.NaN).toBeLessThan(24);
    expect(noteBox && markBox ? noteBox.y - (markBox.y + markBox.height) : Number.NaN).toBeGreaterThanOrEqual(0);
    await phoneShots(page, `feedback-note-${name === 'informations' ? 'word' : 'gap'}`, note);
    // Escape closes the note and puts the focus back on its mark; the feedback stays open.
    await page.keyboard.press('Escape');
    await expect(note).toHaveCount(0);
    await expect(mark).toBeFocused();
    await expect(feedback).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
