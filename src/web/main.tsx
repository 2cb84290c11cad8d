import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { preloadFor } from './lazy-parts.ts';
import { prefetchOnIntent } from './lib/prefetch.ts';
import { restoreTheme } from './lib/theme.ts';

restoreTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

prefetchOnIntent(preloadFor);

// Public pages arrive prerendered and are hydrated once their page's code is
// here (so hydration never meets a page still loading); the app shell is empty.
if (container.hasChildNodes()) {
  preloadFor(window.location.pathname).then(
    () => hydrateRoot(container, app),
    () => hydrateRoot(container, app),
  );
} else createRoot(container).render(app);
