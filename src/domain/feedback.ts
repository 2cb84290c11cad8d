import { z } from 'zod';
import type { WritingMode } from './enums.ts';
import { WRITING_MODE_RULES } from './library.ts';
import { countSentences, countWords, readingGrade } from './text.ts';

/**
 * What a learner works on: each explanation belongs to one topic, and the
 * feedback's "things to work on next" are the topics with the most findings.
 */
export const FINDING_TOPICS = [
  'spelling',
  'capitals',
  'punctuation',
  'articles',
  'agreement',
  'tense',
  'word-forms',
  'word-choice',
  'other',
] as const;
export type FindingTopic = (typeof FINDING_TOPICS)[number];

/**
 * Our own explanation of each kind of mistake, keyed so the interface shows
 * it in the learner's language (i18n `writing.explain`); the checker's own
 * English messages are never shown. Each key names its topic.
 */
export const EXPLANATION_TOPICS = {
  spelling: 'spelling',
  'joined-words': 'spelling',
  'capital-sentence': 'capitals',
  'capital-i': 'capitals',
  'capital-name': 'capitals',
  'comma-spacing': 'punctuation',
  'opening-comma': 'punctuation',
  'quote-spacing': 'punctuation',
  'a-an': 'articles',
  'missing-article': 'articles',
  agreement: 'agreement',
  'there-is': 'agreement',
  'one-of-the': 'agreement',
  'past-time': 'tense',
  'since-for': 'tense',
  'present-perfect': 'tense',
  'verb-form': 'word-forms',
  uncountable: 'word-forms',
  'be-agree': 'word-forms',
  'double-comparative': 'word-forms',
  'word-choice': 'word-choice',
  'repeated-word': 'other',
  // The learned error detector's marks (it knows where, not what): named by the words marked where they say
  // what to check (an article, a preposition, a punctuation mark), a likely missing word or comma.
  'likely-error': 'other',
  'likely-article': 'articles',
  'likely-preposition': 'word-choice',
  'likely-punctuation': 'punctuation',
  'likely-missing': 'other',
  other: 'other',
} as const satisfies Record<string, FindingTopic>;
export type ExplanationKey = keyof typeof EXPLANATION_TOPICS;
export const EXPLANATION_KEYS = Object.keys(EXPLANATION_TOPICS) as [ExplanationKey, ...ExplanationKey[]];

/**
 * How a finding is shown: `fix`, a mark with a likely correction; `check`, a
 * likely mistake with no sure fix ("check this part"); `gap`, something
 * missing between two words (its offsets span the space between them, empty
 * when there is none), with what to add when that is known.
 */
export const FINDING_MARKS = ['fix', 'check', 'gap'] as const;
export type FindingMark = (typeof FINDING_MARKS)[number];

/** A grammar or spelling finding, with its position in the text (character offsets). */
export const findingSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  kind: z.string(),
  /** English, for the AI service's prompt and API clients; the interface shows `explain` instead. */
  message: z.string(),
  suggestions: z.array(z.string()),
  mark: z.enum(FINDING_MARKS),
  explain: z.enum(EXPLANATION_KEYS),
});
export type Finding = z.infer<typeof findingSchema>;

/**
 * "Check this part": where the learned error detector thinks an examiner would correct something. No fix is
 * known. A token finding covers the likely wrong words; a gap finding lies between two words where something
 * (a word, a comma) is likely missing. probability: the detector's, 0–1.
 */
export const likelyErrorSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  kind: z.enum(['token', 'gap']),
  probability: z.number().min(0).max(1),
});
export type LikelyError = z.infer<typeof likelyErrorSchema>;

/** The measures of a draft that feedback is grounded on, with or without an AI service. */
export type WritingMeasures = {
  words: number;
  target: { minWords: number; maxWords?: number };
  sentences: number;
  averageSentenceLength: number;
  paragraphs: number;
  grade: number;
};

export function measureWriting(text: string, mode: WritingMode): WritingMeasures {
  const words = countWords(text);
  const sentences = countSentences(text);
  const { minWords, maxWords } = WRITING_MODE_RULES[mode];
  return {
    words,
    target: { minWords, maxWords },
    sentences,
    averageSentenceLength: Math.round((words / sentences) * 10) / 10,
    paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim()).length,
    grade: Math.round(readingGrade(text) * 10) / 10,
  };
}
