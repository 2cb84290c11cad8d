// The learner's own progress: POST /activity (events checked and folded into
// the totals), the profile, preferences and the leaderboard. The §7 snapshot
// calls our client does not make are in features/legacy-snapshots.
// Every /api/user/{id}/... route is the signed-in learner's own (401/403).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRequestSchema } from '#src/domain/activity.ts';
import { preferencesPatchSchema } from '#src/domain/preferences.ts';
import {
  activityErrorSchema,
  activityResponseSchema,
  leaderboardResponseSchema,
  preferencesResponseSchema,
  profileResponseSchema,
  savedPreferencesResponseSchema,
} from '#src/domain/progress-api.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { timeZoneQuery, userErrorResponses, userParams } from '#src/server/http/user-route-schemas.ts';
import type { ProfileReader } from './profile.ts';
import type { ProgressService } from './service.ts';

type Deps = { service: ProgressService; profiles: ProfileReader; authorization: Authorization };

export function progressRoutes({ service, profiles, authorization }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    app.post(
      '/api/user/:id/activity',
      {
        ...own,
        bodyLimit: 256 * 1024,
        schema: {
          params: userParams,
          body: activityRequestSchema,
          response: { 200: activityResponseSchema, ...userErrorResponses, 400: activityErrorSchema },
        },
      },
      async (request) => {
        const result = await service.ingest(request.params.id, request.body.events, request.body.timeZone);
        const { summary } = await service.summary(request.params.id, request.body.timeZone);
        const earned = new Set(result.newBadges);
        return {
          accepted: result.accepted,
          duplicates: result.duplicates,
          quizzes: result.quizzes,
          points: summary.points,
          level: summary.level,
          challenges: summary.today.challenges,
          // For the 'achievement unlocked' popup.
          newBadges: summary.badges.filter((b) => earned.has(b.id)),
        };
      },
    );

    app.get(
      '/api/user/:id/profile',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: timeZoneQuery,
          response: { 200: profileResponseSchema, ...userErrorResponses },
        },
      },
      async (request, reply) => {
        const json = await profiles.readJson(request.params.id, request.query.tz, (answer) =>
          String(reply.serialize(answer)),
        );
        // reply.serialize wrote it with the 200 schema's serializer: JSON text is sent as it is (the typed reply wants the object).
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
      },
    );

    app.get(
      '/api/user/:id/preferences',
      { ...own, schema: { params: userParams, response: { 200: preferencesResponseSchema, ...userErrorResponses } } },
      async (request) => {
        const { preferences, adaptive } = await service.summary(request.params.id);
        return { preferences: { ...preferences, adaptiveDifficulty: adaptive } };
      },
    );

    app.post(
      '/api/user/:id/preferences',
      {
        ...own,
        schema: {
          params: userParams,
          body: preferencesPatchSchema,
          response: { 200: savedPreferencesResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => {
        const { preferences } = await service.settings(request.params.id);
        return { preferences: await service.savePreferences(request.params.id, { ...preferences, ...request.body }) };
      },
    );

    app.get(
      '/api/leaderboard',
      {
        preHandler: authorization.requireUser,
        schema: { response: { 200: leaderboardResponseSchema, ...userErrorResponses } },
      },
      async (request) => service.leaderboard(request.user?.userId ?? ''),
    );
  };
}
