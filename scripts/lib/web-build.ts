import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
const BUILT_INDEX = join(WEB_DIST, 'index.html');

/** Everything the web bundle is made from: a change in any of these makes apps/web/dist stale. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Why apps/web must be built, or null when apps/web/dist is newer than all its sources. */
export function webBuildStaleReason(): string | null {
  if (!existsSync(BUILT_INDEX)) return 'there is no build yet';
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  const stale = WEB_SOURCES.find((source) => newestChange(join(REPO_ROOT, source)) > builtAt);
  return stale ? `${stale} changed after the last build` : null;
}

/** Builds apps/web when it is stale (or always, with `force`); throws when the build fails. */
export function ensureWebBuild(options: { force?: string; log?: (line: string) => void } = {}): void {
  const reason = options.force ?? webBuildStaleReason();
  if (!reason) return;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  log(`Building the web app (${reason})…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm run build -w apps/web failed (exit ${result.status})`);
  if (!existsSync(BUILT_INDEX)) throw new Error('the web build finished without apps/web/dist/index.html');
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
