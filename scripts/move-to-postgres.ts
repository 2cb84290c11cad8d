// Copies the community's SQLite database (DATA_DIR/english.sqlite) into the
// PostgreSQL database of DATABASE_URL, table by table, and checks each one:
//   DATABASE_URL=postgres://... npm run move-to-postgres [-- --replace]
// Stop the site first, so nothing is written to the SQLite file meanwhile.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadDatabaseConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { MoveError, moveToPostgres } from '../src/server/db/move.ts';
import { describeUrl } from './support/describe-url.ts';

async function main() {
  const { dataDir, databaseUrl } = loadDatabaseConfig();
  if (!databaseUrl) {
    throw new MoveError(
      'Set DATABASE_URL to the PostgreSQL database to move to, e.g. postgres://user:password@host:5432/english.',
    );
  }
  const sqliteFile = join(dataDir, 'english.sqlite');
  console.log(`Moving ${sqliteFile} to PostgreSQL at ${describeUrl(databaseUrl)}`);
  const postgres = openDatabase({ engine: 'postgres', url: databaseUrl, max: 2 });
  try {
    const started = Date.now();
    const reports = await moveToPostgres({
      sqliteFile,
      postgres,
      replace: process.argv.includes('--replace'),
      onTable: (r) => console.log(`  ${r.table.padEnd(20)} ${String(r.rows).padStart(9)} rows  checked`),
    });
    const rows = reports.reduce((sum, r) => sum + r.rows, 0);
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${reports.length} tables, ${rows} rows; ` +
        'every row count and checksum agrees.',
    );
    // The generated secret keys the decoy questions for unknown e-mails: keep it, so they stay the same.
    const secretFile = join(dataDir, 'secret.key');
    const secret = existsSync(secretFile) ? `the contents of ${secretFile}` : 'the secret the SQLite site used';
    console.log(`Now start the site with this DATABASE_URL and APP_SECRET set to ${secret}.`);
  } finally {
    await postgres.db.destroy();
  }
}

main().catch((error) => {
  if (error instanceof MoveError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
