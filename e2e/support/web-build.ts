import { ensureWebBuild as buildWhenStale } from '../../scripts/lib/web-build.ts';

/** Builds apps/web before the browser tests when it is stale, or always with E2E_BUILD=1. */
export function ensureWebBuild(): void {
  buildWhenStale({
    ...(process.env.E2E_BUILD === '1' ? { force: 'E2E_BUILD=1' } : {}),
    log: (line) => process.stderr.write(`e2e: ${line}\n`),
  });
}
