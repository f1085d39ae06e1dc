import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 4173);
// Every run starts from an empty database; specs read the email outbox from this directory.
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'feastforge-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir;
const chromiumPath = process.env['CHROMIUM_PATH'];

/** Browser flows against the production build served by the real server. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  // Two workers share two cores with Chromium and the server, and axe is heavy on large pages: a test
  // that is merely slow on a loaded machine is not a failure.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Nothing reads a trace in CI (only its output is kept), and recording one costs every test.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Installing the service worker precaches the whole app in every new browser context, which costs
    // a loaded machine dearly: specs that test the installed, offline app allow it where they need it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromiumPath ? { executablePath: chromiumPath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    // Ready means migrated and connected to the database, not just listening.
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: 'admin@feastforge.test',
      // Every spec signs up from this one machine.
      REGISTER_LIMIT_PER_IP: '100000',
      // Each test names its own network address (e2e/support/fixtures.ts), as visitors on different networks.
      TRUST_PROXY: '1',
      // The shop's browser tests buy through the demo checkout, which production serves only when asked.
      DEMO_PAYMENTS: '1',
    },
  },
});
