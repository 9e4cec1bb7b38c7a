import { defineProject } from 'vitest/config';

/** The benchmark's own pure parts (wire-protocol reading, pgbench scripts) and its recording proxy. */
export default defineProject({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
