// Prefetch on intent: a pointer over a link, focus on it or a touch starts
// loading its page, so the click usually finds it ready. Elements that open
// something other than a page name it in data-prefetch (e.g. "#sign-in").
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export function prefetchOnIntent(preload: (target: string) => unknown, root: Document = document): () => void {
  const seen = new Set<string>();
  const want = (target: string) => {
    if (seen.has(target)) return;
    seen.add(target);
    Promise.resolve(preload(target)).catch(() => seen.delete(target)); // offline now: try again on the next intent
  };
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const named = event.target.closest('[data-prefetch]')?.getAttribute('data-prefetch');
    if (named) want(named);
    const link = event.target.closest('a[href]');
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) want(link.pathname);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
