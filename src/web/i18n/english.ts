// The English interface, as much of it as this page has loaded. The shell's
// text (en/shell.ts) is here from the start; every other section comes with
// the code that shows it: a component asks for its sections by name,
// `useMessages(readingText)`, so importing the section is what makes its text
// available, in the same chunk, before the component can render. A visitor's
// first page then carries the text of that page only (decision 016).
import { shell } from './en/shell.ts';

/** A part of the English catalogue that a lazily loaded part of the site brings along. */
export type Section<T extends object = object> = { readonly text: T };

/** The live English catalogue: the shell, plus every section loaded so far. */
export const english: Record<string, unknown> = { ...shell };

/** Adds a section's English to the live catalogue; its module calls this as it loads. */
export function section<const T extends object>(text: T): Section<T> {
  Object.assign(english, text);
  return { text };
}
