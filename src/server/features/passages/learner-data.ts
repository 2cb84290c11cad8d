// What passages hold about a learner (lib/learner-data.ts): the stories an AI
// service wrote at their request. On deletion the stories stay for others,
// with no link back to them.
import { iso, type LearnerDataPart } from '#src/server/lib/learner-data.ts';

export const passagesLearnerData: LearnerDataPart = {
  tables: { passages: 'createdContent.passages' },

  async read(db, { id }) {
    const rows = await db
      .selectFrom('passages')
      .select(['key', 'level', 'topic', 'title', 'created_at'])
      .where('created_by', '=', id)
      .orderBy('created_at')
      .execute();
    return {
      createdContent: {
        passages: rows.map((p) => ({
          key: p.key,
          level: p.level,
          topic: p.topic,
          title: p.title,
          createdAt: iso(p.created_at),
        })),
      },
    };
  },

  async erase(trx, { id }) {
    await trx.updateTable('passages').set({ created_by: null }).where('created_by', '=', id).execute();
  },
};
