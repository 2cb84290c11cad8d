// A story to read: pick one from the library or ask an AI task
// (ai/tasks/passage), store what was written, and serve the library when the
// task gives nothing (SPEC §8); and a story's translations, each made once
// and kept for every learner (issue 33, decision 032). Each AI task holds
// its own call, checks, retry and failure rules; this file decides which
// source answers, holds the AI gate and stores.
import { randomUUID } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  type FrenchPassage,
  type GeneratePassageRequest,
  type GeneratePassageResponse,
  type KeyedPassage,
} from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import type { WordSense, WordSenseChoice } from '#src/domain/library.ts';
import { byDifficulty } from '#src/domain/story-families.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#src/domain/word-help.ts';
import type { AiGate } from '#src/server/ai/gate.ts';
import type { Library } from '#src/server/ai/library.ts';
import { type AiClient, AiError, type TaskLog } from '#src/server/ai/provider.ts';
import { type PassageEvents, writePassage } from '#src/server/ai/tasks/passage/index.ts';
import { translatePassage } from '#src/server/ai/tasks/translation/index.ts';
import { chooseWordSenses } from '#src/server/ai/tasks/word-senses/index.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import { chooseFromLibrary, type LibrarySearch } from '../library/index.ts';
import type { PassageRepository, PassageRow } from './repository.ts';
import {
  englishResponse,
  frenchResponse,
  levelOf,
  parseTranslation,
  toPassageListItem,
  toStoredPassage,
  translationSourceHash,
  wordSensesOf,
} from './shapes.ts';

type Deps = {
  repo: PassageRepository;
  library: Library;
  ai: AiClient | null;
  gate: AiGate;
  log: TaskLog;
  /** The library's full-text index: the closest item to a request when no AI writes one. */
  search: LibrarySearch;
  /** Of these passage keys, the ones the learner has opened before. */
  loadedPassages: (userId: string, keys: string[]) => Promise<Set<string>>;
  /** Of these keys, the ones reports or a volunteer hid (decision 015). */
  hiddenAmong: (keys: string[]) => Promise<Set<string>>;
  /** Profanity filter for generated content. */
  hasBlockedWords: (text: string) => boolean;
  /**
   * Every content word's sense with the senses the model chose it among, for a generated passage's table like the
   * library's (issue 28); the AI then chooses among them (decision 034).
   */
  resolveWordSenses?: (text: string) => Promise<WordSenseChoice[]>;
  /** The app's clock (epoch ms): when a generated item was stored. */
  now?: () => number;
};

export function createPassageService({
  repo,
  library,
  ai,
  gate,
  log,
  search,
  loadedPassages,
  hiddenAmong,
  hasBlockedWords,
  resolveWordSenses,
  now = Date.now,
}: Deps) {
  /** The library passage closest to the request within the level (topic first); else the next unread one. */
  async function libraryPassage(
    req: { level: ReadingLevel; topic: Topic; prompt: string; currentKey?: string },
    userId: string,
  ): Promise<{ row: KeyedPassage; matched: boolean }> {
    const ranked = req.prompt ? search.passages(req.prompt, req.level, req.topic) : [];
    let order = search.passageOrder(req.level, req.topic);
    // A level with no library passage at all borrows from the others rather than failing.
    if (!order.length) order = library.passages.map((p) => `reading/${p.level}/${p.topic}/${p.id}`);
    const choice = await chooseFromLibrary(ranked, order, req.currentKey, {
      hiddenAmong,
      unread: async (keys) => {
        const seen = await loadedPassages(userId, keys);
        return new Set(keys.filter((k) => !seen.has(k)));
      },
    });
    const row = choice ? await repo.find(choice.key) : undefined;
    if (!row || !choice) throw new Refusal('not-found', CONTENT_MESSAGES.noPassage);
    return { row: toStoredPassage(row), matched: choice.matched };
  }

  async function findPassage(key: string): Promise<KeyedPassage> {
    const row = await repo.find(key);
    if (!row) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
    return toStoredPassage(row);
  }

  /** The passage's story family, easiest level first; no members when it has none (issue 21). */
  async function passageFamily(key: string) {
    const row = await repo.find(key);
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
  ): Promise<KeyedPassage | null> {
    const body = await writePassage(client, req, { signal, events, hasBlockedWords, log });
    if (!body) return null;
    const choices = await resolveWordSenses?.(body.text);
    const wordSenses = choices && (await chooseWordSenses(client, body.text, choices, { signal, log }));
    const row: PassageRow = {
      key: `reading/${req.level}/${req.topic}/ai-${randomUUID()}`,
      level: req.level,
      topic: req.topic,
      title: body.title,
      source: 'ai',
      body: JSON.stringify({ ...body, wordSenses }),
      french: null,
      created_by: userId,
      created_at: now(),
      family: null,
    };
    await repo.insert(row);
    return toStoredPassage(row);
  }

  /**
   * The passage's kept translation into a language, or null: the library's
   * French (passages.french, from the content files) first, then one the AI
   * service made for any learner from this same story text.
   */
  async function storedTranslation(
    passage: KeyedPassage,
    language: TranslationLanguage,
  ): Promise<{ translation: FrenchPassage; by: 'team' | 'ai' } | null> {
    if (language === 'fr' && passage.french) return { translation: passage.french, by: 'team' };
    const row = await repo.findTranslation(passage.key, language, translationSourceHash(passage));
    return row
      ? { translation: parseTranslation(row.translation), by: row.translated_by === 'team' ? 'team' : 'ai' }
      : null;
  }

  async function translate(
    req: GeneratePassageRequest,
    userId: string,
    signal: AbortSignal,
  ): Promise<GeneratePassageResponse> {
    if (!req.originalKey) throw new Refusal('invalid', CONTENT_MESSAGES.translationNeedsKey);
    const passage = await findPassage(req.originalKey);
    const language = req.translateTo;
    const stored = await storedTranslation(passage, language);
    if (stored) return frenchResponse(passage, stored.translation, language, true, stored.by);
    if (!ai) throw new Refusal('not-found', CONTENT_MESSAGES.noTranslation);
    const release = await gate.acquire(userId);
    try {
      const { french: translated, marked } = await translatePassage(ai, passage, signal, language);
      // A marked translation is the English in disguise: shown this once, never kept.
      if (!marked) {
        await repo.saveTranslation({
          passage_key: passage.key,
          language,
          translation: JSON.stringify(translated),
          source_hash: translationSourceHash(passage),
          created_at: now(),
          translated_by: 'ai',
        });
      }
      return frenchResponse(passage, translated, language, !marked, 'ai');
    } catch (error) {
      throw error instanceof AiError ? new Refusal('upstream-failed', CONTENT_MESSAGES.translationFailed) : error;
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

    /** The passage as opened by key, with the languages it has a kept translation in. */
    async passageWithTranslations(key: string): Promise<KeyedPassage> {
      const passage = await findPassage(key);
      const kept = await repo.translationLanguages(key, translationSourceHash(passage));
      const languages = TRANSLATION_LANGUAGES.filter(
        (language) => kept.includes(language) || (language === 'fr' && passage.french),
      );
      return { ...passage, translations: languages };
    },

    /** A passage with its kept translation into a language (null when none is kept), for the PDF. */
    async findPassageWithTranslation(key: string, language: TranslationLanguage) {
      const passage = await findPassage(key);
      return { passage, translation: (await storedTranslation(passage, language))?.translation ?? null };
    },

    /** A passage with its table of word senses, for word help (never sent to the page: it is large). */
    async findPassageWords(key: string): Promise<KeyedPassage & { wordSenses: WordSense[] }> {
      const row = await repo.find(key);
      if (!row) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
      return { ...toStoredPassage(row), wordSenses: wordSensesOf(row) };
    },

    /** A page of the library's passages (hidden ones left out), newest first. */
    async listPassages(filter: Parameters<PassageRepository['list']>[0]) {
      const { rows, nextCursor } = await repo.list(filter);
      return { passages: rows.map(toPassageListItem), nextCursor };
    },
  };
}
export type PassageService = ReturnType<typeof createPassageService>;
