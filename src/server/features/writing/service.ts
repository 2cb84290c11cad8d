// Completed writing tasks: each draft is scored on the server with the §9
// formula against the task's own mode and time limit (read from the stored
// task, never from the client: decision 014), kept (so revisions show
// progress) and counted once as a learning event, under the draft's own
// client-generated id. The writing checker reads it after it is stored.

import type { FastifyBaseLogger } from 'fastify';
import { ACTIVITY_MESSAGES, type VerifiedEvent, xpFor } from '#src/domain/activity.ts';
import type { EnglishVariety } from '#src/domain/english-variety.ts';
import type { WritingMode } from '#src/domain/enums.ts';
import type { WritingGuide } from '#src/domain/library.ts';
import { countWords } from '#src/domain/text.ts';
import {
  type Attempt,
  type AttemptRequest,
  type AttemptSavedResponse,
  isMostlyFiller,
  MAX_ATTEMPTS_PER_DAY,
  secondsForScore,
  TOO_MANY_ATTEMPTS,
  writingScore,
} from '#src/domain/writing.ts';
import { isWordSalad } from '#src/server/language/word-salad.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import { countAttempt } from '#src/server/rate-limits/attempts.ts';
import type { RateLimitRepository } from '#src/server/rate-limits/repository.ts';
import type { ProgressService } from '../progress/index.ts';
import type { Analyse } from '../writing-feedback/index.ts';
import type { AttemptRow, WritingRepository } from './repository.ts';

/** What scoring needs from a stored task; the loader answers 404 for an unknown key. */
export type TaskFacts = { key: string; title: string; mode: WritingMode; timeLimit: number; prompt: string };

type Deps = {
  repo: WritingRepository;
  progress: Pick<ProgressService, 'recordVerified' | 'summary'>;
  loadTask: (key: string) => Promise<TaskFacts>;
  /** When the server last saw the learner open the task (undefined: never). */
  taskOpenedAt: (userId: string, key: string) => Promise<number | undefined>;
  guideFor: (mode: WritingMode) => WritingGuide | undefined;
  englishVariety: EnglishVariety;
  analyse: Analyse;
  /** The daily drafts limit's counter. */
  limits: RateLimitRepository;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
  /** Told each time a learner's saved drafts have all been read by the checker (tests wait on it). */
  onChecked?: (userId: string) => void;
};

const DAY_MS = 86_400_000;

const LIST_LIMIT = 50;

export function toAttempt(r: AttemptRow): Attempt {
  return {
    id: r.id,
    taskKey: r.task_key,
    mode: r.mode as WritingMode,
    text: r.text,
    words: Number(r.words),
    seconds: Number(r.seconds),
    score: Number(r.score),
    band: r.band === null ? null : Number(r.band),
    cefr: r.cefr,
    findings: Number(r.findings),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    title: r.title ?? null,
    prompt: r.prompt ?? null,
    pending: Number(r.analysed) === 0,
  };
}

export function createWritingService({
  repo,
  progress,
  loadTask,
  taskOpenedAt,
  guideFor,
  englishVariety,
  analyse,
  limits,
  log,
  onChecked,
  now = Date.now,
}: Deps) {
  // Learners whose drafts are being checked now, and whether one more was saved meanwhile.
  const draining = new Map<string, { again: boolean }>();
  let stopped = false;

  /**
   * Checks the learner's unchecked drafts one at a time, oldest first, in the
   * learner's turn of the checker's queue and in one of their own places
   * (decision 027): saving never waits for it, and one learner's drafts never
   * take another's place.
   */
  function analyseLater(userId: string): void {
    const current = draining.get(userId);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: false };
    draining.set(userId, state);
    void (async () => {
      const failed: string[] = [];
      try {
        for (;;) {
          state.again = false;
          const row = stopped ? undefined : await repo.nextUnanalysed(userId, failed);
          if (!row) {
            if (state.again && !stopped) continue;
            return;
          }
          try {
            const task = await loadTask(row.task_key);
            const { findings, estimate } = await analyse(
              {
                text: row.text,
                mode: task.mode,
                prompt: task.prompt,
                keyPhrases: guideFor(task.mode)?.template.keyPhrases.flatMap((k) => k.phrases),
                variety: englishVariety,
              },
              { owner: userId, background: true },
            );
            await repo.saveAnalysis(userId, row.id, {
              band: estimate.overall,
              cefr: estimate.cefr,
              findings: findings.length,
            });
          } catch (error) {
            // Kept unchecked: tried again after the next save or a restart.
            failed.push(row.id);
            if (!stopped) log?.warn({ err: error, attemptId: row.id }, 'could not check a saved draft');
          }
        }
      } catch (error) {
        // The database went away (the app is closing) or failed: the drafts stay unchecked, not lost.
        if (!stopped) log?.warn({ err: error }, 'could not read the drafts to check');
      } finally {
        draining.delete(userId);
        onChecked?.(userId);
      }
    })();
  }

  return {
    async completeTask(userId: string, body: AttemptRequest): Promise<AttemptSavedResponse> {
      const existing = await repo.findAttempt(userId, body.id);
      if (existing) return { attempt: { ...toAttempt(existing), xp: 0 }, newBadges: [] };
      const task = await loadTask(body.taskKey);
      // Counted before the save, in one atomic step, so parallel saves cannot pass the limit together.
      await countAttempt(
        limits,
        `drafts:${userId}`,
        { max: MAX_ATTEMPTS_PER_DAY, windowMs: DAY_MS },
        now(),
        TOO_MANY_ATTEMPTS,
      );

      const words = countWords(body.text);
      // Words that are not sentences score the least and earn no XP (decision 033: a script's random story words scored 10/10).
      const salad = isWordSalad(body.text);
      // The time part of the score runs on the server's clock from the task's open (issue 30).
      const opened = await taskOpenedAt(userId, task.key);
      const seconds = secondsForScore({
        claimed: body.secondsUsed,
        sinceOpen: opened === undefined ? undefined : Math.max(0, Math.round((now() - opened) / 1000)),
        words,
        timeLimitMinutes: task.timeLimit,
      });
      // Stored first, checked after (issue 30): the checker never holds up a save.
      const row: AttemptRow = {
        id: body.id,
        user_id: userId,
        task_key: task.key,
        mode: task.mode,
        text: body.text,
        words,
        seconds: body.secondsUsed,
        score: writingScore({
          words,
          mode: task.mode,
          secondsUsed: seconds,
          timeLimitMinutes: task.timeLimit,
          filler: isMostlyFiller(body.text),
          salad,
        }),
        band: null,
        cefr: null,
        findings: 0,
        created_at: now(),
        analysed: 0,
        title: task.title,
        prompt: task.prompt,
      };
      const event: VerifiedEvent = {
        id: body.id,
        occurredAt: new Date(row.created_at).toISOString(),
        data: {
          type: 'writing-task',
          words: Math.min(words, 20_000),
          seconds: Math.max(1, body.secondsUsed),
          score: row.score,
          mode: task.mode,
          taskKey: task.key,
        },
      };
      // The attempt and its event are written together or not at all.
      const saved = await repo.transaction(async (trx) => {
        // A parallel retry of the same draft got there first: it counts once.
        if (!(await repo.insertAttempt(row, trx))) return null;
        if (salad) return { accepted: 0, newBadges: [], noXp: 'not-sentences' as const };
        try {
          return await progress.recordVerified(userId, event, trx);
        } catch (error) {
          // Done again today, or past the day's limit: the draft is still kept; it just earns nothing, and says why.
          if (error instanceof Refusal && error.kind === 'invalid')
            return {
              accepted: 0,
              newBadges: [],
              noXp:
                error.message === ACTIVITY_MESSAGES.taskAlready ? ('task-already' as const) : ('daily-limit' as const),
            };
          throw error;
        }
      });
      if (!saved) return { attempt: { ...toAttempt(row), xp: 0 }, newBadges: [] };
      analyseLater(userId);
      // The badges this event unlocked, as the activity route reports them.
      const earned = new Set(saved.newBadges);
      const { summary } = await progress.summary(userId);
      const noXp = 'noXp' in saved ? saved.noXp : undefined;
      return {
        attempt: { ...toAttempt(row), xp: saved.accepted ? xpFor(event.data) : 0, ...(noXp ? { noXp } : {}) },
        newBadges: summary.badges.filter((b) => earned.has(b.id)),
      };
    },

    async listAttempts(userId: string, taskKey?: string): Promise<Attempt[]> {
      return (await repo.listAttempts(userId, { taskKey, limit: LIST_LIMIT })).map(toAttempt);
    },

    /** Checks the drafts a restart left unchecked. */
    async resume(): Promise<void> {
      for (const userId of await repo.learnersWithUnanalysed()) analyseLater(userId);
    },

    /** No new checks after this (the app is closing). */
    stop(): void {
      stopped = true;
    },
  };
}
export type WritingService = ReturnType<typeof createWritingService>;
