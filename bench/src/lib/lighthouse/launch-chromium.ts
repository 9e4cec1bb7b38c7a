import { existsSync } from 'node:fs';
import { type LaunchedChrome, launch } from 'chrome-launcher';

/** The flags every browser of this project runs with, plus one that resolves no host but 127.0.0.1. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Lighthouse audits the local server only: any other host fails to resolve instead of going out.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium), started for Lighthouse by chrome-launcher. */
export async function launchChromium(): Promise<LaunchedChrome> {
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    throw new Error(`no Chromium at ${chromePath}: install Debian's chromium or set CHROMIUM_PATH`);
  }
  return launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
}
