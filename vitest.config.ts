import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'bench'],
    // Server tests mostly wait on a database in another process: on two cores the default (one
    // worker) left a core idle and took twice as long.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
