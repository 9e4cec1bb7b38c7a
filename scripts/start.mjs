#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server (migrations and demo data happen at server start). Signals pass through to the server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { REPO_ROOT, ensureWebBuild } = await tsImport('./lib/web-build.ts', import.meta.url);

if (process.env.SKIP_WEB_BUILD !== '1') {
  try {
    ensureWebBuild({ log: (line) => console.log(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
