// Start the site: read the configuration, open and migrate the database,
// listen, and close cleanly on SIGTERM/SIGINT.
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptionsFromConfig, openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';

async function main() {
  const config = loadConfig();
  const database = openDatabase(databaseOptionsFromConfig(config));
  const applied = await migrateToLatest(database);
  // Log lines are buffered and written without blocking a request (decision 016);
  // whatever is still buffered is written out before the process ends.
  const logStream = pino.destination({ dest: 1, sync: false });
  process.on('exit', () => {
    try {
      logStream.flushSync();
    } catch {
      // Not open yet: nothing was written.
    }
  });
  const app = await buildApp({
    config,
    database,
    keepAnalysisWarm: true,
    logger: { level: config.logLevel, stream: logStream },
  });
  app.log.info({ engine: database.engine, applied }, 'database ready');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
