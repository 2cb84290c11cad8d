import { type KeyboardEvent, memo, type ReactNode, useDeferredValue, useId, useMemo } from 'react';
import { paragraphTexts, sentenceBounds, WORD_PATTERN } from '#src/domain/reading.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';

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
  return paragraphTexts(text).map((paragraph) => {
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
  /** The word that Tab reaches first (index 0 of the text): the other words are reached with the arrow keys. */
  tabStop?: boolean;
};

/**
 * One paragraph; every word is a tap target (see the click handler on its container) and a keyboard stop (wordKeys).
 * Memoised, and `spoken` only matters inside its own words: a re-render of the page (an answer arriving, the
 * voice moving on a word) redraws only the paragraph that changed, not the story's 500 word spans (issue 34).
 */
export const ParagraphText = memo(function ParagraphText(props: ParagraphProps) {
  const { paragraph, spoken } = props;
  const inside = spoken !== null && spoken >= paragraph.start && spoken < paragraph.start + paragraph.text.length;
  return <ParagraphWords {...props} spoken={inside ? spoken : null} />;
});

const ParagraphWords = memo(function ParagraphWords({
  text,
  paragraph,
  spoken,
  marks,
  tabStop = true,
}: ParagraphProps) {
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
        tabIndex={tabStop && t.index === 0 ? 0 : -1}
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
});

/** The words of one text inside a container: those in the same language as `word`, in reading order. */
function wordsBeside(word: HTMLElement): HTMLElement[] {
  const scope = word.closest<HTMLElement>('[data-words]');
  const lang = word.closest('[lang]')?.getAttribute('lang');
  return Array.from(scope?.querySelectorAll<HTMLElement>('.word') ?? []).filter(
    (w) => w.closest('[lang]')?.getAttribute('lang') === lang,
  );
}

/** Moves the one tab stop of the text to `next` and focuses it (a roving tabindex). */
function moveTo(current: HTMLElement, next: HTMLElement | undefined) {
  if (!next || next === current) return;
  current.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

/**
 * The keyboard path through the text itself (WCAG 2.1.1): one Tab stop, the
 * arrow keys move word by word (Up and Down by sentence), Home and End to the
 * ends, and Enter or Space does what a tap does: look the word up, or, while
 * the voice reads, read aloud from that sentence.
 */
export function wordKeys(text: string, onWord: WordTap) {
  const tap = tapHandler(text, onWord);
  return (event: KeyboardEvent) => {
    const word = event.target as HTMLElement;
    if (!word.dataset.word) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      tap(event);
      return;
    }
    const words = wordsBeside(word);
    const at = words.indexOf(word);
    const start = Number(word.dataset.start);
    const startOf = (w: HTMLElement) => Number(w.dataset.start);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowRight') next = words[at + 1];
    else if (event.key === 'ArrowLeft') next = words[at - 1];
    else if (event.key === 'Home') next = words[0];
    else if (event.key === 'End') next = words.at(-1);
    else if (event.key === 'ArrowDown') {
      const end = sentenceBounds(text, start).end;
      next = words.find((w) => startOf(w) >= end);
    } else if (event.key === 'ArrowUp') {
      // To the start of this sentence, or from there to the start of the one before.
      const own = sentenceBounds(text, start).start;
      const first = words.find((w) => startOf(w) >= own);
      const previous = own > 0 ? sentenceBounds(text, own - 1).start : 0;
      next = first && first !== word ? first : words.find((w) => startOf(w) >= previous);
    } else return;
    event.preventDefault();
    moveTo(word, next);
  };
}

/** Calls onWord for a tap on a word inside `container`'s text. */
export function tapHandler(text: string, onWord: WordTap) {
  return (event: React.MouseEvent | KeyboardEvent) => {
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
  const keysId = useId();
  // A story (the first, or the next one) shows at once as plain paragraphs, then its words become tap targets in a transition, which
  // React renders in slices: one span per word drawn with the page was the longest task of a story's load
  // on a slow phone (issue 34). Plain text wraps exactly as the word spans do, so nothing moves; marked
  // words (bold in the vocabulary mode) would, so a text with marks gets its spans at once.
  const wordsNow = useDeferredValue(text, '') === text || (marks?.size ?? 0) > 0;
  return (
    <div className="passage-area">
      <PassageKeys id={keysId} speaking={spoken !== null} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the words inside are the focusable targets (a roving tab stop); their clicks and keys are handled here */}
      <div
        className="passage-text"
        lang={lang}
        dir="ltr"
        data-words
        data-page-drawn // the text sent with the page gives way to this (src/web/lib/first-paint.ts)
        onClick={tapHandler(text, onWord)}
        onKeyDown={wordKeys(text, onWord)}
      >
        {paragraphs.map((p) =>
          wordsNow ? (
            <ParagraphText key={p.start} text={text} paragraph={p} spoken={spoken} marks={marks} />
          ) : (
            <p key={p.start}>{p.text}</p>
          ),
        )}
      </div>
    </div>
  );
}

/** How to use the text from the keyboard; shown while the story has keyboard focus. */
export function PassageKeys({ id, speaking }: { id: string; speaking: boolean }) {
  const m = useMessages(readingText);
  return (
    <p id={id} className="passage-keys">
      {m.a11y.passageKeys} {speaking ? m.a11y.passageKeysSpeaking : null}
    </p>
  );
}
