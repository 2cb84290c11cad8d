// Learners' reports on content and a volunteer's review of them. The routes
// and `npm run admin -- reports|content` both go through these functions, so
// an item hidden at the report threshold and one hidden by hand are the same.
//
// Issue 30: a report is always kept for the volunteers, but counts towards
// hiding only from a learner who opened the item and has practice on record
// from at least a day before; each learner has a daily limit; and reports
// hide at most a small share of the library (beyond it the item stays listed
// and the volunteers are alerted).
import { CONTENT_MESSAGES } from '#src/domain/content.ts';
import {
  type ContentReportRequest,
  maxHiddenByReports,
  REPORT_HIDE_THRESHOLD,
  REPORT_MESSAGES,
  REPORT_RULES,
} from '#src/domain/generation.ts';
import { Refusal } from '#src/server/lib/refusal.ts';
import { countAttempt } from '#src/server/rate-limits/attempts.ts';
import type { RateLimitRepository } from '#src/server/rate-limits/repository.ts';
import { findWaves, type ReportWave } from './report-waves.ts';
import type { ReportRepository } from './repository.ts';

const DAY_MS = 86_400_000;

/** Told when an item reached the threshold but stays listed because reports already hide the allowed share. */
export type OnHideHeld = (itemKey: string, hiddenByReports: number) => void;

export function createReports(
  repo: ReportRepository,
  {
    limits,
    now = Date.now,
    onHideHeld = () => {},
  }: { limits: RateLimitRepository; now?: () => number; onHideHeld?: OnHideHeld },
) {
  /** Whether this learner's reports count towards hiding: practice on record, begun at least a day ago. */
  async function counts(userId: string, at: number): Promise<boolean> {
    const practice = await repo.practiceOf(userId);
    return (
      practice.count >= REPORT_RULES.minPractice &&
      practice.firstAt !== null &&
      practice.firstAt <= at - REPORT_RULES.minPracticeAgeMs
    );
  }

  async function restore(key: string): Promise<void> {
    await repo.unhide(key);
    await repo.resolveReports(key, now());
  }

  return {
    /** Stores the learner's report; the item leaves the lists once enough counted learners reported it. */
    async report(userId: string, request: ContentReportRequest): Promise<{ hidden: boolean }> {
      if (!(await repo.itemExists(request.key))) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
      if (!(await repo.hasOpened(userId, request.key))) throw new Refusal('invalid', REPORT_MESSAGES.notOpened);
      const at = now();
      // One atomic count per report, so parallel reports cannot pass the limit together.
      await countAttempt(
        limits,
        `report:${userId}`,
        { max: REPORT_RULES.perLearnerPerDay, windowMs: DAY_MS },
        at,
        REPORT_MESSAGES.tooMany,
      );
      const counted = await counts(userId, at);
      const learners = await repo.addReport({
        item_key: request.key,
        user_id: userId,
        reason: request.reason,
        note: request.note,
        created_at: at,
        counted: counted ? 1 : 0,
      });
      if (!counted || learners < REPORT_HIDE_THRESHOLD) return { hidden: false };
      const max = maxHiddenByReports(await repo.librarySize());
      if (await repo.hideByReports(request.key, max, at)) return { hidden: true };
      onHideHeld(request.key, max);
      return { hidden: false };
    },

    /** Open reports by item, with the items hidden so far. */
    list: () => repo.openReports(),

    /** The suspicious waves among open reports, and whether reports hide all they may. */
    async waves(): Promise<{ waves: (ReportWave & { hidden: string[] })[]; hiddenByReports: number; max: number }> {
      const [rows, hidden, size] = await Promise.all([repo.openReportRows(), repo.hiddenItems(), repo.librarySize()]);
      const byReports = [...hidden.values()].filter((by) => by === 'reports').length;
      return {
        waves: findWaves(rows).map((w) => ({ ...w, hidden: w.items.filter((k) => hidden.get(k) === 'reports') })),
        hiddenByReports: byReports,
        max: maxHiddenByReports(size),
      };
    },

    /**
     * Undoes a wave: every item it hid is listed again and every item's
     * reports are closed. Null when no open wave has that id.
     */
    async restoreWave(id: string): Promise<{ items: number; restored: number } | null> {
      const wave = findWaves(await repo.openReportRows()).find((w) => w.id === id);
      if (!wave) return null;
      const hidden = await repo.hiddenItems();
      let restored = 0;
      for (const key of wave.items) {
        if (hidden.get(key) === 'reports') {
          await repo.unhide(key);
          restored++;
        }
        await repo.resolveReports(key, now());
      }
      return { items: wave.items.length, restored };
    },

    /** A volunteer keeps the item out of the lists; its reports are reviewed. */
    async hide(key: string): Promise<void> {
      if (!(await repo.itemExists(key))) throw new Refusal('not-found', CONTENT_MESSAGES.unknownKey);
      await repo.hide(key, 'volunteer', now());
      await repo.resolveReports(key, now());
    },

    /** A volunteer found nothing wrong: the item is listed again and its reports start from zero. */
    restore,
  };
}
export type Reports = ReturnType<typeof createReports>;
