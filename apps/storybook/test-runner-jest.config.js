// The test-runner's jest config with Debian's Chromium instead of Playwright's own download.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

const baseConfig = getJestConfig();

/** Chromium flags: no sandbox in containers, and no network beyond this machine. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default {
  ...baseConfig,
  // Keep jest's cache with the app instead of in the shared temp directory.
  cacheDirectory: fileURLToPath(new URL('./node_modules/.cache/test-runner', import.meta.url)),
  // A story's test also takes its screenshots (.storybook/test-runner.ts): up to four pictures.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...baseConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...baseConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
      },
    },
  },
};
