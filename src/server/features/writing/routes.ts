// Completed writing tasks: each draft is scored on the server with the §9
// formula, analysed, kept (so revisions show progress) and counted once as a
// learning event, under the draft's own client-generated id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { capText } from '../../../domain/content.ts';
import type { WritingMode } from '../../../domain/enums.ts';
import { estimateBands } from '../../../domain/estimate.ts';
import type { WritingGuide } from '../../../domain/library.ts';
import { WRITING_MODE_RULES } from '../../../domain/library.ts';
import { countWords } from '../../../domain/text.ts';
import { type Attempt, attemptRequestSchema, writingScore } from '../../../domain/writing.ts';
import type { Db } from '../../db/client.ts';
import type { WritingAttemptsTable } from '../../db/types.ts';
import type { Authorization } from '../../http/authorize.ts';
import { userParams, userRouteResponses } from '../../http/user-route-schemas.ts';
import { grammarFindings } from '../feedback/grammar.ts';
import type { ProgressService } from '../progress/service.ts';

type Deps = {
  db: Db;
  progress: ProgressService;
  authorization: Authorization;
  guideFor: (mode: WritingMode) => WritingGuide | undefined;
};

const toAttempt = (r: WritingAttemptsTable): Attempt => ({
  id: r.id,
  taskKey: r.task_key,
  mode: r.mode as WritingMode,
  text: r.text,
  words: Number(r.words),
  seconds: Number(r.seconds),
  score: Number(r.score),
  band: Number(r.band),
  cefr: r.cefr,
  findings: Number(r.findings),
  createdAt: new Date(Number(r.created_at)).toISOString(),
});

export function writingRoutes({ db, progress, authorization, guideFor }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    app.post(
      '/api/user/:id/writing/attempts',
      { ...own, schema: { params: userParams, body: attemptRequestSchema, response: userRouteResponses } },
      async (request) => {
        const userId = request.params.id;
        const body = request.body;
        const existing = await db
          .selectFrom('writing_attempts')
          .selectAll()
          .where('id', '=', body.id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (existing) return { attempt: toAttempt(existing), newBadges: [] };

        const words = countWords(body.text);
        const { text: checked } = capText(body.text);
        const findings = await grammarFindings(checked);
        const estimate = estimateBands({
          text: checked,
          targetWords: WRITING_MODE_RULES[body.mode].minWords,
          grammarErrors: findings.length,
          keyPhrases: guideFor(body.mode)?.template.keyPhrases.flatMap((k) => k.phrases),
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
        const before = new Set((await progress.summary(userId)).summary.badges.map((b) => b.id));
        await db
          .insertInto('writing_attempts')
          .values(row)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await progress.recordVerified(userId, {
          id: body.id,
          occurredAt: new Date(row.created_at).toISOString(),
          data: {
            type: 'writing-task',
            words: Math.min(words, 20_000),
            seconds: Math.max(1, body.secondsUsed),
            score: row.score,
            mode: body.mode,
            taskKey: body.taskKey,
          },
        });
        const after = (await progress.summary(userId)).summary.badges;
        return { attempt: toAttempt(row), newBadges: after.filter((b) => !before.has(b.id)) };
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
