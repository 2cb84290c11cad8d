// Downloads (issue 17, part 2): a passage or a writing task as a PDF to read
// or print later. The query schemas are shared by the route and the links.
import { z } from 'zod';
import { READING_LEVEL_NAMES, TOPIC_NAMES, type WritingMode } from './enums.ts';
import { withQuery } from './routes.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './word-help.ts';

export const pdfPassageQuerySchema = z.object({
  key: z.string().min(1).max(300),
  /** Adds the story's kept translation in this language (text, vocabulary, questions), issue 33. */
  lang: z.enum(TRANSLATION_LANGUAGES).optional(),
  /** The first links' way of asking for lang=fr: '1' still adds the French. */
  french: z.enum(['0', '1']).default('0'),
});

export const pdfTaskQuerySchema = z.object({ key: z.string().min(1).max(300) });

export const PDF_PATHS = { passage: '/api/pdf/passage', task: '/api/pdf/task' } as const;

/**
 * The story's PDF, with its translation in `language` when one is given. The
 * English one keeps its first address (french=0), the one copies saved for
 * offline reading are filed under.
 */
export function passagePdfUrl(key: string, language?: TranslationLanguage): string {
  return withQuery(PDF_PATHS.passage, language ? { key, lang: language } : { key, french: '0' });
}

export function taskPdfUrl(key: string): string {
  return withQuery(PDF_PATHS.task, { key });
}

export const PDF_MESSAGES = {
  noFrench: 'This passage has no French translation yet.',
  /** {language}: the language's English name, as in PDF_LANGUAGE_NAMES. */
  noTranslation: 'This passage has no {language} translation yet.',
  /** The server has no font with the language's letters: a PDF of boxes would say nothing. */
  noFont: 'A PDF in {language} cannot be made on this server yet. The PDF without the translation can.',
} as const;

/** The translation languages' English names, for the messages above. */
export const PDF_LANGUAGE_NAMES: Record<TranslationLanguage, string> = {
  fr: 'French',
  ar: 'Arabic',
  fa: 'Persian',
  uk: 'Ukrainian',
  es: 'Spanish',
};

/**
 * The translation's own section: its headings in its own language, since the
 * learner reading it reads that language (the rest of the PDF stays English).
 * Arabic and Persian are drawn right to left.
 */
export const PDF_TRANSLATION_TEXT: Record<
  TranslationLanguage,
  { heading: string; vocabulary: string; questions: string; rtl: boolean }
> = {
  fr: { heading: 'En français', vocabulary: 'Vocabulaire', questions: 'Questions (français)', rtl: false },
  ar: { heading: 'بالعربية', vocabulary: 'المفردات', questions: 'الأسئلة', rtl: true },
  fa: { heading: 'به فارسی', vocabulary: 'کلمه‌ها', questions: 'سؤال‌ها', rtl: true },
  uk: { heading: 'Українською', vocabulary: 'Словник', questions: 'Запитання', rtl: false },
  es: { heading: 'En español', vocabulary: 'Vocabulario', questions: 'Preguntas', rtl: false },
};

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
