// Decision 010 from end to end: a volunteer runs `npm run admin -- reset-link`
// against the running site's database; the learner opens the link, chooses a
// new password and question, and is signed in. The link then works no more.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const run = promisify(execFile);

test('a learner who forgot everything gets back in with a volunteer’s link, once', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // the admin command is a fresh Node process
  const learner = {
    username: 'Rahel',
    email: `rahel.${Date.now()}@example.org`,
    password: 'cedar-lamp-river',
    securityQuestion: "What was your first pet's name?",
    securityAnswer: 'Milo',
  };
  expect((await request.post('/api/user/register', { data: learner })).status()).toBe(201);

  const { stdout } = await run('node_modules/.bin/tsx', ['scripts/admin.ts', 'reset-link', learner.email], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: baseURL },
  });
  const link = stdout.match(/Link: (\S+)/)?.[1] ?? '';
  expect(link).toContain('/reset-code#code=');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Use a reset code' })).toBeVisible();
  const code = page.getByLabel('Reset code');
  await expect(code).toHaveValue(/^([0-9A-Z]{4}-){3}[0-9A-Z]{4}$/);
  // The code leaves the address bar (and the history) once it is in the form.
  await expect(page).toHaveURL(/\/reset-code$/);
  await expectNoAxeViolations(page);

  // Every problem at once, each next to its field, and the first field in error focused.
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(page.getByRole('alert')).toHaveText(
    'New password is requiredSecurity question is requiredSecurity answer is required',
  );
  await expect(newPassword).toBeFocused();
  await expect(newPassword).toHaveAccessibleDescription('New password is required');
  await expect(page.getByRole('group', { name: 'Your new security question' })).toHaveAccessibleDescription(
    /Security question is required$/,
  );
  await expect(page.getByLabel('Your answer')).toHaveAccessibleDescription(/Security answer is required$/);
  await expect(code).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);
  await newPassword.fill('amber-lantern-seven');
  await page.getByLabel('Type the password again', { exact: true }).fill('amber-lantern-eight');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByLabel('Type the password again', { exact: true })).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  await page.getByLabel('New password', { exact: true }).fill('amber-lantern-seven');
  await page.getByLabel('Type the password again', { exact: true }).fill('amber-lantern-seven');
  await page.getByRole('radio', { name: "What is your mother's maiden name?" }).check();
  await page.getByLabel('Your answer').fill('Riverside School');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('status')).toHaveText('Your new password is saved, and you are signed in.');
  await page.getByRole('link', { name: 'Go to my Learning Hub' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Rahel');

  // The same link again: it has been used.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-long-pass');
  await page.getByLabel('Type the password again', { exact: true }).fill('another-long-pass');
  await page.getByRole('radio', { name: "What was your first pet's name?" }).check();
  await page.getByLabel('Your answer').fill('Asmara');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^This code does not work\./);
  await expectNoAxeViolations(page);
});

test('what a learner types before the page’s code arrives is kept when they save', async ({ page }) => {
  // A slow connection: the reset page's own code arrives a moment after its HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ResetCodePage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/reset-code', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Reset code').fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByLabel('New password', { exact: true }).fill('amber-lantern-seven');
  await page.getByLabel('Type the password again', { exact: true }).fill('amber-lantern-seven');
  release();
  await page.getByRole('radio', { name: "What was your first pet's name?" }).check();
  await page.getByLabel('Your answer').fill('Asmara');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  // The typed code and password reached the server, which knows no such code.
  await expect(page.getByRole('alert')).toHaveText(/^This code does not work\./);
});
