// Learners' reports on content and a volunteer's review of them. The routes
// and `npm run admin -- reports|content` both go through these functions, so
// an item hidden at the report threshold and one hidden by hand are the same.

import { CONTENT_MESSAGES } from '../../../domain/content.ts';
import { type ContentReportRequest, REPORT_HIDE_THRESHOLD } from '../../../domain/generation.ts';
import { HttpError } from '../../http/errors.ts';
import type { ContentRepository } from './repository.ts';

export function createContentReports(repo: ContentRepository, now: () => number = Date.now) {
  async function exists(key: string): Promise<boolean> {
    return key.startsWith('writing/') ? !!(await repo.findTask(key)) : !!(await repo.findPassage(key));
  }

  return {
    /** Stores the learner's report; the item leaves the lists once enough different learners reported it. */
    async report(userId: string, request: ContentReportRequest): Promise<{ hidden: boolean }> {
      if (!(await exists(request.key))) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
      const learners = await repo.addReport({
        item_key: request.key,
        user_id: userId,
        reason: request.reason,
        note: request.note,
        created_at: now(),
      });
      if (learners < REPORT_HIDE_THRESHOLD) return { hidden: false };
      await repo.hide(request.key, 'reports', now());
      return { hidden: true };
    },

    /** Open reports by item, with the items hidden so far. */
    list: () => repo.openReports(),

    /** A volunteer keeps the item out of the lists; its reports are reviewed. */
    async hide(key: string): Promise<void> {
      if (!(await exists(key))) throw new HttpError(404, CONTENT_MESSAGES.unknownKey);
      await repo.hide(key, 'volunteer', now());
      await repo.resolveReports(key, now());
    },

    /** A volunteer found nothing wrong: the item is listed again and its reports start from zero. */
    async restore(key: string): Promise<void> {
      await repo.unhide(key);
      await repo.resolveReports(key, now());
    },
  };
}
export type ContentReports = ReturnType<typeof createContentReports>;
