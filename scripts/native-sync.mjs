#!/usr/bin/env node
// `npm run native:sync`: builds the web app, then copies it and the plugins into the Android and iOS
// projects (apps/web/android, apps/web/ios) with `npx cap sync`. `--skip-build` (or SKIP_WEB_BUILD=1)
// syncs the build already in apps/web/dist. Needs neither the Android SDK nor Xcode: those open the
// projects afterwards (README, Native apps). NATIVE_SERVER_URL and the VITE_GOOGLE_* client ids are
// read from the environment here, never committed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const skipBuild = process.argv.includes('--skip-build') || process.env.SKIP_WEB_BUILD === '1';

function run(title, command, args, cwd) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`=== ${title}: FAILED ===`);
    process.exit(result.status ?? 1);
  }
}

if (!skipBuild) run('web build', 'npm', ['run', 'build'], root);
if (!existsSync(join(web, 'dist', 'index.html'))) {
  console.error('apps/web/dist has no build: run without --skip-build first.');
  process.exit(1);
}
run('capacitor sync', 'npx', ['cap', 'sync'], web);
console.log('\nNative projects synced: `npx cap open android` or `npx cap open ios` in apps/web.');
