#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server in this same process (migrations and demo data happen at server start), so SIGTERM and
// Ctrl-C reach it directly and stopping leaves nothing behind. On a Postgres server this process
// becomes the primary of WEB_CONCURRENCY workers (apps/server/src/cluster), which node:cluster
// starts from this same file: they skip the build and leave watching the parent to the primary.
import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register, tsImport } from 'tsx/esm/api';

const { REPO_ROOT, ensureWebBuild } = await tsImport('./lib/web-build.ts', import.meta.url);

if (cluster.isPrimary && process.env.SKIP_WEB_BUILD !== '1') {
  try {
    ensureWebBuild({ log: (line) => console.log(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// npm runs this file through a shell, and forwards SIGTERM and SIGINT to that shell only; a shell
// that does not pass them on ends and leaves this process to its new parent. Losing the parent is
// that signal arriving: stop the same graceful way. (A worker whose primary is gone ends at once:
// node:cluster sees the channel close.)
if (cluster.isPrimary) {
  const parent = process.ppid;
  const parentWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(parentWatch);
    process.kill(process.pid, 'SIGTERM');
  }, 200);
  parentWatch.unref();
}

process.env.NODE_ENV ??= 'production';
register();
await import(pathToFileURL(join(REPO_ROOT, 'apps/server/src/main.ts')).href);
