// Learner-written text printed in a volunteer's terminal (issue 30): escape
// sequences in a report note could clear the screen, retitle the window or
// hide text. Every control and invisible formatting character (C0, DEL, C1,
// zero-width and direction marks) is shown as a visible \u{…} escape instead.
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
}
