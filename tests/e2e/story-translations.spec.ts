// Decision 037: a First steps story opens beside the team's translation in the
// learner's own language, with no AI service: Arabic right to left beside the
// English left to right, Ukrainian left to right; the translation is named in
// itself, said to be the team's, and its PDF carries it.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StoryTranslation } from '#src/domain/library.ts';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const ID = 'ne-daily-life-amira-and-the-bus';
const STORY = `/reading?level=non-english&topic=daily-life&key=reading/non-english/daily-life/${ID}`;
const shots = process.env.E2E_SCREENSHOTS;

const CASES = [
  {
    locale: 'ar',
    name: 'العربية',
    direction: 'rtl',
    team: 'ترجمة فريق English Commons.',
    more: 'المزيد',
    sideBySide: 'جنباً إلى جنب',
    english: 'الإنجليزية',
  },
  {
    locale: 'uk',
    name: 'Українська',
    direction: 'ltr',
    team: 'Переклад команди English Commons.',
    more: 'Більше',
    sideBySide: 'Поруч',
    english: 'Англійська',
  },
] as const;

/** The PDF's text runs as pdf.js reads them back, with their direction. */
async function pdfRuns(bytes: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const runs: { text: string; dir: string }[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim()) runs.push({ text: item.str, dir: item.dir });
  }
  return runs;
}

for (const c of CASES) {
  test.describe(c.locale, () => {
    test.use({ locale: c.locale, viewport: { width: 360, height: 640 } });

    test(`a First steps story in the ${c.locale} interface opens beside the team's ${c.name}, and its PDF has it`, async ({
      page,
    }) => {
      test.slow(); // the first PDF starts the PDF worker thread
      const translation = JSON.parse(
        readFileSync(`content/translations/${c.locale}/${ID}.json`, 'utf8'),
      ) as StoryTranslation;
      const [first] = translation.text.split('\n\n');
      await signUp(page.request, `Reader${c.locale}`);
      await page.goto(STORY);
      await expect(page.getByRole('heading', { level: 1, name: 'Amira and the Bus' })).toBeVisible();

      // Side by side from the start (First steps): each English paragraph, then the learner's.
      const own = page.locator(`.sbs-cell[lang="${c.locale}"]`).first();
      await expect(own).toContainText(first ?? '');
      expect(await own.evaluate((e) => getComputedStyle(e).direction)).toBe(c.direction);
      const english = page.locator('.sbs-cell[lang="en"]').first();
      expect(await english.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
      await expect(page.getByText(c.team)).toBeVisible();
      await expectNoAxeViolations(page);

      // The language switch names the translation in itself and shows it alone, title included, in its direction.
      await page.getByRole('button', { name: c.more }).click();
      await page.getByRole('button', { name: c.sideBySide }).click();
      await page.getByRole('button', { name: c.name, exact: true }).click();
      const title = page.getByRole('heading', { level: 1, name: translation.title });
      await expect(title).toBeVisible();
      expect(await title.evaluate((e) => getComputedStyle(e).direction)).toBe(c.direction);
      await expect(page.locator(`.passage-text[lang="${c.locale}"] p`).first()).toHaveText(first ?? '');
      await page.getByRole('button', { name: c.english, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Amira and the Bus' })).toBeVisible();
      await page.getByRole('button', { name: c.sideBySide }).click();
      await expect(own).toBeVisible();
      if (shots)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await own.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/side-by-side-${c.locale}-360-${colorScheme}.png` });
        }
      // On a wide screen the two columns are headed by their languages' names.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('heading', { level: 2, name: c.name })).toBeVisible();
      await page.setViewportSize({ width: 360, height: 640 });

      // The PDF with the translation: the story's title in the learner's language, drawn in its direction.
      const link = page.getByRole('link', { name: new RegExp(`PDF .*\\(.?${c.name}.?\\)`) });
      await expect(link).toBeVisible();
      const res = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      const runs = await pdfRuns(await res.body());
      const word = translation.title.split(' ')[0] ?? '';
      expect(runs.some((r) => r.dir === c.direction && r.text.includes(word))).toBe(true);
    });
  });
}
