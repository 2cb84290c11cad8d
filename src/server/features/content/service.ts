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
  passageListItemSchema,
  type StoredPassage,
  type StoredWritingTask,
  storedPassageSchema,
  storedWritingTaskSchema,
  taskListItemSchema,
  writingTaskBodySchema,
} from '../../../domain/content.ts';
import type { EnglishVariety } from '../../../domain/english-variety.ts';
import type { ReadingLevel, Topic, WritingMode } from '../../../domain/enums.ts';
import { checkGeneratedPassage, usableVocabulary } from '../../../domain/generation.ts';
import { WORD_TARGETS, WRITING_MODE_RULES } from '../../../domain/library.ts';
import { byDifficulty } from '../../../domain/story-families.ts';
import { countWords } from '../../../domain/text.ts';
import type { AiGate } from '../../ai/gate.ts';
import { type Library, pdfKeyFor } from '../../ai/library.ts';
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
import type { Analyse } from '../feedback/index.ts';
import type { LibrarySearch } from './library-search.ts';
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
  /** The library's full-text index: the closest item to a request when no AI writes one. */
  search: LibrarySearch;
  /** Of these passage keys, the ones the learner has opened before. */
  loadedPassages: (userId: string, keys: string[]) => Promise<Set<string>>;
  /** Profanity filter for generated content. */
  hasBlockedWords: (text: string) => boolean;
  englishVariety?: EnglishVariety;
};

/** What the library gave for a request: the row, and whether it matched the request's words. */
type LibraryAnswer<R> = { row: R; matched: boolean };

/** A generated item that fails its checks is asked for once more, then the library answers (issue 15). */
const GENERATION_ATTEMPTS = 2;

export type PassageEvents = { onText?: (delta: string) => void; onRestart?: () => void };

const iso = (ms: number) => new Date(Number(ms)).toISOString();
const filename = (key: string) => `${key.split('/').at(-1)}.json`;

// Rows hold plain strings; each is parsed against its enum on the way out, so
// a bad row fails loudly here instead of reaching a learner as a wrong value.
const levelOf = (value: string) => storedPassageSchema.shape.level.parse(value);
const topicOf = (value: string) => storedPassageSchema.shape.topic.parse(value);
const modeOf = (value: string) => storedWritingTaskSchema.shape.mode.parse(value);
const sourceOf = (value: string) => storedPassageSchema.shape.source.parse(value);

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

export function toTaskListItem(row: Pick<WritingTaskRow, 'key' | 'mode' | 'title' | 'source' | 'created_at'>) {
  return taskListItemSchema.parse({
    key: row.key,
    metadata: { filename: filename(row.key), mode: row.mode, type: row.mode, title: row.title, source: row.source },
    lastModified: iso(row.created_at),
  });
}

export function toStoredPassage(row: PassageRow): StoredPassage {
  const body = passageBodySchema.parse(JSON.parse(row.body));
  return {
    ...body,
    key: row.key,
    level: levelOf(row.level),
    topic: topicOf(row.topic),
    source: sourceOf(row.source),
    pdfKey: pdfKeyFor(row.key),
    french: row.french ? frenchPassageSchema.parse(JSON.parse(row.french)) : null,
    createdAt: iso(row.created_at),
  };
}

export function toStoredTask(row: WritingTaskRow): StoredWritingTask {
  return {
    ...writingTaskBodySchema.parse(JSON.parse(row.body)),
    key: row.key,
    mode: modeOf(row.mode),
    source: sourceOf(row.source),
    pdfKey: pdfKeyFor(row.key),
    createdAt: iso(row.created_at),
  };
}

function englishResponse(
  p: StoredPassage,
  fallback: boolean,
  match: { request: string; matched: boolean } = { request: '', matched: false },
): GeneratePassageResponse {
  return {
    ...match,
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
  search,
  loadedPassages,
  hasBlockedWords,
  englishVariety = 'both',
}: Deps) {
  /**
   * The first of `ranked` that is neither on screen nor hidden; with none, the
   * first unread of `order`, then the one after the screen's (issue 15: never
   * the item already on screen while there is another, and no random repeats).
   */
  async function chooseFromLibrary(
    ranked: string[],
    order: string[],
    currentKey: string | undefined,
    unread: (keys: string[]) => Promise<Set<string>>,
  ): Promise<{ key: string; matched: boolean } | null> {
    const hidden = await repo.hiddenAmong(order);
    const usable = (key: string) => key !== currentKey && !hidden.has(key);
    const match = ranked.find(usable);
    if (match) return { key: match, matched: true };
    const candidates = order.filter(usable);
    const fresh = await unread(candidates);
    const firstUnread = candidates.find((k) => fresh.has(k));
    if (firstUnread) return { key: firstUnread, matched: false };
    const at = currentKey ? order.indexOf(currentKey) : -1;
    const next = [...order.slice(at + 1), ...order.slice(0, at + 1)].find(usable);
    if (next) return { key: next, matched: false };
    // The one on screen is all there is: better served again than an error.
    return currentKey && order.includes(currentKey) && !hidden.has(currentKey)
      ? { key: currentKey, matched: false }
      : null;
  }

  /** The library passage closest to the request within the level (topic first); else the next unread one. */
  async function libraryPassage(
    req: { level: ReadingLevel; topic: Topic; prompt: string; currentKey?: string },
    userId: string,
  ): Promise<LibraryAnswer<StoredPassage>> {
    const ranked = req.prompt ? search.passages(req.prompt, req.level, req.topic) : [];
    let order = search.passageOrder(req.level, req.topic);
    // A level with no library passage at all borrows from the others rather than failing.
    if (!order.length) order = library.passages.map((p) => `reading/${p.level}/${p.topic}/${p.id}`);
    const choice = await chooseFromLibrary(ranked, order, req.currentKey, async (keys) => {
      const seen = await loadedPassages(userId, keys);
      return new Set(keys.filter((k) => !seen.has(k)));
    });
    const row = choice ? await repo.findPassage(choice.key) : undefined;
    if (!row || !choice) throw new HttpError(404, CONTENT_MESSAGES.noPassage);
    return { row: toStoredPassage(row), matched: choice.matched };
  }

  async function findPassage(key: string): Promise<StoredPassage> {
    const row = await repo.findPassage(key);
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
    return toStoredPassage(row);
  }

  /**
   * One passage from the AI service, checked before anything is stored
   * (issue 15): the text first (length, level, blocked words), then with its
   * questions and vocabulary. A failed check is logged by its measures, never
   * with the text, and the whole passage is asked for once more.
   */
  /** The passage's story family, easiest level first; no members when it has none (issue 21). */
  async function passageFamily(key: string) {
    const row = await repo.findPassage(key);
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
    if (!row.family) return { family: null, members: [] };
    const members = await repo.familyMembers(row.family);
    return {
      family: row.family,
      members: byDifficulty(members.map((m) => ({ key: m.key, level: levelOf(m.level), title: m.title }))),
    };
  }

  async function generateWithAi(
    client: AiClient,
    req: GeneratePassageRequest,
    userId: string,
    signal: AbortSignal,
    events: PassageEvents,
  ): Promise<StoredPassage | null> {
    const words = WORD_TARGETS[req.level];
    const messages = passageMessages({ level: req.level, topic: req.topic, learnerRequest: req.prompt, words });
    for (let attempt = 1; attempt <= GENERATION_ATTEMPTS; attempt++) {
      if (attempt > 1) events.onRestart?.();
      const passage = parsePassage(await client.streamText(messages, signal, events.onText));
      const draft: PassageBody = { ...passage, questions: [], vocabulary: [] };
      let problems = checkGeneratedPassage(draft, req.level, hasBlockedWords, { textOnly: true });
      let body = draft;
      if (!problems.length) {
        const extras = await client.completeJson(
          { name: 'questions', schema: questionsAnswerSchema, messages: questionsMessages(passage) },
          signal,
        );
        body = { ...passage, questions: extras.questions, vocabulary: usableVocabulary(extras.vocabulary) };
        problems = checkGeneratedPassage(body, req.level, hasBlockedWords);
      }
      if (problems.length) {
        log.warn(
          {
            level: req.level,
            topic: req.topic,
            attempt,
            reasons: problems.map((p) => `${p.problem}: ${p.detail}`),
          },
          'generated passage failed its checks',
        );
        continue;
      }
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
      await repo.insertPassage(row); // only a passage that passed every check is stored
      return toStoredPassage(row);
    }
    return null;
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
      const fromLibrary = async (fallback: boolean) => {
        const { row, matched } = await libraryPassage(req, userId);
        return englishResponse(row, fallback, { request: req.prompt, matched });
      };
      // No AI service: a search of the library, which costs no AI allowance.
      if (!ai) return fromLibrary(false);
      const release = await gate.acquire(userId);
      try {
        const generated = await generateWithAi(ai, req, userId, signal, events);
        if (generated) return englishResponse(generated, false, { request: req.prompt, matched: false });
      } catch (error) {
        if (!(error instanceof AiError) || error.kind === 'cancelled') throw error;
        log.warn({ kind: error.kind, reason: error.message }, 'passage generation failed; serving the library');
      } finally {
        release();
      }
      events.onRestart?.();
      return fromLibrary(true);
    },

    findPassage,

    /** A page of the library's passages (hidden ones left out), newest first. */
    async listPassages(filter: Parameters<ContentRepository['listPassages']>[0]) {
      const { rows, nextCursor } = await repo.listPassages(filter);
      return { passages: rows.map(toPassageListItem), nextCursor };
    },

    async listTasks(filter: Parameters<ContentRepository['listTasks']>[0]) {
      const { rows, nextCursor } = await repo.listTasks(filter);
      return { tasks: rows.map(toTaskListItem), nextCursor };
    },

    async findTask(key: string): Promise<StoredWritingTask> {
      const row = await repo.findTask(key);
      if (!row) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
      return toStoredTask(row);
    },

    async generateTask(
      req: { mode: WritingMode; prompt: string; currentKey?: string },
      userId: string,
      signal: AbortSignal,
    ) {
      const { mode, prompt } = req;
      const fromLibrary = async (fallback: boolean) => {
        const ranked = prompt ? search.tasks(prompt, mode) : [];
        // Tasks are not tracked as read: the next one after the screen's, in library order.
        const choice = await chooseFromLibrary(ranked, search.taskOrder(mode), req.currentKey, async () => new Set());
        const row = choice ? await repo.findTask(choice.key) : undefined;
        if (!row || !choice) throw new HttpError(404, 'Failed to generate writing task');
        return { task: toStoredTask(row), fallback, request: prompt, matched: choice.matched };
      };
      if (!ai) return fromLibrary(false);
      const rules = WRITING_MODE_RULES[mode];
      const wordCount = rules.maxWords ? `${rules.minWords}-${rules.maxWords}` : `${rules.minWords}+`;
      const release = await gate.acquire(userId);
      try {
        for (let attempt = 1; attempt <= GENERATION_ATTEMPTS; attempt++) {
          const answer = await ai.completeJson(
            {
              name: 'writing_task',
              schema: writingTaskAnswerSchema,
              messages: writingTaskMessages({ mode, learnerRequest: prompt, minutes: rules.minutes, wordCount }),
            },
            signal,
          );
          const body = writingTaskBodySchema.parse({ ...answer, timeLimit: rules.minutes, wordCount });
          // The sample answer is shown as a model to compare with (issue 15): it must meet the task's own target.
          const sampleWords = countWords(body.sampleAnswer);
          const reasons = [
            ...(sampleWords < rules.minWords || (rules.maxWords !== undefined && sampleWords > rules.maxWords)
              ? [`sample-length: ${sampleWords} words, target ${wordCount}`]
              : []),
            ...(hasBlockedWords([body.title, body.prompt, ...body.requirements, body.sampleAnswer].join('\n'))
              ? ['blocked-words: blocked words found']
              : []),
          ];
          if (reasons.length) {
            log.warn({ mode, attempt, reasons }, 'generated writing task failed its checks');
            continue;
          }
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
          return { task: toStoredTask(row), fallback: false, request: prompt, matched: false };
        }
      } catch (error) {
        if (!(error instanceof AiError) || error.kind === 'cancelled') throw error;
        log.warn({ kind: error.kind }, 'writing task generation failed; serving the library');
      } finally {
        release();
      }
      return fromLibrary(true);
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
