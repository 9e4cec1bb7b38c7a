#!/usr/bin/env node
// `npm test`: every suite — domain, server (PGlite, and Postgres when TEST_DATABASE_URL is set) and web
// with vitest, then the browser suite with Playwright, then the native projects' sync — and one closing line
// with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'eventos-test-reports-'));
const bin = (name) => join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}, cwd = root) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const vitestReport = join(reports, 'vitest.json');
const unitOk = run('vitest: domain, server, web, bench', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else if (!unitOk) totals.failed += 1;

const e2eReport = join(reports, 'playwright.json');
const e2eOk =
  process.env.SKIP_E2E === '1' ||
  run('playwright: browser', 'npm', ['run', 'test', '-w', 'e2e', '--', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
const e2e = readJson(e2eReport);
if (e2e?.stats) {
  totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
} else if (!e2eOk) totals.failed += 1;

// The native projects take the web build (Capacitor copies dist/ and the plugins); only the copy is
// checked, so neither the Android SDK nor Xcode is needed. Skipped when there is no build.
const web = join(root, 'apps/web');
const nativeOk =
  !existsSync(join(web, 'dist', 'index.html')) ||
  run('capacitor: sync the native projects', 'npx', ['cap', 'sync'], {}, web);
if (!nativeOk) totals.failed += 1;

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(unitOk && e2eOk && nativeOk ? 0 : 1);
