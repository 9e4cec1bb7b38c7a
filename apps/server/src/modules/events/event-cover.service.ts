import type { EventDetail } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { findCoverOwner, lockEditableCover, updateCoverPath } from './event-cover.repository.ts';
import { linkedCoverPath, removeCoverFiles, writeCoverFiles } from './event-cover-files.ts';
import { toCoverWebps } from './event-cover-image.ts';
import { getEventDetail } from './events.service.ts';

/** Someone else's event and an unknown one look the same: the cover routes never reveal existence. */
const notFound = () => new HttpProblem(404, 'event.not_found');

/**
 * Makes an uploaded image the cover of one of the caller's events: converted (throws
 * EventCoverImageError when it cannot be), stored under a new name, linked to the event, and the
 * files it replaces deleted. Nothing is decoded or written for an event the caller may not edit.
 */
export async function setEventCover(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  eventId: string,
  upload: Uint8Array,
): Promise<EventDetail> {
  await withUser(db, caller.userId, async (tx) => editableCover(await lockEditableCover(tx, eventId)));
  const path = await writeCoverFiles(uploadsDir, eventId, await toCoverWebps(upload));
  try {
    return await swapCover(db, uploadsDir, caller, eventId, path);
  } catch (err) {
    await removeCoverFiles(uploadsDir, eventId, path);
    throw err;
  }
}

/** Unlinks the cover of one of the caller's events and deletes its files. */
export function clearEventCover(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  eventId: string,
): Promise<EventDetail> {
  return swapCover(db, uploadsDir, caller, eventId, null);
}

async function swapCover(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  eventId: string,
  path: string | null,
): Promise<EventDetail> {
  const previous = await withUser(db, caller.userId, async (tx) => {
    const current = editableCover(await lockEditableCover(tx, eventId));
    await updateCoverPath(tx, eventId, path);
    return current.imagePath;
  });
  if (previous !== path) await removeCoverFiles(uploadsDir, eventId, previous);
  return getEventDetail(db, caller.userId, eventId, caller.language);
}

/** The caller's event, unless it is not theirs (404) or cancelled (409: a cancelled event no longer changes). */
function editableCover<T extends { cancelledAt: Date | null }>(row: T | undefined): T {
  if (!row) throw notFound();
  if (row.cancelledAt) throw new HttpProblem(409, 'event.cancelled');
  return row;
}

/**
 * Who may be shown a cover file (a path under uploads/events/): 'everyone' for a public event's,
 * 'caller' when only people like the caller may see the event (private or draft, shown to its
 * organiser), undefined when the caller may not see the event or no event links to the file.
 */
export async function coverAudience(
  db: Database,
  userId: string | null,
  file: string,
): Promise<'everyone' | 'caller' | undefined> {
  const owner = await withUser(db, userId, (tx) => findCoverOwner(tx, linkedCoverPath(file)));
  if (!owner) return undefined;
  return owner.public ? 'everyone' : 'caller';
}
