// A volunteer's review of learners' reports (issue 15), on the site's own
// database (SQLite in DATA_DIR by default, DATABASE_URL for PostgreSQL):
//   npm run review                  lists open reports and hidden items
//   npm run review -- hide KEY      keeps an item out of the lists
//   npm run review -- restore KEY   lists it again; its reports start from zero
import { REPORT_HIDE_THRESHOLD } from '../src/domain/generation.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { createContentReports } from '../src/server/features/content/reports.ts';
import { createContentRepository } from '../src/server/features/content/repository.ts';
import { HttpError } from '../src/server/http/errors.ts';

const USAGE = 'Usage: npm run review [-- hide KEY | -- restore KEY]';

async function main(): Promise<number> {
  const [command, key] = process.argv.slice(2);
  const config = loadConfig();
  const database = openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrateToLatest(database);
    const reports = createContentReports(createContentRepository(database.db));
    if (!command || command === 'list') {
      const items = await reports.list();
      if (!items.length) console.log('No open reports and no hidden items.');
      for (const item of items) {
        const state = item.hidden_by ? `hidden (by ${item.hidden_by})` : 'listed';
        console.log(`${item.item_key}\n  ${item.reports} open report(s), ${state}`);
        if (item.reasons.length) console.log(`  reasons: ${item.reasons.join(', ')}`);
        for (const note of item.notes) console.log(`  note: ${note}`);
      }
      console.log(`\nAn item reported by ${REPORT_HIDE_THRESHOLD} learners is hidden until reviewed.`);
      return 0;
    }
    if ((command === 'hide' || command === 'restore') && key) {
      await (command === 'hide' ? reports.hide(key) : reports.restore(key));
      console.log(command === 'hide' ? `Hidden: ${key}` : `Restored: ${key}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`${error.message} (${key})`);
      return 1;
    }
    throw error;
  } finally {
    await database.db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
