// The cluster journey (issue 28): the portal through nginx in front of two API servers on one
// PostgreSQL and one S3-compatible store (`npm run cluster`). Run by `npm test` after the main
// journeys, when nginx is installed.
import { defineConfig, devices } from '@playwright/test';
import base from '../playwright.config';
import { E2E_PORT, E2E_URL } from '../support/env';

export default defineConfig({
  ...base,
  testDir: '.',
  // one cluster, one worker (the main run's second worker would look for a server at E2E_PORT + 1)
  workers: 1,
  outputDir: '../../test-results/e2e-cluster-artifacts',
  projects: [{ name: 'cluster', testMatch: /.*\.spec\.ts/, use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node support/serve-cluster.mjs',
    cwd: '..',
    url: `${E2E_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM, not Playwright's default SIGKILL, so support/serve-cluster.mjs drops its database
    // and data folder when the journey ends.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
