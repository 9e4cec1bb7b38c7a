import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { distRelative, htmlAssets } from './html-assets.ts';
import {
  entryKeys,
  eventsRouteKeys,
  type Manifest,
  type RouteFiles,
  staticClosure,
} from './vite-manifest.ts';

export interface DistAnalysis {
  /** How the files of each part were found. */
  source: 'vite-manifest' | 'index.html';
  initial: RouteFiles;
  /**
   * Lazy chunks of the /events route, beyond the initial ones, with the data layer that every page
   * loads beside its own (by manifest, else by file name).
   */
  eventsRoute: RouteFiles;
}

const unique = (items: readonly (string | null)[]) => [...new Set(items.filter((i): i is string => !!i))];

async function readManifest(distDir: string): Promise<Manifest | null> {
  for (const candidate of ['.vite/manifest.json', 'manifest.json']) {
    const file = join(distDir, candidate);
    if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  }
  return null;
}

/** Which files the browser loads for the first paint of /events, and which it loads lazily after. */
export async function analyseDist(distDir: string, jsFiles: readonly string[]): Promise<DistAnalysis> {
  const manifest = await readManifest(distDir);
  if (manifest) {
    const initial = staticClosure(manifest, entryKeys(manifest));
    const route = staticClosure(manifest, eventsRouteKeys(manifest));
    return {
      source: 'vite-manifest',
      initial,
      eventsRoute: {
        js: route.js.filter((f) => !initial.js.includes(f)),
        css: route.css.filter((f) => !initial.css.includes(f)),
      },
    };
  }
  const html = htmlAssets(await readFile(join(distDir, 'index.html'), 'utf8'));
  const initialJs = unique([...html.entryScripts, ...html.modulePreloads].map(distRelative));
  return {
    source: 'index.html',
    initial: { js: initialJs, css: unique(html.stylesheets.map(distRelative)) },
    eventsRoute: {
      js: jsFiles.filter((f) => !initialJs.includes(f) && /^(events?|data-layer)[-_.]/i.test(basename(f))),
      css: [],
    },
  };
}
