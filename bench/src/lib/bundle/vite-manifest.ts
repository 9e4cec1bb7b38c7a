/** What the Vite manifest (`build.manifest`) says about the entry and the events route chunks. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteFiles {
  js: string[];
  css: string[];
}

/** The chunk at `key` and every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): RouteFiles {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css: [...css] };
}

export function entryKeys(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
}

/**
 * Lazily loaded chunks of the /events route: those whose source lives under an events feature folder,
 * and the data layer (app/data-layer.tsx), the outermost lazy route that every page loads.
 */
export function eventsRouteKeys(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(
      ([, chunk]) =>
        chunk.isDynamicEntry && /(^|\/)(features\/events\/|app\/data-layer\.)/.test(chunk.src ?? ''),
    )
    .map(([key]) => key);
}
