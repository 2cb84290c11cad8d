// SQL for the learner's whole record: everything the Privacy Policy promises
// to hand over ("a copy of your data") and to remove. Each table that can hold
// a row about a learner is named in LEARNER_TABLES; tests/api/my-data.test.ts
// walks the database's own list of tables, so a new one cannot be forgotten.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, EventsTable, WritingAttemptsTable } from '../../db/types.ts';

/** Where each table's rows for a learner appear in the export. */
export const LEARNER_TABLES = {
  users: 'account',
  sessions: 'sessions',
  user_settings: 'preferences',
  events: 'events',
  progress_totals: 'progress.totals',
  progress_days: 'progress.days',
  weekly_points: 'progress.weeklyPoints',
  passage_loads: 'passagesOpened',
  words: 'words',
  writing_attempts: 'writingAttempts',
  passages: 'createdContent.passages',
  writing_tasks: 'createdContent.writingTasks',
  rate_limits: 'limits',
  content_reports: 'reports',
  reset_codes: 'resetCodes',
  admin_audit: 'volunteerActions',
} as const satisfies Partial<Record<keyof Database, string>>;

/**
 * The volunteers' audit trail keeps its rows when an account is deleted
 * (decision 010: who did what, including the deletion itself); they name only
 * the account's random id, which then leads nowhere.
 */
export const KEPT_ON_DELETION = ['admin_audit'] as const satisfies (keyof typeof LEARNER_TABLES)[];

/** Tables that hold nothing about any one learner (shared content caches). */
export const SHARED_TABLES = ['word_glosses', 'content_hidden'] as const satisfies (keyof Database)[];

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Rate-limit counters are keyed by text; the ones about a learner carry their
 * id (AI quota, delete attempts) or their e-mail (failed logins, reset locks).
 */
function ownLimitKeys(keys: string[], id: string, email: string): string[] {
  return keys.filter((key) => key.split(':').some((part) => part === id || part === email));
}

/** Rows of a long list read at once for the export: small enough that a page never holds the event loop long. */
const EXPORT_PAGE = 250;

/**
 * A keyset-paged list as comma-joined JSON, a page at a time, with the event
 * loop given back between pages (setImmediate: other requests' work first).
 */
async function* pages<R>(read: (after: R | undefined) => Promise<R[]>, shape: (row: R) => unknown) {
  let after: R | undefined;
  let first = true;
  for (;;) {
    const rows = await read(after);
    if (!rows.length) return;
    yield `${first ? '' : ','}${rows.map((r) => JSON.stringify(shape(r))).join(',')}`;
    first = false;
    after = rows.at(-1);
    if (rows.length < EXPORT_PAGE) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function createMyDataRepository(db: Db) {
  async function limitKeys(trx: Db | Transaction<Database>, id: string, email: string) {
    const candidates = await trx
      .selectFrom('rate_limits')
      .select(['key', 'count', 'reset_at'])
      .where((eb) => eb.or([eb('key', 'like', `%${id}%`), eb('key', 'like', `%${email}%`)]))
      .execute();
    const own = new Set(
      ownLimitKeys(
        candidates.map((c) => c.key),
        id,
        email,
      ),
    );
    return candidates.filter((c) => own.has(c.key));
  }

  return {
    /**
     * Everything kept about the learner, secrets left out, as JSON text in
     * pieces (issue 30): events and writing attempts are read a page at a
     * time and the event loop is given back between pages, so a long history
     * never holds up other learners. Undefined when there is no such account.
     */
    async exportChunks(id: string): Promise<AsyncGenerator<string> | undefined> {
      const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!user) return undefined;
      const [
        sessions,
        settings,
        totals,
        days,
        weekly,
        loads,
        words,
        passages,
        tasks,
        limits,
        reports,
        resetCodes,
        audit,
      ] = await Promise.all([
        db
          .selectFrom('sessions')
          .select(['created_at', 'last_seen_at', 'expires_at'])
          .where('user_id', '=', id)
          .orderBy('created_at')
          .execute(),
        db.selectFrom('user_settings').selectAll().where('user_id', '=', id).executeTakeFirst(),
        db.selectFrom('progress_totals').selectAll().where('user_id', '=', id).executeTakeFirst(),
        db.selectFrom('progress_days').selectAll().where('user_id', '=', id).orderBy('day').execute(),
        db.selectFrom('weekly_points').selectAll().where('user_id', '=', id).orderBy('week_start').execute(),
        db
          .selectFrom('passage_loads')
          .selectAll()
          .where('user_id', '=', id)
          .orderBy('first_loaded_at')
          .orderBy('passage_key')
          .execute(),
        db.selectFrom('words').selectAll().where('user_id', '=', id).orderBy('added_at').orderBy('word').execute(),
        db
          .selectFrom('passages')
          .select(['key', 'level', 'topic', 'title', 'created_at'])
          .where('created_by', '=', id)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('writing_tasks')
          .select(['key', 'mode', 'title', 'created_at'])
          .where('created_by', '=', id)
          .orderBy('created_at')
          .execute(),
        limitKeys(db, id, user.email),
        db
          .selectFrom('content_reports')
          .select(['item_key', 'reason', 'note', 'created_at', 'resolved_at'])
          .where('user_id', '=', id)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('reset_codes')
          .select(['created_at', 'expires_at', 'used_at'])
          .where('user_id', '=', id)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('admin_audit')
          .select(['at', 'action', 'outcome'])
          .where('target', '=', id)
          .orderBy('at')
          .execute(),
      ]);
      /** `"name":` and the value's JSON, for the object written by hand below. */
      const field = (name: string, value: unknown) => `${JSON.stringify(name)}:${JSON.stringify(value)}`;
      const head = [
        field('exportedAt', new Date().toISOString()),
        // No password or security-answer hash: those are secrets, not data about the learner.
        field('account', {
          userId: user.id,
          email: user.email,
          username: user.username,
          securityQuestion: user.security_question,
          createdAt: iso(user.created_at),
          lastLoginAt: iso(user.last_login_at),
          lockedAt: iso(user.locked_at),
        }),
        // The sign-ins on record, without their tokens.
        field(
          'sessions',
          sessions.map((s) => ({
            createdAt: iso(s.created_at),
            lastSeenAt: iso(s.last_seen_at),
            expiresAt: iso(s.expires_at),
          })),
        ),
        field(
          'preferences',
          settings
            ? {
                timeZone: settings.time_zone,
                preferences: json(settings.preferences),
                hideFromLeaderboard: Boolean(Number(settings.hide_from_leaderboard)),
                updatedAt: iso(settings.updated_at),
              }
            : null,
        ),
      ];
      const middle = [
        field('progress', {
          totals: totals
            ? { points: Number(totals.points), data: json(totals.data), updatedAt: iso(totals.updated_at) }
            : null,
          days: days.map((d) => ({ day: d.day, data: json(d.data) })),
          weeklyPoints: weekly.map((w) => ({ weekStart: iso(w.week_start), points: Number(w.points) })),
        }),
        field(
          'passagesOpened',
          loads.map((l) => ({ passageKey: l.passage_key, firstOpenedAt: iso(l.first_loaded_at) })),
        ),
        // The review state is the history's result: repetitions, ease, interval and next date.
        field(
          'words',
          words.map((w) => ({
            word: w.word,
            definition: w.definition,
            sentence: w.sentence,
            senseKey: w.sense_key ?? null,
            addedAt: iso(w.added_at),
            dueAt: iso(w.due_at),
            intervalDays: Number(w.interval_days),
            ease: Number(w.ease),
            reviews: Number(w.reps),
          })),
        ),
      ];
      const tail = [
        field('createdContent', {
          passages: passages.map((p) => ({
            key: p.key,
            level: p.level,
            topic: p.topic,
            title: p.title,
            createdAt: iso(p.created_at),
          })),
          writingTasks: tasks.map((t) => ({ key: t.key, mode: t.mode, title: t.title, createdAt: iso(t.created_at) })),
        }),
        field(
          'limits',
          limits.map((l) => ({ key: l.key, count: Number(l.count), resetAt: iso(l.reset_at) })),
        ),
        // Problems the learner reported in stories or tasks.
        field(
          'reports',
          reports.map((r) => ({
            itemKey: r.item_key,
            reason: r.reason,
            note: r.note,
            createdAt: iso(r.created_at),
            resolvedAt: iso(r.resolved_at),
          })),
        ),
        // Reset codes a volunteer gave the learner, without the codes themselves.
        field(
          'resetCodes',
          resetCodes.map((c) => ({
            createdAt: iso(c.created_at),
            expiresAt: iso(c.expires_at),
            usedAt: iso(c.used_at),
          })),
        ),
        // What volunteers did on this account (not which volunteer).
        field(
          'volunteerActions',
          audit.map((a) => ({ at: iso(a.at), action: a.action, outcome: a.outcome })),
        ),
      ];

      const eventPages = pages<EventsTable>(
        (after) => {
          let q = db
            .selectFrom('events')
            .selectAll()
            .where('user_id', '=', id)
            .orderBy('occurred_at')
            .orderBy('id')
            .limit(EXPORT_PAGE);
          if (after)
            q = q.where((eb) =>
              eb.or([
                eb('occurred_at', '>', after.occurred_at),
                eb.and([eb('occurred_at', '=', after.occurred_at), eb('id', '>', after.id)]),
              ]),
            );
          return q.execute();
        },
        (e) => ({
          id: e.id,
          type: e.type,
          occurredAt: iso(e.occurred_at),
          recordedAt: iso(e.recorded_at),
          xp: Number(e.xp),
          data: json(e.data),
        }),
      );
      const attemptPages = pages<WritingAttemptsTable>(
        (after) => {
          let q = db
            .selectFrom('writing_attempts')
            .selectAll()
            .where('user_id', '=', id)
            .orderBy('created_at')
            .orderBy('id')
            .limit(EXPORT_PAGE);
          if (after)
            q = q.where((eb) =>
              eb.or([
                eb('created_at', '>', after.created_at),
                eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)]),
              ]),
            );
          return q.execute();
        },
        (a) => ({
          id: a.id,
          taskKey: a.task_key,
          mode: a.mode,
          text: a.text,
          words: Number(a.words),
          seconds: Number(a.seconds),
          score: Number(a.score),
          band: a.band === null ? null : Number(a.band),
          cefr: a.cefr,
          findings: Number(a.findings),
          createdAt: iso(a.created_at),
        }),
      );
      return (async function* () {
        yield `{${head.join(',')},"events":[`;
        yield* eventPages;
        yield `],${middle.join(',')},"writingAttempts":[`;
        yield* attemptPages;
        yield `],${tail.join(',')}}`;
      })();
    },

    /**
     * Removes every row about the learner in one transaction, table by table
     * (not only through ON DELETE CASCADE, so an engine or a future table
     * without it cannot keep anything). Content they asked the AI to write
     * stays for others, with no link back to them.
     */
    async delete(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();
        if (!user) return;
        for (const table of [
          'sessions',
          'user_settings',
          'events',
          'progress_totals',
          'progress_days',
          'weekly_points',
          'passage_loads',
          'words',
          'writing_attempts',
          'content_reports',
          'reset_codes',
        ] as const) {
          await trx.deleteFrom(table).where('user_id', '=', id).execute();
        }
        await trx.updateTable('passages').set({ created_by: null }).where('created_by', '=', id).execute();
        await trx.updateTable('writing_tasks').set({ created_by: null }).where('created_by', '=', id).execute();
        const keys = (await limitKeys(trx, id, user.email)).map((l) => l.key);
        if (keys.length > 0) await trx.deleteFrom('rate_limits').where('key', 'in', keys).execute();
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    },
  };
}
export type MyDataRepository = ReturnType<typeof createMyDataRepository>;
