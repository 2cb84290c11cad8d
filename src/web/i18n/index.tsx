// The translation layer: components read their text from useMessages() and
// fill placeholders with format(); numbers, dates and plurals go through Intl
// for the interface language (useFormat()). The interface language is the
// learner's choice (top bar; an account preference once signed in), else the
// browser's language; the learning content itself stays English.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '#src/domain/display-options.ts';
import { dateFormat, listFormat, numberFormat } from '#src/domain/intl-cache.ts';
import type { PluralMessage } from '#src/domain/message-format.ts';
import { format, formatCount } from '#src/domain/message-format.ts';
import type { shell } from './en/shell.ts';
import type { Messages } from './en.ts';
import { english, type Section } from './english.ts';

export { format, formatCount };

export type Locale = InterfaceLanguage;
export const LOCALES = INTERFACE_LANGUAGES;

// English is always here, its sections arriving with the parts that show them
// (english.ts); another language downloads whole, only for the learners who use it.
const en = english as Messages;
const catalogues: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  fr: async () => (await import('./fr.ts')).fr,
  ar: async () => (await import('./ar.ts')).ar,
  fa: async () => (await import('./fa.ts')).fa,
  uk: async () => (await import('./uk.ts')).uk,
  es: async () => (await import('./es.ts')).es,
};
const loaded = new Map<Locale, Messages>([['en', en]]);

/** Fetches a language's messages once; later calls answer from memory. */
export async function loadLocale(locale: Locale): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  const messages = await catalogues[locale]();
  loaded.set(locale, messages);
  return messages;
}

const STORAGE_KEY = 'interface-language';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language saved on this device, else the first of the browser's languages we have, else English. */
export function detectLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // storage blocked: fall through to the browser's languages
  }
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The language the learner chose on this device (the top bar), or null when it only follows the browser. */
export function chosenLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice holds for this page
  }
}

type I18nValue = {
  locale: Locale;
  messages: Messages;
  /** Switch the interface language and remember it on this device. */
  setLocale: (locale: Locale) => void;
};

const I18nContext = createContext<I18nValue>({ locale: 'en', messages: en, setLocale: () => {} });

/**
 * `initial` is what the first render uses: English for the prerendered public
 * pages (so hydration matches the HTML), the detected language otherwise.
 * `detect` switches to the device's language after the first render.
 */
export function I18nProvider({
  initial = 'en',
  detect = false,
  children,
}: {
  initial?: Locale;
  detect?: boolean;
  children: ReactNode;
}) {
  // The language shown is one whose messages are here; a switch waits for them.
  const [locale, setLocaleState] = useState<Locale>(loaded.has(initial) ? initial : 'en');
  const wanted = useRef(locale);
  const show = useCallback((next: Locale) => {
    wanted.current = next;
    loadLocale(next).then(
      () => {
        if (wanted.current === next) setLocaleState(next);
      },
      (error: unknown) => console.warn('The interface language could not be loaded', error),
    );
  }, []);

  useEffect(() => {
    if (detect) show(detectLocale());
  }, [detect, show]);

  // lang and dir on <html>, so screen readers speak the right language and a
  // right-to-left catalogue turns the layout around (logical CSS properties).
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = (loaded.get(locale) ?? en).direction;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      rememberLocale(next);
      show(next);
    },
    [show],
  );
  const value = useMemo(() => ({ locale, messages: loaded.get(locale) ?? en, setLocale }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

type SectionKeys<S> = S extends Section<infer T> ? keyof T : never;

/** The shell's messages and those of the sections named. */
export type MessagesWith<S extends Section> = Pick<Messages, (keyof typeof shell | SectionKeys<S>) & keyof Messages>;

/**
 * The interface text: the shell's, plus each section passed in, e.g.
 * `useMessages(readingText)` for `m.reading`. Passing the section is what
 * brings its English along with the component's code (english.ts).
 */
export function useMessages<const S extends readonly Section[]>(..._sections: S): MessagesWith<S[number]> {
  return useContext(I18nContext).messages;
}

export function useLocale(): Pick<I18nValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useContext(I18nContext);
  return { locale, setLocale };
}

/**
 * Wraps each run of Latin-script text in a right-to-left sentence (English
 * examples such as 'Dear Ms Patel, / Hello Mr Okafor,') in U+2068 … U+2069,
 * so the run keeps its own order and its commas and brackets stay where the
 * sentence put them, instead of the bidi algorithm reordering them.
 */
export function isolateLatin(text: string): string {
  return text.replace(/\{\w+\}|[A-Za-z][A-Za-z0-9\s,.'’?!/…-]*[A-Za-z0-9,.?!…’]/g, (run) =>
    run.startsWith('{') ? run : `\u2068${run}\u2069`,
  );
}

/** isolateLatin in a right-to-left interface; a left-to-right one needs nothing. */
export function useIsolateLatin(): (text: string) => string {
  const rightToLeft = useContext(I18nContext).messages.direction === 'rtl';
  return rightToLeft ? isolateLatin : (text) => text;
}

/** Numbers, dates and plurals in the interface language. */
export function useFormat() {
  const { locale } = useContext(I18nContext);
  return useMemo(
    () => ({
      locale,
      number: (n: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(n),
      date: (d: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
        dateFormat(locale, options).format(new Date(d)),
      count: (forms: PluralMessage, count: number, params: Record<string, string | number> = {}, key = 'count') =>
        formatCount(forms, count, params, key, locale),
      /** Items joined the language's way: 'a, b and c', 'a، b و c'. */
      list: (items: readonly string[], type: Intl.ListFormatType = 'conjunction') =>
        listFormat(locale, { type, style: 'long' }).format(items),
      /** A duration in the language's own words and plural: '7 minutes', '7 دقائق', '۷ دقیقه'. */
      minutes: (n: number) => numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(n),
    }),
    [locale],
  );
}
