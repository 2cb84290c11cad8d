// Every message the server sends a learner, in every interface language: a
// code with no translation in a language fails here, and so does one whose
// translation drops the number the server put in.
import { describe, expect, it } from 'vitest';
import { format } from '#src/domain/message-format.ts';
import { SERVER_MESSAGES } from '#src/domain/server-messages.ts';
import { LOCALES, loadLocale } from '#src/web/i18n/index.tsx';
import { serverTextIn } from './server-text.ts';

const every = Object.entries(SERVER_MESSAGES).flatMap(([area, messages]) =>
  Object.entries(messages as Record<string, string>).map(([name, text]) => [`${area}.${name}`, text] as const),
);
const sample = { minutes: 12, seconds: 43, n: 37, language: 'Arabic' };
const translated = await Promise.all(
  LOCALES.filter((locale) => locale !== 'en').map(async (locale) => [locale, await loadLocale(locale)] as const),
);

describe.each(translated)('the server messages in %s', (locale, messages) => {
  it.each(every)('%s is translated, with its numbers', (_code, template) => {
    const english = format(template, sample);
    const shown = serverTextIn(english, locale, messages);
    expect(shown).not.toBeNull();
    expect(shown).not.toBe(english);
    expect(shown).not.toMatch(/\{\w+\}/);
    const digits = new Intl.NumberFormat(locale);
    for (const [key, value] of Object.entries(sample))
      if (template.includes(`{${key}}`))
        expect(shown).toContain(key === 'language' ? messages.language.names.ar : digits.format(Number(value)));
  });

  it('says something it does not know as null, so the screen says its own words', () => {
    expect(serverTextIn('Email already registered', locale, messages)).toBeNull();
  });
});

describe('in the English interface', () => {
  it("shows the server's exact words, known or not", async () => {
    const en = await loadLocale('en');
    const said = 'Read the story first: its quiz counts after you have read it for at least 43 seconds.';
    expect(serverTextIn(said, 'en', en)).toBe(said);
    expect(serverTextIn('Email already registered', 'en', en)).toBe('Email already registered');
  });
});

it('tells an Arabic reader how long to read, in Arabic', async () => {
  const ar = await loadLocale('ar');
  const said = 'Read the story first: its quiz counts after you have read it for at least 43 seconds.';
  expect(serverTextIn(said, 'ar', ar)).toBe(
    'اقرأ القصة أولاً: يُحسب اختبارها بعد أن تقرأها. أقل مدة للقراءة بالثواني: 43.',
  );
});
