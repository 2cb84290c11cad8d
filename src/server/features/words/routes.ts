// 'My words': the learner's word bank and its spaced-repetition review.
// A word added for the first time is also a 'word-learned' event, with an id
// made from the word, so re-adding a word never earns XP twice.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dueCards, newCard, review } from '../../../domain/srs.ts';
import { addWordRequestSchema, reviewRequestSchema, type SavedWord } from '../../../domain/words.ts';
import type { Db } from '../../db/client.ts';
import type { WordsTable } from '../../db/types.ts';
import type { Authorization } from '../../http/authorize.ts';
import { HttpError } from '../../http/errors.ts';
import { userParams, userRouteResponses } from '../../http/user-route-schemas.ts';
import type { ProgressService } from '../progress/index.ts';

type Deps = { db: Db; progress: ProgressService; authorization: Authorization; now?: () => number };

const wordParams = userParams.extend({ word: z.string().min(1).max(60) });

const toSaved = (r: WordsTable): SavedWord => ({
  word: r.word,
  definition: r.definition,
  sentence: r.sentence,
  addedAt: new Date(Number(r.added_at)).toISOString(),
  dueAt: new Date(Number(r.due_at)).toISOString(),
  intervalDays: Number(r.interval_days),
  reps: Number(r.reps),
});

export function wordRoutes({ db, progress, authorization, now: clock = Date.now }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    app.get(
      '/api/user/:id/words',
      { ...own, schema: { params: userParams, response: userRouteResponses } },
      async (request) => {
        const rows = await db
          .selectFrom('words')
          .selectAll()
          .where('user_id', '=', request.params.id)
          .orderBy('added_at', 'desc')
          .execute();
        const due = dueCards(
          rows.map((r) => ({ ...r, dueAt: Number(r.due_at) })),
          clock(),
        );
        return { words: rows.map(toSaved), due: due.map(toSaved) };
      },
    );

    app.post(
      '/api/user/:id/words',
      { ...own, schema: { params: userParams, body: addWordRequestSchema, response: userRouteResponses } },
      async (request) => {
        const now = clock();
        const card = newCard(now);
        const { word, definition, sentence } = request.body;
        // The word and its 'word-learned' event in one transaction: a learned word is always a saved word.
        const { added, counted } = await db.transaction().execute(async (trx) => {
          const result = await trx
            .insertInto('words')
            .values({
              user_id: request.params.id,
              word,
              definition,
              sentence,
              added_at: now,
              due_at: card.dueAt,
              interval_days: card.intervalDays,
              ease: card.ease,
              reps: card.reps,
            })
            .onConflict((oc) => oc.columns(['user_id', 'word']).doNothing())
            .executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return { added: false, counted: false };
          try {
            const event = {
              id: `word-${createHash('sha256').update(word).digest('hex').slice(0, 24)}`,
              occurredAt: new Date(now).toISOString(),
              data: { type: 'word-learned' as const, word },
            };
            return {
              added: true,
              counted: (await progress.recordVerified(request.params.id, event, trx)).accepted > 0,
            };
          } catch (error) {
            // Past the day's ceiling the word is still saved; it just earns nothing today.
            if (error instanceof HttpError && error.statusCode === 400) return { added: true, counted: false };
            throw error;
          }
        });
        return { added, counted };
      },
    );

    app.post(
      '/api/user/:id/words/:word/review',
      { ...own, schema: { params: wordParams, body: reviewRequestSchema, response: userRouteResponses } },
      async (request) => {
        const row = await db
          .selectFrom('words')
          .selectAll()
          .where('user_id', '=', request.params.id)
          .where('word', '=', request.params.word)
          .executeTakeFirst();
        if (!row) throw new HttpError(404, 'This word is not in your list.');
        const next = review(
          {
            intervalDays: Number(row.interval_days),
            ease: Number(row.ease),
            reps: Number(row.reps),
            dueAt: Number(row.due_at),
          },
          request.body.grade,
          clock(),
        );
        await db
          .updateTable('words')
          .set({ interval_days: next.intervalDays, ease: next.ease, reps: next.reps, due_at: next.dueAt })
          .where('user_id', '=', request.params.id)
          .where('word', '=', request.params.word)
          .execute();
        return {
          word: toSaved({
            ...row,
            interval_days: next.intervalDays,
            ease: next.ease,
            reps: next.reps,
            due_at: next.dueAt,
          }),
        };
      },
    );

    app.delete(
      '/api/user/:id/words/:word',
      { ...own, schema: { params: wordParams, response: userRouteResponses } },
      async (request) => {
        await db
          .deleteFrom('words')
          .where('user_id', '=', request.params.id)
          .where('word', '=', request.params.word)
          .execute();
        return { success: true };
      },
    );
  };
}
