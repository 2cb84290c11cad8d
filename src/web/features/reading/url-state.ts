// The reading screen keeps its state in the URL, so the back button and a
// reload put the learner where they were.
import { useSearchParams } from 'wouter';
import {
  READING_LEVELS,
  READING_MODES,
  type ReadingLevel,
  type ReadingMode,
  TOPICS,
  type Topic,
} from '#src/domain/enums.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#src/domain/word-help.ts';

export type ReadingState = {
  level: ReadingLevel | null;
  topic: Topic | null;
  key: string | null;
  mode: ReadingMode;
  /** The story alone in English, or alone in its translation into this language (the language switch). */
  lang: 'en' | TranslationLanguage;
  view: 'single' | 'side-by-side';
};

/** 'First steps in English' opens with the French beside the English; other levels with the English alone. */
export const defaultView = (level: ReadingLevel | null): ReadingState['view'] =>
  level === 'non-english' ? 'side-by-side' : 'single';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export function useReadingState(): [ReadingState, (changes: Partial<ReadingState>, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const level = oneOf(READING_LEVELS, params.get('level'));
  const topic = level ? oneOf(TOPICS, params.get('topic')) : null;
  const state: ReadingState = {
    level,
    topic,
    key: topic ? params.get('key') : null,
    mode: oneOf(READING_MODES, params.get('mode')) ?? 'normal',
    lang: oneOf(TRANSLATION_LANGUAGES, params.get('lang')) ?? 'en',
    view: oneOf(['single', 'side-by-side'] as const, params.get('view')) ?? defaultView(level),
  };
  const update = (changes: Partial<ReadingState>, replace = false) => {
    const next = { ...state, ...changes };
    const out = new URLSearchParams();
    if (next.level) out.set('level', next.level);
    if (next.level && next.topic) out.set('topic', next.topic);
    if (next.topic && next.key) out.set('key', next.key);
    if (next.key && next.mode !== 'normal') out.set('mode', next.mode);
    if (next.key && next.lang !== 'en') out.set('lang', next.lang);
    if (next.key && next.view !== defaultView(next.level)) out.set('view', next.view);
    setParams(out, { replace });
  };
  return [state, update];
}
