import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../scripts/lib/chromium.ts';

const CI = Boolean(process.env.CI);

/**
 * Debian's Chromium headless shell (scripts/ensure-browser installs it); Playwright never downloads a
 * browser here. pwa.spec.ts starts the whole browser for what only it does.
 */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: HEADLESS_SHELL_PATH,
    args: CHROMIUM_ARGS,
  },
};

/**
 * Specs run once, on desktop. Some talk to the server over HTTP only, or test what every screen
 * shares (process lifecycle, payloads kept as text, route guards, addresses). The others are long
 * flows through forms whose phone layout was looked at when they were built: the phone run keeps
 * the specs about what changes with the screen (layout, menus, sheets, bottom navigation, the
 * event page, tickets, the panel, the social tabs, the discussion, accessibility), and the CI run
 * stays within its budget.
 */
const DESKTOP_ONLY_SPECS = [
  // HTTP, processes and text.
  '**/server.spec.ts',
  '**/shutdown.spec.ts',
  '**/cluster.spec.ts',
  '**/events-xss.spec.ts',
  '**/discussion-xss.spec.ts',
  '**/guards.spec.ts',
  '**/sign-in-addresses.spec.ts',
  '**/push.spec.ts',
  '**/locations-offline-geocoder.spec.ts',
  // Long form flows.
  '**/accounts.spec.ts',
  '**/attendance-waitlist.spec.ts',
  '**/attendee-privacy.spec.ts',
  '**/event-covers.spec.ts',
  '**/event-manage.spec.ts',
  '**/group-events.spec.ts',
  '**/groups-discover.spec.ts',
  '**/groups-lifecycle.spec.ts',
  '**/locations.spec.ts',
  '**/organizer-stats.spec.ts',
  '**/organizing-manage.spec.ts',
];

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
    // The service worker is registered on every visit and its first install downloads the offline
    // core: in hundreds of fresh contexts that only costs time. It applies to browser.newContext()
    // in tests too; the specs about the worker (push, pwa, offline) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: DESKTOP_ONLY_SPECS,
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
