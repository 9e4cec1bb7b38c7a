import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventsWithDetails as e } from '../../db/schema/index.ts';

/**
 * One event as the caller may see it (row-level security decides: public published events for
 * everyone, drafts and private events for their organiser only), with what a calendar entry needs.
 */
export async function findCalendarEvent(tx: Tx, ref: { id: string } | { slug: string }) {
  const [row] = await tx
    .select({
      id: e.id,
      slug: e.slug,
      name: e.name,
      summary: e.summary,
      description: e.description,
      startDatetime: e.startDatetime,
      endDatetime: e.endDatetime,
      eventType: e.eventType,
      accessLink: e.accessLink,
      organizerId: e.organizerId,
      cancelledAt: e.cancelledAt,
      updatedAt: e.updatedAt,
      locationName: e.locationName,
      locationAddress: e.locationAddress,
      locationNumber: e.locationNumber,
      locationCity: e.locationCity,
      locationState: e.locationState,
    })
    .from(e)
    .where('id' in ref ? eq(e.id, ref.id) : eq(e.slug, ref.slug))
    .limit(1);
  return row;
}

export type CalendarEventRow = NonNullable<Awaited<ReturnType<typeof findCalendarEvent>>>;
