import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@site-config': resolve('config/site.json') } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'tests/web/**/*.test.tsx',
    ],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // Argon2 hashing and PostgreSQL round trips are slow-ish on 2 cores.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
