import { useMemo } from 'react';
import { sentenceBounds, WORD_PATTERN } from '../../../../domain/reading.ts';

type Props = {
  text: string;
  spoken: number | null;
  /** A tapped word: the word, its sentence, its position among the words, its character offset. */
  onWord: (word: string, sentence: string, index: number, start: number) => void;
  lang: 'en' | 'fr';
  /** Word positions to mark (mispronounced words, or words found while scanning). */
  marked?: { positions: Set<number>; kind: 'miss' | 'found' };
};

/** The sentence around a character position, to keep with a saved word. */
export function sentenceAt(text: string, index: number): string {
  const { start, end } = sentenceBounds(text, index);
  return text.slice(start, end).replace(/\s+/g, ' ').trim();
}

/** Splits the text into words with their character offsets (for the read-along highlight). */
export function tokenize(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    out.push({ word: match[0], start: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
  }
  return out;
}

/**
 * The passage, paragraph by paragraph. Every word can be tapped for its
 * definition; the word being read aloud is highlighted.
 */
export function PassageText({ text, spoken, onWord, lang, marked }: Props) {
  const paragraphs = useMemo(() => {
    let offset = 0;
    let index = 0; // word positions count across the whole text, like the pronunciation check
    return text.split(/\n\s*\n/).map((paragraph) => {
      const start = text.indexOf(paragraph, offset);
      offset = start + paragraph.length;
      const tokens = tokenize(paragraph).map((t) => ({
        ...t,
        start: t.start + start,
        end: t.end + start,
        index: index++,
      }));
      return { start, paragraph, tokens };
    });
  }, [text]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a convenience for pointer users; keyboard users use the 'Look up a word' field and the vocabulary list
    <div
      className="passage-text"
      lang={lang}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target.dataset.word)
          onWord(
            target.dataset.word,
            sentenceAt(text, Number(target.dataset.start)),
            Number(target.dataset.index),
            Number(target.dataset.start),
          );
      }}
    >
      {paragraphs.map(({ start, paragraph, tokens }) => {
        const parts: React.ReactNode[] = [];
        let cursor = start;
        for (const t of tokens) {
          if (t.start > cursor) parts.push(text.slice(cursor, t.start));
          const active = spoken !== null && spoken >= t.start && spoken < t.end;
          const mark = marked?.positions.has(t.index) ? ` word-${marked.kind}` : '';
          parts.push(
            <span
              key={t.start}
              data-word={t.word}
              data-start={t.start}
              data-index={t.index}
              className={`word${active ? ' word-active' : ''}${mark}`}
            >
              {t.word}
            </span>,
          );
          cursor = t.end;
        }
        if (cursor < start + paragraph.length) parts.push(text.slice(cursor, start + paragraph.length));
        return <p key={start}>{parts}</p>;
      })}
    </div>
  );
}
