// A newcomer's first hour in their own language, on a 360×640 phone: signing up
// shows the security questions in the interface language and whole; what the
// server says (a quiz answered before the story's reading counted, a wrong
// password when deleting the account) is in the interface language too, and
// says what the learner needs: how long to read, and that the password is wrong.
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { ar } from '#src/web/i18n/ar.ts';
import type { Messages } from '#src/web/i18n/en.ts';
import { en } from '#src/web/i18n/en.ts';
import { es } from '#src/web/i18n/es.ts';
import { fa } from '#src/web/i18n/fa.ts';
import { uk } from '#src/web/i18n/uk.ts';
import { expect, expectNoAxeViolations, phoneShots, signUp, test } from './fixtures.ts';

const AMIRA =
  '/reading?level=early-learner&topic=daily-life&key=reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira';

/** What each language shows, written out here so a catalogue that lost them fails. */
const LANGUAGES: {
  locale: string;
  m: Messages;
  firstPet: string;
  /** Amira's 224 words need 34 seconds at 400 words a minute (decision 033). */
  readFirst: string;
  wrongPassword: string;
}[] = [
  {
    locale: 'en',
    m: en,
    firstPet: "What was your first pet's name?",
    readFirst: 'Read the story first: its quiz counts after you have read it for at least 34 seconds.',
    wrongPassword: 'The password is not correct.',
  },
  {
    locale: 'ar',
    m: ar,
    firstPet: 'ما اسم أول حيوان أليف كان عندك؟',
    readFirst: 'اقرأ القصة أولاً: يُحسب اختبارها بعد أن تقرأها. أقل مدة للقراءة بالثواني: 34.',
    wrongPassword: 'كلمة المرور غير صحيحة.',
  },
  {
    locale: 'fa',
    m: fa,
    firstPet: 'اسم اولین حیوان خانگی شما چه بود؟',
    readFirst: 'اول داستان را دست‌کم ۳۴ ثانیه بخوانید: آزمون هر داستان بعد از خواندن آن حساب می‌شود.',
    wrongPassword: 'رمز درست نیست.',
  },
  {
    locale: 'uk',
    m: uk,
    firstPet: 'Як звали вашу першу домашню тварину?',
    readFirst: 'Спочатку прочитайте історію: її тест зараховується після читання щонайменше 34 с.',
    wrongPassword: 'Пароль неправильний.',
  },
  {
    locale: 'es',
    m: es,
    firstPet: '¿Cómo se llamaba tu primera mascota?',
    readFirst: 'Primero lee la historia: su prueba cuenta cuando la hayas leído al menos 34 segundos.',
    wrongPassword: 'La contraseña no es correcta.',
  },
];

for (const { locale, m, firstPet, readFirst, wrongPassword } of LANGUAGES) {
  test.describe(`in ${locale} on a 360×640 phone`, () => {
    test.use({ locale, viewport: { width: 360, height: 640 } });

    test('signing up shows every security question in the language, whole, and keeps the English one', async ({
      page,
    }) => {
      test.slow(); // the dialog, an axe scan and the sign-up on a busy two-core machine
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByRole('button', { name: m.home.join }).first().click();
      const dialog = page.getByRole('dialog', { name: m.auth.titles.register });
      const questions = dialog.getByRole('group', { name: m.auth.securityQuestion }).getByRole('radio');
      await expect(questions).toHaveCount(SECURITY_QUESTIONS.length);
      await expect(dialog.getByRole('radio', { name: firstPet })).toBeVisible();
      for (const [i, english] of SECURITY_QUESTIONS.entries()) {
        const name = m.auth.questions[i] ?? '';
        await expect(questions.nth(i)).toHaveAccessibleName(name);
        if (locale !== 'en') expect(name).not.toBe(english);
      }

      // The longest question in this language, chosen: every question's words are on the screen, none cut off.
      const longest = [...m.auth.questions].sort((a, b) => b.length - a.length)[0] ?? '';
      const chosen = dialog.getByRole('radio', { name: longest });
      await chosen.check();
      await expect(chosen).toBeChecked();
      const cut = await dialog.locator('.question-choice').evaluateAll((labels) =>
        labels.flatMap((label) => {
          const text = label.querySelector('span');
          if (!text) return ['a question without its text'];
          const box = text.getBoundingClientRect();
          const whole = text.scrollWidth <= text.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
          return whole ? [] : [`${text.textContent}: ${Math.round(box.left)}–${Math.round(box.right)} px`];
        }),
      );
      expect(cut).toEqual([]);
      await expect
        .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - 360))
        .toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await phoneShots(page, `sign-up-question-${locale}`, chosen);

      const email = `nadia.${Date.now()}.${locale}@example.org`;
      await dialog.getByLabel(m.auth.username).fill('Nadia');
      await dialog.getByLabel(m.auth.email).fill(email);
      await dialog.getByLabel(m.auth.password, { exact: true }).fill('cedar-lamp-river');
      await dialog.getByLabel(m.auth.confirmPassword, { exact: true }).fill('cedar-lamp-river');
      await dialog.getByLabel(m.auth.securityAnswer).fill('Riverside');
      await dialog.getByRole('button', { name: m.auth.submit.register }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      // The account keeps the spec's English question.
      const session = await (await page.request.get('/api/session')).json();
      const account = await (await page.request.get(`/api/user/${session.user.userId}/account`)).json();
      expect(account.securityQuestion).toBe(SECURITY_QUESTIONS[m.auth.questions.indexOf(longest)]);
    });

    test('a quiz answered before the reading counted says, in the language, how long to read', async ({ page }) => {
      test.slow(); // a story, its quiz and the server's answer on a busy two-core machine
      await signUp(page.request, 'Karim');
      await page.goto(AMIRA);
      await expect(page.getByRole('heading', { level: 1, name: 'A Bus Pass for Amira' })).toBeVisible();
      await page.getByRole('button', { name: m.reading.questions }).click();
      const quiz = page.getByRole('dialog', { name: m.reading.questionsTitle });
      for (const question of await quiz.locator('fieldset').all()) await question.getByRole('radio').first().check();
      await quiz.getByRole('button', { name: m.reading.submitAnswers }).click();
      const results = page.getByRole('dialog', { name: m.reading.resultsTitle });
      await expect(results.getByText(readFirst, { exact: true })).toBeVisible();
      if (locale !== 'en') await expect(results).not.toContainText('Read the story first');
      await expectNoAxeViolations(page);
    });

    test('a wrong password when deleting the account is said to be the password, in the language', async ({ page }) => {
      await signUp(page.request, 'Olena');
      await page.goto('/dashboard');
      await page.getByRole('button', { name: m.hub.profileButton }).click();
      await page
        .getByRole('dialog', { name: m.progress.title })
        .getByRole('button', { name: m.progress.settings })
        .click();
      const settings = page.getByRole('dialog', { name: m.progress.settingsTitle });
      await settings.getByLabel(m.dashboard.deletePassword, { exact: true }).fill('not-my-password');
      await settings.getByRole('button', { name: m.dashboard.deleteButton }).click();
      // The form asks for no e-mail, and the answer speaks of none.
      await expect(settings.getByRole('alert')).toHaveText(wrongPassword);
      // The account is still there.
      await page.reload();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
