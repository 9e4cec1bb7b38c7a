import {
  decodeEventCursor,
  duplicateName,
  EVENT_LIMITS,
  type EventInputBody,
  encodeEventCursor,
  eventInputSchema,
  type OrganizingAllQuery,
  type OrganizingCancelResponse,
  type OrganizingDuplicateResponse,
  type OrganizingResponse,
} from '@eventos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { type Database, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { eventsWithDetails as e } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { toCounts } from '../attendance/attendance.presenter.ts';
import { countsOf } from '../attendance/attendance.service.ts';
import type { EventCardRow } from '../events/event-cards.sql.ts';
import { toEventListItem } from '../events/events.presenter.ts';
import type { EventRow } from '../events/events.repository.ts';
import { cancelEvent, createEvent } from '../events/events.service.ts';
import { CARDS_BY_ID, ORGANIZING_ALL } from './organizing-bulk.sql.ts';

/** GET /me/organizing/all: every event I organise, newest start first, with its counts. */
export async function listAllOrganizing(
  db: Database,
  caller: Caller,
  query: OrganizingAllQuery,
): Promise<OrganizingResponse> {
  const cursor = query.cursor === undefined ? null : decodeEventCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw new HttpProblem(400, 'validation.cursor.invalid');
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<EventCardRow & { capacity: number | null }>(ORGANIZING_ALL, [
      cursor?.startsAt ?? null,
      cursor?.id ?? null,
      query.limit + 1,
    ]);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    const counts = await countsOf(
      run,
      shown.map((r) => r.id),
    );
    return {
      items: shown.map((row) => ({
        event: toEventListItem(row),
        counts: toCounts(counts.get(row.id), row.capacity),
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeEventCursor({ startsAt: last.startDatetime.toISOString(), id: last.id })
          : null,
    };
  });
}

/** The caller's own events among `ids` (row-level security and the organiser check both apply). */
function ownRows(db: Database, caller: Caller, ids: string[]): Promise<EventRow[]> {
  return withUser(db, caller.userId, (tx) =>
    tx
      .select()
      .from(e)
      .where(and(inArray(e.id, ids), eq(e.organizerId, caller.userId))),
  );
}

/** The form's body that recreates `row` as a new draft: same fields and dates, name suffixed. */
function copyBody(row: EventRow): EventInputBody {
  return {
    name: duplicateName(row.name, EVENT_LIMITS.name.max),
    category: row.category as EventInputBody['category'],
    subcategory: row.subcategory,
    startDatetime: row.startDatetime.toISOString(),
    endDatetime: (row.endDatetime ?? row.startDatetime).toISOString(),
    eventType: row.eventType as EventInputBody['eventType'],
    locationId: row.locationId,
    accessLink: row.accessLink,
    summary: row.summary,
    description: row.description,
    isPaid: row.isPaid,
    priceMinCents: row.priceMinCents,
    priceMaxCents: row.priceMaxCents,
    requiresTickets: row.requiresTickets,
    ticketLink: row.ticketLink,
    tags: row.tags,
    targetAudience: row.targetAudience,
    visibility: row.visibility as EventInputBody['visibility'],
    capacity: row.capacity,
    rsvpDeadline: row.rsvpDeadline ? row.rsvpDeadline.toISOString() : null,
    publish: false,
  } as EventInputBody;
}

/**
 * POST /me/organizing/duplicate: each of my events becomes a new draft through the ordinary
 * creation (same checks, no attendees). Events not mine, or that the form would no longer accept
 * (a start already past, a venue gone), are skipped.
 */
export async function duplicateEvents(
  db: Database,
  caller: Caller,
  ids: string[],
): Promise<OrganizingDuplicateResponse> {
  const rows = new Map((await ownRows(db, caller, ids)).map((row) => [row.id, row]));
  const createdIds: string[] = [];
  const skipped: string[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    const input = row ? eventInputSchema.safeParse(copyBody(row)) : null;
    if (!input?.success) {
      skipped.push(id);
      continue;
    }
    try {
      createdIds.push((await createEvent(db, caller, input.data)).id);
    } catch (err) {
      if (!(err instanceof HttpProblem)) throw err;
      skipped.push(id);
    }
  }
  const cards = await readAs(db, caller.userId, (run) => run<EventCardRow>(CARDS_BY_ID, [createdIds]));
  const byId = new Map(cards.map((row) => [row.id, toEventListItem(row)]));
  return { created: createdIds.flatMap((id) => byId.get(id) ?? []), skipped };
}

/**
 * POST /me/organizing/cancel: my published events that have not started are cancelled through the
 * events service (followers are told as usual); anything else is skipped and left untouched.
 */
export async function cancelEvents(
  db: Database,
  caller: Caller,
  ids: string[],
  now = new Date(),
): Promise<OrganizingCancelResponse> {
  const rows = new Map((await ownRows(db, caller, ids)).map((row) => [row.id, row]));
  const cancelled: string[] = [];
  const skipped: string[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row?.publishedAt || row.cancelledAt || row.startDatetime.getTime() <= now.getTime()) {
      skipped.push(id);
      continue;
    }
    try {
      await cancelEvent(db, caller, id);
      cancelled.push(id);
    } catch (err) {
      if (!(err instanceof HttpProblem)) throw err;
      skipped.push(id);
    }
  }
  return { cancelled, skipped };
}
