// Completed writing tasks: each draft is scored on the server with the §9
// formula, analysed, kept (so revisions show progress) and counted once as a
// learning event, under the draft's own client-generated id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { xpFor } from '../../../domain/activity.ts';
import type { EnglishVariety } from '../../../domain/english-variety.ts';
import type { WritingMode } from '../../../domain/enums.ts';
import type { WritingGuide } from '../../../domain/library.ts';
import { countWords } from '../../../domain/text.ts';
import {
  type Attempt,
  attemptRequestSchema,
  MAX_ATTEMPTS_PER_DAY,
  TOO_MANY_ATTEMPTS,
  WRITING_BODY_LIMIT,
  writingScore,
} from '../../../domain/writing.ts';
import type { Db } from '../../db/client.ts';
import type { WritingAttemptsTable } from '../../db/types.ts';
import type { Authorization } from '../../http/authorize.ts';
import { HttpError } from '../../http/errors.ts';
import { userParams, userRouteResponses } from '../../http/user-route-schemas.ts';
import type { Analyse } from '../feedback/index.ts';
import type { ProgressService } from '../progress/index.ts';

type Deps = {
  db: Db;
  progress: ProgressService;
  authorization: Authorization;
  guideFor: (mode: WritingMode) => WritingGuide | undefined;
  englishVariety: EnglishVariety;
  analyse: Analyse;
};

const toAttempt = (r: WritingAttemptsTable): Attempt => ({
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
});

export function writingRoutes({
  db,
  progress,
  authorization,
  guideFor,
  englishVariety,
  analyse,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    app.post(
      '/api/user/:id/writing/attempts',
      {
        ...own,
        bodyLimit: WRITING_BODY_LIMIT,
        schema: { params: userParams, body: attemptRequestSchema, response: userRouteResponses },
      },
      async (request) => {
        const userId = request.params.id;
        const body = request.body;
        const existing = await db
          .selectFrom('writing_attempts')
          .selectAll()
          .where('id', '=', body.id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (existing) return { attempt: { ...toAttempt(existing), xp: 0 }, newBadges: [] };

        const dayAgo = Date.now() - 86_400_000;
        const today = await db
          .selectFrom('writing_attempts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('created_at', '>', dayAgo)
          .executeTakeFirstOrThrow();
        if (Number(today.n) >= MAX_ATTEMPTS_PER_DAY) throw new HttpError(429, TOO_MANY_ATTEMPTS);

        const words = countWords(body.text);
        const { findings, estimate } = await analyse({
          text: body.text,
          mode: body.mode,
          keyPhrases: guideFor(body.mode)?.template.keyPhrases.flatMap((k) => k.phrases),
          variety: englishVariety,
        });
        const row: WritingAttemptsTable = {
          id: body.id,
          user_id: userId,
          task_key: body.taskKey,
          mode: body.mode,
          text: body.text,
          words,
          seconds: body.secondsUsed,
          score: writingScore({
            words,
            mode: body.mode,
            secondsUsed: body.secondsUsed,
            timeLimitMinutes: body.timeLimit,
          }),
          band: estimate.overall,
          cefr: estimate.cefr,
          findings: findings.length,
          created_at: Date.now(),
        };
        const event = {
          id: body.id,
          occurredAt: new Date(row.created_at).toISOString(),
          data: {
            type: 'writing-task',
            words: Math.min(words, 20_000),
            seconds: Math.max(1, body.secondsUsed),
            score: row.score,
            mode: body.mode,
            taskKey: body.taskKey,
          } as const,
        };
        // The attempt and its event are written together or not at all.
        const saved = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('writing_attempts')
            .values(row)
            .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
            .executeTakeFirst();
          // A parallel retry of the same draft got there first: it counts once.
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
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
    );

    app.get(
      '/api/user/:id/writing/attempts',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: z.object({ taskKey: z.string().max(300).optional() }),
          response: userRouteResponses,
        },
      },
      async (request) => {
        let query = db
          .selectFrom('writing_attempts')
          .selectAll()
          .where('user_id', '=', request.params.id)
          .orderBy('created_at', 'desc')
          .limit(50);
        if (request.query.taskKey) query = query.where('task_key', '=', request.query.taskKey);
        return { attempts: (await query.execute()).map(toAttempt) };
      },
    );
  };
}
