// Renders a public route to HTML at build time (scripts/build.mjs).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { READING_LEVELS, WRITING_MODES } from '../domain/enums.ts';
import type { FirstPaintWords } from '../domain/first-paint.ts';
import type { PublicRoute } from '../domain/routes.ts';
import { App } from './App.tsx';
import { levelLabel } from './features/reading/level-label.ts';
import { en } from './i18n/en.ts';

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

/** The English words around a story's or a task's text in the page the server sends (src/domain/first-paint.ts). */
export function firstPaintWords(): FirstPaintWords {
  return {
    siteName: en.siteName,
    nav: {
      label: en.nav.label,
      home: en.nav.home,
      features: en.nav.features,
      dashboard: en.nav.dashboard,
      help: en.nav.help,
      welcome: en.nav.welcome,
      signOut: en.nav.signOut,
      menu: en.nav.menu,
    },
    languageName: en.language.names.en,
    backToTopics: en.reading.backToTopics,
    backToLevels: en.reading.backToLevels,
    backToModes: en.writing.backToModes,
    levels: Object.fromEntries(
      READING_LEVELS.map((level) => [level, levelLabel(en, level)]),
    ) as FirstPaintWords['levels'],
    topics: en.topics,
    modes: Object.fromEntries(
      WRITING_MODES.map((mode) => [mode, en.writing.modes[mode].name]),
    ) as FirstPaintWords['modes'],
  };
}

export { FIRST_PAINT_WORDS_FILE } from '../domain/first-paint.ts';
export { OFFLINE_SHELL_PATH, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../domain/routes.ts';
