// Content rules: pick from the library or generate with the AI service,
// store what was generated, and fall back to the library when the AI fails
// (SPEC §8). Routes stay thin; this is where the decisions are.
import { randomUUID } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  type EvaluateWritingRequest,
  type FrenchPassage,
  frenchPassageSchema,
  type GeneratePassageRequest,
  type GeneratePassageResponse,
  type PassageBody,
  passageBodySchema,
  type StoredPassage,
  type StoredWritingTask,
  withinTolerance,
  writingTaskBodySchema,
} from '../../../domain/content.ts';
import type { EnglishVariety } from '../../../domain/english-variety.ts';
import type { ReadingLevel, Topic, WritingMode } from '../../../domain/enums.ts';
import { MIN_VOCABULARY_WORD_LENGTH, WORD_TARGETS, WRITING_MODE_RULES } from '../../../domain/library.ts';
import { byDifficulty } from '../../../domain/story-families.ts';
import { countWords } from '../../../domain/text.ts';
import type { AiGate } from '../../ai/gate.ts';
import { type Library, passageKey, pdfKeyFor } from '../../ai/library.ts';
import { type AiClient, AiError } from '../../ai/provider.ts';
import { feedbackMessages } from '../../ai/tasks/feedback/prompt.ts';
import { feedbackAnswerSchema } from '../../ai/tasks/feedback/schema.ts';
import { parsePassage, passageMessages } from '../../ai/tasks/passage/prompt.ts';
import { questionsMessages } from '../../ai/tasks/questions/prompt.ts';
import { questionsAnswerSchema } from '../../ai/tasks/questions/schema.ts';
import { translationMessages } from '../../ai/tasks/translation/prompt.ts';
import { translationAnswerSchema } from '../../ai/tasks/translation/schema.ts';
import { writingTaskMessages } from '../../ai/tasks/writing-task/prompt.ts';
import { writingTaskAnswerSchema } from '../../ai/tasks/writing-task/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { Analyse } from '../feedback/analysis-pool.ts';
import { describeEstimate, describeFindings, offlineFeedback } from './offline-feedback.ts';
import type { ContentRepository, PassageRow, WritingTaskRow } from './repository.ts';

type Deps = {
  /** The writing analysis, run off the event loop. */
  analyse: Analyse;
  repo: ContentRepository;
  library: Library;
  ai: AiClient | null;
  gate: AiGate;
  log: { warn: (obj: object, msg: string) => void };
  random?: () => number;
  englishVariety?: EnglishVariety;
};

export type PassageEvents = { onText?: (delta: string) => void; onRestart?: () => void };

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function toStoredPassage(row: PassageRow): StoredPassage {
  const body = passageBodySchema.parse(JSON.parse(row.body));
  return {
    ...body,
    key: row.key,
    level: row.level as ReadingLevel,
    topic: row.topic as Topic,
    source: row.source as 'library' | 'ai',
    pdfKey: pdfKeyFor(row.key),
    french: row.french ? frenchPassageSchema.parse(JSON.parse(row.french)) : null,
    createdAt: iso(row.created_at),
  };
}

export function toStoredTask(row: WritingTaskRow): StoredWritingTask {
  return {
    ...writingTaskBodySchema.parse(JSON.parse(row.body)),
    key: row.key,
    mode: row.mode as WritingMode,
    source: row.source as 'library' | 'ai',
    pdfKey: pdfKeyFor(row.key),
    createdAt: iso(row.created_at),
  };
}

/** Vocabulary rules of SPEC §9, enforced whatever the model said. */
function cleanVocabulary(text: string, vocabulary: PassageBody['vocabulary']): PassageBody['vocabulary'] {
  const lower = text.toLowerCase();
  const seen = new Set<string>();
  return vocabulary
    .filter((v) => {
      const word = v.word.trim().toLowerCase();
      if (word.length < MIN_VOCABULARY_WORD_LENGTH || seen.has(word) || !lower.includes(word)) return false;
      seen.add(word);
      return true;
    })
    .slice(0, 10);
}

function englishResponse(p: StoredPassage, fallback: boolean): GeneratePassageResponse {
  return {
    key: p.key,
    title: p.title,
    passage: p.text,
    questions: p.questions,
    vocabulary: p.vocabulary,
    pdfKey: p.pdfKey,
    source: p.source,
    fallback,
    language: 'en',
  };
}

/** A French response keeps correct answers and English words from the original (SPEC §8: failed items stay English). */
function frenchResponse(p: StoredPassage, french: FrenchPassage): GeneratePassageResponse {
  return {
    ...englishResponse(p, false),
    title: french.title,
    passage: french.text,
    language: 'fr',
    questions: p.questions.map((q, i) => {
      const fr = french.questions[i];
      return fr && fr.options.length === q.options.length
        ? { ...q, question: fr.question, options: fr.options, explanation: fr.explanation }
        : q;
    }),
    vocabulary: p.vocabulary.map((v) => {
      const fr = french.vocabulary.find((f) => f.word.toLowerCase() === v.word.toLowerCase());
      return fr ? { ...v, definition: fr.definition } : v;
    }),
  };
}

export function createContentService({
  analyse,
  repo,
  library,
  ai,
  gate,
  log,
  random = Math.random,
  englishVariety = 'both',
}: Deps) {
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];

  /** A library passage of this level and topic; failing that, of this level; failing that, any. */
  async function libraryPassage(level: ReadingLevel, topic: Topic): Promise<StoredPassage> {
    const sameLevel = library.passages.filter((p) => p.level === level);
    const sameTopic = sameLevel.filter((p) => p.topic === topic);
    const choice = pick(sameTopic.length ? sameTopic : sameLevel.length ? sameLevel : library.passages);
    const row = choice ? await repo.findPassage(passageKey(choice)) : undefined;
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.noPassage);
    return toStoredPassage(row);
  }

  async function findPassage(key: string): Promise<StoredPassage> {
    const row = await repo.findPassage(key);
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
    return toStoredPassage(row);
  }

  /** The passage's story family, easiest level first; no members when it has none (issue 21). */
  async function passageFamily(key: string) {
    const row = await repo.findPassage(key);
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
    if (!row.family) return { family: null, members: [] };
    const members = await repo.familyMembers(row.family);
    return {
      family: row.family,
      members: byDifficulty(members.map((m) => ({ key: m.key, level: m.level as ReadingLevel, title: m.title }))),
    };
  }

  async function generateWithAi(
    client: AiClient,
    req: GeneratePassageRequest,
    userId: string,
    signal: AbortSignal,
    events: PassageEvents,
  ) {
    const words = WORD_TARGETS[req.level];
    const messages = passageMessages({ level: req.level, topic: req.topic, learnerRequest: req.prompt, words });
    let passage = parsePassage(await client.streamText(messages, signal, events.onText));
    if (!withinTolerance(countWords(passage.text), words)) {
      // SPEC §9 word target: ask once more, then keep the closer answer.
      events.onRestart?.();
      const retry = parsePassage(await client.streamText(messages, signal, events.onText));
      const off = (p: { text: string }) => Math.abs(countWords(p.text) - (words.min + words.max) / 2);
      if (off(retry) <= off(passage)) passage = retry;
    }
    if (!passage.text) throw new AiError('invalid-answer', 'The AI service returned no passage.');
    const extras = await client.completeJson(
      { name: 'questions', schema: questionsAnswerSchema, messages: questionsMessages(passage) },
      signal,
    );
    const body: PassageBody = {
      ...passage,
      questions: extras.questions,
      vocabulary: cleanVocabulary(passage.text, extras.vocabulary),
    };
    const row: PassageRow = {
      key: `reading/${req.level}/${req.topic}/ai-${randomUUID()}`,
      level: req.level,
      topic: req.topic,
      title: body.title,
      source: 'ai',
      body: JSON.stringify(body),
      french: null,
      created_by: userId,
      created_at: Date.now(),
      family: null,
    };
    await repo.insertPassage(row); // only a complete, validated passage is stored
    return toStoredPassage(row);
  }

  async function translate(
    req: GeneratePassageRequest,
    userId: string,
    signal: AbortSignal,
  ): Promise<GeneratePassageResponse> {
    if (!req.originalKey) throw new HttpError(400, CONTENT_MESSAGES.translationNeedsKey);
    const passage = await findPassage(req.originalKey);
    if (passage.french) return frenchResponse(passage, passage.french);
    if (!ai) throw new HttpError(404, 'There is no French translation of this passage yet.');
    const release = await gate.acquire(userId);
    try {
      const french = await ai.completeJson(
        { name: 'translation', schema: translationAnswerSchema, messages: translationMessages(passage) },
        signal,
      );
      await repo.setFrench(passage.key, JSON.stringify(french));
      return frenchResponse(passage, french);
    } catch (error) {
      if (error instanceof AiError && error.kind === 'invalid-answer') {
        // SPEC §8: an unparseable translation marks the items [FR] and keeps the English.
        const marked: FrenchPassage = {
          title: `[FR] ${passage.title}`,
          text: `[FR] ${passage.text}`,
          questions: passage.questions.map((q) => ({
            question: `[FR] ${q.question}`,
            options: q.options.map((o) => `[FR] ${o}`),
            explanation: `[FR] ${q.explanation}`,
          })),
          vocabulary: passage.vocabulary.map((v) => ({ word: v.word, definition: `[FR] ${v.definition}` })),
        };
        return frenchResponse(passage, marked);
      }
      throw error instanceof AiError
        ? new HttpError(502, 'The translation could not be made. Please try again.')
        : error;
    } finally {
      release();
    }
  }

  return {
    aiEnabled: ai !== null,
    passageFamily,

    async generatePassage(
      req: GeneratePassageRequest,
      userId: string,
      signal: AbortSignal,
      events: PassageEvents = {},
    ) {
      if (req.isTranslation) return translate(req, userId, signal);
      if (!ai) return englishResponse(await libraryPassage(req.level, req.topic), false);
      const release = await gate.acquire(userId);
      try {
        return englishResponse(await generateWithAi(ai, req, userId, signal, events), false);
      } catch (error) {
        if (!(error instanceof AiError) || error.kind === 'cancelled') throw error;
        log.warn({ kind: error.kind, reason: error.message }, 'passage generation failed; serving the library');
        events.onRestart?.();
        return englishResponse(await libraryPassage(req.level, req.topic), true);
      } finally {
        release();
      }
    },

    findPassage,

    async findTask(key: string): Promise<StoredWritingTask> {
      const row = await repo.findTask(key);
      if (!row) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
      return toStoredTask(row);
    },

    async generateTask(mode: WritingMode, prompt: string, userId: string, signal: AbortSignal) {
      const fromLibrary = async (fallback: boolean) => {
        const choice = pick(library.tasks.filter((t) => t.mode === mode));
        const row = choice ? await repo.findTask(`writing/${mode}/${choice.id}`) : undefined;
        if (!row) throw new HttpError(404, 'Failed to generate writing task');
        return { task: toStoredTask(row), fallback };
      };
      if (!ai) return fromLibrary(false);
      const rules = WRITING_MODE_RULES[mode];
      const wordCount = rules.maxWords ? `${rules.minWords}-${rules.maxWords}` : `${rules.minWords}+`;
      const release = await gate.acquire(userId);
      try {
        const answer = await ai.completeJson(
          {
            name: 'writing_task',
            schema: writingTaskAnswerSchema,
            messages: writingTaskMessages({ mode, learnerRequest: prompt, minutes: rules.minutes, wordCount }),
          },
          signal,
        );
        const body = writingTaskBodySchema.parse({ ...answer, timeLimit: rules.minutes, wordCount });
        const row: WritingTaskRow = {
          key: `writing/${mode}/ai-${randomUUID()}`,
          mode,
          title: body.title,
          source: 'ai',
          body: JSON.stringify(body),
          created_by: userId,
          created_at: Date.now(),
        };
        await repo.insertTask(row);
        return { task: toStoredTask(row), fallback: false };
      } catch (error) {
        if (!(error instanceof AiError) || error.kind === 'cancelled') throw error;
        log.warn({ kind: error.kind }, 'writing task generation failed; serving the library');
        return fromLibrary(true);
      } finally {
        release();
      }
    },

    async evaluate(req: EvaluateWritingRequest, userId: string, signal: AbortSignal) {
      const analysis = await analyse({
        text: req.writingText,
        mode: req.writingMode,
        prompt: req.prompt,
        keyPhrases: library.guides.get(req.writingMode)?.template.keyPhrases.flatMap((k) => k.phrases),
        variety: englishVariety,
      });
      const { text, capped, findings, measured, estimate } = analysis;
      const base = {
        findings: findings.map(({ rule: _rule, ...f }) => f),
        evaluatedText: text,
        capped,
        estimate,
      };
      const offline = () => ({
        ...base,
        feedback: offlineFeedback(measured, findings.length, capped),
        source: 'library' as const,
      });
      if (!ai) return offline();
      const release = await gate.acquire(userId);
      try {
        const grammar = findings
          .slice(0, 15)
          .map((f) => `"${text.slice(f.start, f.end)}": ${f.message}`)
          .join('; ');
        const answer = await ai.completeJson(
          {
            name: 'feedback',
            schema: feedbackAnswerSchema,
            messages: feedbackMessages({
              mode: req.writingMode,
              taskPrompt: req.prompt,
              text: text.slice(0, 20_000),
              findings: `${describeFindings(measured)} Grammar and spelling: ${grammar || 'none found'}. ${describeEstimate(estimate)}`,
            }),
          },
          signal,
        );
        return { ...base, feedback: answer.feedback, source: 'ai' as const };
      } catch (error) {
        if (!(error instanceof AiError) || error.kind === 'cancelled') throw error;
        // Our own measurements are still worth more than an apology.
        log.warn({ kind: error.kind }, 'AI feedback failed; serving the offline feedback');
        return offline();
      } finally {
        release();
      }
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
