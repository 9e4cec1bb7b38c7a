import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Vitest project `web`: runs standalone (`--config apps/web/vitest.config.ts`) or from the root `projects`. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A test that renders the whole route table loads every lazy page: seconds on a busy two-core
    // machine, where the default 5 s cut one off mid-way.
    testTimeout: 20_000,
    // Its ES modules import each other without file extensions, which Node alone cannot resolve:
    // Vite bundles it for the browser, and here transforms it the same way.
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
});
