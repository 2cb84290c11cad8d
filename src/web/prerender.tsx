// Renders a public route to HTML at build time (scripts/build.mjs).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
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
} as const satisfies Record<PublicRoute, keyof typeof en.descriptions>;

export function render(route: PublicRoute): { html: string; title: string; description: string } {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={route}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const key = PAGE_KEYS[route];
  return { html, title: en.titles[key], description: en.descriptions[key] };
}

export { PUBLIC_ROUTES } from '../domain/routes.ts';
