import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs finds the browser and passes it in CHROMIUM_EXECUTABLE.
const executablePath = process.env.CHROMIUM_EXECUTABLE;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The service worker would answer requests that tests route or count; only
    // the offline spec (tests/e2e/offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--enable-speech-dispatcher',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
