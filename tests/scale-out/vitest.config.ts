// `npm run test:scale-out`: several real server processes on one PostgreSQL
// (TEST_DATABASE_URL), the move from SQLite, backups and restores (issue 20).
// One file at a time: each starts several servers on a two-core machine.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@site-config': resolve('config/site.json') } },
  test: {
    include: ['tests/scale-out/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
