import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST } from '../paths.ts';

/**
 * The built web app to measure: BENCH_WEB_DIST when set, else apps/web/dist, which is built first
 * (`npm run build -w apps/web`) when it has no index.html.
 */
export function ensureDist(): string {
  const configured = process.env.BENCH_WEB_DIST;
  if (configured) {
    if (!existsSync(join(configured, 'index.html'))) throw new Error(`${configured} has no index.html`);
    return configured;
  }
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    process.stdout.write('apps/web/dist is missing: building the web app first…\n');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
  }
  return WEB_DIST;
}
