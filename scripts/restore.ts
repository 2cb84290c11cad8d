// Puts a backup made by `npm run backup` back, into an empty database:
//   npm run restore -- FILE
// SQLite: into DATA_DIR/english.sqlite, which must not exist. PostgreSQL
// (DATABASE_URL): into a database with no tables yet. Start the site afterwards;
// it applies any newer migrations itself.
import { join, resolve } from 'node:path';
import { ConfigError, loadDatabaseConfig } from '../src/server/config.ts';
import { BackupError, restorePostgres, restoreSqlite } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { appliedMigration } from '../src/server/db/migrate.ts';
import { describeUrl } from './support/describe-url.ts';

async function main() {
  const { dataDir, databaseUrl } = loadDatabaseConfig();
  const given = process.argv[2];
  if (!given) throw new BackupError('Name the backup file to restore: npm run restore -- FILE');
  const file = resolve(given);
  const sqliteFile = join(dataDir, 'english.sqlite');
  if (databaseUrl) await restorePostgres(file, databaseUrl);
  else await restoreSqlite(file, sqliteFile);
  const handle = databaseUrl
    ? openDatabase({ engine: 'postgres', url: databaseUrl, max: 1 })
    : openDatabase({ engine: 'sqlite', file: sqliteFile });
  try {
    const migration = await appliedMigration(handle.db);
    const learners = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const where = databaseUrl ? describeUrl(databaseUrl) : sqliteFile;
    console.log(
      `Restored ${file} into ${where}: ${Number(learners?.n ?? 0)} learner accounts, migration ${migration}.`,
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
