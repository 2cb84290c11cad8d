// Small helpers for the HTML the server writes into the signed-in pages (first-paint.ts, hub-first-paint.ts).

/** Text or an attribute's value as HTML shows it, never as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A button of the page drawn before its code: it would do nothing yet, so it holds its place unseen, with the
 * button's classes, and appears with the code.
 */
export const unseen = (classes: string, html: string) =>
  `<span class="${classes} invisible" aria-hidden="true">${html}</span>`;
