// What writing tasks hold about a learner (lib/learner-data.ts): the tasks an
// AI service wrote at their request. On deletion the tasks stay for others,
// with no link back to them.
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

export const writingTasksLearnerData: LearnerDataPart = {
  tables: { writing_tasks: 'createdContent.writingTasks' },

  async read(db, { id }) {
    const rows = await db
      .selectFrom('writing_tasks')
      .select(['key', 'mode', 'title', 'created_at'])
      .where('created_by', '=', id)
      .orderBy('created_at')
      .execute();
    return {
      createdContent: {
        writingTasks: rows.map((t) => ({ key: t.key, mode: t.mode, title: t.title, createdAt: iso(t.created_at) })),
      },
    };
  },

  async erase(trx, { id }) {
    await trx.updateTable('writing_tasks').set({ created_by: null }).where('created_by', '=', id).execute();
  },
};
