// Issue 17: the interface in the learner's language. A French-speaking
// visitor gets French after the page loads (the prerendered HTML stays
// English), a choice in the top bar is kept on the device and by the account,
// and one whole flow (reading a story and taking its quiz) works in French.
import { chooseLanguage, expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

const AMIRA =
  '/reading?level=early-learner&topic=daily-life&key=reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';

test.describe('a visitor whose browser speaks French', () => {
  test.use({ locale: 'fr-CA' });

  test('gets French after load, can switch to English and back, and the choice stays', async ({ page }) => {
    // The HTML the server sends is English (prerendered); the page then switches.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Learn English for free, at your own pace');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apprenez l’anglais gratuitement, à votre rythme');
    await expect(page).toHaveTitle('English Commons : pratique gratuite de l’anglais pour les nouveaux arrivants');
    await expectNoAxeViolations(page);

    // The language menu: its button says the language in use, and each language is named in itself.
    const menu = page.getByRole('banner').getByRole('button', { name: 'Langue : Français' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    const languages = page.getByRole('banner').getByRole('list', { name: 'Langue' });
    await expect(languages.getByRole('button', { name: 'العربية' }).locator('bdi')).toHaveAttribute('lang', 'ar');
    await expect(languages.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    // What each language has, said plainly: the word help's share is what a reader's taps get, and the stories
    // the team translated (decision 037).
    await expect(languages.getByRole('button', { name: 'العربية' })).toHaveAccessibleDescription(
      /^Menus et pages dans cette langue Sens des mots dans cette langue : \d+\s% des mots des histoires que vous touchez Une traduction à côté de l’anglais pour \d+ histoires$/,
    );
    await expectNoAxeViolations(page);
    // Escape closes it and gives the focus back to its button; the keyboard opens it again.
    await page.keyboard.press('Escape');
    await expect(languages).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(languages).toBeVisible();
    await languages.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English for free, at your own pace');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn English for free, at your own pace');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'Français');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apprenez l’anglais gratuitement, à votre rythme');
    // The legal pages are translated, and say that the English text is the reference.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    await expect(page.getByText('En cas de différence, la version anglaise compte.')).toBeVisible();
  });
});

test('a learner reads a story and takes its quiz in French; the account keeps the language', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a whole flow, then a second device
  await page.clock.install();
  const userId = await signUp(page.request, 'Aminata');
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('button', { name: 'Profil et progrès' })).toBeVisible();
  await expect(page).toHaveTitle('Centre d’apprentissage | English Commons');
  await expect
    .poll(async () => (await (await page.request.get(`/api/user/${userId}/preferences`)).json()).preferences)
    .toMatchObject({ interfaceLanguage: 'fr' });
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Pratique de la lecture/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre niveau' })).toBeVisible();
  await page.getByRole('button', { name: /^Débutant/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez un sujet' })).toBeVisible();
  await page.getByRole('button', { name: 'Vie quotidienne' }).click();
  const browse = page.getByRole('region', { name: /Voir les histoires gardées/ });
  await expect(browse.getByRole('listitem')).not.toHaveCount(0);
  const amira = browse.getByRole('listitem').filter({ hasText: 'A Bus Pass for Amira' });
  const open = amira.getByRole('button', { name: 'Ouvrir' });
  if (await open.isEnabled()) await open.click();
  // The story itself stays English: only the interface around it is French.
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible();
  await expect(page.locator('.passage-text')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);

  // The quiz is checked on the server after the story's reading time (decision 033): two minutes on the page's clock.
  await expect(page.getByRole('button', { name: 'Questions de pratique' })).toBeVisible();
  await page.clock.fastForward('02:00');
  await page.getByRole('button', { name: 'Questions de pratique' }).click();
  const quiz = page.getByRole('dialog', { name: 'Questions de pratique' });
  await quiz.getByRole('button', { name: 'Vérifier mes réponses' }).click();
  await expect(quiz.getByRole('alert')).toHaveText('Veuillez répondre à toutes les questions.');
  for (const answer of [
    'With coins',
    'The bus driver',
    'At the station office near the market',
    'Her name and a photo',
  ])
    await quiz.getByRole('radio', { name: answer }).check();
  await quiz.getByRole('radio', { name: 'It is free for students' }).check(); // one wrong answer
  await quiz.getByRole('button', { name: 'Vérifier mes réponses' }).click();
  const results = page.getByRole('dialog', { name: 'Résultats du quiz' });
  await expect(results.getByRole('status')).toHaveText('Votre résultat : 80 %');
  await expect(
    results.getByText('Pas tout à fait. La bonne réponse est : It is cheaper and she does not need coins'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await results.getByRole('button', { name: 'Fermer' }).last().click();

  // Another device (English browser, nothing saved on it) opens in French: the account says so.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  await other.addCookies(await page.context().cookies());
  const phone = await other.newPage();
  await phone.goto('/dashboard');
  await expect(phone.getByRole('button', { name: 'Profil et progrès' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'fr');
  await other.close();
});

test('numbers, dates and plurals follow the interface language', async ({ page }) => {
  await signUp(page.request, 'Jean');
  await page.goto(AMIRA);
  await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible();
  await chooseLanguage(page, 'Français');
  await page.goto('/writing');
  await page.getByRole('button', { name: /Courriels/ }).click();
  await page
    .getByRole('region', { name: /Voir les tâches gardées/ })
    .getByRole('button', { name: 'Ouvrir' })
    .first()
    .click();
  const text = page.getByRole('textbox', { name: 'Votre texte' });
  await text.fill('Bonjour');
  await expect(page.getByText('1 mot', { exact: true })).toBeVisible();
  await text.fill('');
  await expect(page.getByText('0 mot', { exact: true })).toBeVisible(); // French: 0 is singular
  await text.fill('one two');
  await expect(page.getByText('2 mots', { exact: true })).toBeVisible();
});

test.describe('on a 360x640 phone, in every interface language', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the top bar stays one row: the site, the language and Menu', async ({ page }) => {
    for (const language of ['fr', 'ar', 'fa', 'uk', 'es']) {
      await page.addInitScript((l) => localStorage.setItem('interface-language', l), language);
      await page.goto('/features');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const bar = page.getByRole('banner');
      const brand = await bar.getByRole('link', { name: 'English Commons' }).boundingBox();
      const menu = await bar.locator('button[aria-controls]').last().boundingBox();
      const middle = (box: typeof brand) => (box?.y ?? 0) + (box?.height ?? 0) / 2;
      expect(Math.abs(middle(brand) - middle(menu)), language).toBeLessThan(4);
      expect((await bar.boundingBox())?.height, language).toBeLessThan(80);
    }
  });
});
