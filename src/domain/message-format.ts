// Filling a message's placeholders, and choosing its plural form, in the interface language. Shared by the page's
// code (src/web/i18n/index.tsx) and the server, which writes a few of the same messages into the pages it sends
// before their code arrives (src/server/features/site/hub-first-paint.ts): both must say them the same way.
import { numberFormat } from './intl-cache.ts';

/**
 * A message with a form per plural category of the language (Intl.PluralRules). `one` and `other` are needed by
 * every language; a translation adds the categories its language has (Arabic: zero, two, few, many).
 */
export type PluralMessage = { readonly one: string; readonly other: string } & {
  readonly [C in Exclude<Intl.LDMLPluralRule, 'one' | 'other'>]?: string;
};

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms).
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const LETTER = /\p{L}/u;

/**
 * format('Hello, {name}', {name: 'Ana'}) -> 'Hello, Ana'. Unknown names stay as they are.
 * In a right-to-left sentence each inserted value that has letters (a story's
 * title, a username, an English word) is isolated, U+2068 … U+2069, what
 * <bdi> does in HTML: it keeps its own direction and its punctuation stays
 * with it, instead of being pulled to the wrong end of the sentence.
 */
export function format(template: string, params: Record<string, string | number>): string {
  const isolate = RIGHT_TO_LEFT.test(template);
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in params)) return whole;
    const value = String(params[key]);
    return isolate && LETTER.test(value) ? `\u2068${value}\u2069` : value;
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** formatCount({one: '{count} word', other: '{count} words'}, 1) -> '1 word' (in English; French says 0 as 'one'). */
export function formatCount(
  forms: PluralMessage,
  count: number,
  params: Record<string, string | number> = {},
  key = 'count',
  locale: string = 'en',
): string {
  const form = forms[pluralCategory(locale, count)] ?? forms.other;
  return format(form, { ...params, [key]: numberFormat(locale).format(count) });
}
