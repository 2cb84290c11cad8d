// What the volunteers' audit trail holds about a learner (lib/learner-data.ts):
// what volunteers did on the account, not which volunteer. Its rows stay when
// the account is deleted (decision 010: who did what, the deletion included);
// they name only the account's random id, which then leads nowhere.
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

export const adminLearnerData: LearnerDataPart = {
  tables: { admin_audit: 'volunteerActions' },

  async read(db, { id }) {
    const rows = await db
      .selectFrom('admin_audit')
      .select(['at', 'action', 'outcome'])
      .where('target', '=', id)
      .orderBy('at')
      .execute();
    return { volunteerActions: rows.map((a) => ({ at: iso(a.at), action: a.action, outcome: a.outcome })) };
  },

  /** Kept on deletion (above). */
  async erase() {},
};
