import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** Everything the web bundle is made from: a change in any of these makes dist stale. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
];

const BUILT_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Why the web app has to be built before the tests, or null when apps/web/dist is current. */
export function webBuildReason(): string | null {
  if (process.env.E2E_BUILD === '1') return 'E2E_BUILD=1';
  if (!existsSync(BUILT_INDEX)) return 'apps/web/dist/index.html is missing';
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  const stale = WEB_SOURCES.find((source) => newestChange(join(REPO_ROOT, source)) > builtAt);
  return stale ? `${stale} changed after the last build` : null;
}

/** Builds apps/web when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  const reason = webBuildReason();
  if (!reason) return;
  process.stderr.write(`e2e: building the web app (${reason})\n`);
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm run build -w apps/web failed (exit ${result.status})`);
  if (!existsSync(BUILT_INDEX)) throw new Error('the web build finished without apps/web/dist/index.html');
  process.stderr.write(`e2e: web app built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
