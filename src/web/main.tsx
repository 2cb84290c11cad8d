import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
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

// Public pages arrive prerendered and are hydrated; the app shell is empty.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

registerServiceWorker();
