import {
  type DoorList,
  doorListSchema,
  type EventCard,
  type EventDetail,
  eventAttendanceSchema,
  eventCardSchema,
  organizingResponseSchema,
  participatingResponseSchema,
} from '@eventos/domain';
import { z } from 'zod';
import { withQueuedCheckIns } from './door-list.ts';
import { avatarAddress, cacheEventImages, coverAddresses } from './event-images.ts';
import { offlineDb, type SavedEventRow } from './offline-db.ts';
import { pendingSyncItems } from './sync-queue.ts';

/**
 * Saved events (spec §3 offline store): the person's upcoming events, and the ones they organise
 * with their door list, kept in IndexedDB so their pages, tickets and the door screen work without
 * a connection. Runs in the page and in the service worker alike: no window, React or i18n here,
 * only the fetch it is given (same-origin credentials).
 */

/** At most this many events are saved for one person (the soonest first). */
export const SAVED_EVENTS_MAX = 100;
/** Events fetched at the same time while refreshing. */
const PARALLEL_EVENTS = 4;
/** A list is not followed past this many pages, whatever its cursors say. */
const MAX_LIST_PAGES = 20;

type Fetcher = typeof fetch;

/** What the event page needs of a saved detail to show it; the rest is read as the API gave it. */
const savedDetailSchema = z.looseObject({
  id: z.uuid(),
  slug: z.string().min(1),
  name: z.string(),
  startDatetime: z.string(),
  isOwner: z.boolean(),
});

/** A saved row as read back: an old or damaged one fails and is dropped, never shown. */
const savedEventRowSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  slug: z.string().min(1),
  card: eventCardSchema,
  detail: savedDetailSchema,
  attendance: eventAttendanceSchema,
  doorList: doorListSchema.optional(),
  savedAt: z.string(),
});

/** A saved row whose detail passed the check above. */
export type SavedEvent = SavedEventRow & { detail: EventDetail };

export interface RefreshSavedEventsOptions {
  fetch: Fetcher;
  userId: string;
  /** The moment the rows are saved at (tests). */
  now?: () => Date;
}

export interface RefreshSavedEventsResult {
  /** Rows written. */
  saved: number;
  /** Rows of this person dropped because the event left their lists. */
  removed: number;
  /** Events of the lists whose detail or attendance could not be read or failed the schema. */
  skipped: number;
}

/** A read that did not answer 2xx (or did not answer at all). */
class ReadFailed extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = 'ReadFailed';
  }
}

async function getJson(fetcher: Fetcher, path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json, application/problem+json' },
    });
  } catch {
    throw new ReadFailed(path, 0);
  }
  if (!response.ok) throw new ReadFailed(path, response.status);
  return response.json();
}

const eventPath = (eventId: string, part = '') =>
  `/api/v1/events/${encodeURIComponent(eventId)}${part ? `/${part}` : ''}`;

/** Every page of one of the person's lists, until its end or {@link SAVED_EVENTS_MAX} cards. */
async function readList(
  fetcher: Fetcher,
  path: string,
  query: Record<string, string>,
  parse: (body: unknown) => { cards: EventCard[]; nextCursor: string | null },
): Promise<EventCard[]> {
  const cards: EventCard[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_LIST_PAGES && cards.length < SAVED_EVENTS_MAX; page += 1) {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const answer = parse(await getJson(fetcher, `${path}?${params}`));
    cards.push(...answer.cards);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return cards;
}

function readParticipating(fetcher: Fetcher): Promise<EventCard[]> {
  return readList(fetcher, '/api/v1/me/participating', { when: 'upcoming' }, (body) => {
    const page = participatingResponseSchema.parse(body);
    return { cards: page.items.map((item) => item.event), nextCursor: page.nextCursor };
  });
}

function readOrganizing(fetcher: Fetcher): Promise<EventCard[]> {
  return readList(fetcher, '/api/v1/me/organizing', { state: 'published' }, (body) => {
    const page = organizingResponseSchema.parse(body);
    return { cards: page.items.map((item) => item.event), nextCursor: page.nextCursor };
  });
}

/** The card the lists show, made from a detail (for an event saved on its own). */
function cardFromDetail(detail: EventDetail): EventCard | null {
  const location = detail.location;
  const card = eventCardSchema.safeParse({
    id: detail.id,
    slug: detail.slug,
    name: detail.name,
    summary: detail.summary ?? null,
    startDatetime: detail.startDatetime,
    endDatetime: detail.endDatetime ?? null,
    category: detail.category,
    visibility: detail.visibility,
    imagePath: detail.imagePath ?? null,
    views: detail.views,
    eventType: detail.eventType,
    isPaid: detail.isPaid,
    priceMinCents: detail.priceMinCents ?? null,
    priceMaxCents: detail.priceMaxCents ?? null,
    isDraft: detail.publishedAt === null,
    cancelledAt: detail.cancelledAt ?? null,
    location: location
      ? {
          id: location.id,
          name: location.name,
          city: location.city,
          state: location.state,
          latitude: location.latitude,
          longitude: location.longitude,
        }
      : null,
  });
  return card.success ? card.data : null;
}

/**
 * Reads one event's detail, the person's attendance (with the ticket code) and, for its organiser,
 * the door list. Null when the detail or the attendance cannot be read or fails its schema; a door
 * list that cannot be read keeps the one saved before.
 */
async function readEvent(
  fetcher: Fetcher,
  userId: string,
  eventId: string,
  card: EventCard | null,
  previous: SavedEventRow | undefined,
  savedAt: string,
): Promise<SavedEventRow | null> {
  try {
    const [detailBody, attendanceBody] = await Promise.all([
      getJson(fetcher, eventPath(eventId)),
      getJson(fetcher, eventPath(eventId, 'attendance')),
    ]);
    const detail = savedDetailSchema.safeParse(detailBody);
    const attendance = eventAttendanceSchema.safeParse(attendanceBody);
    if (!detail.success || !attendance.success || detail.data.id !== eventId) return null;
    if (attendance.data.eventId !== eventId) return null;
    const full = detail.data as unknown as EventDetail;
    const cardOf = card ?? cardFromDetail(full);
    if (!cardOf) return null;
    let doorList: DoorList | undefined;
    if (full.isOwner) {
      const fresh = await getJson(fetcher, eventPath(eventId, 'door-list'))
        .then((body) => {
          const parsed = doorListSchema.safeParse(body);
          return parsed.success && parsed.data.eventId === eventId ? parsed.data : undefined;
        })
        .catch(() => undefined);
      // Check-ins made at the door and not sent yet stay on the list downloaded since.
      doorList = fresh
        ? withQueuedCheckIns(fresh, await pendingSyncItems(userId).catch(() => []))
        : previous?.userId === userId
          ? previous.doorList
          : undefined;
    }
    return {
      id: eventId,
      userId,
      slug: full.slug,
      card: cardOf,
      detail: detailBody,
      attendance: attendance.data,
      ...(doorList ? { doorList } : {}),
      savedAt,
    };
  } catch {
    return null;
  }
}

/** Runs `work` on each item, a few at a time. */
async function eachInParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_EVENTS, items.length) }, worker));
}

function imagesOf(rows: SavedEventRow[]): string[] {
  return rows.flatMap((row) => {
    const detail = row.detail as Partial<EventDetail>;
    const organizer = detail.organizer;
    const avatar =
      organizer?.type === 'user'
        ? organizer.avatarPath
        : organizer?.type === 'group'
          ? organizer.logoPath
          : null;
    return [...coverAddresses(row.card.imagePath), ...avatarAddress(avatar)];
  });
}

/**
 * Saves the person's upcoming events and the upcoming events they organise (with their door
 * lists), at most {@link SAVED_EVENTS_MAX}, the soonest first; drops their rows of events no longer
 * on those lists; puts the covers in Cache Storage. Throws when a list cannot be read (offline,
 * signed out): nothing is removed then.
 */
export async function refreshSavedEvents(
  options: RefreshSavedEventsOptions,
): Promise<RefreshSavedEventsResult> {
  const { fetch: fetcher, userId } = options;
  const savedAt = (options.now?.() ?? new Date()).toISOString();
  const [participating, organizing] = await Promise.all([
    readParticipating(fetcher),
    readOrganizing(fetcher),
  ]);

  const cards = new Map<string, EventCard>();
  for (const card of [...participating, ...organizing]) if (!cards.has(card.id)) cards.set(card.id, card);
  const chosen = [...cards.values()]
    .sort((a, b) => a.startDatetime.localeCompare(b.startDatetime))
    .slice(0, SAVED_EVENTS_MAX);
  const keep = new Set(chosen.map((card) => card.id));

  const db = await offlineDb();
  const before = await db.savedEvents.where('userId').equals(userId).toArray();
  const previous = new Map(before.map((row) => [row.id, row]));

  const rows: SavedEventRow[] = [];
  let skipped = 0;
  await eachInParallel(chosen, async (card) => {
    const row = await readEvent(fetcher, userId, card.id, card, previous.get(card.id), savedAt);
    if (row) rows.push(row);
    else skipped += 1;
  });

  const stale = before.filter((row) => !keep.has(row.id)).map((row) => row.id);
  await db.transaction('rw', db.savedEvents, async () => {
    await db.savedEvents.bulkDelete(stale);
    await db.savedEvents.bulkPut(rows);
  });
  await cacheEventImages(imagesOf(rows), fetcher);
  return { saved: rows.length, removed: stale.length, skipped };
}

/**
 * Saves one event now (after an RSVP, when a ticket opens, when the door screen opens): its detail,
 * the person's attendance and, for its organiser, the door list. Answers the row, or null when it
 * could not be read (the row saved before stays).
 */
export async function saveEventNow(
  eventId: string,
  userId: string,
  fetcher: Fetcher = (input, init) => globalThis.fetch(input, init),
): Promise<SavedEvent | null> {
  const db = await offlineDb();
  const previous = await db.savedEvents.get(eventId);
  const card = previous?.userId === userId ? previous.card : null;
  const row = await readEvent(fetcher, userId, eventId, card, previous, new Date().toISOString());
  if (!row) return null;
  await db.savedEvents.put(row);
  await cacheEventImages(imagesOf([row]), fetcher);
  return row as SavedEvent;
}

/** The row if it is whole and this person's; a damaged one is deleted. */
async function checked(row: SavedEventRow | undefined, userId: string): Promise<SavedEvent | undefined> {
  if (!row || row.userId !== userId) return undefined;
  if (savedEventRowSchema.safeParse(row).success) return row as SavedEvent;
  const db = await offlineDb();
  await db.savedEvents.delete(row.id);
  return undefined;
}

/** The person's saved event by its id or its slug (undefined when there is none or it is damaged). */
export async function readSavedEvent(idOrSlug: string, userId: string): Promise<SavedEvent | undefined> {
  const db = await offlineDb();
  const byId = await checked(await db.savedEvents.get(idOrSlug), userId);
  if (byId) return byId;
  const bySlug = await db.savedEvents
    .where('userId')
    .equals(userId)
    .filter((row) => row.slug === idOrSlug)
    .first();
  return checked(bySlug, userId);
}

/** Every saved event of the person, the soonest first (damaged rows dropped). */
export async function listSavedEvents(userId: string): Promise<SavedEvent[]> {
  const db = await offlineDb();
  const rows = await db.savedEvents.where('userId').equals(userId).toArray();
  const whole: SavedEvent[] = [];
  for (const row of rows) {
    const ok = await checked(row, userId);
    if (ok) whole.push(ok);
  }
  return whole.sort((a, b) => a.card.startDatetime.localeCompare(b.card.startDatetime));
}

/** Keeps a door list changed here (a check-in without a connection) on the person's saved event. */
export async function storeDoorList(userId: string, doorList: DoorList): Promise<boolean> {
  const db = await offlineDb();
  const changed = await db.savedEvents
    .where('id')
    .equals(doorList.eventId)
    .filter((row) => row.userId === userId)
    .modify({ doorList });
  return changed > 0;
}
