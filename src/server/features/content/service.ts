// Content rules: pick from the library or ask an AI task (ai/tasks/<task>),
// store what was generated, and serve the library when a task gives nothing
// (SPEC §8). Each task holds its own call, checks, retry and failure rules;
// this file decides which source answers, holds the AI gate and stores.
import { randomUUID } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  type EvaluateWritingRequest,
  type GeneratePassageRequest,
  type GeneratePassageResponse,
  type StoredPassage,
  type StoredWritingTask,
} from '../../../domain/content.ts';
import type { EnglishVariety } from '../../../domain/english-variety.ts';
import type { ReadingLevel, Topic, WritingMode } from '../../../domain/enums.ts';
import type { WordSense } from '../../../domain/library.ts';
import { byDifficulty } from '../../../domain/story-families.ts';
import type { AiGate } from '../../ai/gate.ts';
import type { Library } from '../../ai/library.ts';
import { type AiClient, AiError, type TaskLog } from '../../ai/provider.ts';
import { askFeedback } from '../../ai/tasks/feedback/index.ts';
import { type PassageEvents, writePassage } from '../../ai/tasks/passage/index.ts';
import { translatePassage } from '../../ai/tasks/translation/index.ts';
import { writeWritingTask } from '../../ai/tasks/writing-task/index.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { Analyse } from '../feedback/index.ts';
import type { LibrarySearch } from './library-search.ts';
import { offlineFeedback } from './offline-feedback.ts';
import type { ContentRepository, PassageRow, WritingTaskRow } from './repository.ts';
import {
  englishResponse,
  frenchResponse,
  levelOf,
  toPassageListItem,
  toStoredPassage,
  toStoredTask,
  toTaskListItem,
  wordSensesOf,
} from './shapes.ts';

type Deps = {
  /** The writing analysis, run off the event loop. */
  analyse: Analyse;
  repo: ContentRepository;
  library: Library;
  ai: AiClient | null;
  gate: AiGate;
  log: TaskLog;
  /** The library's full-text index: the closest item to a request when no AI writes one. */
  search: LibrarySearch;
  /** Of these passage keys, the ones the learner has opened before. */
  loadedPassages: (userId: string, keys: string[]) => Promise<Set<string>>;
  /** Profanity filter for generated content. */
  hasBlockedWords: (text: string) => boolean;
  englishVariety?: EnglishVariety;
  /** Every content word's sense, stored with a generated passage like the library's (issue 28). */
  resolveWordSenses?: (text: string) => Promise<WordSense[]>;
  /** The app's clock (epoch ms): when a generated item was stored. */
  now?: () => number;
};

/** What the library gave for a request: the row, and whether it matched the request's words. */
type LibraryAnswer<R> = { row: R; matched: boolean };

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
  resolveWordSenses,
  now = Date.now,
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
    if (!row || !choice) throw new Refusal('not-found', CONTENT_MESSAGES.noPassage);
    return { row: toStoredPassage(row), matched: choice.matched };
  }

  async function findPassage(key: string): Promise<StoredPassage> {
    const row = await repo.findPassage(key);
    if (!row) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
    return toStoredPassage(row);
  }

  /** The passage's story family, easiest level first; no members when it has none (issue 21). */
  async function passageFamily(key: string) {
    const row = await repo.findPassage(key);
    if (!row) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
    if (!row.family) return { family: null, members: [] };
    const members = await repo.familyMembers(row.family);
    return {
      family: row.family,
      members: byDifficulty(members.map((m) => ({ key: m.key, level: levelOf(m.level), title: m.title }))),
    };
  }

  /** A passage from the AI service, stored once it passed every check; null when the library should answer. */
  async function generateWithAi(
    client: AiClient,
    req: GeneratePassageRequest,
    userId: string,
    signal: AbortSignal,
    events: PassageEvents,
  ): Promise<StoredPassage | null> {
    const body = await writePassage(client, req, { signal, events, hasBlockedWords, log });
    if (!body) return null;
    const row: PassageRow = {
      key: `reading/${req.level}/${req.topic}/ai-${randomUUID()}`,
      level: req.level,
      topic: req.topic,
      title: body.title,
      source: 'ai',
      body: JSON.stringify({ ...body, wordSenses: await resolveWordSenses?.(body.text) }),
      french: null,
      created_by: userId,
      created_at: now(),
      family: null,
    };
    await repo.insertPassage(row);
    return toStoredPassage(row);
  }

  async function translate(
    req: GeneratePassageRequest,
    userId: string,
    signal: AbortSignal,
  ): Promise<GeneratePassageResponse> {
    if (!req.originalKey) throw new Refusal('invalid', CONTENT_MESSAGES.translationNeedsKey);
    const passage = await findPassage(req.originalKey);
    const language = req.translateTo;
    if (language === 'fr' && passage.french) return frenchResponse(passage, passage.french);
    // Only French is stored (library and passages.french); another language needs the AI service each time.
    if (!ai) throw new Refusal('not-found', CONTENT_MESSAGES.noTranslation);
    const release = await gate.acquire(userId);
    try {
      const { french: translated, marked } = await translatePassage(ai, passage, signal, language);
      // A marked translation is the English in disguise: shown this once, never kept.
      if (!marked && language === 'fr') await repo.setFrench(passage.key, JSON.stringify(translated));
      return frenchResponse(passage, translated, language);
    } catch (error) {
      throw error instanceof AiError
        ? new Refusal('upstream-failed', 'The translation could not be made. Please try again.')
        : error;
    } finally {
      release();
    }
  }

  return {
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
      } finally {
        release();
      }
      events.onRestart?.();
      return fromLibrary(true);
    },

    findPassage,

    /** A passage with its table of word senses, for word help (never sent to the page: it is large). */
    async findPassageWords(key: string): Promise<StoredPassage & { wordSenses: WordSense[] }> {
      const row = await repo.findPassage(key);
      if (!row) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
      return { ...toStoredPassage(row), wordSenses: wordSensesOf(row) };
    },

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
      if (!row) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
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
        if (!row || !choice) throw new Refusal('not-found', 'Failed to generate writing task');
        return { task: toStoredTask(row), fallback, request: prompt, matched: choice.matched };
      };
      if (!ai) return fromLibrary(false);
      const release = await gate.acquire(userId);
      try {
        const body = await writeWritingTask(ai, { mode, prompt }, { signal, hasBlockedWords, log });
        if (body) {
          const row: WritingTaskRow = {
            key: `writing/${mode}/ai-${randomUUID()}`,
            mode,
            title: body.title,
            source: 'ai',
            body: JSON.stringify(body),
            created_by: userId,
            created_at: now(),
          };
          await repo.insertTask(row);
          return { task: toStoredTask(row), fallback: false, request: prompt, matched: false };
        }
      } finally {
        release();
      }
      return fromLibrary(true);
    },

    async evaluate(req: EvaluateWritingRequest, userId: string, signal: AbortSignal) {
      // In the learner's turn: one of their texts at a time (issue 30).
      const analysis = await analyse(
        {
          text: req.writingText,
          mode: req.writingMode,
          prompt: req.prompt,
          keyPhrases: library.guides.get(req.writingMode)?.template.keyPhrases.flatMap((k) => k.phrases),
          variety: englishVariety,
        },
        { owner: userId },
      );
      const { text, capped, findings, likelyErrors, measured, estimate } = analysis;
      const base = {
        findings: findings.map(({ rule: _rule, ...f }) => f),
        likelyErrors,
        evaluatedText: text,
        capped,
        estimate,
        measures: { words: measured.words, target: measured.target, paragraphs: measured.paragraphs },
      };
      const offline = () => ({
        ...base,
        feedback: offlineFeedback(measured, findings.length, capped),
        source: 'library' as const,
      });
      if (!ai) return offline();
      const release = await gate.acquire(userId);
      try {
        const feedback = await askFeedback(
          ai,
          {
            mode: req.writingMode,
            taskPrompt: req.prompt,
            text,
            measures: measured,
            grammar: findings,
            estimate,
            language: req.language,
          },
          { signal, log },
        );
        return feedback === null ? offline() : { ...base, feedback, source: 'ai' as const };
      } finally {
        release();
      }
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
