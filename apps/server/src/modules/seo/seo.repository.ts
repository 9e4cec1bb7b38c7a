import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventsWithDetails as e, events } from '../../db/schema/index.ts';

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

/** What the head of an event page tells search engines and link previews (never the access link). */
const pageColumns = {
  id: e.id,
  slug: e.slug,
  name: e.name,
  summary: e.summary,
  description: e.description,
  startDatetime: e.startDatetime,
  endDatetime: e.endDatetime,
  eventType: e.eventType,
  isPaid: e.isPaid,
  priceMinCents: e.priceMinCents,
  priceMaxCents: e.priceMaxCents,
  ticketLink: e.ticketLink,
  imagePath: e.imagePath,
  publishedAt: e.publishedAt,
  cancelledAt: e.cancelledAt,
  updatedAt: e.updatedAt,
  organizerType: e.organizerType,
  organizerFirstName: e.organizerFirstName,
  organizerLastName: e.organizerLastName,
  organizerUsername: e.organizerUsername,
  groupName: e.groupName,
  locationName: e.locationName,
  locationAddress: e.locationAddress,
  locationNumber: e.locationNumber,
  locationCity: e.locationCity,
  locationState: e.locationState,
  locationCountry: e.locationCountry,
  locationPostalCode: e.locationPostalCode,
  locationLatitude: e.locationLatitude,
  locationLongitude: e.locationLongitude,
};

export type EventPageRow = NonNullable<Awaited<ReturnType<typeof findPublicEventPage>>>;

/**
 * One public, published event by id or slug. Run as a visitor: row-level security already hides
 * drafts, private and future-published events; the visibility test repeats it for safety.
 */
export async function findPublicEventPage(tx: Tx, ref: { id: string } | { slug: string }) {
  const [row] = await tx
    .select(pageColumns)
    .from(e)
    .where(
      and(
        'id' in ref ? eq(e.id, ref.id) : eq(e.slug, ref.slug),
        eq(e.visibility, 'public'),
        isNotNull(e.publishedAt),
      ),
    )
    .limit(1);
  return row;
}
