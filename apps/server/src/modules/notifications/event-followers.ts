import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventAttendances, events } from '../../db/schema/index.ts';
import { notify } from './notify.ts';

/**
 * The people following an event, who hear when it changes or is cancelled: its organiser (their
 * other devices and sessions learn of the change) and everyone going, checked in or waitlisted.
 * Read as the organiser, whom row-level security lets see their event's attendances.
 */
export async function eventFollowers(tx: Tx, eventId: string): Promise<string[]> {
  const [row] = await tx
    .select({ organizerId: events.organizerId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row?.organizerId) return [];
  const attendees = await tx
    .select({ userId: eventAttendances.userId })
    .from(eventAttendances)
    .where(
      and(
        eq(eventAttendances.eventId, eventId),
        inArray(eventAttendances.status, ['going', 'checked_in', 'waitlisted']),
      ),
    );
  return [row.organizerId, ...attendees.map((a) => a.userId)];
}

export interface ChangedEvent {
  id: string;
  name: string;
  slug: string;
}

/**
 * Tells an event's followers that it was updated or cancelled, in each one's language, in the
 * transaction of the change. The organiser who made the change is among them on purpose.
 * `followers` names them when the caller cannot read them (a group's owner deleting the group
 * cancels events other people organise: the database answers their followers).
 */
export async function notifyEventFollowers(
  tx: Tx,
  type: 'event_updated' | 'event_cancelled',
  event: ChangedEvent,
  actorId: string,
  followers?: readonly string[],
): Promise<string[]> {
  return notify(tx, {
    recipients: followers ?? (await eventFollowers(tx, event.id)),
    type,
    metadata: { event_id: event.id, event_name: event.name, event_slug: event.slug, from: actorId },
    notifyActor: true,
  });
}
