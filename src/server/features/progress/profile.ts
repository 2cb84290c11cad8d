// The learner's profile as the API answers it: the account, its running
// totals and its preferences. Shared by GET /profile and the §7 GET /all.
import type { ProfileResponse } from '../../../domain/progress-api.ts';
import { HttpError } from '../../http/errors.ts';
import type { UserRepository } from '../auth/index.ts';
import type { ProgressService } from './service.ts';

export function createProfileReader({ service, users }: { service: ProgressService; users: UserRepository }) {
  return async function readProfile(userId: string, tz?: string): Promise<ProfileResponse> {
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
}
export type ReadProfile = ReturnType<typeof createProfileReader>;
