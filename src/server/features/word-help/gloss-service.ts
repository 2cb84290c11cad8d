// Decision 008: the French word for a tapped English word when the passage's
// French vocabulary has none. Asked of the AI service only when one is
// configured, for a word of a sentence that really is in the passage; each
// answer is stored (the database is the shared cache), so a word in a
// sentence is asked once for everyone. Any failure (busy, over quota, slow,
// invalid answer) gives no French: the popup never shows an error for it.
import { createHash } from 'node:crypto';
import { collapseSpace } from '#src/domain/word-help.ts';
import type { AiGate } from '#src/server/ai/gate.ts';
import type { AiClient } from '#src/server/ai/provider.ts';
import { askWordGloss } from '#src/server/ai/tasks/word-gloss/index.ts';
import type { Limit } from '#src/server/config.ts';
import type { GlossKey, GlossRepository } from './repository.ts';

type Deps = {
  ai: AiClient | null;
  gate: AiGate;
  repo: GlossRepository;
  quota: Limit;
  /** A gloss is small: waiting longer than this helps nobody, the learner has moved on. */
  timeoutMs?: number;
  log: { warn: (obj: object, msg: string) => void };
  now?: () => number;
};

export const GLOSS_TIMEOUT_MS = 10_000;

export function createGlossService({ ai, gate, repo, quota, timeoutMs = GLOSS_TIMEOUT_MS, log, now = Date.now }: Deps) {
  // Two learners tapping the same word at once share one call on this instance.
  const inFlight = new Map<string, Promise<string | null>>();

  async function ask(client: AiClient, key: GlossKey, word: string, sentence: string, userId: string) {
    let release: () => void;
    try {
      release = await gate.acquire(userId, { bucket: 'ai-gloss', quota });
    } catch {
      return null; // busy or over quota: no French this time, and nothing stored
    }
    try {
      const french = await askWordGloss(client, word, sentence, AbortSignal.timeout(timeoutMs));
      try {
        await repo.saveGloss({ ...key, french, model: client.model, created_at: now() });
      } catch (error) {
        log.warn({ err: error }, 'a French gloss could not be stored');
      }
      return french;
    } catch (error) {
      log.warn({ err: error, word }, 'the AI service gave no French gloss');
      return null;
    } finally {
      release();
    }
  }

  return {
    /** Whether a gloss can be asked at all: the client skips the request when not. */
    get available() {
      return ai !== null;
    },

    async gloss(input: { word: string; sentence: string; passageKey: string; userId: string }): Promise<string | null> {
      const sentence = collapseSpace(input.sentence);
      const key: GlossKey = {
        passage_key: input.passageKey,
        sentence_hash: createHash('sha256').update(sentence).digest('hex'),
        word: input.word.toLowerCase(),
      };
      const stored = await repo.findGloss(key);
      if (stored) return stored.french;
      if (!ai) return null;
      const id = `${key.passage_key}\n${key.sentence_hash}\n${key.word}`;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = ask(ai, key, input.word, sentence, input.userId).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}
export type GlossService = ReturnType<typeof createGlossService>;
