// Issue 21: a story read at one level, then at the next: the screen offers the
// family's other levels, suggests the next one after a high quiz score, and
// marks the level the learner read.
import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const FIRST_STEPS =
  '/reading?level=non-english&topic=daily-life&key=reading/non-english/daily-life/ne-daily-life-tomas-sees-a-doctor';

test.beforeEach(async ({ page }) => {
  await signUp(page.request, 'Tomas');
});

test('read a story at first steps, score 100%, and follow the suggestion to the next level', async ({ page }) => {
  test.slow(); // two passages, a quiz and three accessibility checks on a shared two-core machine
  // The page's clock, so the story below can take two minutes of reading without the test waiting for them.
  await page.clock.install();
  await page.goto(FIRST_STEPS);
  // The first page of a fresh server can take longer than the usual 7 s on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Tomas Sees a Doctor' })).toBeVisible({ timeout: 20_000 });
  const levels = page.getByRole('region', { name: 'Read this story at another level' });
  await expect(levels.getByRole('listitem')).toHaveCount(2);
  await expect(levels.getByRole('listitem').first()).toContainText('Reading now');
  await expect(levels.getByRole('button', { name: 'Read it at the Early learner level' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Two minutes of reading pass on the page's clock: a story read faster than 400 words a minute is not counted as
  // read, so the family list would not mark it.
  await page.clock.fastForward('02:00');
  await page.getByRole('button', { name: 'Practice Questions' }).click();
  const quiz = page.getByRole('dialog', { name: 'Practice Questions' });
  for (const answer of [
    'His throat is sore and he is hot',
    "Ten o'clock",
    'His questions are in it, and his English is new',
    'Seven days',
    'At the pharmacy next to the clinic',
  ])
    await quiz.getByRole('radio', { name: answer }).check();
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  const results = page.getByRole('dialog', { name: 'Quiz Results' });
  await expect(results.getByText('Your score: 100%')).toBeVisible();
  await expect(
    results.getByText('Great score! You are ready for the same story at the Early learner level.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await results.getByRole('button', { name: 'Read it at the Early learner level' }).click();

  // The same story, one level up: the URL, the heading and the family list follow.
  await expect(page.getByRole('heading', { level: 1, name: 'Tomas Goes to the Clinic' })).toBeVisible();
  await expect(page).toHaveURL(/level=early-learner&topic=daily-life&key=reading%2Fearly-learner/);
  const first = levels.getByRole('listitem').filter({ hasText: 'First steps' });
  await expect(first).toContainText('(you read this)');
  await expect(levels.getByRole('listitem').filter({ hasText: 'Early learner' })).toContainText('Reading now');
  await expect(page.getByText(/Great score!/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // And back down again from the list.
  await first.getByRole('button', { name: /Read it at the First steps/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tomas Sees a Doctor' })).toBeVisible();
});

test('a lower quiz score suggests no next level', async ({ page }) => {
  // The server checks the answers once the story's reading counted: two minutes pass on the page's clock.
  await page.clock.install();
  await page.goto(FIRST_STEPS);
  // The first page of a fresh server can take longer than the usual 7 s on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Tomas Sees a Doctor' })).toBeVisible({ timeout: 20_000 });
  await page.clock.fastForward('02:00');
  await page.getByRole('button', { name: 'Practice Questions' }).click();
  const quiz = page.getByRole('dialog', { name: 'Practice Questions' });
  for (const answer of ['His leg hurts', "Two o'clock", 'To draw pictures', 'Seven days', 'At home'])
    await quiz.getByRole('radio', { name: answer }).check();
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  const results = page.getByRole('dialog', { name: 'Quiz Results' });
  await expect(results.getByText('Your score: 20%')).toBeVisible();
  await expect(results.getByText(/Great score!/)).toHaveCount(0);
});
