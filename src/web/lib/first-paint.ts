// The first screen the server put in the page (src/server/features/site/first-paint.ts: a story's or a task's
// text, the Hub's day) stays on screen until the page's code has drawn the same (data-page-drawn); then it goes
// and the page's root, hidden until then, shows in its place, in the same frame (a MutationObserver's callback
// runs after React's commit, before the browser paints). An error the page draws (an alert, or the page's code that did not
// download, also marked data-page-drawn), or another address (the home page a signed-out learner is sent to, a
// link followed), hands over at once: the text never hides what the page has to say.
import { FIRST_PAINT_ID, PAGE_DRAWN_ATTRIBUTE } from '#src/domain/first-paint.ts';

export function handOverFirstPaint(root: HTMLElement): void {
  const firstPaint = document.getElementById(FIRST_PAINT_ID);
  if (!firstPaint) return;
  const address = window.location.href;
  const drawn = () =>
    window.location.href !== address || root.querySelector(`[${PAGE_DRAWN_ATTRIBUTE}], [role="alert"]`) !== null;
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    firstPaint.remove();
    root.hidden = false;
  });
  observer.observe(root, { childList: true, subtree: true });
}
