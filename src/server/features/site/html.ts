// Small helpers for the HTML the server writes into the signed-in pages (first-paint.ts, hub-first-paint.ts).

/** Text or an attribute's value as HTML shows it, never as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell with `marker`'s first occurrence replaced by `html`, placed literally. String.prototype.replace reads
 * `$&`, `$\``, `$'` and `$$` in a replacement string as patterns, so a learner named `Zo$&e` (or a story titled
 * with a `$`) would get another page: a function's result is never read that way.
 */
export const placeLiterally = (shell: string, marker: string | RegExp, html: string) =>
  shell.replace(marker, () => html);

/**
 * A button of the page drawn before its code: it would do nothing yet, so it holds its place unseen, with the
 * button's classes, and appears with the code.
 */
export const unseen = (classes: string, html: string) =>
  `<span class="${classes} invisible" aria-hidden="true">${html}</span>`;
