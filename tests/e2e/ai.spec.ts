// The generate and translate paths with an AI service configured: the site
// talks to a local server that speaks OpenAI's protocol (global-setup).
import {
  MODEL_FEEDBACK,
  MODEL_FRENCH_TITLE,
  MODEL_GLOSSES,
  MODEL_PASSAGE_TITLE,
  MODEL_TASK_TITLE,
} from '../support/e2e-model.ts';
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

test.use({ baseURL: process.env.E2E_AI_BASE_URL });

test.beforeEach(async ({ page }) => {
  await signUp(page.request, 'Wei');
});

test('with an empty list, Write me a new passage streams a generated passage, which then translates to French', async ({
  page,
}) => {
  await page.goto('/reading?level=early-learner&topic=food');
  await expect(page.getByText('No saved passages yet. Generate some passages to get started!')).toBeVisible();
  await page.getByLabel('What would you like to read about? (optional)').fill('a market with my grandfather');
  await page.getByRole('button', { name: 'Write me a new passage' }).click();

  await expect(page.getByRole('heading', { level: 1, name: MODEL_PASSAGE_TITLE })).toBeVisible();
  await expect(page.getByText('Every Saturday, Mei goes to the market')).toBeVisible();
  // Stored and shared: it is now in the list for this level and topic.
  const browse = page.getByRole('region', { name: /Browse Existing Passages/ });
  await expect(browse.getByRole('listitem').filter({ hasText: MODEL_PASSAGE_TITLE })).toHaveCount(1);

  await page.getByRole('button', { name: 'French' }).click();
  await expect(page.getByRole('heading', { level: 1, name: MODEL_FRENCH_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Reading settings' }).getByRole('button', { name: 'Side by side' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Every Saturday, Mei goes to the market')).toBeVisible();
  await expect(page.getByText('Chaque samedi, Mei va au marché')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Practice Questions' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Practice Questions' }).getByText(/When do Mei and Grandpa Li/),
  ).toBeVisible();
});

test('a tapped word shows its English meaning, then its French from the wordnet, or from the AI service when the wordnet has none, labelled as such', async ({
  page,
}) => {
  await page.goto('/reading?level=early-learner&topic=travel');
  await page.getByRole('button', { name: 'Write me a new passage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: MODEL_PASSAGE_TITLE })).toBeVisible();
  // Another topic than the test above, whose list must start empty. Not yet translated: the passage has no French
  // vocabulary. 'cloth' has French in the Open Multilingual Wordnet for its sense: the AI is not asked.
  await page
    .locator('.passage-text .word', { hasText: /^cloth$/ })
    .first()
    .click();
  const cloth = page.getByRole('dialog', { name: 'Word: cloth' });
  await expect(cloth.getByText(/\(noun\)/).first()).toBeVisible();
  await expect(cloth.getByText('In French:')).toBeVisible();
  await expect(cloth.getByText('From the Open Multilingual Wordnet, for this meaning.')).toBeVisible();
  await expect(cloth.getByText('Written by an AI service. It may be wrong.')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // 'sweet' (tasting of sugar) has none there: the French comes from the AI service.
  await page
    .locator('.passage-text .word', { hasText: /^sweet$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Word: sweet' });
  await expect(dialog.getByText('In French:')).toBeVisible();
  await expect(dialog.getByText(MODEL_GLOSSES.sweet ?? '', { exact: true })).toHaveAttribute('lang', 'fr');
  await expect(dialog.getByText('Written by an AI service. It may be wrong.')).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/word-ai-french.png` });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // A word neither the wordnet nor the model has French for: the English alone, no French line and no error.
  await page
    .locator('.passage-text .word', { hasText: /^beans$/ })
    .first()
    .click();
  const beans = page.getByRole('dialog', { name: 'Word: beans' });
  await expect(beans.getByText(/\(noun\)/).first()).toBeVisible();
  await expect(beans.getByText(/In French/)).toHaveCount(0);
  await expect(beans.getByRole('alert')).toHaveCount(0);
});

test('with no tasks yet, Create New Task generates one, and feedback comes from the AI service', async ({ page }) => {
  await page.goto('/writing?mode=email-writing');
  await expect(page.getByRole('heading', { name: 'Browse Existing Tasks (0)' })).toBeVisible();
  await expect(page.getByText('No saved tasks yet. Create some tasks to get started!')).toBeVisible();
  await page.getByRole('button', { name: 'Create New Task' }).click();
  await expect(page.getByRole('heading', { level: 1, name: MODEL_TASK_TITLE })).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Your text' })
    .fill('Dear Mrs Green,\n\nI am away next week. Could you water my plants on Monday? Thank you.\n\nOmar');
  await page.getByRole('button', { name: 'Get feedback' }).click();
  // Written by the AI service, so labelled AI; the measured part says it was not written by the AI.
  const dialog = page.getByRole('dialog', { name: 'AI Writing Feedback' });
  await expect(dialog.getByText(MODEL_FEEDBACK)).toBeVisible();
  await expect(dialog.getByText(/The bands and the level are measured, not written by the AI/)).toBeVisible();
  await expectNoAxeViolations(page);
});
