// The words marked in the English text: in the vocabulary mode the story's
// own words, in the pronunciation mode how each word was said, while
// scanning the target words found.
import { useMemo, useState } from 'react';
import type { StoredPassage } from '#src/domain/content.ts';
import type { ReadingMode } from '#src/domain/enums.ts';
import { vocabularyEntryFor } from '#src/domain/word-help.ts';
import { paragraphsOf, type WordMark } from '../components/PassageText.tsx';

export function useWordMarks(story: StoredPassage | undefined, mode: ReadingMode, found: Map<string, number> | null) {
  const [pronunciation, setPronunciation] = useState<Map<number, WordMark>>(new Map());
  const vocabulary = useMemo(() => {
    const marks = new Map<number, WordMark>();
    if (!story || mode !== 'vocabulary') return marks;
    for (const paragraph of paragraphsOf(story.text))
      for (const t of paragraph.tokens)
        if (t.word.length > 3 && vocabularyEntryFor([t.word.toLowerCase()], story.vocabulary))
          marks.set(t.index, 'vocabulary');
    return marks;
  }, [story, mode]);
  const marks =
    mode === 'pronunciation'
      ? pronunciation
      : mode === 'strategies' && found
        ? new Map([...found.values()].map((i) => [i, 'found' as const]))
        : vocabulary;
  /** `setPronunciation` receives the pronunciation panel's marks. */
  return { marks, setPronunciation };
}
