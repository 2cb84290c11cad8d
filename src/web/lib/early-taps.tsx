// On a slow phone a prerendered page shows its buttons seconds before they
// work. A tap on one in that time is kept and made again once the page around
// it is hydrated. Links need nothing: they work as plain HTML. Only
// type="button" is kept, so a form is never sent twice.
import { useEffect } from 'react';

let tapped: HTMLButtonElement | null = null;

const keep = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (button instanceof HTMLButtonElement) tapped = button;
};

declare global {
  interface Window {
    /** What the boot script of a prerendered page (scripts/build.mjs) kept before this code arrived. */
    earlyTap?: { button: HTMLButtonElement | null; stop: () => void };
  }
}

/** Called before a prerendered page's own code is here; takes over a tap the boot script kept. */
export function keepEarlyTaps() {
  document.addEventListener('click', keep, true);
  const boot = window.earlyTap;
  if (boot) {
    boot.stop();
    tapped = boot.button;
    window.earlyTap = undefined;
  }
}

/**
 * Called as hydration starts: from then on React receives taps itself. When
 * the page's code did not arrive, the kept tap is forgotten rather than made
 * later on some other page.
 */
export function stopKeepingTaps(pageLoaded: boolean) {
  document.removeEventListener('click', keep, true);
  if (!pageLoaded) tapped = null;
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
