import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { detectLocale, loadLocale } from './i18n/index.tsx';
import { preloadFor } from './lazy-parts.ts';
import { restoreDisplay } from './lib/display.ts';
import { stopKeepingTaps } from './lib/early-taps.tsx';
import { handOverFirstPaint } from './lib/first-paint.ts';
import { warmUpIntl } from './lib/intl-warm-up.ts';
import { prefetchOnIntent } from './lib/prefetch.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { startSessionCheck } from './lib/session.tsx';
import { restoreTheme } from './lib/theme.ts';

restoreTheme();
restoreDisplay();
// Every page asks who is signed in: asked now (or read from the page), it is answered while the code below loads.
startSessionCheck();

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

// Public pages arrive prerendered (in English) and are hydrated, then switch to
// the learner's language; the app shell is empty and starts in it at once.
const prerendered = container.hasChildNodes();
const locale = prerendered ? 'en' : detectLocale();
const app = (
  <StrictMode>
    <App locale={locale} detectLocale={prerendered} />
  </StrictMode>
);

prefetchOnIntent(preloadFor);

// Public pages are hydrated once their page's code is here (so hydration
// never meets a page still loading); the app shell is empty.
if (prerendered) {
  const hydrate = (pageLoaded: boolean) => {
    stopKeepingTaps(pageLoaded);
    // As a transition, hydration works in slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  };
  preloadFor(window.location.pathname).then(
    () => hydrate(true),
    () => hydrate(false),
  );
} else {
  // The page's code downloads while the session is checked, not after it.
  preloadFor(window.location.pathname).catch(() => undefined);
  // A story's or a task's text sent in the page stays until the page has drawn it. Such a page asks for
  // this code after its first paint (scripts/build.mjs); it has no button whose tap would need keeping.
  handOverFirstPaint(container);
  stopKeepingTaps(false);
  warmUpIntl(locale);
  loadLocale(locale)
    .catch(() => undefined) // no connection for the catalogue: English, which is always here
    // A transition renders in slices that let the browser breathe (an old
    // phone's main thread is not blocked for the whole first render).
    .then(() => {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    });
}

registerServiceWorker();
