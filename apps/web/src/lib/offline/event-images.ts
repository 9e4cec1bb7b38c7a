import { EVENT_IMAGES_CACHE } from './cache-names.ts';

/** Uploaded covers are stored at two widths: `…-1280.webp` with a `…-640.webp` beside it. */
const WIDE_SUFFIX = '-1280.webp';

/** Where an upload is served (the same rule as lib/upload-url.ts, kept free of the page's code). */
function uploadAddress(path: string): string {
  return `/uploads/${path.replace(/^\/+/, '')}`;
}

/** The addresses a cover is shown from: the cover itself and, for a wide one, its narrow twin. */
export function coverAddresses(imagePath: string | null | undefined): string[] {
  if (!imagePath) return [];
  const wide = uploadAddress(imagePath);
  return imagePath.endsWith(WIDE_SUFFIX)
    ? [wide, uploadAddress(`${imagePath.slice(0, -WIDE_SUFFIX.length)}-640.webp`)]
    : [wide];
}

/** The address of an avatar or logo path, when there is one. */
export function avatarAddress(avatarPath: string | null | undefined): string[] {
  return avatarPath ? [uploadAddress(avatarPath)] : [];
}

/**
 * Puts each image in Cache Storage under {@link EVENT_IMAGES_CACHE} (page or service worker), so
 * the saved events show their covers without a connection. One already there is not asked again;
 * a failed one is left out. Without Cache Storage (an old browser, a test) nothing happens.
 */
export async function cacheEventImages(addresses: Iterable<string>, fetcher: typeof fetch): Promise<number> {
  const storage = globalThis.caches as CacheStorage | undefined;
  if (!storage) return 0;
  let cache: Cache;
  try {
    cache = await storage.open(EVENT_IMAGES_CACHE);
  } catch {
    return 0;
  }
  let stored = 0;
  for (const address of new Set(addresses)) {
    try {
      if (await cache.match(address)) continue;
      const response = await fetcher(address, { credentials: 'same-origin' });
      if (!response.ok) continue;
      await cache.put(address, response);
      stored += 1;
    } catch {
      // An image that cannot be fetched now is asked again on the next refresh.
    }
  }
  return stored;
}
