// The translation layer: components read their text from useMessages() and
// fill placeholders with format(). English is the only locale for now.
import { createContext, type ReactNode, useContext } from 'react';
import { en, type Messages } from './en.ts';

const locales = { en } satisfies Record<string, Messages>;
export type Locale = keyof typeof locales;

const MessagesContext = createContext<Messages>(en);

export function I18nProvider({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return <MessagesContext.Provider value={locales[locale]}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** format('Hello, {name}', {name: 'Ana'}) -> 'Hello, Ana'. Unknown names stay as they are. */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** A message that changes with a number: one form per plural category of the language (Intl.PluralRules). */
export type PluralMessage = { one: string; other: string };
const pluralRules = new Intl.PluralRules('en');

/** formatCount({one: '{count} word', other: '{count} words'}, 1) -> '1 word'. */
export function formatCount(
  forms: PluralMessage,
  count: number,
  params: Record<string, string | number> = {},
  key = 'count',
): string {
  const form = pluralRules.select(count) === 'one' ? forms.one : forms.other;
  return format(form, { ...params, [key]: count });
}
