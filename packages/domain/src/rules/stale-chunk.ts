/** Messages of a failed dynamic import (spec §8): the page's code changed under it; reload once. */
export const STALE_CHUNK_MESSAGES: readonly string[] = [
  'failed to fetch dynamically imported module',
  'chunk load error',
  'loading chunk',
  'importing a module script failed',
  'dynamic import',
];

export function isStaleChunkError(message: string | undefined | null): boolean {
  if (!message) return false;
  const text = message.toLowerCase();
  // Webpack-style "ChunkLoadError" has no space; treat it as "chunk load error".
  return text.includes('chunkloaderror') || STALE_CHUNK_MESSAGES.some((phrase) => text.includes(phrase));
}
