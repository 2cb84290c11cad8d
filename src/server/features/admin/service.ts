// The volunteers' tools, called by scripts/admin.ts and by tests.
// Each action is written to the audit table with the shell user who ran it;
// an account is named there by its id, never by its e-mail address.
import { emailSchema } from '#src/domain/auth.ts';
import { RESET_CODE_HOURS } from '#src/domain/reset-code.ts';
import { activeSince, type SiteStats, statsWeeks } from '#src/domain/volunteer-stats.ts';
import type { Db } from '#src/server/db/client.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import { createRateLimitRepository } from '#src/server/rate-limits/repository.ts';
import {
  createResetCodeRepository,
  createSessionRepository,
  createUserRepository,
  newResetCode,
  type UserRow,
} from '../auth/index.ts';
import { createReportRepository, createReports } from '../reports/index.ts';
import { createTutoring, createTutoringRepository } from '../tutoring/index.ts';
import { createMyDataRepository, deleteAccount } from '../users/index.ts';
import { createAdminRepository } from './repository.ts';

const HOUR_MS = 3_600_000;

/** What happened to an account action; the CLI turns it into a sentence. */
export type AccountOutcome = 'done' | 'already' | 'not-an-email' | 'no-such-learner' | 'locked';
export type ResetCodeResult =
  | { outcome: 'done'; code: string; expiresAt: number }
  | { outcome: Exclude<AccountOutcome, 'done' | 'already'> };

export function createVolunteerTools({ db, actor, clock = Date.now }: { db: Db; actor: string; clock?: () => number }) {
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db);
  const resetCodes = createResetCodeRepository(db);
  const repo = createAdminRepository(db);
  // The report functions the routes use, so a hide from the shell and one at the report threshold are the same.
  const reports = createReports(createReportRepository(db), {
    limits: createRateLimitRepository(db),
    now: clock,
  });

  const tutorRepo = createTutoringRepository(db);
  // The volunteers' tools read the queue's figures and never ask: no learner's standing is needed.
  const tutoring = createTutoring(tutorRepo, {
    limits: createRateLimitRepository(db),
    now: clock,
    isEstablished: async () => false,
  });

  const record = (action: string, target: string | null, outcome: string) =>
    repo.audit({ at: clock(), actor, action, target, outcome });

  /** Finds the learner, or records why not. */
  async function learner(
    action: string,
    email: string,
  ): Promise<{ user: UserRow } | { outcome: 'not-an-email' | 'no-such-learner' }> {
    const parsed = emailSchema.safeParse(email);
    const user = parsed.success ? await users.findByEmail(parsed.data) : undefined;
    if (user) return { user };
    const outcome = parsed.success ? 'no-such-learner' : 'not-an-email';
    await record(action, null, outcome);
    return { outcome };
  }

  async function contentAction(action: string, key: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof Refusal && error.kind === 'not-found')) throw error;
      await record(action, key.slice(0, 200), 'no-such-item');
      return 'no-such-item' as const;
    }
    await record(action, key, 'done');
    return 'done' as const;
  }

  return {
    /** A one-time code for 24 hours; an older code of the learner's stops working. */
    async resetCode(email: string): Promise<ResetCodeResult> {
      const found = await learner('reset-link', email);
      if (!('user' in found)) return found;
      const { user } = found;
      if (user.locked_at !== null) {
        await record('reset-link', user.id, 'locked');
        return { outcome: 'locked' };
      }
      const now = clock();
      const { code, codeHash } = newResetCode();
      const expiresAt = now + RESET_CODE_HOURS * HOUR_MS;
      await resetCodes.replaceFor({ codeHash, userId: user.id, now, expiresAt });
      await record('reset-link', user.id, 'done');
      return { outcome: 'done', code, expiresAt };
    },

    /** Signs the learner out everywhere and refuses their sign-ins until unlocked. */
    async lock(email: string): Promise<AccountOutcome> {
      const found = await learner('lock', email);
      if (!('user' in found)) return found.outcome;
      const outcome = found.user.locked_at === null ? 'done' : 'already';
      if (outcome === 'done') await users.setLocked(found.user.id, clock());
      await sessions.deleteAllForUser(found.user.id);
      await record('lock', found.user.id, outcome);
      return outcome;
    },

    async unlock(email: string): Promise<AccountOutcome> {
      const found = await learner('unlock', email);
      if (!('user' in found)) return found.outcome;
      const outcome = found.user.locked_at === null ? 'already' : 'done';
      if (outcome === 'done') await users.setLocked(found.user.id, null);
      await record('unlock', found.user.id, outcome);
      return outcome;
    },

    /** The same deletion as the learner's own: the account and everything of theirs. */
    async deleteLearner(email: string): Promise<AccountOutcome> {
      const found = await learner('delete', email);
      if (!('user' in found)) return found.outcome;
      await deleteAccount(createMyDataRepository(db), found.user.id);
      await record('delete', found.user.id, 'done');
      return 'done';
    },

    /** Aggregates only: counts of learners and practice, never who. */
    async stats(): Promise<SiteStats> {
      const now = clock();
      const end = now + 1; // "now" itself counts as within the last days
      const [learners, active7, active30, totals] = await Promise.all([
        repo.learners(),
        repo.activeBetween(activeSince(now, 7), end),
        repo.activeBetween(activeSince(now, 30), end),
        repo.practiceBetween(0, end),
      ]);
      const weeks = [];
      for (const week of statsWeeks(now)) {
        // A device with its clock ahead can claim practice after now: it is not counted.
        const to = Math.min(week.to, end);
        const [registered, active, practice] = await Promise.all([
          repo.registeredBetween(week.from, to),
          repo.activeBetween(week.from, to),
          repo.practiceBetween(week.from, to),
        ]);
        weeks.push({
          weekStart: week.weekStart,
          registered,
          active,
          passagesRead: practice['reading-session'],
          quizzesTaken: practice.quiz,
          tasksCompleted: practice['writing-task'],
        });
      }
      const tutoringStats = await tutoring.stats();
      await record('stats', null, 'done');
      return {
        tutoring: {
          waiting: tutoringStats.waiting,
          oldestWaitingSeconds: tutoringStats.oldestWaitingSeconds,
          medianAnswerSeconds: tutoringStats.medianAnswerSeconds,
          answeredLast30Days: tutoringStats.answeredLast30Days,
          tutorsActiveLast7Days: tutoringStats.tutorsActiveLast7Days,
        },
        generatedAt: new Date(now).toISOString(),
        learners: learners.all,
        lockedLearners: learners.locked,
        activeLast7Days: active7,
        activeLast30Days: active30,
        passagesRead: totals['reading-session'],
        quizzesTaken: totals.quiz,
        tasksCompleted: totals['writing-task'],
        weeks,
      };
    },

    /** Keeps a passage or writing task out of the lists (decision 015); false: no item has that key. */
    async hideContent(key: string): Promise<'done' | 'no-such-item'> {
      return contentAction('content-hide', key, () => reports.hide(key));
    },

    /** Lists the item again; its reports start from zero. */
    async restoreContent(key: string): Promise<'done' | 'no-such-item'> {
      return contentAction('content-restore', key, () => reports.restore(key));
    },

    /** Learners' open reports by item, the items hidden so far, and the suspicious waves among them. */
    async contentReports() {
      const [items, waves] = await Promise.all([reports.list(), reports.waves()]);
      await record('reports', null, 'done');
      return { items, ...waves };
    },

    /** Undoes a wave of reports in one go (issue 30); null when no open wave has that id. */
    async restoreWave(id: string) {
      const result = await reports.restoreWave(id);
      await record(
        'reports-restore-wave',
        id.slice(0, 200),
        result ? `restored ${result.restored} of ${result.items}` : 'no-such-wave',
      );
      return result;
    },

    /**
     * Tutor roles (decision 038): grant makes a learner a tutor, revoke ends it,
     * suspend pauses it (their text goes back to the queue, their open reports
     * are closed as dealt with), unsuspend resumes it. Each is audited.
     */
    async tutorRole(action: TutorAction, email: string): Promise<AccountOutcome | 'not-a-tutor'> {
      const found = await learner(`tutor-${action}`, email);
      if (!('user' in found)) return found.outcome;
      const id = found.user.id;
      const role = await tutorRepo.tutor(id);
      let outcome: AccountOutcome | 'not-a-tutor' = 'done';
      if (action === 'grant') {
        if (role) outcome = 'already';
        else if (found.user.locked_at !== null) outcome = 'locked';
        else await tutorRepo.grant(id, clock());
      } else if (!role) outcome = 'not-a-tutor';
      else if (action === 'revoke') await tutorRepo.revoke(id);
      else if (action === 'suspend') {
        if (role.suspended_at !== null) outcome = 'already';
        else {
          await tutorRepo.setSuspended(id, clock());
          await tutorRepo.resolveReports({ tutorId: id }, clock());
        }
      } else if (role.suspended_at === null) outcome = 'already';
      else await tutorRepo.setSuspended(id, null);
      await record(`tutor-${action}`, id, outcome);
      return outcome;
    },

    /** Every tutor, with their e-mail address, answers and open reports (for the volunteers only). */
    async tutors() {
      const rows = await tutorRepo.listTutors();
      await record('tutors', null, 'done');
      return rows;
    },

    /** Learners' open reports on tutors' answers, oldest first. */
    async tutorReports() {
      return tutorRepo.openReports();
    },

    /** A volunteer read a report on a tutor's answer and found nothing to do. */
    async dismissTutorReport(id: string): Promise<boolean> {
      const closed = await tutorRepo.resolveReports({ id }, clock());
      await record('tutor-dismiss-report', id.slice(0, 200), closed ? 'done' : 'no-such-report');
      return closed > 0;
    },

    /** The newest audit entries, for `npm run admin -- audit`; reading them is not itself recorded. */
    recentAudit(limit: number) {
      return repo.recentAudit(limit);
    },
  };
}
export type VolunteerTools = ReturnType<typeof createVolunteerTools>;
export type TutorAction = 'grant' | 'revoke' | 'suspend' | 'unsuspend';
