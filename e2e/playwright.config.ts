import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

const CI = Boolean(process.env.CI);

/** Debian's Chromium (scripts/ensure-browser installs it); Playwright never downloads a browser here. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
};

/** Specs that talk to the server over HTTP only: running them once (desktop) is enough. */
const HTTP_ONLY_SPECS = ['**/server.spec.ts', '**/shutdown.spec.ts'];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    // Set by global-setup.ts once the server is up (workers start after it), or by the caller.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: HTTP_ONLY_SPECS,
      use: {
        ...chromium,
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
