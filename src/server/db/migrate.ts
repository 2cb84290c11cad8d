// Append-only migrations, listed here explicitly (no file scanning, so the
// bundled server carries them). Kysely records applied ones in
// kysely_migration, which makes every restart safe.
import { type Migration, Migrator } from 'kysely';
import type { Db } from './client.ts';
import * as m001 from './migrations/001-accounts.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': m001,
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
