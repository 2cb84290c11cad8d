// What the rate limits hold about a learner (lib/learner-data.ts). Counters
// are keyed by text; the ones about a learner carry their id (AI quota, delete
// attempts, reports) or their e-mail (failed sign-ins, reset locks).
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { iso, type Learner, type LearnerDataPart } from '../lib/learner-data.ts';

async function ownLimits(db: Db | Transaction<Database>, { id, email }: Learner) {
  const candidates = await db
    .selectFrom('rate_limits')
    .select(['key', 'count', 'reset_at'])
    .where((eb) => eb.or([eb('key', 'like', `%${id}%`), eb('key', 'like', `%${email}%`)]))
    .execute();
  // LIKE finds candidates; a key is the learner's only when one of its parts is exactly their id or e-mail.
  return candidates.filter((c) => c.key.split(':').some((part) => part === id || part === email));
}

export const rateLimitsLearnerData: LearnerDataPart = {
  tables: { rate_limits: 'limits' },

  async read(db, learner) {
    const limits = await ownLimits(db, learner);
    return { limits: limits.map((l) => ({ key: l.key, count: Number(l.count), resetAt: iso(l.reset_at) })) };
  },

  async erase(trx, learner) {
    const keys = (await ownLimits(trx, learner)).map((l) => l.key);
    if (keys.length > 0) await trx.deleteFrom('rate_limits').where('key', 'in', keys).execute();
  },
};
