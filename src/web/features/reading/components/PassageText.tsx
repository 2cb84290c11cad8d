import { type ReactNode, useMemo } from 'react';
import { sentenceBounds, WORD_PATTERN } from '../../../../domain/reading.ts';

export type WordMark = 'omitted' | 'substituted' | 'found' | 'vocabulary';
/** A tapped word: the word, its sentence, its position among the words, its character offset, its paragraph. */
export type WordTap = (word: string, sentence: string, index: number, start: number, paragraph: string) => void;

type Token = { word: string; start: number; end: number; index: number };
export type Paragraph = { start: number; text: string; tokens: Token[] };

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

/** Paragraphs (separated by a blank line) with their words; word positions count across the whole text, like the pronunciation check. */
export function paragraphsOf(text: string): Paragraph[] {
  let offset = 0;
  let index = 0;
  return text.split(/\n\s*\n/).map((paragraph) => {
    const start = text.indexOf(paragraph, offset);
    offset = start + paragraph.length;
    const tokens = tokenize(paragraph).map((t) => ({
      ...t,
      start: t.start + start,
      end: t.end + start,
      index: index++,
    }));
    return { start, text: paragraph, tokens };
  });
}

type ParagraphProps = {
  text: string;
  paragraph: Paragraph;
  spoken: number | null;
  marks?: Map<number, WordMark>;
};

/** One paragraph; every word is a tap target (see the click handler on its container). */
export function ParagraphText({ text, paragraph, spoken, marks }: ParagraphProps) {
  const parts: ReactNode[] = [];
  let cursor = paragraph.start;
  for (const t of paragraph.tokens) {
    if (t.start > cursor) parts.push(text.slice(cursor, t.start));
    const active = spoken !== null && spoken >= t.start && spoken < t.end;
    const mark = marks?.get(t.index);
    parts.push(
      <span
        key={t.start}
        data-word={t.word}
        data-start={t.start}
        data-index={t.index}
        className={`word${active ? ' word-active' : ''}${mark ? ` word-${mark}` : ''}`}
      >
        {t.word}
      </span>,
    );
    cursor = t.end;
  }
  const end = paragraph.start + paragraph.text.length;
  if (cursor < end) parts.push(text.slice(cursor, end));
  return <p>{parts}</p>;
}

/** Calls onWord for a tap on a word inside `container`'s text. */
export function tapHandler(text: string, onWord: WordTap) {
  return (event: React.MouseEvent) => {
    const target = event.target as HTMLElement;
    if (!target.dataset.word) return;
    const start = Number(target.dataset.start);
    const paragraph = target.closest('p')?.textContent ?? '';
    onWord(target.dataset.word, sentenceAt(text, start), Number(target.dataset.index), start, paragraph);
  };
}

type Props = {
  text: string;
  spoken: number | null;
  onWord: WordTap;
  lang: 'en' | 'fr';
  marks?: Map<number, WordMark>;
};

/**
 * The passage, paragraph by paragraph. Every word can be tapped for its
 * definition; the word being read aloud is highlighted.
 */
export function PassageText({ text, spoken, onWord, lang, marks }: Props) {
  const paragraphs = useMemo(() => paragraphsOf(text), [text]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a convenience for pointer users; keyboard users use the 'Look up a word' field and the vocabulary list
    <div className="passage-text" lang={lang} onClick={tapHandler(text, onWord)}>
      {paragraphs.map((p) => (
        <ParagraphText key={p.start} text={text} paragraph={p} spoken={spoken} marks={marks} />
      ))}
    </div>
  );
}
