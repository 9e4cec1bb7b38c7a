import { existsSync } from 'node:fs';

/** Debian's Chromium (scripts/ensure-browser installs it): this project never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell, which
 * scripts/ensure-browser installs beside it): the engine without the browser's own windows and UI
 * pages, which cost the browser suite a quarter of its time on two cores. The browser tests run in
 * it; what needs the whole browser (installability in a real profile, Lighthouse) starts
 * CHROMIUM_PATH. Without it the tests use the whole browser too.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||
  (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);

/**
 * Flags for every headless Chromium of the project. Without the background-networking ones it
 * tries hosts this machine cannot reach.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
