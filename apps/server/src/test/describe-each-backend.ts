import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app.ts';
import type { MailMessage } from '../auth/mailer.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { fastPasswordHasher } from './fast-password-hasher.ts';
import { type Backend, createTestDatabase, type TestDatabase, testBackends } from './test-database.ts';

export interface BackendContext {
  backend: Backend;
  handle: DatabaseHandle;
  /** Owner connection: bypasses RLS, for arranging data. */
  db: Database;
  app: App;
  /** Account e-mails the app sent during this test, oldest first. */
  mail: MailMessage[];
  uploadsDir: string;
}

export interface BackendOptions {
  /** Extra configuration for the app (OAuth providers, limits…), evaluated per test. */
  config?: () => Partial<AppDeps['config']>;
  /**
   * 'per-test' (default): every test starts from an empty database. 'per-suite': one database and
   * app for the whole suite, for tests that only read or clean up after themselves (much faster).
   */
  database?: 'per-test' | 'per-suite';
}

const silent = createLogger('silent');

/** Empty web build and uploads folders: API tests never read them. */
function emptyDirs() {
  const root = mkdtempSync(join(tmpdir(), 'eventos-test-'));
  const dirs = { webDistDir: join(root, 'web'), uploadsDir: join(root, 'uploads') };
  mkdirSync(dirs.webDistDir);
  mkdirSync(dirs.uploadsDir);
  return dirs;
}

/**
 * Runs the suite once per database backend; each test gets its own freshly migrated database
 * and an app built on it (no listening socket: tests call app.request()).
 */
export function describeEachBackend(
  name: string,
  body: (ctx: BackendContext) => void,
  options: BackendOptions = {},
): void {
  for (const backend of testBackends()) {
    describe(`${name} [${backend}]`, () => {
      const ctx = { backend } as BackendContext;
      const dirs = emptyDirs();
      let current: TestDatabase | undefined;
      const perSuite = options.database === 'per-suite';
      const open = async () => {
        current = await createTestDatabase(backend);
        ctx.handle = current.handle;
        ctx.db = current.handle.db;
        ctx.mail = [];
        ctx.uploadsDir = dirs.uploadsDir;
        ctx.app = buildApp({
          database: current.handle,
          logger: silent,
          // Answers read at once after a write in the same test; the cache has its own tests.
          config: { ...dirs, anonymousCacheMs: 0, ...options.config?.() },
          mailer: { send: async (message) => void ctx.mail.push(message) },
          passwordHasher: fastPasswordHasher,
        });
      };
      const close = async () => {
        await current?.dispose();
        current = undefined;
      };
      (perSuite ? beforeAll : beforeEach)(open);
      (perSuite ? afterAll : afterEach)(close);
      if (perSuite) beforeEach(() => void ctx.mail.splice(0));
      body(ctx);
    });
  }
}
