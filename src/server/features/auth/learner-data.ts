// What accounts hold about a learner (lib/learner-data.ts): the account
// itself, its sign-ins and the reset codes a volunteer gave. No password,
// security answer, session token or code: those are secrets, not data.
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

export const authLearnerData: LearnerDataPart = {
  tables: { users: 'account', sessions: 'sessions', reset_codes: 'resetCodes' },

  async read(db, { id }) {
    const [user, sessions, resetCodes] = await Promise.all([
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      db
        .selectFrom('sessions')
        .select(['created_at', 'last_seen_at', 'expires_at'])
        .where('user_id', '=', id)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('reset_codes')
        .select(['created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', id)
        .orderBy('created_at')
        .execute(),
    ]);
    return {
      account: {
        userId: user.id,
        email: user.email,
        username: user.username,
        securityQuestion: user.security_question,
        createdAt: iso(user.created_at),
        lastLoginAt: iso(user.last_login_at),
        lockedAt: iso(user.locked_at),
      },
      sessions: sessions.map((s) => ({
        createdAt: iso(s.created_at),
        lastSeenAt: iso(s.last_seen_at),
        expiresAt: iso(s.expires_at),
      })),
      resetCodes: resetCodes.map((c) => ({
        createdAt: iso(c.created_at),
        expiresAt: iso(c.expires_at),
        usedAt: iso(c.used_at),
      })),
    };
  },

  /** Sessions and codes; the account's own row goes last, after every other part (users/my-data.ts). */
  async erase(trx, { id }) {
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('reset_codes').where('user_id', '=', id).execute();
  },
};
