// `npm run test:reliability`: slow, load-bearing checks kept out of
// `npm test` (ISSUE 13). One file at a time: several measure time, and the
// machine has two cores.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@site-config': resolve('config/site.json') } },
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
