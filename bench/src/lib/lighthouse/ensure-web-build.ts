import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST } from '../paths.ts';

/** What the web bundle is built from: a change in any of these makes apps/web/dist stale. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Builds apps/web (`npm run build -w apps/web`) when its dist is missing or older than its sources. */
export function ensureWebBuild(): void {
  const index = join(WEB_DIST, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const stale =
    builtAt === 0 ? 'missing' : WEB_SOURCES.find((s) => newestChange(join(REPO_ROOT, s)) > builtAt);
  if (!stale) return;
  process.stdout.write(
    `building the web app (${stale === 'missing' ? 'no build yet' : `${stale} changed`})…\n`,
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
}
