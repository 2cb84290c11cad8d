// The interface's languages and text sizes, apart from the preference
// schemas (preferences.ts): the shell every visitor loads needs these lists,
// and importing them from a module that builds zod schemas would put zod in
// every page (decision 016).

/**
 * The languages the interface is written in (src/web/i18n); the learning
 * content stays English. Adding one: its catalogue (src/web/i18n/<code>.ts),
 * its code here and its loader in i18n/index.tsx; the catalogue test, the
 * account's preference, the language menu and the word popup follow.
 */
export const INTERFACE_LANGUAGES = ['en', 'fr', 'ar', 'fa', 'uk', 'es'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Each interface language named in English, for the AI service's prompts ("write the feedback in Arabic"). */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<InterfaceLanguage, string> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic (Modern Standard Arabic)',
  fa: 'Persian (plain words that Dari speakers also understand)',
  uk: 'Ukrainian',
  es: 'Spanish',
};

/** Text size steps: the root font size grows, and every rem-based size with it. */
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
