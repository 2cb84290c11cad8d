// The learner's profile as the API answers it: the account, its running
// totals and its preferences. Shared by GET /profile and the §7 GET /all.
import { ACCOUNT_MESSAGES } from '#src/domain/account.ts';
import type { ProfileResponse, SkillLevels } from '#src/domain/progress-api.ts';
import { BoundedMap } from '#src/server/lib/bounded-map.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import type { SummaryInputs } from './repository.ts';
import type { ProgressService } from './service.ts';

/** Answers kept in memory: the most recently active learners'. */
const ANSWER_CACHE_SIZE = 1_000;

type Read = NonNullable<Awaited<ReturnType<ProgressService['withAccount']>>>;
type KeptAnswer = { result: Read['result']; account: SummaryInputs; json: string };

const sameAccount = (a: SummaryInputs, b: SummaryInputs) =>
  a.username === b.username &&
  a.email === b.email &&
  Number(a.created_at) === Number(b.created_at) &&
  Number(a.last_login_at) === Number(b.last_login_at);

function answer({ account, result }: Read, userId: string): ProfileResponse {
  const { summary, preferences, adaptive, timeZone } = result;
  const { stats } = summary;
  // Decision 031: each from stored practice; pronunciation is scored in the browser only.
  const skillLevels: SkillLevels = {
    reading: preferences.preferredReadingLevel,
    vocabulary: stats.totalVocabularyWordsLearned,
    comprehension: stats.totalQuizzesCompleted > 0 ? stats.averageQuizScore : null,
    pronunciation: null,
  };
  return {
    profile: {
      userId,
      username: account.username,
      email: account.email,
      createdAt: new Date(Number(account.created_at)).toISOString(),
      lastLogin: account.last_login_at ? new Date(Number(account.last_login_at)).toISOString() : null,
      level: summary.level.current,
      points: summary.points,
      streak: summary.streaks.current,
      preferences: { ...preferences, adaptiveDifficulty: adaptive },
    },
    summary: { ...summary, stats: { ...stats, skillLevels } },
    timeZone,
  };
}

export function createProfileReader({ service }: { service: ProgressService }) {
  const answers = new BoundedMap<string, KeptAnswer>(ANSWER_CACHE_SIZE);

  async function load(userId: string, tz?: string): Promise<Read> {
    const current = await service.withAccount(userId, tz);
    if (!current) throw new Refusal('not-found', ACCOUNT_MESSAGES.notFound);
    return current;
  }

  return {
    async read(userId: string, tz?: string): Promise<ProfileResponse> {
      return answer(await load(userId, tz), userId);
    },

    /**
     * The profile as the JSON text `serialize` makes of it (the route's
     * serializer, http/serializer.ts). Writing it out was the largest part of
     * a profile request; it is done again only when what it is made of changes.
     * Every call still reads the account and totals from the database, so an
     * event recorded by another instance shows at once.
     */
    async readJson(userId: string, tz: string | undefined, serialize: (answer: ProfileResponse) => string) {
      const current = await load(userId, tz);
      const kept = answers.get(userId);
      if (kept && kept.result === current.result && sameAccount(kept.account, current.account)) return kept.json;
      const json = serialize(answer(current, userId));
      answers.set(userId, { result: current.result, account: current.account, json });
      return json;
    },
  };
}
export type ProfileReader = ReturnType<typeof createProfileReader>;
