import { cpus } from 'node:os';
import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs finds the browser and passes it in CHROMIUM_EXECUTABLE.
const executablePath = process.env.CHROMIUM_EXECUTABLE;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // A browser test keeps about two cores busy (the page, Chromium's compositor and the server): on a two-core
  // machine two at once starved each other and pages took over 10 s to render.
  workers: Math.max(1, Math.floor(cpus().length / 2)),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  // Tests never fail on wall-clock time: these limits only end a test that is stuck. On a loaded two-core machine
  // (two browsers, the server and the runner) a long flow or an accessibility scan of every dialog took over 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
