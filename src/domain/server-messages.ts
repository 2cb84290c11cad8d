// Every message the server sends for a learner to read, under a stable code
// ('activity.quizBeforeReading'). The server keeps sending its English {error}
// (SPEC §7 and §8 fix those words); the page finds the code of what it got
// (identifyServerMessage) and shows its own translation in the interface
// language, the English interface showing the server's exact words. The
// forms' own checks use the same schemas, so their messages are found here
// too. A message the server sends that is not here stays English: the
// server refuses to send one while it checks its answers (the tests), and
// each interface language must translate every code (catalogue.test.ts).
import { ACCOUNT_MESSAGES } from './account.ts';
import { ACTIVITY_MESSAGES } from './activity.ts';
import { AUTH_MESSAGES } from './auth.ts';
import { CONTENT_MESSAGES, WORD_GLOSS_MESSAGES } from './content.ts';
import { BUSY_MESSAGES, REQUEST_MESSAGES } from './errors.ts';
import { REPORT_MESSAGES } from './generation.ts';
import { INPUT_MESSAGES } from './input.ts';
import { PDF_MESSAGES } from './pdf.ts';
import { PLACEMENT_MESSAGES } from './placement.ts';
import { RESET_CODE_MESSAGES } from './reset-code.ts';
import { TUTOR_MESSAGES } from './tutoring.ts';
import { WORD_MESSAGES } from './words.ts';
import { WRITING_MESSAGES } from './writing.ts';

/** By area, then by name; a {name} in a message is filled by the server (a number of minutes, a language). */
export const SERVER_MESSAGES = {
  request: REQUEST_MESSAGES,
  input: INPUT_MESSAGES,
  auth: AUTH_MESSAGES,
  resetCode: RESET_CODE_MESSAGES,
  account: ACCOUNT_MESSAGES,
  activity: ACTIVITY_MESSAGES,
  content: CONTENT_MESSAGES,
  wordHelp: WORD_GLOSS_MESSAGES,
  words: WORD_MESSAGES,
  writing: WRITING_MESSAGES,
  reports: REPORT_MESSAGES,
  placement: PLACEMENT_MESSAGES,
  pdf: PDF_MESSAGES,
  tutoring: TUTOR_MESSAGES,
  busy: BUSY_MESSAGES,
} as const;

type Messages = typeof SERVER_MESSAGES;
export type ServerMessageArea = keyof Messages;
export type ServerMessageCode = { [A in ServerMessageArea]: `${A}.${keyof Messages[A] & string}` }[ServerMessageArea];

/** What a message says, found: its code and the values the server put in its {placeholders}. */
export type IdentifiedMessage = {
  code: ServerMessageCode;
  area: ServerMessageArea;
  name: string;
  params: Record<string, string>;
};

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Pattern = { area: ServerMessageArea; name: string; exact: string | null; pattern: RegExp | null; names: string[] };

// Built once: an exact text for most, a pattern for the few with placeholders.
const patterns: Pattern[] = Object.entries(SERVER_MESSAGES).flatMap(([area, messages]) =>
  Object.entries(messages as Record<string, string>).map(([name, template]) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    if (!names.length) return { area: area as ServerMessageArea, name, exact: template, pattern: null, names };
    const source = template
      .split(/\{\w+\}/)
      .map(literally)
      .join('(.+?)');
    return { area: area as ServerMessageArea, name, exact: null, pattern: new RegExp(`^${source}$`), names };
  }),
);

/** The code of a message the server (or a shared schema) wrote, with its filled-in values; null for any other text. */
export function identifyServerMessage(text: string): IdentifiedMessage | null {
  for (const { area, name, exact, pattern, names } of patterns) {
    if (exact !== null) {
      if (text === exact) return { code: `${area}.${name}` as ServerMessageCode, area, name, params: {} };
      continue;
    }
    const match = pattern?.exec(text);
    if (match)
      return {
        code: `${area}.${name}` as ServerMessageCode,
        area,
        name,
        params: Object.fromEntries(names.map((key, i) => [key, match[i + 1] ?? ''])),
      };
  }
  return null;
}
