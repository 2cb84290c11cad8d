// Downloads (issue 17, part 2): a passage or a writing task as a PDF to read
// or print later. The query schemas are shared by the route and the links.
import { z } from 'zod';
import { READING_LEVEL_NAMES, TOPIC_NAMES, type WritingMode } from './enums.ts';
import { withQuery } from './routes.ts';

export const pdfPassageQuerySchema = z.object({
  key: z.string().min(1).max(300),
  /** '1' adds the French side (text, vocabulary, questions) when the passage has one. */
  french: z.enum(['0', '1']).default('0'),
});

export const pdfTaskQuerySchema = z.object({ key: z.string().min(1).max(300) });

export const PDF_PATHS = { passage: '/api/pdf/passage', task: '/api/pdf/task' } as const;

export function passagePdfUrl(key: string, french = false): string {
  return withQuery(PDF_PATHS.passage, { key, french: french ? '1' : '0' });
}

export function taskPdfUrl(key: string): string {
  return withQuery(PDF_PATHS.task, { key });
}

export const PDF_MESSAGES = {
  noFrench: 'This passage has no French translation yet.',
} as const;

/**
 * The printed words. A PDF is English practice material, so its headings are
 * English whatever the interface language; level, topic and mode names match
 * the message catalogue's.
 */
export const PDF_TEXT = {
  site: 'English Commons',
  level: 'Level',
  topic: 'Topic',
  vocabulary: 'Vocabulary',
  example: 'Example',
  questions: 'Questions',
  answerKey: 'Answer key',
  french: 'En français',
  frenchVocabulary: 'Vocabulaire',
  frenchQuestions: 'Questions (français)',
  task: 'Your task',
  requirements: 'Requirements',
  chart: 'Chart',
  template: 'Template',
  structure: 'Structure',
  tips: 'Tips',
  keyPhrases: 'Useful phrases',
  criteria: 'Scoring criteria',
  band: 'Band',
  timePlan: 'Time plan',
  timeLimit: 'Time limit: {n} minutes',
  wordCount: 'Words: {n}',
  minutes: '{n} min',
  page: 'Page {n} of {total}',
  levels: READING_LEVEL_NAMES,
  topics: TOPIC_NAMES,
  modes: {
    'formal-writing': 'Formal writing',
    'essay-writing': 'Essay writing',
    'letter-writing': 'Letter writing',
    'creative-writing': 'Creative writing',
    'email-writing': 'E-mail writing',
    'report-writing': 'Report writing',
  } satisfies Record<WritingMode, string>,
} as const;

/** The body of a PDF download: the file's bytes (described for the OpenAPI document). */
export const pdfFileSchema = z.string().meta({ format: 'binary', description: 'The PDF file' });
export const pdfResponse = { description: 'The PDF file', content: { 'application/pdf': { schema: pdfFileSchema } } };
