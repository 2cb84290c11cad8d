// Renders a public route to HTML at build time (scripts/build.mjs).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { PublicRoute } from '../domain/routes.ts';
import { App } from './App.tsx';
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

export { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../domain/routes.ts';
