/**
 * The files the service worker precaches: the shell and the pages that must open without a
 * connection (saved events, tickets, the door screen, my events, the offline page) with everything
 * they import, read from the build's Vite manifest. The rest of the app is cached as it is used
 * (runtime-routes.ts): a visitor who opens one shared event does not download the whole app on a
 * metered connection.
 */

/** A chunk of the Vite manifest (dist/.vite/manifest.json), as far as this needs it. */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * The source modules whose chunks make up the offline core: the shell and what it loads after the
 * first paint (layout, guards, error pages, toasts, the offline banner, the worker's page side),
 * and the pages the worker opens offline (sw/navigation.ts).
 */
export const OFFLINE_CORE_SOURCES: readonly RegExp[] = [
  /^index\.html$/,
  /^src\/app\//,
  /^src\/ui\/toast\//,
  /^src\/lib\/session\/forced-sign-out\.ts$/,
  /^src\/lib\/offline\//,
  /^src\/features\/offline\//,
  /^src\/features\/pwa\//,
  /^src\/features\/notifications\/components\/notification-(bell|stream)\.tsx$/,
  /^src\/features\/public-site\/pages\/(landing|offline)-page\.tsx$/,
  /^src\/features\/app-links\//,
  /^src\/features\/events\/pages\/(events|event-detail)-page\.tsx$/,
  /^src\/features\/event-discussion\/components\/event-discussion\.tsx$/,
  /^src\/features\/participating\//,
  /^src\/features\/event-manage\/(pages\/live-check-in-page\.tsx|lib\/)/,
  /^src\/features\/profile\/pages\/profile-page\.tsx$/,
];

/**
 * The built files (paths under dist/, e.g. 'assets/index-abc.js') of the offline core: each
 * matching chunk, the chunks it imports statically (transitively) and their styles.
 */
export function offlineCoreFiles(manifest: ViteManifest, sources = OFFLINE_CORE_SOURCES): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) {
    if (sources.some((source) => source.test(key))) visit(key);
  }
  return files;
}
