import type { Kysely } from 'kysely';

// When a learner first read each passage they opened, beside when they first
// opened it: "which levels of this story have I read" is then one lookup on
// the passage_loads key instead of a scan of the learner's event JSON.
type Tables = {
  passage_loads: { user_id: string; passage_key: string; first_read_at: number | null };
  events: { user_id: string; type: string; occurred_at: number; data: string };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passage_loads').addColumn('first_read_at', 'bigint').execute();
  // Reading sessions already stored: the earliest per passage (every one needed a load first).
  const tables = db as unknown as Kysely<Tables>;
  const rows = await tables
    .selectFrom('events')
    .select(['user_id', 'occurred_at', 'data'])
    .where('type', '=', 'reading-session')
    .orderBy('occurred_at')
    .execute();
  const first = new Map<string, { userId: string; key: string; at: number }>();
  for (const row of rows) {
    let key: unknown;
    try {
      key = (JSON.parse(row.data) as { passageKey?: unknown }).passageKey;
    } catch {
      continue;
    }
    if (typeof key !== 'string') continue;
    const id = JSON.stringify([row.user_id, key]);
    if (!first.has(id)) first.set(id, { userId: row.user_id, key, at: Number(row.occurred_at) });
  }
  for (const read of first.values())
    await tables
      .updateTable('passage_loads')
      .set({ first_read_at: read.at })
      .where('user_id', '=', read.userId)
      .where('passage_key', '=', read.key)
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passage_loads').dropColumn('first_read_at').execute();
}
