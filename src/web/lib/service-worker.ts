// The service worker's side of the page (decision 018): register it in the built
// site, tell the page when a new version waits, and switch to it only when the
// learner says so, so an open quiz or a half-written text is never cut off.
import type { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
let workbox: Workbox | null = null;
let waiting = false;

/**
 * Registers the worker once the page has loaded and the browser is idle: its
 * helper (workbox-window) is then fetched on its own, so it never delays the
 * first page, and the worker's precaching never competes with that page.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200);
  const start = () => whenIdle(() => void register());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register() {
  try {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      waiting = true;
      for (const listener of listeners) listener(true);
    });
    // Only after the learner chose "Reload": the new version took over, load it.
    workbox.addEventListener('controlling', () => window.location.reload());
    await workbox.register();
  } catch (error) {
    console.warn('Offline use is not available in this browser', error);
  }
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

export function reloadToUpdate() {
  if (workbox && waiting) workbox.messageSkipWaiting();
  else window.location.reload();
}

/** The cache the service worker keeps API answers in (scripts/build.mjs). */
export const API_CACHE = 'api';

/** Keeps these GET answers for offline use; false when this browser cannot. */
export async function saveForOffline(urls: string[]): Promise<boolean> {
  if (!('caches' in window)) return false;
  try {
    const cache = await caches.open(API_CACHE);
    await cache.addAll(urls);
    return true;
  } catch (error) {
    console.warn('Could not save for offline use', error);
    return false;
  }
}

/** After sign-out, nothing of the learner's stays in the offline copy on a shared phone. */
export async function forgetOfflineData(): Promise<void> {
  if ('caches' in window) await caches.delete(API_CACHE).catch(() => false);
}

/**
 * Which of these GET addresses the offline copy holds: saved with "Save for
 * offline", or opened while the worker ran (it keeps each answer it passes).
 * What is in the cache is what opens offline, so the mark never promises more.
 */
export async function heldOffline(urls: string[]): Promise<Set<string>> {
  if (!('caches' in window) || !(await caches.has(API_CACHE).catch(() => false))) return new Set();
  const held = await Promise.all(
    urls.map(async (url) => ((await caches.match(url, { cacheName: API_CACHE }).catch(() => undefined)) ? url : null)),
  );
  return new Set(held.filter((url): url is string => url !== null));
}

/** The answers the offline copy holds for addresses under this path, read as JSON. */
export async function heldAnswers(pathname: string): Promise<{ url: URL; body: unknown }[]> {
  if (!('caches' in window) || !(await caches.has(API_CACHE).catch(() => false))) return [];
  try {
    const cache = await caches.open(API_CACHE);
    const requests = (await cache.keys()).filter((request) => new URL(request.url).pathname === pathname);
    const answers = await Promise.all(
      requests.map(async (request) => {
        const body = await (await cache.match(request))?.json().catch(() => null);
        return { url: new URL(request.url), body };
      }),
    );
    return answers.filter((a) => a.body !== null && a.body !== undefined);
  } catch (error) {
    console.warn('Could not read the offline copy', error);
    return [];
  }
}
