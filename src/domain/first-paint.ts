// The page's own text before its code (issue 34): a story's or a writing task's address is answered with its
// text already in the page, and the Hub's with the learner's day and what to continue, so a learner on a slow
// phone reads while the code downloads. The server writes it
// (src/server/features/site/first-paint.ts) with the interface's words around it, in the learner's language,
// which the build takes from the message catalogues (src/web/prerender.tsx), and the page's code takes over once
// it has drawn the same text (src/web/lib/first-paint.ts). No zod here: the page's first bundle reads the names
// below.
import type { InterfaceLanguage } from './display-options.ts';
import type { ReadingLevel, Topic, WritingMode } from './enums.ts';
import type { PluralMessage } from './message-format.ts';

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
  hub: HubWords;
};

/** The Hub's first screen (src/web/features/dashboard: DashboardPage, TodayStrip and ContinueCard). */
export type HubWords = {
  todayTitle: string;
  streak: PluralMessage;
  noStreak: string;
  streakKeep: string;
  streakKeptToday: string;
  streakStart: string;
  goal: string;
  goalBar: string;
  xp: string;
  xpLabel: string;
  levelLine: string;
  xpBar: string;
  /** SPEC §9's level titles by level number; a level not here keeps the title the server gives it. */
  levelTitles: Record<string, string>;
  continueTitle: string;
  continueNext: string;
  suggested: string;
  continueReading: string;
  continueWriting: string;
  continueButton: string;
  continueStart: string;
  profileButton: string;
  signOut: string;
  placementOffer: string;
  placementAgain: string;
};

/** The same drawings in every language: each icon the Hub's first line can show, and each topic's picture. */
export type FirstPaintPictures = { icons: Record<string, string>; topics: Record<Topic, string> };

/** Each interface language's words, and the pictures. */
export type FirstPaintCatalogue = {
  languages: Record<InterfaceLanguage, FirstPaintWords>;
  pictures: FirstPaintPictures;
};

/** Where the build keeps the words, beside the signed-in pages' shells. */
export const FIRST_PAINT_WORDS_FILE = 'shells/first-paint.json';
/** The element holding the text until the page's code has drawn it. */
export const FIRST_PAINT_ID = 'first-paint';
/** What the page's code puts on what it came to show (the text, or why it cannot show it): the first paint then goes. */
export const PAGE_DRAWN_ATTRIBUTE = 'data-page-drawn';
