// Rules every piece of text from a client obeys, whatever the endpoint: the
// server applies them once to every request (app.ts), and schemas that name
// their own fields (usernames) use them too.
import { z } from 'zod';

export const INPUT_MESSAGES = {
  nul: 'The text has a character that is not allowed. Please type it again.',
  usernameHidden: 'Username has a hidden character. Please type it again.',
} as const;

/**
 * True when any string in `value`, or any key of its objects, holds U+0000.
 * PostgreSQL cannot store NUL in text, and no learner types one. The walk uses
 * its own stack, so a deeply nested body cannot overflow ours.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

// C0 and C1 controls (NUL, tab, newline, escape, DEL...).
const CONTROL = /\p{Cc}/u;
// Bidirectional embeddings, overrides and isolates, and the direction marks:
// U+202E makes "Anna‮nimda" show as "Annaadmin" on the leaderboard.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// What shows nothing on screen: format characters (zero-width space, joiners),
// every kind of space, blank "letters" (Hangul fillers, braille blank), the
// combining grapheme joiner and variation selectors. A joiner inside a real
// name is fine (Persian needs U+200C); a name made only of these is not.
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]|\u034F|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

// Characters that show nothing inside a name, so two names that look the same
// differ (issue 30: "Ana\u200BCosta" passed for "AnaCosta"): every format
// character except the joiners scripts need (U+200C, U+200D), spaces other
// than the plain and the ideographic one, blank "letters" and the combining
// grapheme joiner. Emoji variation selectors stay: they change how a symbol shows.
const HIDDEN_IN_NAME = /[\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/gu;
const NAME_KEEPS = new Set(['\u200C', '\u200D', ' ', '\u3000']);

/** A name shown to other learners: no controls, direction tricks or invisible characters. */
export function hasHiddenCharacters(text: string): boolean {
  return CONTROL.test(text) || BIDI.test(text) || (text.match(HIDDEN_IN_NAME) ?? []).some((c) => !NAME_KEEPS.has(c));
}

/** True when nothing in `text` would show on screen. */
export function isOnlyInvisible(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/**
 * A name other learners see (NFC, so "é" typed two ways is one name): refused
 * with `required` when nothing would show, and with the hidden-character
 * message when it holds controls or direction overrides.
 */
export function displayNameText(messages: { required: string; tooLong: string }, maxLength: number) {
  return z
    .string({ error: messages.required })
    .trim()
    .normalize('NFC')
    .min(1, messages.required)
    .max(maxLength, messages.tooLong)
    .refine((text) => !isOnlyInvisible(text), messages.required)
    .refine((text) => isOnlyInvisible(text) || !hasHiddenCharacters(text), INPUT_MESSAGES.usernameHidden);
}
