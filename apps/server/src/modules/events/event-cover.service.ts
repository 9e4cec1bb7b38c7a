import { type Database, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { lockEditableCover, updateCoverPath } from './event-cover.repository.ts';
import { removeCoverFiles, writeCoverFiles } from './event-cover-files.ts';
import { toCoverWebps } from './event-cover-image.ts';

/** What a cover change answers until the full event detail can be read here. */
export interface EventCoverResult {
  id: string;
  imagePath: string | null;
}

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
): Promise<EventCoverResult> {
  const editable = await withUser(db, caller.userId, (tx) => lockEditableCover(tx, eventId));
  if (!editable) throw notFound();
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
): Promise<EventCoverResult> {
  return swapCover(db, uploadsDir, caller, eventId, null);
}

async function swapCover(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  eventId: string,
  path: string | null,
): Promise<EventCoverResult> {
  const previous = await withUser(db, caller.userId, async (tx) => {
    const current = await lockEditableCover(tx, eventId);
    if (!current) throw notFound();
    await updateCoverPath(tx, eventId, path);
    return current.imagePath;
  });
  if (previous !== path) await removeCoverFiles(uploadsDir, eventId, previous);
  return { id: eventId, imagePath: path };
}
