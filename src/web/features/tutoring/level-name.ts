import { CEFR_LEVELS } from '#src/domain/tutoring.ts';
import type { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import type { writingText } from '#src/web/i18n/en/writing.ts';
import { format, type MessagesWith } from '#src/web/i18n/index.tsx';

type Words = MessagesWith<typeof tutoringText | typeof writingText>;

/** A CEFR level with its name in the interface language ('B1: intermediate'), or 'not judged yet'. */
export function levelName(m: Words, level: string | null): string {
  const known = CEFR_LEVELS.find((l) => l === level);
  // 'Label: value', punctuated the language's way (the shell's `labelled`).
  return known ? format(m.labelled, { label: known, value: m.writing.levelNames[known] }) : m.tutoring.notJudged;
}
