// Looking a word up: tapping it in the story, or typing it in 'Look up a
// word', opens its meaning. In the strategies mode, while the learner scans
// for target words, tapping one counts as finding it instead.
import { useCallback, useState } from 'react';
import type { ReadingMode } from '#src/domain/enums.ts';

export type LookUp = {
  word: string;
  /** The language of the text the word was tapped in. */
  lang: 'en' | 'fr';
  /** The sentence it was found in chooses the meaning and is kept for review (the paragraph is not sent any more). */
  sentence: string;
  paragraph: string;
};

type Scan = { words: string[]; found: Map<string, number> };

export function useWordLookUp(mode: ReadingMode) {
  const [word, setWord] = useState<LookUp | null>(null);
  const [typed, setTyped] = useState('');
  const [scan, setScan] = useState<Scan | null>(null);
  const startScan = useCallback((words: string[]) => setScan({ words, found: new Map() }), []);

  /** A word tapped in the text of `lang`, at token `index`, in its sentence and paragraph. */
  const tap = (lang: 'en' | 'fr', w: string, sentence: string, index: number, paragraph: string) => {
    const target = scan?.words.find((t) => t.toLowerCase() === w.toLowerCase());
    if (scan && target && mode === 'strategies' && lang === 'en') {
      setScan({ words: scan.words, found: new Map(scan.found).set(target, index) });
      return;
    }
    setWord({ word: w, lang, sentence, paragraph });
  };

  /** 'Look up' for the typed word: an English word without a sentence; nothing for blank input. */
  const lookUpTyped = () => {
    const w = typed.trim();
    if (w) setWord({ word: w, lang: 'en', sentence: '', paragraph: '' });
  };

  return {
    /** The word whose meaning is open; null when none is. */
    word,
    close: () => setWord(null),
    tap,
    typed,
    setTyped,
    lookUpTyped,
    /** The scan under way: its target words and where each was found. */
    scan,
    startScan,
  };
}
