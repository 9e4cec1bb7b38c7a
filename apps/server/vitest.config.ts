import { defineProject } from 'vitest/config';

/**
 * Integration tests against real Postgres: PGlite always, plus the server in TEST_DATABASE_URL.
 * Workers share one migrated PGlite template (isolate: false) and clone it per test.
 */
export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
