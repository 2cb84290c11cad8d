// A consistent copy of the site's database in a dated file, while the site runs:
//   npm run backup [-- DIRECTORY]      (default: DATA_DIR/backups)
// SQLite through its online backup API; PostgreSQL (DATABASE_URL) through pg_dump.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadDatabaseConfig } from '../src/server/config.ts';
import { BackupError, backupPostgres, backupSqlite } from '../src/server/db/backup.ts';

async function main() {
  const { dataDir, databaseUrl } = loadDatabaseConfig();
  const directory = resolve(process.argv[2] ?? join(dataDir, 'backups'));
  const file = databaseUrl
    ? await backupPostgres(databaseUrl, directory)
    : await backupSqlite(join(dataDir, 'english.sqlite'), directory);
  const kilobytes = Math.ceil(statSync(file).size / 1000);
  console.log(`Backed up to ${file} (${kilobytes.toLocaleString('en')} kB). Keep a copy on another machine.`);
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
