// What reports hold about a learner (lib/learner-data.ts): the problems they
// reported in stories or tasks.
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

export const reportsLearnerData: LearnerDataPart = {
  tables: { content_reports: 'reports' },

  async read(db, { id }) {
    const rows = await db
      .selectFrom('content_reports')
      .select(['item_key', 'reason', 'note', 'created_at', 'resolved_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute();
    return {
      reports: rows.map((r) => ({
        itemKey: r.item_key,
        reason: r.reason,
        note: r.note,
        createdAt: iso(r.created_at),
        resolvedAt: iso(r.resolved_at),
      })),
    };
  },

  async erase(trx, { id }) {
    await trx.deleteFrom('content_reports').where('user_id', '=', id).execute();
  },
};
