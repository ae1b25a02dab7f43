import { defineConfig, devices } from '@playwright/test';
import { e2eSmtpPort } from './tests/setup/e2e-mail.ts';

/**
 * End-to-end tests drive Debian's Chromium (no browser downloads on these machines) against the
 * real server on a fresh embedded database: the bundle `npm start` builds and runs (dist/server.mjs).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** Separate ports, data and build folders let two suites run side by side on one machine. */
const dataDir = `.tmp/e2e-data-${port}`;
const clientDir = process.env.E2E_CLIENT_DIR ?? 'dist/client';
/**
 * The server's own address; each test uses its own company's instead (tests/fixtures/company.ts). The
 * server starts with no company (no DEMO_SEED): seeding the demo, which no test visits, cost seconds.
 */
const baseURL = `http://localhost:${port}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests',
  // An SMTP server the app mails to; tests read what it received (tests/e2e/mailbox.ts).
  globalSetup: './tests/setup/e2e-smtp.ts',
  testMatch: ['e2e/**/*.spec.ts', 'models/**/*.spec.ts'],
  // Per port, like the data folder: a run empties its output folder first, which must not be another suite's.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: true,
  // A failed test runs once more, recording a trace of that run; a test that then passes is flaky,
  // and a flaky test fails the run like a failed one. Tracing every test cost a quarter of the
  // suite's time (decision 0060).
  retries: 1,
  failOnFlakyTests: true,
  // Two workers, here and in CI alike (Playwright's default is half the cores: one on the two-core
  // machine): while one test waits on the browser or the server, the other's work fills the core
  // (156 tests: 5:31 against 5:56 with one, decision 0070).
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell (Chromium's "old headless", package chromium-headless-shell): what
      // Playwright itself runs for headless tests since 1.49. The full browser in its new headless mode
      // took about twice the CPU for the same tests (decision 0095); CHROMIUM_PATH=/usr/bin/chromium
      // runs them in it, and `--headed` needs it.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production server plus POST /api/testing/companies, which the company fixture calls
    // (tests/server/e2e-server.ts), bundled beside dist/server.mjs first.
    command: `npx tsx tests/setup/build-e2e-server.ts e2e-server-${port} && rm -rf ${dataDir} && PAYMENT_PROVIDER=sandbox PORT=${port} DATA_DIR=${dataDir} CLIENT_DIR=${clientDir} SMTP_URL=smtp://127.0.0.1:${e2eSmtpPort()} MAIL_FROM="Lantern <no-reply@lantern.test>" LOG_LEVEL=warn NODE_ENV=production node dist/e2e-server-${port}.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
