// npm run admin -- <command>: the volunteers' tools (issue 22). The words are
// in src/server/features/admin/commands.ts; this file only opens the database
// the way the server does (same settings) and records who ran the command.
import { userInfo } from 'node:os';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { ADMIN_HELP, parseAdminArgs, runAdminCommand } from '../src/server/features/admin/commands.ts';

/** The person at the keyboard: the sudo caller when there is one, else the shell user. */
function shellUser(): string {
  if (process.env.SUDO_USER) return process.env.SUDO_USER;
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? process.env.LOGNAME ?? `uid ${process.getuid?.() ?? '?'}`;
  }
}

async function main(): Promise<number> {
  const command = parseAdminArgs(process.argv.slice(2));
  if ('error' in command) {
    console.error(command.error);
    console.error('');
    console.error(ADMIN_HELP);
    return 2;
  }
  if (command.name === 'help') {
    console.log(ADMIN_HELP);
    return 0;
  }
  // Loaded only for a real command, so help and usage errors answer at once.
  const [{ databaseOptionsFromConfig, openDatabase }, { migrateToLatest }, { createVolunteerTools }] =
    await Promise.all([
      import('../src/server/db/client.ts'),
      import('../src/server/db/migrate.ts'),
      import('../src/server/features/admin/service.ts'),
    ]);
  const config = loadConfig();
  const database = openDatabase(databaseOptionsFromConfig(config));
  try {
    // The same migrations as a server start, so the tools work right after an upgrade.
    await migrateToLatest(database);
    const tools = createVolunteerTools({ db: database.db, actor: shellUser() });
    return await runAdminCommand(command, tools, {
      siteUrl: config.siteUrl,
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    });
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
