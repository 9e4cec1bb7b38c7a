import {
  type EventDetail,
  type EventInput,
  type EventListQuery,
  type EventListResponse,
  encodeEventCursor,
  eventSlugBase,
  featuredSlots,
  type Language,
  rotateFeatured,
} from '@eventos/domain';
import { type Database, type Tx, withUser } from '../../db/client.ts';
import { isPgError, PG_ERROR } from '../../db/pg-error.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { HttpProblem } from '../../http/problem.ts';
import { promoteWaitlist } from '../attendance/attendance-promotion.ts';
import { assertActiveProfile } from '../me/active-profile.ts';
import { notifyEventFollowers } from '../notifications/event-followers.ts';
import { type EventCardRow, searchCards, upcomingCards } from './event-cards.sql.ts';
import { sanitizeDescription } from './event-description.ts';
import { type EventDetailRow, readEventDetailRow } from './event-detail.sql.ts';
import {
  groupForEditedEvent,
  groupForNewEvent,
  notifyGroupEventPublished,
  requireEventManager,
  withOrganizer,
} from './event-groups.ts';
import { toEventDetail, toEventListItem } from './events.presenter.ts';
import {
  accessibilityNames,
  cancelEvent as cancelRow,
  deleteEvent as deleteRow,
  type EventRow,
  type EventValues,
  eventRef,
  findVisible,
  insertEvent,
  nextFreeSlug,
  recordView,
  updateEvent as updateRow,
  venueUsable,
} from './events.repository.ts';
import { type PageOrFeaturedRow, withFeaturedCards } from './featured-cards.sql.ts';
import { featuredEventIds } from './featured-event-ids.ts';

/** How many times a creation retries when another one took the same slug in between. */
const SLUG_ATTEMPTS = 5;

/**
 * Requests that showed the "Patrocinado" slot in this process: the rotation's turn (ADR 0021). Per
 * process is fair enough: each process rotates through every candidate in turn.
 */
let featuredTurn = 0;

/** Cards in the list's order, (start, id); uuids order as their lower-case text does. */
function inCardOrder<R extends EventCardRow>(rows: R[]): R[] {
  const key = (row: R) => [row.startDatetime.getTime(), row.id] as const;
  return rows.sort((a, b) => {
    const [at, aid] = key(a);
    const [bt, bid] = key(b);
    return at - bt || (aid < bid ? -1 : aid > bid ? 1 : 0);
  });
}

/** This request's turn of the rotation over the featured candidates, in their stable (id) order. */
function featuredOf(rows: PageOrFeaturedRow[], slots: number): EventCardRow[] {
  const candidates = rows
    .filter((row) => row.featured)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (candidates.length === 0) return [];
  return rotateFeatured(candidates, featuredTurn++, slots);
}

/**
 * Events the caller may see, one keyset page at a time; with `q`, public events matching it. A first
 * page without `q` also carries the featured ("Patrocinado") cards, apart from the results.
 */
export async function listEvents(
  db: Database,
  userId: string | null,
  query: EventListQuery,
  now = new Date(),
): Promise<EventListResponse> {
  const page = {
    take: query.limit + 1,
    cursor: query.cursor,
    now,
    from: query.from,
    to: query.to,
    category: query.category,
    city: query.city,
    paid: query.price === undefined ? undefined : query.price === 'paid',
    online: query.online,
  };
  // The "Patrocinado" slot: a first page without `q`, when some event is featured now.
  const featuredIds = !query.q && !query.cursor ? await featuredEventIds(db, now) : [];
  const withFeatured = featuredIds.length > 0;
  const list = query.q ? searchCards(query.q, page) : upcomingCards(page);
  const { statement, values } = withFeatured ? withFeaturedCards(list, { ...page, ids: featuredIds }) : list;
  const read = await readAs(db, userId, (run) => run<PageOrFeaturedRow>(statement, values));
  const rows = withFeatured ? inCardOrder(read.filter((row) => !row.featured)) : read;
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    items: shown.map(toEventListItem),
    nextCursor:
      hasMore && last ? encodeEventCursor({ startsAt: last.startDatetime.toISOString(), id: last.id }) : null,
    ...(withFeatured && {
      featured: featuredOf(read, featuredSlots(query.limit)).map(toEventListItem),
    }),
  };
}

const notFound = () => new HttpProblem(404, 'event.not_found');

/** One event by id or slug, as the caller may see it (row-level security): else 404 event.not_found. */
export async function readVisible(tx: Tx, idOrSlug: string): Promise<EventRow> {
  const row = await findVisible(tx, eventRef(idOrSlug));
  if (!row) throw notFound();
  return row;
}

/** An event as a change left it, read in the change's transaction. */
async function detailOf(tx: Tx, row: EventRow, userId: string, language: Language): Promise<EventDetail> {
  const accessibility = await accessibilityNames(tx, row.locationAccessibilityOptions ?? [], language);
  return toEventDetail(await withOrganizer(tx, row), userId, accessibility);
}

/** One event by id or slug, as the caller may see it (row-level security): else 404. */
export async function getEventDetail(
  db: Database,
  userId: string | null,
  idOrSlug: string,
  language: Language,
): Promise<EventDetail> {
  const row = await readVisibleDetail(db, userId, idOrSlug, language);
  return toEventDetail(row, userId, row.accessibility, row.attending);
}

/** The whole row of an event the caller may see, read on the hot path (ADR 0008): else 404. */
export async function readVisibleDetail(
  db: Database,
  userId: string | null,
  idOrSlug: string,
  language: Language,
): Promise<EventDetailRow> {
  const row = await readAs(db, userId, (run) => readEventDetailRow(run, eventRef(idOrSlug), language));
  if (!row) throw notFound();
  return row;
}

/**
 * An event the caller manages, for a change (its organiser, or the owner or an organiser of its
 * group): unknown or hidden → 404, someone else's → 403.
 */
async function readManaged(tx: Tx, caller: Caller, id: string): Promise<EventRow> {
  const row = await readVisible(tx, id);
  await requireEventManager(tx, caller, row);
  return row;
}

/**
 * The columns the form writes, with the publication time the `publish` choice gives and the group
 * that organises it (an event of a private group is made private by the database).
 */
function toValues(
  input: EventInput,
  publishedAt: Date | null,
  now: Date,
  groupId: string | null,
): EventValues {
  return {
    name: input.name,
    category: input.category,
    subcategory: input.subcategory,
    startDatetime: new Date(input.startDatetime),
    endDatetime: new Date(input.endDatetime),
    eventType: input.eventType,
    locationId: input.locationId,
    accessLink: input.accessLink,
    summary: input.summary,
    description: sanitizeDescription(input.description),
    isPaid: input.isPaid,
    priceMinCents: input.priceMinCents,
    priceMaxCents: input.priceMaxCents,
    requiresTickets: input.requiresTickets,
    ticketLink: input.ticketLink,
    tags: input.tags,
    targetAudience: input.targetAudience,
    visibility: input.visibility,
    capacity: input.capacity,
    rsvpDeadline: input.rsvpDeadline ? new Date(input.rsvpDeadline) : null,
    groupId,
    organizerType: groupId ? 'group' : 'user',
    publishedAt: input.publish ? (publishedAt ?? now) : null,
  };
}

async function checkVenue(tx: Tx, caller: Caller, input: EventInput): Promise<void> {
  if (input.locationId && !(await venueUsable(tx, input.locationId, caller.userId)))
    throw fieldProblem(400, 'locationId', 'validation.event.location.invalid');
}

function checkStartsAhead(input: EventInput, now: Date): void {
  if (Date.parse(input.startDatetime) <= now.getTime())
    throw fieldProblem(400, 'startDatetime', 'validation.event.start.past');
}

/**
 * Creates an event organised by the caller (complete profile needed), or by a group they own or
 * organise, as a draft or published; a published group event is told to the group's people.
 * The slug is the first free one; when a concurrent creation takes it first, the unique index
 * stops this insert (inside a savepoint) and the next free slug is tried.
 */
export function createEvent(
  db: Database,
  caller: Caller,
  input: EventInput,
  now = new Date(),
): Promise<EventDetail> {
  return withUser(db, caller.userId, async (tx) => {
    await assertActiveProfile(tx, caller.userId);
    checkStartsAhead(input, now);
    await checkVenue(tx, caller, input);
    const values = toValues(input, null, now, await groupForNewEvent(tx, input.groupId));
    const base = eventSlugBase(input.name);
    for (let attempt = 1; ; attempt++) {
      const slug = await nextFreeSlug(tx, base);
      try {
        const id = await tx.transaction((sp) =>
          insertEvent(sp, { ...values, slug, organizerId: caller.userId }),
        );
        const created = await readVisible(tx, id);
        if (created.publishedAt) await notifyGroupEventPublished(tx, created, caller.userId);
        return detailOf(tx, created, caller.userId, caller.language);
      } catch (err) {
        if (attempt < SLUG_ATTEMPTS && isPgError(err, PG_ERROR.uniqueViolation, 'events_slug_key')) continue;
        throw err;
      }
    }
  });
}

/**
 * Replaces an event the caller manages with the form's values; the slug stays, so shared links keep
 * working. An event that comes out in a group (published now, or moved into another group while
 * out) is told to that group's people.
 */
export function updateEvent(
  db: Database,
  caller: Caller,
  id: string,
  input: EventInput,
  now = new Date(),
): Promise<EventDetail> {
  return withUser(db, caller.userId, async (tx) => {
    const current = await readManaged(tx, caller, id);
    if (current.cancelledAt) throw new HttpProblem(409, 'event.cancelled');
    if (Date.parse(input.startDatetime) !== current.startDatetime.getTime()) checkStartsAhead(input, now);
    await checkVenue(tx, caller, input);
    const groupId = await groupForEditedEvent(tx, caller, current, input.groupId);
    await updateRow(tx, current.id, toValues(input, current.publishedAt, now, groupId));
    const updated = await readVisible(tx, current.id);
    const cameOut = !current.publishedAt || current.groupId !== updated.groupId;
    if (updated.publishedAt && cameOut) await notifyGroupEventPublished(tx, updated, caller.userId);
    // More seats (or none counted any more): the waitlist moves up into them.
    if (current.capacity !== null && (input.capacity === null || input.capacity > current.capacity))
      await promoteWaitlist(tx, updated);
    // Followers hear of changes to an event that was already out; a draft has none.
    if (current.publishedAt) await notifyEventFollowers(tx, 'event_updated', updated, caller.userId);
    return detailOf(tx, updated, caller.userId, caller.language);
  });
}

/** Cancels an event the caller manages: it stays visible, marked cancelled, and can no longer change. */
export function cancelEvent(db: Database, caller: Caller, id: string): Promise<EventDetail> {
  return withUser(db, caller.userId, async (tx) => {
    const current = await readManaged(tx, caller, id);
    if (!(await cancelRow(tx, current.id))) throw new HttpProblem(409, 'event.cancelled');
    if (current.publishedAt) await notifyEventFollowers(tx, 'event_cancelled', current, caller.userId);
    return detailOf(tx, await readVisible(tx, current.id), caller.userId, caller.language);
  });
}

/** Deletes an event the caller manages for good. */
export function deleteEvent(db: Database, caller: Caller, id: string): Promise<EventRow> {
  return withUser(db, caller.userId, async (tx) => {
    const current = await readManaged(tx, caller, id);
    if (!(await deleteRow(tx, current.id))) throw notFound();
    return current;
  });
}

/** Counts one view of a visible event by this visitor today; unknown or hidden events are a 404. */
export function recordEventView(
  db: Database,
  userId: string | null,
  id: string,
  visitorHash: string,
): Promise<void> {
  return withUser(db, userId, async (tx) => {
    const row = await readVisible(tx, id);
    await recordView(tx, row.id, visitorHash);
  });
}
