import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { offlineCoreFiles, type ViteManifest } from '../src/sw/offline-core.ts';

/** Files precached whatever the manifest says: the shell document, the app's icons and any font. */
const ALWAYS = /^(index\.html|favicon\.svg|icons\/.*|assets\/.*\.woff2)$/;

/**
 * Keeps in the worker's precache only the offline core (src/sw/offline-core.ts) and the icons; the
 * build's other files are cached at run time as they are used.
 */
export function keepOfflineCore(distDir: string): ManifestTransform {
  return async (entries) => {
    const manifest = JSON.parse(
      readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as ViteManifest;
    const core = offlineCoreFiles(manifest);
    return { manifest: entries.filter((entry) => ALWAYS.test(entry.url) || core.has(entry.url)) };
  };
}
