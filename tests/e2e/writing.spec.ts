import { expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signUp(page.request, 'Omar');
});

test('choose a mode, load a task, use the guide and timer, write, get feedback and complete', async ({ page }) => {
  await page.goto('/writing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose what to write' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /E-mail writing/ }).click();
  const browse = page.getByRole('region', { name: /Browse Existing Tasks/ });
  const rows = browse.getByRole('listitem');
  await expect(rows).not.toHaveCount(0);
  expect(await rows.count()).toBeGreaterThanOrEqual(5);
  await expect(browse.getByRole('heading')).toHaveText(`Browse Existing Tasks (${await rows.count()})`);
  await rows.filter({ hasText: 'The heating is not working' }).getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The heating is not working' })).toBeVisible();

  await page.getByText('Template: A clear, polite e-mail').click();
  await expect(page.getByText('Could you please...?')).toBeVisible();
  await page.getByText('Scoring', { exact: true }).click();
  await expect(page.getByText('Band 9:').first()).toBeVisible();

  const timer = page.getByRole('timer');
  await expect(timer).toContainText('20:00');
  await page.getByRole('button', { name: 'Start Timer' }).click();
  await expect(timer).toContainText('19:58', { timeout: 5000 });
  await page.getByRole('button', { name: 'Pause' }).click();

  await expect(page.getByRole('button', { name: 'Complete Task' })).toHaveCount(0);
  const text =
    'Dear Mr Dubois,\n\nThe heating in flat 12 stopped working on Monday. I has called twice. Could you please send someone to repair it?\n\nKind regards,\nOmar';
  await page.getByRole('textbox', { name: 'Your text' }).fill(text);
  await expect(page.getByText('27 words')).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue(text);

  await page.getByRole('button', { name: 'Get AI Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'AI Writing Feedback' });
  await expect(feedback.getByText(/You wrote 27 words/)).toBeVisible();
  await feedback.getByRole('button', { name: 'has' }).click();
  await expect(feedback.getByText('Try: have')).toBeVisible();
  await expect(feedback.getByText(/Estimated band [0-9.]+ \(about CEFR [ABC][12]\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Complete Task' }).click();
  const done = page.getByRole('dialog', { name: 'Task complete!' });
  await expect(done.getByText(/Your score: \d+ out of 10/)).toBeVisible();
  await expect(done.getByText(/Achievement unlocked: First Steps/)).toBeVisible();
  await expect(done.getByText(/Estimated band [0-9.]+ \(about CEFR [ABC][12]\)/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue('');

  // Revise and resubmit: the draft comes back, and the history grows.
  const history = page.getByRole('region', { name: 'Your drafts of this task' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await history.getByRole('button', { name: 'Revise this text' }).click();
  await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue(text);
  await page.getByRole('textbox', { name: 'Your text' }).fill(text.replace('I has called', 'I have called'));
  await page.getByRole('button', { name: 'Complete Task' }).click();
  await expect(page.getByRole('dialog', { name: 'Task complete!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a report task shows its chart data, and every mode has a guide', async ({ page }) => {
  await page.goto('/writing?mode=report-writing');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'When learners take English classes' })
    .getByRole('button', { name: 'Load' })
    .click();
  const chart = page.getByRole('table', { name: /Class times chosen by 200 learners/ });
  await expect(chart.getByRole('row', { name: /Age 51 and over/ })).toContainText('25');
  await expectNoAxeViolations(page);
  for (const mode of [
    'formal-writing',
    'essay-writing',
    'letter-writing',
    'creative-writing',
    'email-writing',
    'report-writing',
  ]) {
    await page.goto(`/writing?mode=${mode}`);
    await page.getByRole('button', { name: 'Sample Task' }).click();
    await expect(page.getByText(/^Template: /)).toBeVisible();
  }
});
