import { describe, expect, it } from 'vitest';
import { isStaleChunkError, STALE_CHUNK_MESSAGES } from './stale-chunk.ts';

describe('isStaleChunkError (spec §8 dynamic-module load failures)', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/events-page-abc.js',
    'ChunkLoadError: Loading chunk 12 failed.',
    'Chunk load error',
    'Loading chunk 3 failed',
    'Importing a module script failed.',
    'error loading dynamic import',
  ])('%j is a stale chunk', (message) => {
    expect(isStaleChunkError(message)).toBe(true);
  });

  it('covers each listed message', () => {
    for (const message of STALE_CHUNK_MESSAGES) expect(isStaleChunkError(message.toUpperCase())).toBe(true);
  });

  it.each(['Failed to fetch', 'Internal Server Error', '', undefined, null])('%j is not', (message) => {
    expect(isStaleChunkError(message)).toBe(false);
  });
});
