import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild } from '../../../../scripts/lib/web-build.ts';
import { WEB_DIST } from '../paths.ts';

/**
 * The built web app to measure: BENCH_WEB_DIST when set, else apps/web/dist, which is built first
 * when it is missing or older than its sources.
 */
export function ensureDist(): string {
  const configured = process.env.BENCH_WEB_DIST;
  if (configured) {
    if (!existsSync(join(configured, 'index.html'))) throw new Error(`${configured} has no index.html`);
    return configured;
  }
  ensureWebBuild({ log: (line) => process.stdout.write(`${line}\n`) });
  return WEB_DIST;
}
