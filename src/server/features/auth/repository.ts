// SQL for accounts and sessions. Besides this file, only the learner's export
// and deletion (features/users/repository.ts) read or remove these rows.
import type { Db } from '#src/server/db/client.ts';
import { preparedQuery } from '#src/server/db/prepared.ts';
import type { UsersTable } from '#src/server/db/types.ts';

export type UserRow = UsersTable;

export function createUserRepository(db: Db) {
  // Every profile read asks for the learner's row.
  const byId = preparedQuery(db, 1, (id: string) => db.selectFrom('users').selectAll().where('id', '=', id));
  return {
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async findById(id: string): Promise<UserRow | undefined> {
      return (await byId(id))[0];
    },
    /** Whether a volunteer made the learner a tutor and the role is not paused (decision 038). */
    async isActiveTutor(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('tutors')
        .select('user_id')
        .where('user_id', '=', id)
        .where('suspended_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** False when the email is already taken (the unique index decides, so two racing sign-ups cannot both win). */
    async insert(user: UserRow): Promise<boolean> {
      const result = await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
    /** The same password hashed again, unless it changed meanwhile (a reset racing the sign-in wins). */
    async rehashPassword(id: string, oldHash: string, newHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: newHash })
        .where('id', '=', id)
        .where('password_hash', '=', oldHash)
        .execute();
    },
    async setSecurityAnswer(id: string, answerHash: string): Promise<void> {
      await db.updateTable('users').set({ security_answer_hash: answerHash }).where('id', '=', id).execute();
    },
    async setUsername(id: string, username: string): Promise<void> {
      await db.updateTable('users').set({ username }).where('id', '=', id).execute();
    },
    /** A new question and answer, chosen with a volunteer's reset code (decision 010). */
    async setSecurity(id: string, question: string, answerHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ security_question: question, security_answer_hash: answerHash })
        .where('id', '=', id)
        .execute();
    },
    /** A time locks the learner out; null lets them in again. */
    async setLocked(id: string, at: number | null): Promise<void> {
      await db.updateTable('users').set({ locked_at: at }).where('id', '=', id).execute();
    },
    async touchLogin(id: string, at: number): Promise<void> {
      await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;

export function createSessionRepository(db: Db) {
  // Every signed-in request runs this lookup.
  const active = preparedQuery(db, 3, (tokenHash: string, now: number, idleSince: number) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('tutors', 'tutors.user_id', 'users.id')
      .select([
        'sessions.token_hash',
        'sessions.last_seen_at',
        'users.id as userId',
        'users.email',
        'users.username',
        'tutors.granted_at as tutorSince',
        'tutors.suspended_at as tutorSuspendedAt',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .where('sessions.last_seen_at', '>', idleSince)
      // Locking ends sessions too; this also holds if one is written while the lock is set.
      .where('users.locked_at', 'is', null),
  );
  return {
    async insert(session: { tokenHash: string; userId: string; now: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          created_at: session.now,
          last_seen_at: session.now,
          expires_at: session.expiresAt,
        })
        .execute();
    },
    /** The session and its user, if the token is known and neither idle nor absolute expiry has passed. */
    async findActive(tokenHash: string, now: number, idleMs: number) {
      return (await active(tokenHash, now, now - idleMs))[0];
    },
    async touch(tokenHash: string, now: number): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    },
    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    /**
     * Ends the learner's sessions but the `keep` newest (by when they were last used, then started): the oldest
     * sign-ins go first. One statement, so sign-ins at the same moment cannot leave more behind.
     */
    async keepNewestForUser(userId: string, keep: number): Promise<void> {
      const newest = db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', userId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('token_hash')
        .limit(keep);
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', 'not in', newest).execute();
    },
    async deleteAllForUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
    async countForUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Volunteers' one-time reset codes (decision 010); only their hashes are stored. */
export function createResetCodeRepository(db: Db) {
  return {
    /** A new code for the learner; any older code of theirs stops working. */
    async replaceFor(code: { codeHash: string; userId: string; now: number; expiresAt: number }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('reset_codes').where('user_id', '=', code.userId).execute();
        await trx
          .insertInto('reset_codes')
          .values({
            code_hash: code.codeHash,
            user_id: code.userId,
            created_at: code.now,
            expires_at: code.expiresAt,
            used_at: null,
          })
          .execute();
      });
    },
    /** The learner a usable code belongs to (unused, not expired), without using it. */
    async findUsable(codeHash: string, now: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('reset_codes')
        .select('user_id')
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.user_id;
    },
    /** Marks the code used; one atomic update, so of two requests at once only one gets true. */
    async use(codeHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('reset_codes')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type ResetCodeRepository = ReturnType<typeof createResetCodeRepository>;
