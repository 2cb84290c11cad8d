// WCAG 2.4.3: after a move to another page (or another step of a page, like
// the reading screen's level, topic and passage), focus goes to the new page's
// heading, so keyboard and screen-reader users start at the top of what
// changed instead of on a button that vanished. Replaced history entries
// (settings kept in the URL) and #anchors (they focus their own target) do not move it.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHash, useNavigationType } from './navigation.tsx';

const WAIT_MS = 10_000; // lazy pages and passages can take a while on a slow line

export function useHeadingFocus() {
  const [pathname] = useLocation();
  const search = useSearch();
  const hash = useHash();
  const type = useNavigationType();
  const first = useRef(true);
  // The wait for the heading of the last move: a replaced entry right after it
  // (a page that fills in its own URL, like the reading screen picking a passage)
  // does not cancel it.
  const pending = useRef<(() => void) | null>(null);
  const place = `${pathname}?${search}`;

  useEffect(() => () => pending.current?.(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts on a change of page only
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'REPLACE' || hash) return;
    pending.current?.();
    pending.current = null;
    const main = document.getElementById('main');
    if (!main) return;
    const before = document.activeElement;
    const untouched = () => {
      const now = document.activeElement;
      return !now || now === document.body || now === main || now === before || !now.isConnected;
    };
    const tryFocus = () => {
      // The page being left can still be in the document, hidden by Suspense
      // while the new page's code arrives: only a heading on screen counts.
      const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
      if (!heading) return false;
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      if (pending.current === stop) pending.current = null;
    };
    observer.observe(main, { childList: true, subtree: true });
    pending.current = stop;
  }, [place]);
}
