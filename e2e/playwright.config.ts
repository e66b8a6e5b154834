import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_PORT, E2E_CHROMIUM, E2E_PORTS, E2E_WORKERS, urlOf } from './support/env';

export default defineConfig({
  testDir: './tests',
  // Spec files are shared out between the workers; a file's tests run in order in one worker, on
  // that worker's own server (support/env.ts: port 3210 + TEST_PARALLEL_INDEX).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // no retries: a journey that fails once fails the run (flaky is failed, scripts/test.mjs)
  retries: 0,
  // Generous: a journey's time depends on the machine's load, which is no failure of the portal.
  timeout: 180_000,
  // A wait for what the page shows next, never a speed check: on two workers a loaded 2-core
  // machine took 13 s to show the dashboard's complaints, past a 10 s wait.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    // each worker's own server (the config is loaded again in each worker)
    baseURL: urlOf(E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
    // A trace costs a third of a journey's time; a failure keeps its screenshot and page snapshot
    // (error-context.md). E2E_TRACE=retain-on-failure records them again to study a failure.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker precaches every file on each new context's first page: blocked, except in
    // the journeys about the phone offline (test.use({ serviceWorkers: 'allow' }) there).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // One server per worker, each with its own data folder, database and demo data, all started at
  // once by one process (support/serve.mjs builds any stale front end first), which says when every
  // one answers.
  webServer: {
    command: 'node support/serve.mjs',
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 600_000,
    // SIGTERM, not Playwright's default SIGKILL, so support/serve.mjs drops the databases.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORTS: E2E_PORTS.join(',') },
  },
});
