// How the passages table's rows become what the API answers. Rows hold plain
// strings; each is parsed against its schema on the way out, so a bad row
// fails loudly here instead of reaching a learner as a wrong value.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  type FrenchPassage,
  frenchPassageSchema,
  type GeneratePassageResponse,
  type KeyedPassage,
  passageBodySchema,
  passageListItemSchema,
  questionId,
  servedQuestion,
  storedPassageSchema,
} from '#src/domain/content.ts';
import { type WordSense, wordSenseSchema } from '#src/domain/library.ts';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { pdfKeyFor } from '#src/server/ai/library.ts';
import { filename, iso, sourceOf } from '../library/index.ts';
import type { PassageRow } from './repository.ts';

export const levelOf = (value: string) => storedPassageSchema.shape.level.parse(value);
const topicOf = (value: string) => storedPassageSchema.shape.topic.parse(value);

export function toPassageListItem(
  row: Pick<PassageRow, 'key' | 'level' | 'topic' | 'title' | 'source' | 'created_at'>,
) {
  return passageListItemSchema.parse({
    key: row.key,
    metadata: {
      filename: filename(row.key),
      level: row.level,
      topic: row.topic,
      title: row.title,
      source: row.source,
    },
    lastModified: iso(row.created_at),
  });
}

export function toStoredPassage(row: PassageRow): KeyedPassage {
  const body = passageBodySchema.parse(JSON.parse(row.body));
  return {
    ...body,
    questions: body.questions.map((q, i) => ({ id: questionId(row.key, i), ...q })),
    key: row.key,
    level: levelOf(row.level),
    topic: topicOf(row.topic),
    source: sourceOf(row.source),
    pdfKey: pdfKeyFor(row.key),
    french: row.french ? frenchPassageSchema.parse(JSON.parse(row.french)) : null,
    createdAt: iso(row.created_at),
  };
}

/**
 * What a translation is made from (title, text, questions, vocabulary), as a
 * hash: a stored translation is read only while the story still says this.
 */
export function translationSourceHash(
  p: Pick<KeyedPassage, 'title' | 'text' | 'vocabulary'> & {
    questions: readonly Pick<KeyedPassage['questions'][number], 'question' | 'options' | 'explanation'>[];
  },
): string {
  const words = [
    p.title,
    p.text,
    p.questions.map((q) => [q.question, q.options, q.explanation]),
    p.vocabulary.map((v) => [v.word, v.definition]),
  ];
  return createHash('sha256').update(JSON.stringify(words)).digest('base64url');
}

/** A stored translation's JSON, checked on the way out like every row. */
export const parseTranslation = (json: string): FrenchPassage => frenchPassageSchema.parse(JSON.parse(json));

/** The passage's table of word senses (issue 28); none for a passage stored before tables existed. */
export function wordSensesOf(row: Pick<PassageRow, 'body'>): WordSense[] {
  const parsed = z.object({ wordSenses: z.array(wordSenseSchema).optional() }).safeParse(JSON.parse(row.body));
  return parsed.success ? (parsed.data.wordSenses ?? []) : [];
}

export function englishResponse(
  p: KeyedPassage,
  fallback: boolean,
  match: { request: string; matched: boolean } = { request: '', matched: false },
): GeneratePassageResponse {
  return {
    ...match,
    key: p.key,
    title: p.title,
    passage: p.text,
    // The key and its explanations stay here: the quiz's answer brings them (decision 033).
    questions: p.questions.map(servedQuestion),
    vocabulary: p.vocabulary,
    pdfKey: p.pdfKey,
    source: p.source,
    fallback,
    language: 'en',
  };
}

/** A French response keeps correct answers and English words from the original (SPEC §8: failed items stay English). */
export function frenchResponse(
  p: KeyedPassage,
  french: FrenchPassage,
  language: TranslationLanguage = 'fr',
  kept = true,
  translatedBy: 'team' | 'ai' = 'team',
): GeneratePassageResponse {
  return {
    ...englishResponse(p, false),
    title: french.title,
    passage: french.text,
    language,
    kept,
    translatedBy,
    questions: p.questions.map((q, i) => {
      const fr = french.questions[i];
      return servedQuestion(fr && fr.options.length === q.options.length ? { ...q, ...fr } : q);
    }),
    vocabulary: p.vocabulary.map((v) => {
      const fr = french.vocabulary.find((f) => f.word.toLowerCase() === v.word.toLowerCase());
      return fr ? { ...v, definition: fr.definition } : v;
    }),
  };
}
