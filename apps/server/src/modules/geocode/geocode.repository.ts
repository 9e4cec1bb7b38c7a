import type { GeocodingResult } from '@eventos/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { geocodeCache } from '../../db/schema/index.ts';

/** The cached answer under `key` unless it expired by `now`. */
export async function findFreshGeocode(tx: Tx, key: string, now: Date): Promise<GeocodingResult | null> {
  const [row] = await tx
    .select({ result: geocodeCache.result })
    .from(geocodeCache)
    .where(and(eq(geocodeCache.key, key), gt(geocodeCache.expiresAt, now)))
    .limit(1);
  return (row?.result as GeocodingResult | undefined) ?? null;
}

export interface GeocodeCacheEntry {
  key: string;
  result: GeocodingResult;
  provider: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Stores an answer, replacing an expired (or concurrently written) one under the same key. */
export async function saveGeocode(tx: Tx, entry: GeocodeCacheEntry): Promise<void> {
  await tx
    .insert(geocodeCache)
    .values(entry)
    .onConflictDoUpdate({
      target: geocodeCache.key,
      set: {
        result: entry.result,
        provider: entry.provider,
        createdAt: entry.createdAt,
        expiresAt: entry.expiresAt,
      },
    });
}
