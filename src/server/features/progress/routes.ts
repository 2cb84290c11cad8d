// SPEC §7 profile and sync calls plus POST /activity and the leaderboard.
// Every /api/user/{id}/... route is the signed-in learner's own (401/403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityRequestSchema } from '../../../domain/activity.ts';
import { usernameSchema } from '../../../domain/auth.ts';
import { preferencesPatchSchema } from '../../../domain/preferences.ts';
import {
  achievementsResponseSchema,
  achievementsSnapshotResponseSchema,
  achievementsSnapshotSchema,
  activityErrorSchema,
  activityResponseSchema,
  allUserDataResponseSchema,
  leaderboardResponseSchema,
  type ProfileResponse,
  type ProgressRecord,
  preferencesResponseSchema,
  profileResponseSchema,
  progressResponseSchema,
  progressSnapshotResponseSchema,
  progressSnapshotSchema,
  savedPreferencesResponseSchema,
  successSchema,
} from '../../../domain/progress-api.ts';
import type { Authorization } from '../../http/authorize.ts';
import { HttpError } from '../../http/errors.ts';
import { userErrorResponses, userParams } from '../../http/user-route-schemas.ts';
import type { UserRepository } from '../auth/index.ts';
import type { ProgressService } from './service.ts';

type Deps = { service: ProgressService; users: UserRepository; authorization: Authorization };

const tzQuery = z.object({ tz: z.string().max(64).optional() });

export function progressRoutes({ service, users, authorization }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = { preHandler: authorization.requireOwnUser };

    const profileOf = async (userId: string, tz?: string): Promise<ProfileResponse> => {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(404, 'This account does not exist.');
      const { summary, preferences, adaptive, timeZone } = await service.summary(userId, tz);
      return {
        profile: {
          userId: user.id,
          username: user.username,
          email: user.email,
          createdAt: new Date(Number(user.created_at)).toISOString(),
          lastLogin: user.last_login_at ? new Date(Number(user.last_login_at)).toISOString() : null,
          level: summary.level.current,
          points: summary.points,
          streak: summary.streaks.current,
          preferences: { ...preferences, adaptiveDifficulty: adaptive },
        },
        summary,
        timeZone,
      };
    };

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
          querystring: tzQuery,
          response: { 200: profileResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => profileOf(request.params.id, request.query.tz),
    );

    app.post(
      '/api/user/:id/profile',
      {
        ...own,
        schema: {
          params: userParams,
          body: z.object({ username: usernameSchema.optional() }),
          response: { 200: successSchema, ...userErrorResponses },
        },
      },
      async (request) => {
        if (request.body.username) await users.setUsername(request.params.id, request.body.username);
        return { success: true as const };
      },
    );

    const progressOf = async (userId: string, tz?: string): Promise<ProgressRecord> => {
      const { summary } = await service.summary(userId, tz);
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

    app.get(
      '/api/user/:id/progress',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: tzQuery,
          response: { 200: progressResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => ({ progress: await progressOf(request.params.id, request.query.tz) }),
    );

    // The §7 snapshot calls of older clients. Progress is derived from events,
    // so a snapshot can neither raise nor lower it (two devices never
    // overwrite each other): the body is checked and the derived record comes back.
    app.post(
      '/api/user/:id/progress',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: tzQuery,
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
        achievements: (await service.summary(request.params.id)).summary.badges,
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
        achievements: (await service.summary(request.params.id)).summary.badges,
      }),
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
      '/api/user/:id/all',
      {
        ...own,
        schema: {
          params: userParams,
          querystring: tzQuery,
          response: { 200: allUserDataResponseSchema, ...userErrorResponses },
        },
      },
      async (request) => {
        const { profile, summary } = await profileOf(request.params.id, request.query.tz);
        return { userData: { profile, preferences: profile.preferences, summary } };
      },
    );

    app.post(
      '/api/user/:id/login',
      { ...own, schema: { params: userParams, response: { 200: successSchema, ...userErrorResponses } } },
      async (request) => {
        await users.touchLogin(request.params.id, Date.now());
        return { success: true as const };
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
