/** SPEC §2, §9: the register section, and the 100 ms delay before scrolling to it on load. */
export const REGISTER_SECTION_ID = 'register';
export const REGISTER_SCROLL_DELAY_MS = 100;

export function scrollToRegister() {
  const section = document.getElementById(REGISTER_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard and screen-reader focus along with the view.
  section.focus({ preventScroll: true });
}
