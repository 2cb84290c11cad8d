// The server's words in the interface language. The server answers in English
// (SPEC §7, §8); the page finds which of its known messages it got
// (src/domain/server-messages.ts) and shows its own translation, filling in
// the numbers the server put in, written the language's way. The English
// interface shows the server's exact words.
import { useCallback } from 'react';
import { numberFormat } from '#src/domain/intl-cache.ts';
import { PDF_LANGUAGE_NAMES } from '#src/domain/pdf.ts';
import { identifyServerMessage } from '#src/domain/server-messages.ts';
import { TRANSLATION_LANGUAGES } from '#src/domain/word-help.ts';
import { serverText } from '#src/web/i18n/en/server.ts';
import type { Messages } from '#src/web/i18n/en.ts';
import { format, type Locale, useLocale, useMessages } from '#src/web/i18n/index.tsx';
import { failureText } from './api.ts';

/**
 * `text` in the interface language: the server's own words in English; the language's translation of a known
 * message; null for any other text in another language (the screen then says its own words instead).
 */
export function serverTextIn(
  text: string,
  locale: Locale,
  messages: Pick<Messages, 'server' | 'language'>,
): string | null {
  if (locale === 'en') return text;
  const found = identifyServerMessage(text);
  if (!found) return null;
  const area: Record<string, string> = messages.server[found.area];
  const template = area[found.name];
  if (!template) return null;
  const params = Object.fromEntries(
    Object.entries(found.params).map(([key, value]) => [key, localValue(value, locale, messages.language.names)]),
  );
  return format(template, params);
}

/** A number in the language's digits; a language's English name (PDF_MESSAGES) as the interface names it. */
function localValue(value: string, locale: Locale, names: Record<string, string>): string {
  if (/^\d+$/.test(value)) return numberFormat(locale).format(Number(value));
  const language = TRANSLATION_LANGUAGES.find((code) => PDF_LANGUAGE_NAMES[code] === value);
  return language ? (names[language] ?? value) : value;
}

/** serverTextIn for the interface language, and the two ways screens use it. */
export function useServerText() {
  const m = useMessages(serverText);
  const { locale } = useLocale();
  const say = useCallback((text: string) => serverTextIn(text, locale, m), [locale, m]);
  /** What a screen says when a request failed: the server's message in the interface language, else `fallback`. */
  const failure = useCallback((error: unknown, fallback: string) => failureText(error, fallback, say), [say]);
  /** A message of the server's (or a shared schema's) in the interface language; an unknown one as it came. */
  const shown = useCallback((text: string) => say(text) ?? text, [say]);
  return { say, failure, shown };
}
