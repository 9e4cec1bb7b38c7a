/**
 * Lighthouse report: builds the web app when needed, starts the real server on a free port of
 * 127.0.0.1 with a fresh embedded database and the demo data, runs Lighthouse 12 (mobile
 * emulation) in Chromium on / and /events, then /events again with an administrator's custom theme
 * applied, prints the scores and writes bench/results/lighthouse.json.
 */
import type { LaunchedChrome } from 'chrome-launcher';
import { ensureWebBuild } from '../../scripts/lib/web-build.ts';
import { type BenchBackend, pgliteBackend } from './lib/backends.ts';
import { auditPage, CATEGORIES, type PageAudit } from './lib/lighthouse/audit-page.ts';
import { selectSeededTheme, switchCustomThemeOn } from './lib/lighthouse/custom-theme.ts';
import { launchChromium } from './lib/lighthouse/launch-chromium.ts';
import { type RunningServer, startServer } from './lib/server-process.ts';
import { formatTable } from './lib/table.ts';
import { writeResult } from './lib/write-result.ts';

const PATHS = ['/', '/events'];
const TARGETS = { performance: 90, accessibility: 100 } as const;

function report(audits: PageAudit[]): void {
  const rows = audits.map((a) => [a.path, ...CATEGORIES.map((c) => a.scores[c] ?? '–')]);
  process.stdout.write(`\n${formatTable(['page', ...CATEGORIES], rows)}\n\n`);
  const metricRows = audits.map((a) => [
    a.path,
    a.metrics.fcpMs ?? '–',
    a.metrics.lcpMs ?? '–',
    a.metrics.tbtMs ?? '–',
    a.metrics.cls ?? '–',
    a.metrics.speedIndexMs ?? '–',
  ]);
  process.stdout.write(
    `${formatTable(['page', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'], metricRows)}\n`,
  );
  for (const audit of audits) {
    for (const failed of audit.failed) {
      process.stdout.write(`  ${audit.path}: ${failed.category} · ${failed.id} — ${failed.title}\n`);
    }
    for (const chance of audit.opportunities) {
      process.stdout.write(
        `  ${audit.path}: could save ~${chance.savingsMs} ms · ${chance.id} — ${chance.title}\n`,
      );
    }
  }
  for (const audit of audits) {
    for (const [category, target] of Object.entries(TARGETS)) {
      const score = audit.scores[category as keyof typeof TARGETS];
      if (score !== null && score < target) {
        process.stdout.write(`below target: ${audit.path} ${category} ${score} (aim ≥ ${target})\n`);
      }
    }
  }
}

async function main(): Promise<void> {
  ensureWebBuild({ log: (line) => process.stdout.write(`${line}\n`) });
  let backend: BenchBackend | undefined;
  let server: RunningServer | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    backend = await pgliteBackend();
    server = await startServer({ ...backend.serverEnv, SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
    process.stdout.write(`server ready at ${server.baseUrl} in ${(server.startupMs / 1000).toFixed(1)} s\n`);
    chrome = await launchChromium();
    const audits: PageAudit[] = [];
    for (const path of PATHS) {
      process.stdout.write(`lighthouse ${path}…\n`);
      audits.push(await auditPage(server.baseUrl, path, chrome.port));
    }
    // /events again with an administrator's theme applied (the seeded carnival theme, selected; a
    // visitor who switched the custom theme on, on their second visit): scores must not drop.
    process.stdout.write('lighthouse /events with a custom theme…\n');
    await selectSeededTheme(server.baseUrl, 'carnival');
    await switchCustomThemeOn(server.baseUrl, chrome.port);
    audits.push(
      await auditPage(server.baseUrl, '/events', chrome.port, {
        label: '/events (custom theme)',
        keepStorage: true,
      }),
    );
    report(audits);
    const file = await writeResult('lighthouse', {
      tool: 'lighthouse 12 (mobile emulation, simulated throttling)',
      categories: CATEGORIES,
      pages: audits,
      date: new Date().toISOString(),
    });
    process.stdout.write(`wrote ${file}\n`);
  } finally {
    chrome?.kill();
    await server?.stop();
    await backend?.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`lighthouse report failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
