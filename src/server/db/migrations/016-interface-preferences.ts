import type { Kysely } from 'kysely';

// Issue 17: sounds now really play, and they start off. Until now every saved
// preferences row carried soundEnabled: true, the old default, although no
// sound ever played; turning it off keeps what those learners actually heard.
// The new preferences (interface language, text size, contrast) need no
// column: preferences are one JSON text, and missing keys take their defaults.
type Settings = { user_settings: { user_id: string; preferences: string } };

export async function up(db: Kysely<unknown>): Promise<void> {
  const settings = db as unknown as Kysely<Settings>;
  const rows = await settings.selectFrom('user_settings').select(['user_id', 'preferences']).execute();
  for (const row of rows) {
    let preferences: Record<string, unknown>;
    try {
      preferences = JSON.parse(row.preferences);
    } catch {
      continue; // unreadable rows are read with defaults by the service anyway
    }
    if (preferences.soundEnabled !== true) continue;
    await settings
      .updateTable('user_settings')
      .set({ preferences: JSON.stringify({ ...preferences, soundEnabled: false }) })
      .where('user_id', '=', row.user_id)
      .execute();
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: soundEnabled false is a valid choice under the old code too.
}
