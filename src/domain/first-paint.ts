// The page's own text before its code (issue 34): a story's or a writing task's address is answered with its
// text already in the page, so a learner on a slow phone reads while the code downloads. The server writes it
// (src/server/features/site/first-paint.ts) with the interface's words around it, in the learner's language,
// which the build takes from the message catalogues (src/web/prerender.tsx), and the page's code takes over once
// it has drawn the same text (src/web/lib/first-paint.ts). No zod here: the page's first bundle reads the names
// below.
import type { InterfaceLanguage } from './display-options.ts';
import type { ReadingLevel, Topic, WritingMode } from './enums.ts';

export type FirstPaintWords = {
  direction: 'ltr' | 'rtl';
  siteName: string;
  /** The top bar's (src/web/components/TopBar.tsx, the signed-in pages' variant) and the language button's. */
  nav: {
    label: string;
    home: string;
    features: string;
    dashboard: string;
    help: string;
    welcome: string;
    signOut: string;
    menu: string;
  };
  languageName: string;
  /** Under a story's title where no translation into the interface's language can be shown (use-translation.ts). */
  noTranslation: string;
  backToTopics: string;
  backToLevels: string;
  backToModes: string;
  levels: Record<ReadingLevel, string>;
  topics: Record<Topic, string>;
  modes: Record<WritingMode, string>;
};

/** Each interface language's words. */
export type FirstPaintCatalogue = Record<InterfaceLanguage, FirstPaintWords>;

/** Where the build keeps the words, beside the signed-in pages' shells. */
export const FIRST_PAINT_WORDS_FILE = 'shells/first-paint.json';
/** The element holding the text until the page's code has drawn it. */
export const FIRST_PAINT_ID = 'first-paint';
/** What the page's code puts on what it came to show (the text, or why it cannot show it): the first paint then goes. */
export const PAGE_DRAWN_ATTRIBUTE = 'data-page-drawn';
