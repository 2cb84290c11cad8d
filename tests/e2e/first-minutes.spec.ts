// Issue 18 "Done when": on a small phone, from / to a first story at the
// placed level in at most 8 taps after the form; the Hub's first screen; +XP
// after a quiz.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 640 } });

test('from the home page to a first story at the placed level, then +XP and the Hub', async ({ page }) => {
  test.slow(); // sign-up, the level check, a story, its quiz and the Hub on a busy two-core machine
  let taps = 0;
  const tap = async (locator: ReturnType<typeof page.getByRole>) => {
    await locator.click();
    taps += 1;
  };

  await page.goto('/');
  await page.getByRole('button', { name: 'Join Our Community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await dialog.getByLabel('Username').fill('Amina');
  await dialog.getByLabel('E-mail address').fill(`amina.${Date.now()}@example.org`);
  await dialog.getByLabel('Password', { exact: true }).fill('cedar-lamp-river');
  await dialog.getByLabel('Type the password again', { exact: true }).fill('cedar-lamp-river');
  await dialog.getByLabel('Security question').selectOption({ index: 1 });
  await dialog.getByLabel('Your answer').fill('Milo');
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  // The level check: yes to A1 and A2, not yet to B1 places at Early learner (A1–A2).
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Let us find your level' })).toBeVisible();
  await expectNoAxeViolations(page);
  await tap(page.getByRole('button', { name: 'Yes, I can' }));
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await tap(page.getByRole('button', { name: 'Yes, I can' }));
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  await tap(page.getByRole('button', { name: 'Not yet' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your level: Early learner · A1–A2');
  await expectNoAxeViolations(page);
  await tap(page.getByRole('link', { name: 'Read my first story' }));

  await expect(page).toHaveURL(/level=early-learner&topic=daily-life&key=/);
  const story = page.locator('.passage-text').first();
  await expect(story).toBeVisible();
  expect(taps).toBeLessThanOrEqual(8);
  // The passage text is on the first screen, not below the fold.
  await expect(story).toBeInViewport();

  // The placed level is the learner's reading level, kept by the server.
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('last-user') ?? '{}').userId as string);
  const preferences = await (await page.request.get(`/api/user/${userId}/preferences`)).json();
  expect(preferences.preferences.preferredReadingLevel).toBe('early-learner');
  expect(preferences.preferences.adaptiveDifficulty.currentLevel).toBe('early-learner');

  // A quiz ends with what it earned.
  await page.getByRole('button', { name: 'Practice Questions' }).click();
  const quiz = page.getByRole('dialog', { name: 'Practice Questions' });
  for (const group of await quiz.getByRole('group').all()) await group.getByRole('radio').first().check();
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  const results = page.getByRole('dialog', { name: 'Quiz Results' });
  await expect(results.getByText(/^\+\d+ XP$/)).toBeVisible();
  await expect(results.getByText('You started a streak today. Come back tomorrow!')).toBeVisible();
  await expectNoAxeViolations(page);
  await results.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The Hub's first screen: streak, goal, XP and Continue (the story just read).
  await page.goto('/dashboard');
  const strip = page.getByRole('region', { name: 'Today' });
  await expect(strip.getByText('1-day streak')).toBeInViewport();
  await expect(strip.getByText(/of 30 min today/)).toBeInViewport();
  await expect(strip.getByText(/^\d+ XP$/)).toBeInViewport();
  await expect(strip.getByText(/^Level 1: /)).toBeInViewport();
  const continueCard = page.getByRole('region', { name: 'Continue where you stopped' });
  await expect(continueCard.getByRole('link', { name: 'Continue' })).toBeInViewport();
  await expect(page.getByText('Delete my account forever')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
