import type { OrganizingResponse, ParticipatingResponse } from '@eventos/domain';
import { isUnreachable } from '../../events/api/use-event-detail.ts';

/** A page of one of my lists; `savedOnDevice` when it is made of the events saved on this device. */
export type MyEventsPage<T> = T & { savedOnDevice?: true };

const SEATED = new Set(['going', 'waitlisted', 'checked_in']);

/** An event is still to come until it ends (or, without an end, until it starts). */
function upcoming(card: { startDatetime: string; endDatetime: string | null }, now: number): boolean {
  return Date.parse(card.endDatetime ?? card.startDatetime) >= now;
}

async function savedEvents(userId: string) {
  const { listSavedEvents } = await import('../../../lib/offline/saved-events.ts');
  return listSavedEvents(userId);
}

/**
 * The first page of a list, or, when the server cannot be reached, the same list made of the
 * person's saved events (`fromSaved`). Without a saved event, or for a later page, the error as it came.
 */
export async function orSaved<T extends object>(
  read: () => Promise<T>,
  userId: string | undefined,
  fromSaved: (userId: string) => Promise<MyEventsPage<T> | null>,
): Promise<MyEventsPage<T>> {
  try {
    return await read();
  } catch (error) {
    if (!userId || !isUnreachable(error)) throw error;
    const page = await fromSaved(userId).catch(() => null);
    if (!page) throw error;
    return page;
  }
}

/** My upcoming events (going, on the waitlist, interested) as saved on this device, soonest first. */
export async function savedParticipatingPage(
  userId: string,
  now = Date.now(),
): Promise<MyEventsPage<ParticipatingResponse> | null> {
  const rows = await savedEvents(userId);
  if (rows.length === 0) return null;
  const items = rows.flatMap((row) => {
    const { mine, interested } = row.attendance;
    const taking = (mine && SEATED.has(mine.status)) || interested;
    return taking && upcoming(row.card, now) ? [{ event: row.card, attendance: mine, interested }] : [];
  });
  return { items, nextCursor: null, savedOnDevice: true };
}

/** The published upcoming events I organise, as saved on this device, with their counts. */
export async function savedOrganizingPage(
  userId: string,
  now = Date.now(),
): Promise<MyEventsPage<OrganizingResponse> | null> {
  const rows = await savedEvents(userId);
  const mine = rows.filter((row) => row.detail.isOwner && upcoming(row.card, now));
  if (mine.length === 0) return null;
  return {
    items: mine.map((row) => ({ event: row.card, counts: row.attendance.counts })),
    nextCursor: null,
    savedOnDevice: true,
  };
}
