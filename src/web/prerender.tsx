// Renders a public route to HTML at build time (scripts/build.mjs).
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../domain/display-options.ts';
import { READING_LEVELS, TOPICS, WRITING_MODES } from '../domain/enums.ts';
import type { FirstPaintCatalogue, FirstPaintPictures, FirstPaintWords } from '../domain/first-paint.ts';
import type { PublicRoute } from '../domain/routes.ts';
import { translationLanguageFor } from '../domain/word-help.ts';
import { App } from './App.tsx';
import { TopicArt } from './components/art/Art.tsx';
import { ICON_NAMES, Icon } from './components/Icon.tsx';
import { levelLabel } from './features/reading/level-label.ts';
import { ar } from './i18n/ar.ts';
import { en, type Messages } from './i18n/en.ts';
import { es } from './i18n/es.ts';
import { fa } from './i18n/fa.ts';
import { fr } from './i18n/fr.ts';
import { format } from './i18n/index.tsx';
import { uk } from './i18n/uk.ts';

const PAGE_KEYS = {
  '/': 'home',
  '/features': 'features',
  '/about': 'about',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/reset-code': 'resetCode',
  '/help': 'help',
} as const satisfies Record<PublicRoute, keyof typeof en.descriptions>;

/** Waits for the page's lazy chunk, so the HTML holds the whole page. */
export async function render(route: PublicRoute): Promise<{ html: string; title: string; description: string }> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={route}>
        <App />
      </Router>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const key = PAGE_KEYS[route];
  return { html, title: en.titles[key], description: en.descriptions[key] };
}

/**
 * The words the server writes into the pages it sends drawn (a story's or a task's text, the Hub's first screen), in
 * each interface language, and the icons and topic pictures of the Hub's (src/domain/first-paint.ts).
 */
export function firstPaintWords(): FirstPaintCatalogue {
  const catalogues: Record<InterfaceLanguage, Messages> = { en, fr, ar, fa, uk, es };
  const words = (m: Messages, language: InterfaceLanguage): FirstPaintWords => ({
    direction: m.direction === 'rtl' ? 'rtl' : 'ltr',
    siteName: m.siteName,
    nav: {
      label: m.nav.label,
      home: m.nav.home,
      features: m.nav.features,
      dashboard: m.nav.dashboard,
      help: m.nav.help,
      welcome: m.nav.welcome,
      signOut: m.nav.signOut,
      menu: m.nav.menu,
    },
    languageName: m.language.names[language],
    noTranslation: format(m.reading.noTranslation, { language: m.language.names[translationLanguageFor(language)] }),
    backToTopics: m.reading.backToTopics,
    backToLevels: m.reading.backToLevels,
    backToModes: m.writing.backToModes,
    levels: Object.fromEntries(
      READING_LEVELS.map((level) => [level, levelLabel(m, level)]),
    ) as FirstPaintWords['levels'],
    topics: m.topics,
    modes: Object.fromEntries(
      WRITING_MODES.map((mode) => [mode, m.writing.modes[mode].name]),
    ) as FirstPaintWords['modes'],
    hub: {
      todayTitle: m.hub.today.title,
      streak: m.hub.today.streak,
      noStreak: m.hub.today.noStreak,
      streakKeep: m.hub.today.streakKeep,
      streakKeptToday: m.hub.today.streakKeptToday,
      streakStart: m.hub.today.streakStart,
      goal: m.hub.today.goal,
      goalBar: m.progress.goalBar,
      xp: m.hub.today.xp,
      xpLabel: m.hub.today.xpLabel,
      levelLine: m.progress.levelLine,
      xpBar: m.progress.xpBar,
      levelTitles: { ...m.levelTitles },
      continueTitle: m.hub.continue.title,
      continueNext: m.hub.continue.next,
      suggested: m.hub.continue.suggested,
      continueReading: m.hub.continue.reading,
      continueWriting: m.hub.continue.writing,
      continueButton: m.hub.continue.button,
      continueStart: m.hub.continue.start,
      profileButton: m.hub.profileButton,
      signOut: m.dashboard.logout,
      placementOffer: m.hub.placementOffer,
      placementAgain: m.placement.again,
    },
  });
  // Drawn by the components themselves, with the classes the Hub gives them (TodayStrip.tsx, ContinueCard.tsx).
  const pictures: FirstPaintPictures = {
    icons: Object.fromEntries(
      ICON_NAMES.map((name) => [name, renderToStaticMarkup(<Icon name={name} className="today-icon" />)]),
    ),
    topics: Object.fromEntries(
      TOPICS.map((topic) => [topic, renderToStaticMarkup(<TopicArt topic={topic} className="continue-art" />)]),
    ) as FirstPaintPictures['topics'],
  };
  return {
    languages: Object.fromEntries(
      INTERFACE_LANGUAGES.map((language) => [language, words(catalogues[language], language)]),
    ) as FirstPaintCatalogue['languages'],
    pictures,
  };
}

export { FIRST_PAINT_WORDS_FILE } from '../domain/first-paint.ts';
export { OFFLINE_SHELL_PATH, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../domain/routes.ts';
