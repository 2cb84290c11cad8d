// On a slow phone a prerendered page shows its buttons seconds before they
// work. A tap on one in that time is kept and made again once the page around
// it is hydrated. Links need nothing: they work as plain HTML. Only
// type="button" is kept, so a form is never sent twice.
import { useEffect } from 'react';

let tapped: HTMLButtonElement | null = null;
let listening = false;

const keep = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (button instanceof HTMLButtonElement) tapped = button;
};

/** Called before hydrating a prerendered page. */
export function keepEarlyTaps() {
  document.addEventListener('click', keep, true);
  listening = true;
}

/**
 * Renders nothing. Placed last inside the page's Suspense boundary, its effect
 * runs once the page itself is hydrated (the boundary waits for the page's
 * code), so the kept tap reaches a button that now works.
 */
export function ReplayEarlyTaps() {
  useEffect(() => {
    if (!listening) return;
    listening = false;
    document.removeEventListener('click', keep, true);
    const button = tapped;
    tapped = null;
    if (button?.isConnected) button.click();
  }, []);
  return null;
}
