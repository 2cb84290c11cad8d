// Every piece of interface text, in English, put together from its sections
// (en/*.ts: the shell's, and one per part of the site that loads on its own;
// english.ts says why). The French interface (fr.ts) is another object of the
// same shape (Messages), and a test compares their keys, so nothing can be
// missed. The spec's own messages stay in the sections word for word.
// Only the build, the tests and types use this whole object: the browser
// loads the sections with the pages that show them.

import type { PluralMessage } from '#src/domain/message-format.ts';
import { aboutText } from './en/about.ts';
import { authText } from './en/auth.ts';
import { featuresText } from './en/features.ts';
import { helpText } from './en/help.ts';
import { homeText } from './en/home.ts';
import { hubText } from './en/hub.ts';
import { legalText } from './en/legal.ts';
import { placementText } from './en/placement.ts';
import { progressText } from './en/progress.ts';
import { readingText } from './en/reading.ts';
import { reportText } from './en/report.ts';
import { rewardText } from './en/reward.ts';
import { serverText } from './en/server.ts';
import { shell } from './en/shell.ts';
import { tutoringText } from './en/tutoring.ts';
import { wordsText } from './en/words.ts';
import { writingText } from './en/writing.ts';

export const en = {
  ...shell,
  ...homeText.text,
  ...featuresText.text,
  ...aboutText.text,
  ...helpText.text,
  ...authText.text,
  ...hubText.text,
  ...progressText.text,
  ...readingText.text,
  ...writingText.text,
  ...reportText.text,
  ...wordsText.text,
  ...placementText.text,
  ...rewardText.text,
  ...legalText.text,
  ...serverText.text,
  ...tutoringText.text,
};

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : T extends { readonly one: string; readonly other: string }
      ? PluralMessage
      : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;
