import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { keepOfflineCore } from './build/offline-precache.ts';
import { precompress } from './build/precompress.ts';
import { WEB_MANIFEST } from './src/lib/pwa/web-manifest.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';
/**
 * Lazy chunks whose files are not preloaded (each listed file weighs on the first load, which names
 * them all): work in the background after the first paint, the phone's bottom bar (shown after the
 * first paint; of its files only the small menu table is not already loaded), pages that only pass
 * the person on (shares and app links), and the administrators' pages, for a handful of people.
 */
const NOT_PRELOADED =
  /(^|\/)(offline-status|offline-queue-status|bottom-nav|offline-profile|saved-events-refresh|pwa-shell|start-native|app-links-pages|test-pull-refresh-page|admin-index-page|send-notification-page|event-reports-page|themes-page|styles-page|pwa-stats-page|permissions-page|sponsorships-page|live-check-in-page|components-test-page|test-requirement-fields-page)-[\w-]+\.js$/;

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/sw.ts → /sw.js, its parts in src/sw/) and the web app manifest
    // (src/lib/pwa/web-manifest.ts → /manifest.webmanifest, linked from index.html). The app
    // registers the worker itself, after the first page has loaded (src/lib/pwa/start-pwa.ts). The
    // precache is the shell document, every script and style (lazy pages too, so saved events and
    // tickets open offline) and the icons; translations and images are cached at run time.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: WEB_MANIFEST as Partial<ManifestOptions>,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css,woff2,svg,png,webp}',
          'icons/*.{png,ico}',
          'favicon.svg',
        ],
        // The precompressed copies are the same files: the server picks them, the worker does not.
        globIgnores: ['**/*.gz', '**/*.br'],
        // Only the offline core is precached (src/sw/offline-core.ts); the rest as it is used.
        manifestTransforms: [keepOfflineCore(join(root, 'dist'))],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  resolve: {
    // Dexie's package entry wraps its UMD build, which needs the bundler's module-interop helpers:
    // the lazily loaded offline store then pulled those helpers out of the first page's file into a
    // file of their own that the first page had to wait for. Its ES module build needs none.
    alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    // Every browser we support but Safari before 17 preloads modules natively; there the polyfill
    // only fetched a lazy page's files a moment earlier, at the cost of the first load's weight.
    modulePreload: {
      polyfill: false,
      // Their files load as they are imported, one after the other (see NOT_PRELOADED).
      resolveDependencies: (filename, deps) => (NOT_PRELOADED.test(filename) ? [] : deps),
    },
    outDir: 'dist',
    // Which files each page loads, for the bundle report (shared chunks carry no name to go by).
    manifest: true,
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // Chunks that pages only share are named by their hash alone: the first load carries every
        // chunk's file name in its table of what a lazy page preloads. Lazy pages keep their names.
        // Seven hash characters (the fewest the bundler accepts for this many files) tell them apart; each one more is
        // repeated, incompressible, in that table for every file it names.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // What the first page needs goes in one chunk. Left to itself, the bundler splits it into
        // shared chunks by which lazy pages also use them, and the glue between them grows with
        // every page added (about 2 kB gzip with the routes of today). The icons that two or more
        // lazy chunks share go in one chunk too: a few hundred bytes each, they were twenty files,
        // and the first load carried every file name in its table of what a lazy page preloads.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 1 },
            // The same for the pieces of the query library, the dialog primitives and our own UI kit
            // that lazy pages share: each was a file of its own, named in the first load.
            { name: 'query', test: /[\\/]@tanstack[\\/]/, minShareCount: 2, priority: 1 },
            { name: 'radix', test: /[\\/]@radix-ui[\\/]/, minShareCount: 2, priority: 1 },
            { name: 'ui', test: /[\\/]src[\\/]ui[\\/]/, minShareCount: 2, priority: 1 },
            // No group per feature: a group takes in what its files import, shared modules too, and
            // every page using one of them then loads the whole group (a groups chunk did that to
            // nearly every page, 52 kB gzip). A feature loads as one file by one module its routes
            // import (features/groups/pages/group-pages.ts, group-manage's group-manage-pages.ts).
          ],
        },
      },
    },
  },
});
