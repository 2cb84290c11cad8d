// The SPEC §7 profile-and-sync calls that our own client never makes: a
// client written to the spec's contract (which keeps the learner's progress,
// achievements and profile on the device and sends snapshots of them) still
// works against this server. Nothing in src/web calls them.
//
// Progress is derived from verified events (decision 007), so a snapshot can
// neither raise nor lower it, and two devices never overwrite each other: a
// snapshot's body is checked and the derived record comes back. Like every
// /api/user/{id}/... route, each is the signed-in learner's own (401/403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  achievementsResponseSchema,
  achievementsSnapshotResponseSchema,
  achievementsSnapshotSchema,
  allUserDataResponseSchema,
  type ProgressRecord,
  profileUpdateSchema,
  progressResponseSchema,
  progressSnapshotResponseSchema,
  progressSnapshotSchema,
  successSchema,
} from '#src/domain/legacy-snapshots.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { timeZoneQuery, userErrorResponses, userParams } from '#src/server/http/user-route-schemas.ts';
import type { UserRepository } from '../auth/index.ts';
import type { ProfileReader, ProgressService } from '../progress/index.ts';

type Deps = {
  progress: ProgressService;
  profiles: ProfileReader;
  users: UserRepository;
  authorization: Authorization;
  now: () => number;
};

export function legacySnapshotRoutes({ progress, profiles, users, authorization, now }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    const progressOf = async (userId: string, tz?: string): Promise<ProgressRecord> => {
      const { summary } = await progress.summary(userId, tz);
      const achievements = summary.badges.filter((b) => b.category === 'writing');
      return {
        reading: summary.reading,
        writing: {
          ...summary.writing,
          weeklyProgress: summary.weekly.map((w) => ({ weekStart: w.weekStart, tasks: w.tasks, words: w.words })),
          achievements: achievements.map((b) => ({
            id: b.id,
            title: b.title,
            description: b.description,
            icon: b.icon,
            unlockedAt: b.earnedAt,
            category: b.category,
          })),
        },
        weekly: summary.weekly,
        today: summary.today,
      };
    };

    app.post(
      '/api/user/:id/profile',
      {
        ...own,
        schema: {
          params: userParams,
          body: profileUpdateSchema,
          response: { 200: successSchema, ...userErrorResponses },
        },
      },
      async (request) => {
        if (request.body.username) await users.setUsername(request.params.id, request.body.username);
        return { success: true as const };
      },
    );

    app.get(
      '/api/user/:id/progress',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: timeZoneQuery,
          response: { 200: progressResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => ({ progress: await progressOf(request.params.id, request.query.tz) }),
    );

    app.post(
      '/api/user/:id/progress',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: timeZoneQuery,
          body: progressSnapshotSchema,
          response: { 200: progressSnapshotResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => ({ success: true as const, progress: await progressOf(request.params.id, request.query.tz) }),
    );

    app.get(
      '/api/user/:id/achievements',
      { ...own, schema: { params: userParams, response: { 200: achievementsResponseSchema, ...userErrorResponses } } },
      async (request) => ({
        achievements: (await progress.summary(request.params.id)).summary.badges,
      }),
    );

    app.post(
      '/api/user/:id/achievements',
      {
        ...own,
        schema: {
          params: userParams,
          body: achievementsSnapshotSchema,
          response: { 200: achievementsSnapshotResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => ({
        success: true as const,
        achievements: (await progress.summary(request.params.id)).summary.badges,
      }),
    );

    app.get(
      '/api/user/:id/all',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: timeZoneQuery,
          response: { 200: allUserDataResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => {
        const { profile, summary } = await profiles.read(request.params.id, request.query.tz);
        return { userData: { profile, preferences: profile.preferences, summary } };
      },
    );

    app.post(
      '/api/user/:id/login',
      { ...own, schema: { params: userParams, response: { 200: successSchema, ...userErrorResponses } } },
      async (request) => {
        await users.touchLogin(request.params.id, now());
        return { success: true as const };
      },
    );
  };
}
