import { desc, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { events, groups } from '../../db/schema/index.ts';

export interface SitemapEventRow {
  slug: string;
  updatedAt: Date;
}

/**
 * Events for the sitemap. Read as a visitor through the app role, so row-level security leaves
 * only public, published events; the newest first.
 */
export function listSitemapEvents(tx: Tx, limit: number): Promise<SitemapEventRow[]> {
  return tx
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(isNotNull(events.slug))
    .orderBy(desc(events.startDatetime), desc(events.id))
    .limit(limit);
}

/**
 * Groups for the sitemap. Read as a visitor through the app role, so row-level security leaves only
 * public groups; the newest first.
 */
export function listSitemapGroups(tx: Tx, limit: number): Promise<SitemapEventRow[]> {
  return tx
    .select({ slug: groups.slug, updatedAt: groups.updatedAt })
    .from(groups)
    .orderBy(desc(groups.createdAt), desc(groups.id))
    .limit(limit);
}
