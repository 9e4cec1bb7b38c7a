import { existsSync } from 'node:fs';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/lib/chromium.ts';

/** The project's Chromium flags, plus one that resolves no host but 127.0.0.1. */
export const CHROMIUM_FLAGS = [
  ...CHROMIUM_ARGS,
  // Lighthouse audits the local server only: any other host fails to resolve instead of going out.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium), started for Lighthouse by chrome-launcher. */
export async function launchChromium(): Promise<LaunchedChrome> {
  const chromePath = CHROMIUM_PATH;
  if (!existsSync(chromePath)) {
    throw new Error(`no Chromium at ${chromePath}: install Debian's chromium or set CHROMIUM_PATH`);
  }
  return launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
}
