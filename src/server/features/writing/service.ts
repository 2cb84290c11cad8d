// Completed writing tasks: each draft is scored on the server with the §9
// formula against the task's own mode and time limit (read from the stored
// task, never from the client: decision 014), analysed, kept (so revisions
// show progress) and counted once as a learning event, under the draft's own
// client-generated id.
import { type VerifiedEvent, xpFor } from '../../../domain/activity.ts';
import type { EnglishVariety } from '../../../domain/english-variety.ts';
import type { WritingMode } from '../../../domain/enums.ts';
import type { WritingGuide } from '../../../domain/library.ts';
import { countWords } from '../../../domain/text.ts';
import {
  type Attempt,
  type AttemptRequest,
  type AttemptSavedResponse,
  MAX_ATTEMPTS_PER_DAY,
  TOO_MANY_ATTEMPTS,
  writingScore,
} from '../../../domain/writing.ts';
import { HttpError } from '../../http/errors.ts';
import type { Analyse } from '../feedback/index.ts';
import type { ProgressService } from '../progress/index.ts';
import type { AttemptRow, WritingRepository } from './repository.ts';

/** What scoring needs from a stored task; the loader answers 404 for an unknown key. */
export type TaskFacts = { key: string; mode: WritingMode; timeLimit: number; prompt: string };

type Deps = {
  repo: WritingRepository;
  progress: Pick<ProgressService, 'recordVerified' | 'summary'>;
  loadTask: (key: string) => Promise<TaskFacts>;
  guideFor: (mode: WritingMode) => WritingGuide | undefined;
  englishVariety: EnglishVariety;
  analyse: Analyse;
  now?: () => number;
};

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
  };
}

export function createWritingService({
  repo,
  progress,
  loadTask,
  guideFor,
  englishVariety,
  analyse,
  now = Date.now,
}: Deps) {
  return {
    async completeTask(userId: string, body: AttemptRequest): Promise<AttemptSavedResponse> {
      const existing = await repo.findAttempt(userId, body.id);
      if (existing) return { attempt: { ...toAttempt(existing), xp: 0 }, newBadges: [] };
      if ((await repo.countAttemptsSince(userId, now() - 86_400_000)) >= MAX_ATTEMPTS_PER_DAY)
        throw new HttpError(429, TOO_MANY_ATTEMPTS);

      const task = await loadTask(body.taskKey);
      const words = countWords(body.text);
      // Outside the transaction: the checker can take seconds and must not hold the database.
      const { findings, estimate } = await analyse({
        text: body.text,
        mode: task.mode,
        prompt: task.prompt,
        keyPhrases: guideFor(task.mode)?.template.keyPhrases.flatMap((k) => k.phrases),
        variety: englishVariety,
      });
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
          secondsUsed: body.secondsUsed,
          timeLimitMinutes: task.timeLimit,
        }),
        band: estimate.overall,
        cefr: estimate.cefr,
        findings: findings.length,
        created_at: now(),
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
        try {
          return await progress.recordVerified(userId, event, trx);
        } catch (error) {
          // Past the day's limit for writing XP the draft is still kept; it just earns nothing.
          if (error instanceof HttpError && error.statusCode === 400) return { accepted: 0, newBadges: [] };
          throw error;
        }
      });
      if (!saved) return { attempt: { ...toAttempt(row), xp: 0 }, newBadges: [] };
      // The badges this event unlocked, as the activity route reports them.
      const earned = new Set(saved.newBadges);
      const { summary } = await progress.summary(userId);
      return {
        attempt: { ...toAttempt(row), xp: saved.accepted ? xpFor(event.data) : 0 },
        newBadges: summary.badges.filter((b) => earned.has(b.id)),
      };
    },

    async listAttempts(userId: string, taskKey?: string): Promise<Attempt[]> {
      return (await repo.listAttempts(userId, { taskKey, limit: LIST_LIMIT })).map(toAttempt);
    },
  };
}
export type WritingService = ReturnType<typeof createWritingService>;
