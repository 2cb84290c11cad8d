// The one place a reading level's label is made: its name (the message
// catalogue) and its CEFR band (src/domain/enums.ts), e.g. 'Early learner · A1–A2'.
import { READING_LEVEL_CEFR, type ReadingLevel } from '#src/domain/enums.ts';
import type { Messages } from '#src/web/i18n/en.ts';
import { format } from '#src/web/i18n/index.tsx';

export function levelLabel(m: Pick<Messages, 'levels' | 'levelWithBand'>, level: ReadingLevel): string {
  return format(m.levelWithBand, { name: m.levels[level], band: READING_LEVEL_CEFR[level] });
}
