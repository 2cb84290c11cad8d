// On a slow phone a prerendered page shows its buttons seconds before they
// work. A tap on one in that time is kept and made again once the page around
// it is hydrated. Links need nothing: they work as plain HTML. Only
// type="button" is kept (by the page's boot script, the first code it runs),
// so a form is never sent twice.
import { useEffect } from 'react';

declare global {
  interface Window {
    /**
     * The last tap on a button kept by a prerendered page's boot script
     * (scripts/build.mjs), which listens from before this code arrives.
     */
    earlyTap?: { button: HTMLButtonElement | null; stop: () => void };
  }
}

let tapped: HTMLButtonElement | null = null;

/**
 * Called as hydration starts: from then on React receives taps itself. When
 * the page's code did not arrive, the kept tap is forgotten rather than made
 * later on some other page.
 */
export function stopKeepingTaps(pageLoaded: boolean) {
  const boot = window.earlyTap;
  window.earlyTap = undefined;
  boot?.stop();
  tapped = pageLoaded ? (boot?.button ?? null) : null;
}

/**
 * Renders nothing. Placed last inside the page's Suspense boundary, its effect
 * runs once the page itself is hydrated (the boundary waits for the page's
 * code), so the kept tap reaches a button that now works.
 */
export function ReplayEarlyTaps() {
  useEffect(() => {
    const button = tapped;
    tapped = null;
    if (button?.isConnected) button.click();
  }, []);
  return null;
}
