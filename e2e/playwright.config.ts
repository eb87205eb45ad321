import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build served by apps/api on its embedded database, in
// Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

/** The second brand (examples/acme-bet), served by its own `vite preview` proxying to the API. */
export const acmeBuilt = existsSync(
  new URL('../examples/acme-bet/dist/index.html', import.meta.url),
);
const acmePort = Number(process.env.E2E_ACME_PORT ?? port + 1);
export const acmeURL = `http://127.0.0.1:${acmePort}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../reports/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys of several pages and API calls, on a 2-core CI machine running two browsers at once.
  timeout: 120_000,
  // A page's wait for the API and its render: the CI host's speed varies threefold between runs
  // (the same suite took 9 and 29 minutes), so Playwright's 5 s default fails a busy run.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
      },
    },
  ],
  webServer: [
    {
      command: 'node ../apps/api/dist/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // PGlite can take a while to start on a loaded machine.
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // A fresh in-memory database for every run: nothing to clean up afterwards.
        ZAR_DATA_DIR: 'memory://',
        ZAR_ENV: 'test',
        DATABASE_URL: '',
      },
    },
    ...(acmeBuilt
      ? [
          {
            command: `node_modules/.bin/vite preview --port ${acmePort} --strictPort --host 127.0.0.1`,
            cwd: '../examples/acme-bet',
            url: acmeURL,
            reuseExistingServer: false,
            timeout: 60_000,
            env: { ZAR_API_URL: baseURL },
          },
        ]
      : []),
  ],
});
